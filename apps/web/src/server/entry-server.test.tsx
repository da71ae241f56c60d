// @vitest-environment node
/**
 * The server renderer on its own, without a browser (no window, no storage), on a stand-in web build: every page the
 * route list renders on the server renders with its heading and head, fetching everything its screens ask for through
 * its route's loaders (routes.ts), so that no screen renders "loading" on the server and fetches again in the browser;
 * unknown products and paths are 404; each render reaches the API through its own transport; each page's document
 * names the files of its route's modules.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { describe, expect, it } from 'vitest';
import { AURORA, BEST_SELLERS, productList, summary } from '../test/catalog';
import { createWebPages } from './entry-server';
import type { ApiTransport } from './web-pages';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const calls: string[] = [];
/**
 * The catalogue's answers: product 1 is Aurora, with the other best sellers related to it; 503 and 429 are outages;
 * any other product is unknown.
 */
const transport: ApiTransport = async (apiPath) => {
  calls.push(apiPath);
  const url = new URL(apiPath, 'https://shop.test');
  if (url.pathname === '/api/promotion') return json(200, { status: true, message: 'OK', data: { promotion: null } });
  if (url.pathname === '/api/catalog/products/1') return json(200, { status: true, message: 'OK', data: AURORA });
  if (url.pathname === '/api/catalog/products/1/related')
    return json(200, { status: true, message: 'OK', data: { items: BEST_SELLERS.slice(1) } });
  if (url.pathname === '/api/catalog/products/503')
    return json(503, { status: false, message: 'The shop is briefly unavailable.' });
  if (url.pathname === '/api/catalog/products/429')
    return json(429, { status: false, message: 'Too many requests. Please wait a moment.' });
  if (url.pathname === '/api/catalog/products')
    return json(200, { status: true, message: 'OK', data: productList(BEST_SELLERS) });
  return json(404, { status: false, message: 'This product could not be found.' });
};

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="The shop.">' +
  '<link rel="modulepreload" crossorigin href="/assets/shared.js"></head>' +
  '<body><script src="/assets/theme-init-abc.js"></script><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

/** A web build of the template, and the files two modules bring. */
function standInDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lumen-web-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'main-shell-1.css'), '.main{color:red}.main:after{content:"</style>"}');
  writeFileSync(
    path.join(dist, 'module-preloads.json'),
    JSON.stringify({
      'src/app/frame/main-shell.tsx': ['assets/main-shell-1.css', 'assets/main-shell-1.js', 'assets/forms-1.js'],
      'src/features/account/components/require-session.tsx': ['assets/require-session-1.js', 'assets/forms-1.js'],
      'src/features/account/account-overview-screen.tsx': ['assets/account-overview-screen-1.js'],
    }),
  );
  return dist;
}

const pages = createWebPages({ dist: standInDist(), origin: 'https://shop.test' });
const render = (url: string, theme: 'light' | 'dark' = 'light') => pages.render({ url, theme, transport });

/** The steps of a flow in this tab: the server renders their frame and keeps the shop's own head (routes.ts). */
const FLOW_STEPS: ReadonlyArray<string> = [
  WEB_ROUTES.otpMethod,
  WEB_ROUTES.otpVerify,
  WEB_ROUTES.emailOtpVerify,
  WEB_ROUTES.mobileOtpVerify,
  WEB_ROUTES.guestCheckout,
];

const urlOf = (route: string) => (route.includes(':') ? routeTo(route, { id: 1 }) : route);
const rendered = pages.routes.filter((route) => route.rendered).map((route) => urlOf(route.path));

