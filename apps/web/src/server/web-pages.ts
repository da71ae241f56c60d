/**
 * What the web package gives the API process (`@lumen/web/server`, decision 027): the storefront's pages as HTML
 * documents. The API registers a route for each page (`routes`), asks for a rendered page or the app's HTML file, and
 * keeps, compresses and revalidates what it sends; this package owns what is in the document. The implementation is
 * `entry-server.tsx`, built by `vite build --ssr` into `dist-server/entry-server.js`, and typed against this file,
 * which is all the API's compiler reads: plain types, nothing of the browser or of React.
 */

import type { CurrencyCode } from '@lumen/contract/money';

export type Theme = 'light' | 'dark';

/** A currency prices may be shown in. */
export type DisplayCurrency = CurrencyCode;

/** How a render reaches the API: its own routes, called in-process (Fastify's `inject`), never over the network. */
export type ApiTransport = (path: `/api/${string}`, init: RequestInit) => Promise<Response>;

/** A browser route of the app. */
export type WebRoute = {
  /**
   * Its path as both routers write it: '/product-details/:id'; '/admin/*' for a route group (which also answers
   * '/admin' itself).
   */
  path: string;
  /** True when the server renders its page (with its data); false: the app's HTML file, rendered by the browser. */
  rendered: boolean;
};

export type PageRequest = {
  /** The page's path and query. */
  url: string;
  /** The theme the request's cookie names (`themeOfCookie`); undefined renders the light page of a first visit. */
  theme: Theme | undefined;
  /** The currency the request's cookie names (`currencyOfCookie`); undefined renders prices in the base currency. */
  currency?: DisplayCurrency | undefined;
  /** This render's way to the API: each render has its own, so two renders at once share nothing. */
  transport: ApiTransport;
  /** Extra <head> markup for this page: e.g. its product's picture, to preload. */
  head?: string;
};

export type RenderedPage = {
  status: 200 | 404;
  html: string;
  /** Queries a screen asked for that its route's data does not name: they render as loading, then fetch in the browser. */
  unfetched: string[];
};

export type WebPages = {
  /** Every browser route but the not-found page's. */
  readonly routes: ReadonlyArray<WebRoute>;
  /** The theme a request's `Cookie` header names: a page is rendered (and kept) once per theme. */
  themeOfCookie(header: string | undefined): Theme | undefined;
  /** The currency a request's `Cookie` header names: a page is rendered (and kept) once per currency too. */
  currencyOfCookie(header: string | undefined): DisplayCurrency | undefined;
  /**
   * The page at `request.url` rendered with its data: a route that is `rendered`, or any path no route has (the
   * designed not-found page, with 404). Rejects when the page's data could not be fetched (an outage, not a refusal)
   * or a screen failed: the caller then sends `shell`, and the browser renders the page.
   */
  render(request: PageRequest): Promise<RenderedPage>;
  /**
   * The app's HTML file for a page of `route` (a `routes` path; undefined for a path no route has), with the hints of
   * that page's code and stylesheets, and `head`: the browser renders it.
   */
  shell(route: string | undefined, head?: string): string;
};

export type WebPagesOptions = {
  /** The web build's folder (index.html, assets, module-preloads.json). */
  dist: string;
  /** The shop's public origin (`PUBLIC_URL`): canonical URLs, link previews and JSON-LD name it. */
  origin: string;
  /** The shop's Google client ID (GOOGLE_CLIENT_ID): pages offer Sign in with Google only with it (decision 038). */
  googleClientId?: string | undefined;
};

export type CreateWebPages = (options: WebPagesOptions) => WebPages;

export declare const createWebPages: CreateWebPages;
