/**
 * A stand-in for the web build (decision 024): an index.html and, beside it, `dist-server/entry-server.js` with the
 * server renderer's interface, which renders a product page's name and price from the API's own answer (through the
 * transport it is given) and the theme it renders in, /about as a plain page with a stylesheet of its own, a failure
 * for `/about?broken`, and 404 for anything else. The API tests use it to check what the API does with rendered pages
 * without building the web app.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RENDERER = `
export const SERVER_RENDERED_ROUTES = ['/product-details/:id', '/about'];
export let renders = 0;
export function themeOfCookie(header) {
  return /(^|; *)theme=(light|dark)/.exec(header ?? '')?.[2];
}
export function createPageRenderer({ transport, origin }) {
  return async (url, template, theme) => {
    renders += 1;
    const { pathname } = new URL(url, origin);
    if (pathname === '/about' && url.includes('broken')) throw new Error('a screen failed');
    let body = '<h1>About</h1>';
    let status = 200;
    const id = /^\\/product-details\\/(.+)$/.exec(pathname)?.[1];
    if (id !== undefined) {
      const answer = await transport('/api/catalog/products/' + id, { method: 'GET' });
      if (answer.status === 200) {
        const { data } = await answer.json();
        body = '<h1>' + data.name + '</h1><p>' + data.price + '</p>';
      } else {
        body = '<h1>Not found</h1>';
        status = 404;
      }
    } else if (pathname !== '/about') {
      body = '<h1>Lost</h1>';
      status = 404;
    }
    body += '<i>' + (theme ?? 'light') + '</i>';
    return { status, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>'), unfetched: [] };
  };
}
`;

/** Writes the stand-in web build to a new temporary folder: `dist` for WEB_DIST, `entry` the renderer's file. */
export function writeStandInWeb(): { dist: string; entry: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'lumen-ssr-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  // /about's own stylesheet, with a `</style` in a string that must not end an inlined <style> early.
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'about-1.css'), '.about{color:red}.about:after{content:"</style>"}');
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ '/about': ['assets/about-1.css'] }));
  const entry = path.join(root, 'dist-server', 'entry-server.js');
  writeFileSync(entry, RENDERER);
  return { dist, entry };
}