describe('the server renderer: its routes and pages', () => {
  it('reads the theme from the request’s cookie', () => {
    expect(pages.themeOfCookie('theme=dark')).toBe('dark');
    expect(pages.themeOfCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(pages.themeOfCookie('theme=light')).toBe('light');
    expect(pages.themeOfCookie('mytheme=dark')).toBeUndefined();
    expect(pages.themeOfCookie('theme=blue')).toBeUndefined();
    expect(pages.themeOfCookie(undefined)).toBeUndefined();
  });

  it('lists the app’s routes, rendering the storefront’s public pages and leaving private ones to the browser', () => {
    const where = Object.fromEntries(pages.routes.map((route) => [route.path, route.rendered]));
    expect(where).toMatchObject({
      [WEB_ROUTES.home]: true,
      [WEB_ROUTES.productDetails]: true,
      [WEB_ROUTES.signIn]: true,
      [WEB_ROUTES.guestCheckout]: true,
      [WEB_ROUTES.account]: false,
      [WEB_ROUTES.checkout]: false,
      [WEB_ROUTES.createPassword]: false,
      '/admin/*': false,
    });
    expect(rendered.length).toBeGreaterThan(20);
    expect(pages.routes.map((route) => route.path)).not.toContain('*');
  });

  it('refuses to render a private page', async () => {
    await expect(render(WEB_ROUTES.account)).rejects.toThrow(/renders in the browser/);
  });

  it.each(rendered)('renders %s with its heading, head and data', async (url) => {
    const page = await render(url);
    expect(page.status).toBe(200);
    expect(page.unfetched).toEqual([]);
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    if (FLOW_STEPS.includes(url)) expect(page.html).toContain('<title>Shop</title>');
    else expect(page.html).toMatch(/<link rel="canonical" href="https:\/\/shop\.test\//);
    expect(page.html).toContain('<script type="application/json" id="lj-page-state">');
  });

  it('renders the main heading of every page whose content needs no browser', async () => {
    for (const url of ['/', WEB_ROUTES.home, WEB_ROUTES.product, urlOf(WEB_ROUTES.productDetails), WEB_ROUTES.about]) {
      expect((await render(url)).html, url).toMatch(/<h1[^>]*>/);
    }
  });

  it('renders a product with its price, its JSON-LD and its related pieces, and fetches each once', async () => {
    calls.length = 0;
    const page = await render('/product-details/1');
    expect(page.html).toContain(`${AURORA.name} | Lumen Jewels</title>`);
    expect(page.html).toContain('$160.00');
    expect(page.html).toContain('"@type":"Product"');
    expect(page.html).toContain('"@type":"BreadcrumbList"');
    expect(page.html).toContain('>You may also like</h2>');
    expect(page.html).toMatch(
      /<a class="product-card__link" href="\/product-details\/2"[^>]*>Celeste Halo Pendant<\/a>/,
    );
    expect(calls.filter((call) => call === '/api/catalog/products/1')).toHaveLength(1);
    expect(calls.filter((call) => call === '/api/catalog/products/1/related')).toHaveLength(1);
  });

  it('gives the browser’s router the state of the loaders it ran, so hydrating runs none again', async () => {
    const page = await render('/product-details/1');
    const state = JSON.parse(page.html.split('id="lj-page-state">')[1]?.split('</script>')[0] ?? '{}');
    // The main frame's (the promotion) and the product page's (the product).
    expect(Object.values(state.router.loaderData)).toEqual([null, null]);
    expect(state.router.errors).toBeNull();
  });

  it('answers an unknown product and an unknown path with 404 and the designed pages', async () => {
    const product = await render('/product-details/987654');
    expect(product.status).toBe(404);
    expect(product.html).toContain('This piece is not in our showcase');
    const lost = await render('/no-such-page');
    expect(lost.status).toBe(404);
    expect(lost.html).toContain('This sparkle has wandered off');
  });
});

describe('the server renderer: the page’s document', () => {
  it('renders the images of the theme it is asked for, and says which in the data block', async () => {
    const light = await render(WEB_ROUTES.about, 'light');
    const dark = await render(WEB_ROUTES.about, 'dark');
    const images = (html: string) => [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    // The artwork and the header's logo follow the theme (the footer's logo is drawn on its dark band in both).
    const themed = (html: string) =>
      images(html.split('<footer')[0] ?? '').filter((src) => /-(light|dark)\.svg$/.test(src ?? ''));
    expect(themed(light.html).length).toBeGreaterThan(0);
    expect(themed(light.html).every((src) => src?.endsWith('-light.svg'))).toBe(true);
    expect(themed(dark.html).every((src) => src?.endsWith('-dark.svg'))).toBe(true);
    expect(dark.html).toContain('{"theme":"dark"');
  });

  it('lets the content paint first: the app held in a template, and the theme in <body> when the request named it', async () => {
    const named = (await render(WEB_ROUTES.about, 'dark')).html;
    expect(named).toContain('<body data-theme="dark">');
    expect(named).toContain('<script src="/assets/theme-init-abc.js" defer></script>');
    const held = /<template id="lj-app">(.*?)<\/template>/.exec(named)?.[1] ?? '';
    expect(held).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/main-shell-1.js">');
    expect(named.replace(held, '')).not.toMatch(/type="module"|modulepreload/);
    // Without the cookie the page is light, as for a first visit; the theme script does not hold it back either.
    const unnamed = (await pages.render({ url: WEB_ROUTES.about, theme: undefined, transport })).html;
    expect(unnamed).toContain('<body><script src="/assets/theme-init-abc.js" defer></script>');
  });

  it('inlines the stylesheets of the page’s modules, without letting one end its <style> early', async () => {
    const html = (await render(WEB_ROUTES.about)).html;
    expect(html).toContain(
      '<style data-href="/assets/main-shell-1.css">.main{color:red}.main:after{content:"<\\/style>"}',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-shell-1.css" disabled>');
  });

  it('puts the head it is given in the page', async () => {
    const head = '<link rel="preload" as="image" href="/media/v1/jewellery/rings/1/1.svg">';
    const page = await pages.render({ url: '/product-details/1', theme: 'light', transport, head });
    expect(page.html).toContain(head);
  });

  it('refuses to render a page whose data could not be fetched (an outage), rather than an error page to keep', async () => {
    await expect(render('/product-details/503')).rejects.toThrow(/could not be fetched/);
    // "Too many requests" is not the page's content either: the browser asks again later.
    await expect(render('/product-details/429')).rejects.toThrow(/could not be fetched/);
  });

  it('keeps text from closing the data block early', async () => {
    const page = await render('/product-details/1');
    const block = page.html.split('id="lj-page-state">')[1]?.split('</script>')[0] ?? '';
    expect(block).not.toContain('<');
    expect(() => JSON.parse(block)).not.toThrow();
  });
});

describe('the server renderer: its way to the API', () => {
  it('gives each render its own way to the API: two renders at once share nothing', async () => {
    const answered = { a: [] as string[], b: [] as string[] };
    let releaseA = () => {};
    const aHeld = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    const ring = (id: number, name: string) => ({ ...AURORA, ...summary({ id, name }) });
    const transportOf =
      (name: 'a' | 'b', product: ReturnType<typeof ring>, hold?: Promise<void>): ApiTransport =>
      async (apiPath, init) => {
        answered[name].push(apiPath);
        await hold;
        if (apiPath === `/api/catalog/products/${product.id}`)
          return json(200, { status: true, message: 'OK', data: product });
        return transport(apiPath, init);
      };
    // A is still waiting for its answers while B renders from start to end.
    const a = pages.render({
      url: '/product-details/7',
      theme: 'light',
      transport: transportOf('a', ring(7, 'Ama Ring'), aHeld),
    });
    const b = await pages.render({
      url: '/product-details/8',
      theme: 'light',
      transport: transportOf('b', ring(8, 'Bea Ring')),
    });
    releaseA();
    expect((await a).html).toContain('Ama Ring | Lumen Jewels</title>');
    expect(b.html).toContain('Bea Ring | Lumen Jewels</title>');
    expect(b.html).not.toContain('Ama Ring');
    expect(answered.a).toContain('/api/catalog/products/7');
    expect(answered.a).not.toContain('/api/catalog/products/8');
    expect(answered.b).toContain('/api/catalog/products/8');
    expect(answered.b).not.toContain('/api/catalog/products/7');
  });
});

describe('the app’s HTML file, for the pages the browser renders', () => {
  const hints = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    );

  it('names the stylesheets and code of the page’s frame, guard and screen, each once, stylesheets first', () => {
    expect(hints(pages.shell(WEB_ROUTES.account))).toEqual([
      'modulepreload /assets/shared.js',
      'stylesheet /assets/main-shell-1.css',
      'modulepreload /assets/main-shell-1.js',
      'modulepreload /assets/forms-1.js',
      'modulepreload /assets/require-session-1.js',
      'modulepreload /assets/account-overview-screen-1.js',
    ]);
  });

  it('gives a path no route has the main frame’s and the not-found screen’s files', () => {
    expect(hints(pages.shell(undefined))).toEqual([
      'modulepreload /assets/shared.js',
      'stylesheet /assets/main-shell-1.css',
      'modulepreload /assets/main-shell-1.js',
      'modulepreload /assets/forms-1.js',
    ]);
  });

  it('keeps the page to the browser: an empty #root, no data block', () => {
    const html = pages.shell(WEB_ROUTES.account, '<meta name="x-extra" content="1">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('lj-page-state');
    expect(html).toContain('<meta name="x-extra" content="1"></head>');
  });
});
