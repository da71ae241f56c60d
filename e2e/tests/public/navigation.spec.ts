/**
 * Spec §2: every path change starts at the top, and the current page stays until the next one can show, its code
 * and its data (decision 027); unknown paths get the designed not-found page and a real 404.
 */
import { BEST_SELLER, CATALOG_API } from '../../fixtures/catalog';
import { UNKNOWN_ROUTE } from '../../fixtures/routes';
import { expect, test } from '../../fixtures/test';

test('following a footer link from far down a long page opens the next page at the top', async ({ frame, page }) => {
  await test.step('open /about and scroll to the bottom', async () => {
    await frame.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  await test.step('follow Privacy Policy in the footer', async () => {
    await frame.footerSection('Policies').locator('a[href="/privacy-policy"]').click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await frame.pageHeading.waitFor();
  });

  await test.step('the new page is long enough to keep a scroll position, yet starts at the top', async () => {
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable, 'the privacy policy page must be taller than the window for this check').toBeGreaterThan(400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(frame.header).toBeInViewport();
  });
});

test('an unknown path answers 404 with the designed not-found page inside the frame', async ({ frame, page }) => {
  await test.step(`open ${UNKNOWN_ROUTE}: HTTP 404`, async () => {
    const response = await page.goto(UNKNOWN_ROUTE);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
  });

  await test.step('the page says it is not found, inside the frame', async () => {
    await expect(frame.header).toBeVisible();
    await expect(frame.footer).toBeVisible();
    await expect(frame.pageHeading).toBeVisible();
    await expect(frame.main).toContainText('404');
    await expect(page).toHaveTitle(/not found/i);
  });

  await test.step('a link leads back home', async () => {
    const home = frame.main.getByRole('link', { name: /home/i });
    await expect(home).toHaveAttribute('href', '/home');
    await home.click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('an unknown API path answers 404 in the JSON envelope', async ({ request }) => {
  const response = await request.get('/api/xyz');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(body).toMatchObject({ status: false, message: expect.any(String) });
});

test('the current page stays on screen, with the progress bar, while the next page’s code arrives', async ({
  frame,
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heading = '';

  await test.step('open /about, then hold the FAQs screen’s code on its way', async () => {
    await frame.goto('/about');
    heading = (await frame.pageHeading.textContent()) ?? '';
    await page.route(/\/assets\/faqs-screen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
  });

  await test.step('follow FAQs in the footer: the about page stays, at its address, and the bar runs', async () => {
    await frame.footer.locator('a[href="/faqs"]').click();
    await expect(frame.routeProgress).toHaveAttribute('data-active', 'true');
    await expect(frame.pageHeading).toHaveText(heading);
    await expect(frame.header).toBeVisible();
    await expect(frame.footer).toBeVisible();
    // The address is the page's on screen: it changes with the page, as a page loaded from the server does.
    await expect(page).toHaveURL(/\/about$/);
  });

  await test.step('once the code is here, the FAQs page shows at its address and the bar stops', async () => {
    release();
    await expect(frame.pageHeading).toHaveText('Frequently asked questions');
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(frame.routeProgress).not.toHaveAttribute('data-active');
  });
});

test('the current page stays on screen while the next page’s data arrives, then the page shows with it', async ({
  frame,
  homePage,
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heading = '';

  await test.step('open /home, then hold the best seller’s answer on its way', async () => {
    await homePage.goto();
    heading = (await frame.pageHeading.textContent()) ?? '';
    await page.route(`**${CATALOG_API}/${BEST_SELLER.id}`, async (route) => {
      await held;
      await route.continue();
    });
  });

  await test.step('open the best seller’s card: the home page stays, with the progress bar', async () => {
    await homePage.topSellingCards
      .first()
      .getByRole('link', { name: new RegExp(BEST_SELLER.name) })
      .first()
      .click();
    await expect(frame.routeProgress).toHaveAttribute('data-active', 'true');
    await expect(frame.pageHeading).toHaveText(heading);
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('once the answer is here, the product page shows with its name and price', async () => {
    release();
    await expect(frame.pageHeading).toHaveText(BEST_SELLER.name);
    await expect(frame.main).toContainText(BEST_SELLER.price);
    await expect(page).toHaveURL(new RegExp(`/product-details/${BEST_SELLER.id}$`));
    await expect(frame.routeProgress).not.toHaveAttribute('data-active');
  });
});
