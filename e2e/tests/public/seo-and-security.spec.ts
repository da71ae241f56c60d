/**
 * Per-page titles and descriptions, robots.txt, the security headers on HTML answers, and a clean console
 * (no CSP violation, no uncaught error) on every content route.
 */
import { expectSettled } from '../../fixtures/frame';
import { CONTENT_ROUTES, type ContentRoute, ROUTE_ALIASES } from '../../fixtures/routes';
import { expect, test } from '../../fixtures/test';

declare global {
  interface Window {
    __e2eCspViolations?: string[];
  }
}

test('every content route has its own <title> and meta description', async ({ frame, page, request }) => {
  const seen: { route: ContentRoute; title: string; description: string }[] = [];
  // The shop-wide defaults: the HTML of a page rendered in the browser (an account page) carries them; each
  // screen has its own, which a server-rendered page carries from the start (decision 024).
  const shell = await (await request.get('/account')).text();
  const shellTitle = /<title>([^<]*)<\/title>/.exec(shell)?.[1] ?? '';
  const shellDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell)?.[1] ?? '';
  expect(shellTitle).toMatch(/Lumen Jewels/);

  for (const route of CONTENT_ROUTES) {
    await test.step(route, async () => {
      await frame.goto(route);
      await expect(page).not.toHaveTitle(shellTitle);
      await expect(page).toHaveTitle(/Lumen Jewels/);
      const description = page.locator('head meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).not.toHaveAttribute('content', shellDescription);
      await expect(description).toHaveAttribute('content', /\S{3,}/);
      seen.push({ route, title: await page.title(), description: (await description.getAttribute('content')) ?? '' });
    });
  }

  await test.step('an alias shows the same title and description as its page', async () => {
    for (const [alias, original] of Object.entries(ROUTE_ALIASES)) {
      const a = seen.find((entry) => entry.route === alias);
      const b = seen.find((entry) => entry.route === original);
      expect({ title: a?.title, description: a?.description }, alias).toEqual({
        title: b?.title,
        description: b?.description,
      });
    }
  });

  await test.step('no two distinct pages share a title or a description', async () => {
    const pages = seen.filter((entry) => !(entry.route in ROUTE_ALIASES));
    const duplicates = (key: 'title' | 'description') =>
      pages.filter((entry, i) => pages.findIndex((other) => other[key] === entry[key]) !== i).map((e) => e.route);
    expect(duplicates('title'), JSON.stringify(seen, null, 2)).toEqual([]);
    expect(duplicates('description'), JSON.stringify(seen, null, 2)).toEqual([]);
  });
});

test('/robots.txt is served', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toMatch(/user-agent:/i);
});

test('/robots.txt names the sitemap by absolute URL, and the sitemap lists the content pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapLine = /^sitemap:\s*(\S+)\s*$/im.exec(robots)?.[1];

  await test.step('robots.txt has a Sitemap line with an absolute URL (sitemaps.org protocol)', async () => {
    expect(sitemapLine, robots).toBeDefined();
    expect(sitemapLine, robots).toMatch(/^https?:\/\//);
  });

  await test.step('the sitemap lists every content page once (aliases excluded)', async () => {
    const response = await request.get(new URL(sitemapLine ?? '/sitemap.xml', 'http://origin.invalid').pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    for (const route of CONTENT_ROUTES.filter((r) => !(r in ROUTE_ALIASES))) {
      expect(locations, route).toContain(route);
    }
  });
});

for (const route of CONTENT_ROUTES) {
  test(`${route} is served with the security headers and loads without console errors`, async ({
    frame,
    page,
    pageErrors,
  }) => {
    await test.step('collect CSP violations reported by the browser', async () => {
      await page.addInitScript(() => {
        window.__e2eCspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__e2eCspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
    });

    await test.step('the HTML answer carries the security headers', async () => {
      const response = await frame.goto(route);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers['content-type']).toContain('text/html');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
    });

    await test.step('the page loads fully without errors', async () => {
      await expect(frame.footer).toBeVisible();
      await expectSettled(page);
      expect(await page.evaluate(() => window.__e2eCspViolations ?? [])).toEqual([]);
      expect(pageErrors.messages).toEqual([]);
    });
  });
}
