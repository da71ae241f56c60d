/** Spec §4 theme: light by default, toggled from the footer, kept in localStorage 'theme', applied before paint. */
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

declare global {
  interface Window {
    __e2eThemeAtDomContentLoaded?: string | null;
  }
}

/** Runs in the page before any of its scripts: records body's data-theme at DOMContentLoaded. */
function recordThemeAtDomContentLoaded() {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      window.__e2eThemeAtDomContentLoaded = document.body.getAttribute('data-theme');
    },
    { once: true },
  );
}

const themeAtDomContentLoaded = (page: Page) => page.evaluate(() => window.__e2eThemeAtDomContentLoaded);

/**
 * Holds back every script of `path` except the classic (parser-blocking) ones its HTML names, until `release` is
 * called: that is the app's whole module graph. A module script cannot delay the first paint, so a theme that waits
 * for it could flash; a theme applied while the modules are held back is in place before anything is painted.
 */
async function holdModuleScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const classic = new Set(
    [...html.matchAll(/<script\b(?![^>]*\btype="module")[^>]*\bsrc="([^"]+)"/g)].map(
      (match) => new URL(match[1] ?? '', 'http://origin.invalid').pathname,
    ),
  );
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'script' && !classic.has(new URL(request.url()).pathname)) await released;
    await route.continue();
  });
  return { classicScripts: [...classic], release };
}

test('the theme starts light, switches to dark from the footer and stays dark after a reload', async ({
  frame,
  page,
}) => {
  await test.step('record the body theme at DOMContentLoaded on every load', async () => {
    await page.addInitScript(recordThemeAtDomContentLoaded);
  });

  await test.step('a first visit is light', async () => {
    await frame.goto('/about');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
  });

  await test.step('the footer toggle switches to dark and stores it', async () => {
    await frame.themeToggle.click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => frame.storedTheme()).toBe('dark');
  });

  await test.step('after a reload the page is dark from the first paint', async () => {
    await page.reload();
    expect(await themeAtDomContentLoaded(page)).toBe('dark');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await frame.pageHeading.waitFor();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  });

  await test.step('the theme is kept when moving to another page', async () => {
    await frame.footer.locator('a[href="/privacy-policy"]').first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  });

  await test.step('toggling again returns to light and stores it', async () => {
    await frame.themeToggle.click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => frame.storedTheme()).toBe('light');
  });
});

test('a stored dark theme is applied before the first paint on a fresh load', async ({ frame, page, baseURL }) => {
  await test.step('a returning visitor has theme=dark in localStorage, mirrored in the theme cookie', async () => {
    // Every page the visitor saw since decision 024 has set the cookie; the server renders by it.
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.addInitScript(recordThemeAtDomContentLoaded);
  });

  await test.step("the body is dark while the app's module scripts are still held back", async () => {
    const modules = await holdModuleScripts(page, '/faqs');
    await page.goto('/faqs', { waitUntil: 'commit' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    // The server's HTML is there (decision 024), and none of the app's code has run: not hydrated yet.
    await expect(frame.header).toHaveCount(1);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');
    modules.release();
  });

  await test.step('it is dark at DOMContentLoaded and stays dark once the page has rendered', async () => {
    await frame.pageHeading.waitFor();
    // The app has taken the page over (the theme switch below is one of its buttons).
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    expect(await themeAtDomContentLoaded(page)).toBe('dark');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  });

  await test.step('the dark theme really changes how the page looks', async () => {
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await frame.themeToggle.click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(darkBackground);
  });
});
