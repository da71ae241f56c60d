// @vitest-environment node
/**
 * The server renderer on its own, without a browser (no window, no storage): every server-rendered route renders
 * with its heading and head, fetching everything its screens ask for before rendering (route-data.ts), so that no
 * screen renders "loading" on the server and fetches again in the browser; unknown products and paths are 404.
 */
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { describe, expect, it } from 'vitest';
import { AURORA, BEST_SELLERS, productList } from '../../test/catalog';
import { createPageRenderer, SERVER_RENDERED_ROUTES, themeOfCookie } from '../entry-server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const calls: string[] = [];
const renderPage = createPageRenderer({
  origin: 'https://shop.test',
  async transport(path) {
    calls.push(path);
    const url = new URL(path, 'https://shop.test');
    if (url.pathname === '/api/promotion') return json(200, { status: true, message: 'OK', data: { promotion: null } });
    if (url.pathname === '/api/catalog/products/1') return json(200, { status: true, message: 'OK', data: AURORA });
    if (url.pathname === '/api/catalog/products/503')
      return json(503, { status: false, message: 'The shop is briefly unavailable.' });
    if (url.pathname === '/api/catalog/products/429')
      return json(429, { status: false, message: 'Too many requests. Please wait a moment.' });
    if (url.pathname === '/api/catalog/products')
      return json(200, { status: true, message: 'OK', data: productList(BEST_SELLERS) });
    return json(404, { status: false, message: 'This product could not be found.' });
  },
});

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="The shop."></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** The steps of a flow in this tab: the server renders their frame and keeps the shop's own head (router.tsx). */
const FLOW_STEPS: ReadonlyArray<string> = [
  WEB_ROUTES.otpMethod,
  WEB_ROUTES.otpVerify,
  WEB_ROUTES.emailOtpVerify,
  WEB_ROUTES.mobileOtpVerify,
  WEB_ROUTES.guestCheckout,
];

const urlOf = (route: string) => (route.includes(':') ? routeTo(route, { id: 1 }) : route);

describe('the server renderer', () => {
  it('reads the theme from the request’s cookie', () => {
    expect(themeOfCookie('theme=dark')).toBe('dark');
    expect(themeOfCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(themeOfCookie('theme=light')).toBe('light');
    expect(themeOfCookie('mytheme=dark')).toBeUndefined();
    expect(themeOfCookie('theme=blue')).toBeUndefined();
    expect(themeOfCookie(undefined)).toBeUndefined();
  });

  it.each(SERVER_RENDERED_ROUTES.map(urlOf))('renders %s with its heading, head and data', async (url) => {
    const page = await renderPage(url, TEMPLATE, 'light');
    expect(page.status).toBe(200);
    expect(page.unfetched).toEqual([]);
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    if (FLOW_STEPS.includes(url)) expect(page.html).toContain('<title>Shop</title>');
    else expect(page.html).toMatch(/<link rel="canonical" href="https:\/\/shop\.test\//);
    expect(page.html).toContain('<script type="application/json" id="lj-page-state">');
  });

  it('renders the main heading of every page whose content needs no browser', async () => {
    for (const url of ['/', WEB_ROUTES.home, WEB_ROUTES.product, urlOf(WEB_ROUTES.productDetails), WEB_ROUTES.about]) {
      expect((await renderPage(url, TEMPLATE, 'light')).html, url).toMatch(/<h1[^>]*>/);
    }
  });

  it('renders a product with its price and its JSON-LD, and fetches it once', async () => {
    calls.length = 0;
    const page = await renderPage('/product-details/1', TEMPLATE, 'light');
    expect(page.html).toContain(`${AURORA.name} | Lumen Jewels</title>`);
    expect(page.html).toContain('$160.00');
    expect(page.html).toContain('"@type":"Product"');
    expect(page.html).toContain('"@type":"BreadcrumbList"');
    expect(calls.filter((call) => call === '/api/catalog/products/1')).toHaveLength(1);
  });

  it('answers an unknown product and an unknown path with 404 and the designed pages', async () => {
    const product = await renderPage('/product-details/987654', TEMPLATE, 'light');
    expect(product.status).toBe(404);
    expect(product.html).toContain('This piece is not in our showcase');
    const lost = await renderPage('/no-such-page', TEMPLATE, 'light');
    expect(lost.status).toBe(404);
    expect(lost.html).toContain('This sparkle has wandered off');
  });

  it('renders the images of the theme it is asked for, and says which in the data block', async () => {
    const light = await renderPage(WEB_ROUTES.about, TEMPLATE, 'light');
    const dark = await renderPage(WEB_ROUTES.about, TEMPLATE, 'dark');
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
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js"></head>',
    ).replace('<body>', '<body><script src="/assets/theme-init-abc.js"></script>');
    const named = (await renderPage(WEB_ROUTES.about, template, 'dark')).html;
    expect(named).toContain('<body data-theme="dark">');
    expect(named).toContain('<script src="/assets/theme-init-abc.js" defer></script>');
    const held = /<template id="lj-app">(.*?)<\/template>/.exec(named)?.[1] ?? '';
    expect(held).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
    expect(named.replace(held, '')).not.toMatch(/type="module"|modulepreload/);
    // Without the cookie the page is light, as for a first visit; the theme script does not hold it back either.
    const unnamed = (await renderPage(WEB_ROUTES.about, template, undefined)).html;
    expect(unnamed).toContain('<body><script src="/assets/theme-init-abc.js" defer></script>');
  });

  it('refuses to render a page whose data could not be fetched (an outage), rather than an error page to keep', async () => {
    await expect(renderPage('/product-details/503', TEMPLATE, 'light')).rejects.toThrow(/could not be fetched/);
    // "Too many requests" is not the page's content either: the browser asks again later.
    await expect(renderPage('/product-details/429', TEMPLATE, 'light')).rejects.toThrow(/could not be fetched/);
  });

  it('keeps text from closing the data block early', async () => {
    const page = await renderPage('/product-details/1', TEMPLATE, 'light');
    const block = page.html.split('id="lj-page-state">')[1]?.split('</script>')[0] ?? '';
    expect(block).not.toContain('<');
    expect(() => JSON.parse(block)).not.toThrow();
  });
});
