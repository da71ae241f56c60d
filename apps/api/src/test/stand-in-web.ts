/**
 * A stand-in for the web build's pages (`@lumen/web/server`, decision 027), typed as the real ones, so the API tests
 * check what the API does with pages without building the web app. Its routes are the contract's browser routes
 * and the back office's group; it renders a product page's name and price from the API's own answer (through the
 * transport each render is given) with the theme it renders in, /about as a plain page, a failure for
 * `/about?broken`, and 404 for anything else. A server process uses it when started with `test/use-stand-in-web.mjs`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_WEB_ROUTES, WEB_ROUTES } from '@lumen/contract/routes';
import type { CreateWebPages, DisplayCurrency, WebPages, WebPagesOptions } from '@lumen/web/server';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** Writes the stand-in's web build (its index.html and an empty assets folder) to a new folder. */
export function writeStandInDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lumen-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, 'assets'));
  return dist;
}

export type StandInWeb = WebPages & { readonly renders: number };

/**
 * The stand-in's pages; `rendered` names the routes the server renders (the product page and /about unless told),
 * the others being the app's HTML file.
 */
export function createStandInWeb(
  { origin }: WebPagesOptions,
  rendered: ReadonlyArray<string> = [WEB_ROUTES.productDetails, WEB_ROUTES.about],
): StandInWeb {
  let renders = 0;
  const withHead = (html: string, head: string) => html.replace('</head>', `${head}</head>`);
  return {
    get renders() {
      return renders;
    },
    routes: [...Object.values(WEB_ROUTES), `${ADMIN_WEB_ROUTES.admin}/*`].map((route) => ({
      path: route,
      rendered: rendered.includes(route),
    })),
    themeOfCookie: (header) => /(?:^|; *)theme=(light|dark)/.exec(header ?? '')?.[1] as 'light' | 'dark' | undefined,
    currencyOfCookie: (header) => /(?:^|; *)currency=(USD|INR|EUR|GBP|AED)/.exec(header ?? '')?.[1] as DisplayCurrency,
    async render({ url, theme, currency, transport, head = '' }) {
      renders += 1;
      const { pathname } = new URL(url, origin);
      if (pathname === WEB_ROUTES.about && url.includes('broken')) throw new Error('a screen failed');
      let body = '<h1>About</h1>';
      let status: 200 | 404 = 200;
      const id = /^\/product-details\/(.+)$/.exec(pathname)?.[1];
      if (id !== undefined) {
        const answer = await transport(`/api/catalog/products/${id}`, { method: 'GET' });
        if (answer.status === 200) {
          const { data } = (await answer.json()) as { data: { name: string; price: number } };
          body = `<h1>${data.name}</h1><p>${data.price}</p>`;
        } else {
          body = '<h1>Not found</h1>';
          status = 404;
        }
      } else if (pathname !== WEB_ROUTES.about) {
        body = '<h1>Lost</h1>';
        status = 404;
      }
      body += `<i>${theme ?? 'light'}</i><b>${currency ?? 'base'}</b>`;
      const html = withHead(INDEX_HTML, head).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      return { status, html, unfetched: [] };
    },
    shell: (_route, head = '') => withHead(INDEX_HTML, head),
  };
}

/** The module a server process loads in place of `@lumen/web/server` (test/use-stand-in-web.mjs). */
export const createWebPages: CreateWebPages = (options) => createStandInWeb(options);
