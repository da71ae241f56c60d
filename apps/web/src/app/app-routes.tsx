/**
 * The page list (routes.ts) as React Router's route objects, the same for the browser's router and the server's
 * static handler (decision 027): a page's module is its route's `lazy` component, its data a `loader` that fills the
 * TanStack Query cache the screens read, and its `handle` says which module renders it and where, for the server. A
 * root route holds what every page shares: the session guard, the hydration mark and the error page.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createContext,
  type LoaderFunctionArgs,
  matchRoutes,
  type Params,
  type RouteObject,
  type RouterContextProvider,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { ApiTransport } from '../lib/api-client';
import { BrowserOnly } from '../lib/hydration';
import { AppError, AppRoot } from './app-root';
import { PAGES } from './routes';

/** Where a page renders (routes.ts). */
export type Rendering = 'server' | 'step' | 'browser';

/** The queries a page needs before it shows, for its path's parameters and its query string. */
export type PageData = (page: {
  params: Params;
  search: URLSearchParams;
  /** How the queries reach the API: pass it to each query's options. */
  transport: ApiTransport;
  // biome-ignore lint/suspicious/noExplicitAny: a page's queries each have their own data type
}) => ReadonlyArray<FetchQueryOptions<any, any, any, any>>;

/** One entry of the page list: a page, or a frame (layout) with its pages as `children`. */
export type Page = {
  path?: string;
  /** The module that renders it, under src/ and without its extension; downloaded when the page is first needed. */
  module: string;
  /** The component the module exports for it. */
  component: string;
  rendering?: Rendering;
  data?: PageData;
  children?: ReadonlyArray<Page>;
};

/** What a route carries for the server: the module that renders it, and where its page renders. */
export type PageHandle = { module: string; rendering?: Rendering };

/** What the pages' loaders are given: the query cache to fill, and how to reach the API. */
export type PageContext = { queryClient: QueryClient; transport: ApiTransport };
export const pageContext = createContext<PageContext>();

/** The modules the list names, each split into its own chunk and downloaded on demand. */
const MODULES = import.meta.glob<Record<string, ComponentType>>([
  '/src/app/frame/*-shell.tsx',
  '/src/app/not-found-screen.tsx',
  '/src/features/{account,auth,cart,catalog,contact,content,home,orders}/*-screen.tsx',
  '/src/features/account/components/require-session.tsx',
  '/src/features/admin/admin-app.tsx',
]);

/** The source file of a page's module, as the build names it: 'src/features/home/home-screen.tsx'. */
export const moduleFile = (module: string) => `src/${module}.tsx`;

/** A page's component; a flow's step renders in the browser only (routes.ts). */
async function loadComponent({ module, component, rendering }: Page): Promise<RouteObject> {
  const load = MODULES[`/${moduleFile(module)}`];
  if (!load) throw new Error(`routes.ts names ${moduleFile(module)}, which app-routes.tsx does not load`);
  const Screen = (await load())[component];
  if (!Screen) throw new Error(`${moduleFile(module)} exports no ${component}`);
  if (rendering !== 'step') return { Component: Screen };
  return {
    element: (
      <BrowserOnly>
        <Screen />
      </BrowserOnly>
    ),
  };
}

/** A page's loader: fetches its queries into the cache. A refusal (an unknown product) is kept there for its screen. */
function loaderOf(data: PageData) {
  return async ({ params, url, context }: LoaderFunctionArgs) => {
    const { queryClient, transport } = (context as Readonly<RouterContextProvider>).get(pageContext);
    await Promise.all(
      data({ params, search: url.searchParams, transport }).map((query) => queryClient.prefetchQuery(query)),
    );
    return null;
  };
}

/**
 * A page's data is fetched as the page opens. A change of query on the same page (the listing's filters, sort and
 * page) is the screen's to follow, keeping its results on screen meanwhile: the address changes at once.
 */
const onOpening: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function routeOf(page: Page): RouteObject {
  const handle: PageHandle = { module: page.module, rendering: page.rendering };
  return {
    path: page.path,
    handle,
    lazy: () => loadComponent(page),
    ...(page.data ? { loader: loaderOf(page.data), shouldRevalidate: onOpening } : {}),
    children: page.children?.map(routeOf),
  } as RouteObject;
}

/** The app's routes, made anew for each router (a router resolves its lazy routes in place). */
export function createAppRoutes(): RouteObject[] {
  return [{ id: 'root', Component: AppRoot, ErrorBoundary: AppError, children: PAGES.map(routeOf) }];
}

/**
 * Downloads the modules of the routes `pathname` matches and puts them in place, so that a router made with these
 * routes renders that page at once: a server-rendered page is then hydrated in one pass (React Router's documented
 * way to hydrate lazy routes).
 */
export async function loadRoutesOf(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
