/**
 * The server-rendered pages as the API serves them (decisions 024, 027), with a stand-in for the web build's pages
 * (test/stand-in-web.ts): which routes are rendered, their cache, its invalidation with the catalogue, ETag
 * revalidation, 404, and the fallback to the browser-rendered page when rendering fails.
 */
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { createCatalogRepository } from '../modules/catalog/repository';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp } from '../test/harness';
import { createStandInWeb, type StandInWeb, writeStandInDist } from '../test/stand-in-web';

let t: TestApp;
let renderer: StandInWeb;
/** The app's log, one parsed line per entry. */
const logged: Array<{ msg: string; req?: { url: string } }> = [];

beforeAll(async () => {
  const dist = writeStandInDist();
  renderer = createStandInWeb({ dist, origin: 'https://shop.example' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(String(chunk)));
      done();
    },
  });
  t = await createTestApp({
    env: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example', CATALOG_CACHE_SECONDS: '3600' },
    loggerInstance: pino(loggerOptions('info') as pino.LoggerOptions, sink),
    web: renderer,
  });
  await seedCatalog(createCatalogRepository(t.database.db));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it('renders a public page with its data, once, and answers a revalidation with 304', async () => {
    const before = renderer.renders;
    const first = await get('/product-details/1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('<h1>Aurora Solitaire Ring</h1><p>16000</p>');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const second = await get('/product-details/1');
    expect(second.body).toBe(first.body);
    expect(renderer.renders).toBe(before + 1);

    const revalidated = await get('/product-details/1', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('renders a page once for parallel requests that find it uncached', async () => {
    const before = renderer.renders;
    const pages = await Promise.all(Array.from({ length: 12 }, () => get('/product-details/3')));
    expect(pages.map((page) => page.statusCode)).toEqual(pages.map(() => 200));
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(renderer.renders).toBe(before + 1);
  });

  it('logs a rendered page’s request once, not the API calls it made for its data', async () => {
    logged.length = 0;
    await get('/product-details/4');
    const requests = logged.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
    expect(requests).toEqual(['/product-details/4']);
    // The API's own requests are still logged.
    await get('/api/catalog/products/4');
    expect(logged.filter((line) => line.req?.url === '/api/catalog/products/4')).toHaveLength(1);
  });

  it('renders and keeps a page once per theme, the theme the request’s cookie names', async () => {
    const before = renderer.renders;
    const light = await get('/about');
    const dark = await get('/about', { cookie: 'consent=yes; theme=dark' });
    expect(light.body).toContain('<i>light</i>');
    expect(dark.body).toContain('<i>dark</i>');
    expect(dark.headers.etag).not.toBe(light.headers.etag);
    expect((await get('/about', { cookie: 'theme=dark' })).body).toBe(dark.body);
    expect(renderer.renders).toBe(before + 2);
  });

  it('renders and keeps a page once per currency the cookie names, and the base currency’s page for any other', async () => {
    const before = renderer.renders;
    const base = await get('/about');
    const rupees = await get('/about', { cookie: 'consent=yes; currency=INR' });
    expect(rupees.body).toContain('<b>INR</b>');
    expect(rupees.headers.etag).not.toBe(base.headers.etag);
    expect((await get('/about', { cookie: 'currency=INR' })).body).toBe(rupees.body);
    expect((await get('/about', { cookie: 'currency=JPY' })).body).toBe(base.body);
    expect(renderer.renders).toBe(before + 1);
    // Every page, rendered or not, names the base currency for the browser.
    expect(rupees.body).toContain('<meta name="shop-currency" content="USD">');
    expect((await get('/account')).body).toContain('<meta name="shop-currency" content="USD">');
  });

  it('sends a page compressed as the browser asks, compressing it once', async () => {
    const plain = await get('/product-details/1');
    for (const [accept, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await get('/product-details/1', { 'accept-encoding': accept });
      expect(first.headers['content-encoding']).toBe(accept.split(',')[0]);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers.etag).toBe(plain.headers.etag);
      expect(decode(first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('renders again once the catalogue changes, with the new price and a new ETag', async () => {
    const first = await get('/product-details/1');
    await t.database.db.execute(sql`update products set price = 17500 where id = 1`);
    // Until the change is announced, the page stays as it was (the cache's time is an hour here).
    expect((await get('/product-details/1')).body).toBe(first.body);
    t.app.catalogEvents.changed();
    const after = await get('/product-details/1');
    expect(after.body).toContain('<p>17500</p>');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect((await get('/product-details/1', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
  });

  it('answers an unknown product and an unknown path with 404 and the rendered not-found page', async () => {
    const product = await get('/product-details/987654');
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('<h1>Not found</h1>');
    const lost = await get('/no-such-page');
    expect(lost.statusCode).toBe(404);
    expect(lost.body).toContain('<h1>Lost</h1>');
  });

  it('keeps private pages to the browser: the app’s HTML file, not rendered', async () => {
    const before = renderer.renders;
    const account = await get('/account');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<div id="root"></div>');
    expect(renderer.renders).toBe(before);
  });

  it('sends the app’s HTML file when rendering fails, so the browser renders the page', async () => {
    const page = await get('/about?broken=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers.etag).toBeUndefined();
  });
});
