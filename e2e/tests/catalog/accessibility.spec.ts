/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices) on the catalogue screens in both themes — /home, /product,
 * /product-details/{id} — plus /product on a 390x844 phone; and a clean console on each of them.
 */
import { SIZED_PRODUCT_ID } from '../../fixtures/catalog';
import { expectSettled, Frame } from '../../fixtures/frame';
import type { HomePage } from '../../fixtures/home-page';
import type { ListingPage } from '../../fixtures/listing-page';
import type { ProductPage } from '../../fixtures/product-page';
import { THEMES } from '../../fixtures/routes';
import { expect, test } from '../../fixtures/test';

const CATALOG_ROUTES = ['/home', '/product', `/product-details/${SIZED_PRODUCT_ID}`] as const;

/**
 * What a catalogue screen shows once its data have come: four best sellers, the listing's results no longer busy (cards,
 * or a message for an empty filter or a page past the end), or the piece itself.
 */
async function expectLoaded(
  route: string,
  pages: { homePage: HomePage; listingPage: ListingPage; productPage: ProductPage },
) {
  if (route === '/home') await expect(pages.homePage.topSellingCards).toHaveCount(4);
  else if (route.startsWith('/product-details/')) await expect(pages.productPage.addToCart).toBeVisible();
  else await expect(pages.listingPage.results).toHaveAttribute('aria-busy', 'false');
  await expectSettled(pages.homePage.page);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await Frame.presetTheme(page, theme);
    });

    test('/home has no axe violations on the first and on a later banner slide', async ({
      axe,
      frame,
      homePage,
      page,
    }) => {
      await test.step(`open /home in the ${theme} theme`, async () => {
        await frame.goto('/home');
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
        await expect(homePage.topSellingCards).toHaveCount(4);
      });
      await test.step('hold the banner on its first slide (Pause slideshow, then dot 1)', async () => {
        await homePage.pauseButton.click();
        await homePage.slideDots.nth(0).click();
        await expect(homePage.slideDots.nth(0)).toHaveAttribute('aria-current', 'true');
        await expect.poll(() => homePage.swiperActiveIndex()).toBe('0');
      });
      await test.step('axe finds nothing with the first slide shown', async () => {
        await axe(`/home, first slide (${theme})`);
      });
      await test.step('show the second slide, as autoplay does after 3 s', async () => {
        await homePage.slideDots.nth(1).click();
        await expect(homePage.slideDots.nth(1)).toHaveAttribute('aria-current', 'true');
        await expect.poll(() => homePage.swiperActiveIndex()).toBe('1');
      });
      await test.step('axe finds nothing with the second slide shown', async () => {
        await axe(`/home, second slide (${theme})`);
      });
    });

    for (const route of CATALOG_ROUTES.filter((r) => r !== '/home')) {
      test(`${route} has no axe violations`, async ({ axe, frame, page, homePage, listingPage, productPage }) => {
        await test.step(`open ${route} in the ${theme} theme`, async () => {
          await frame.goto(route);
          await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
          await expectLoaded(route, { homePage, listingPage, productPage });
          await expect(frame.footer).toBeVisible();
        });
        await test.step('axe finds nothing', async () => {
          await axe(`${route} (${theme})`);
        });
      });
    }

    test('/product-details with the size guide open has no axe violations', async ({ axe, frame, productPage }) => {
      await test.step('open the product and its size guide', async () => {
        await frame.goto(`/product-details/${SIZED_PRODUCT_ID}`);
        await productPage.sizeGuideButton.click();
        await expect(productPage.sizeGuideDialog).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/product-details size guide (${theme})`);
      });
    });

    test.describe('on a 390x844 phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('/product has no axe violations', async ({ axe, frame, listingPage, page }) => {
        await test.step(`open /product on a phone in the ${theme} theme`, async () => {
          await frame.goto('/product');
          await listingPage.waitForResults();
          await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
        });
        await test.step('axe finds nothing', async () => {
          await axe(`/product on a phone (${theme})`);
        });
      });

      test('/product with the filter panel unfolded has no axe violations', async ({ axe, frame, listingPage }) => {
        await test.step(`open /product on a phone in the ${theme} theme and unfold the filters`, async () => {
          await frame.goto('/product');
          await listingPage.waitForResults();
          await listingPage.filtersToggle.click();
          await expect(listingPage.filterPanel).toBeVisible();
        });
        await test.step('axe finds nothing', async () => {
          await axe(`/product on a phone, filters open (${theme})`);
        });
      });
    });
  });
}

for (const route of [...CATALOG_ROUTES, '/product?metal=Gold&sort=price_desc&page=2']) {
  test(`${route} loads without console errors`, async ({ frame, pageErrors, homePage, listingPage, productPage }) => {
    await test.step(`open ${route}`, async () => {
      const response = await frame.goto(route);
      expect(response?.status()).toBe(200);
    });
    await test.step('the page settles without errors', async () => {
      await expectLoaded(route, { homePage, listingPage, productPage });
      await expect(frame.footer).toBeVisible();
      expect(pageErrors.messages).toEqual([]);
    });
  });
}
