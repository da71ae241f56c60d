import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../modules/catalog/repository';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp } from '../test/harness';
import { createStandInWeb, writeStandInDist } from '../test/stand-in-web';

let t: TestApp;
const script = `console.log(${JSON.stringify('lumen '.repeat(400))});`;

beforeAll(async () => {
  const dist = writeStandInDist();
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(script));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Every page is the app's HTML file here: server-pages.test.ts covers the rendered ones.
  const web = createStandInWeb({ dist, origin: 'https://shop.example' }, []);
  t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example' }, web });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it.each([
    '/',
    '/about',
    '/product-details/42',
    '/cart/checkout/completed',
    '/account/edit/7',
    '/faqs/',
    '/admin',
    '/admin/staff',
    '/admin/setup/Zm9vYmFyYmF6cXV1eC1saW5rLXRva2Vu',
  ])('answers the browser route %s with the app’s HTML file', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('hints a product page at its API answer and its first picture', async () => {
    await seedCatalog(createCatalogRepository(t.database.db));
    const body = (await t.app.inject({ method: 'GET', url: '/product-details/aurora-solitaire-ring' })).body;
    expect(body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/catalog/products/aurora-solitaire-ring">',
    );
    expect(body).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+\.svg">/);
    // An unknown product gets no hints, and odd characters never reach the HTML unescaped.
    const unknown = (await t.app.inject({ method: 'GET', url: '/product-details/%22%3E%3Cscript%3E' })).body;
    expect(unknown).not.toContain('rel="preload" as="fetch"');
    expect(unknown).not.toContain('"><script>');
  });

  it('answers an unknown path with 404 and the app, which shows its not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('keeps the build manifest (.vite/manifest.json, read by the e2e bundle check) to itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a missing file with a plain 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps unknown /api paths in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
  });

  it('caches hashed assets for a year as immutable and serves them pre-compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('serves other files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('writes robots.txt with an absolute Sitemap URL and keeps crawlers out of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('lists the public pages in /sitemap.xml under PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://shop.example/about</loc>');
    expect(res.body).toContain('<loc>https://shop.example/return-refund-policy</loc>');
    expect(res.body).toContain('<loc>https://shop.example/home</loc>');
    expect(res.body).toContain('<loc>https://shop.example/product</loc>');
    expect(res.body).not.toContain('/account');
  });
});

describe('a shop that offers Sign in with Google (decision 038)', () => {
  it('names its client ID in every page and allows Google’s sources, which a shop without one does not', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('google-client-id');
    expect(page.headers['content-security-policy']).not.toContain('google.com');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    const dist = writeStandInDist();
    const web = createStandInWeb({ dist, origin: 'https://shop.example' }, []);
    const google = await createTestApp({
      env: {
        WEB_DIST: dist,
        PUBLIC_URL: 'https://shop.example',
        GOOGLE_CLIENT_ID: 'lumen-shop.apps.googleusercontent.com',
      },
      web,
    });
    try {
      const res = await google.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toContain('<meta name="google-client-id" content="lumen-shop.apps.googleusercontent.com">');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(policy).toContain("frame-src 'self' https://accounts.google.com/gsi/");
      expect(policy).toContain("connect-src 'self' https://accounts.google.com/gsi/");
      expect(policy).toContain('https://accounts.google.com/gsi/style');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      // Only Google's Identity Services paths: no other Google origin, no wildcard.
      expect(
        policy.match(/https:\/\/[^\s;]+/g)?.every((source) => source.startsWith('https://accounts.google.com/gsi/')),
      ).toBe(true);
    } finally {
      await google.close();
    }
  });
});
