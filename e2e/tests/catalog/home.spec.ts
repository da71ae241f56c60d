/**
 * /home: the auto-playing banner carousel (3000 ms, looping), the collection tiles and perks, the teasers and
 * Top Selling Products — the four best sellers at $160.00, $130.00, $120.00, $140.00.
 */
import { fetchProductList, TOP_SELLER_PRICES } from '../../fixtures/catalog';
import { COLLECTION_TILES, PERKS } from '../../fixtures/home-page';
import { expect, test } from '../../fixtures/test';

test('the banner carousel advances on its own and keeps going', async ({ homePage }) => {
  let first = '';

  await test.step('open /home: the banner shows Top 10 Wedding Rings with SHOP NOW to the rings by best seller', async () => {
    await homePage.goto();
    await expect(homePage.banner).toBeVisible();
    await expect(homePage.banner.getByRole('heading', { name: 'Top 10 Wedding Rings' })).toBeVisible();
    await expect(homePage.shopNow).toHaveAttribute('href', '/product?category=rings&sort=best_seller');
    await expect(homePage.slideDots.first()).toHaveAttribute('aria-current', 'true');
    first = await homePage.activeSlide();
    expect(first).toMatch(/^Show slide 1: Top 10 Wedding Rings$/);
  });

  await test.step('within a few seconds the second slide is active', async () => {
    await expect(homePage.slideDots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6_000 });
    await expect(homePage.activeDot).toHaveCount(1);
    await expect.poll(() => homePage.swiperActiveIndex()).toBe('1');
  });

  await test.step('then the third, and it loops back to the first', async () => {
    await expect(homePage.slideDots.nth(2)).toHaveAttribute('aria-current', 'true', { timeout: 6_000 });
    await expect(homePage.slideDots.nth(0)).toHaveAttribute('aria-current', 'true', { timeout: 6_000 });
    await expect.poll(() => homePage.swiperActiveIndex()).toBe('0');
  });
});

test('the banner can be paused and a dot jumps to its slide', async ({ homePage, page }) => {
  await test.step('control the clock, then open /home', async () => {
    await page.clock.install();
    await homePage.goto();
    await expect(homePage.slideDots.first()).toHaveAttribute('aria-current', 'true');
  });

  await test.step('3 s later the next slide is active', async () => {
    await page.clock.runFor(3_500);
    await expect(homePage.slideDots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  await test.step('Pause slideshow holds the slide still, however long one waits', async () => {
    await homePage.pauseButton.click();
    await expect(homePage.playButton).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(homePage.slideDots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  await test.step('the third dot shows the third slide', async () => {
    await homePage.slideDots.nth(2).click();
    await page.clock.runFor(1_000);
    await expect(homePage.slideDots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  await test.step('Play slideshow starts it again', async () => {
    await homePage.playButton.click();
    await expect(homePage.pauseButton).toBeVisible();
    // The slide transition itself runs on the real clock, and Swiper will not start the next slide while one is
    // still moving; so the fake clock is advanced in steps until the autoplay has moved on to the first slide.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return homePage.activeSlide();
      })
      .toMatch(/^Show slide 1:/);
  });
});

test('Top Selling Products shows the four best sellers with their prices', async ({ homePage, page, request }) => {
  const bestSellers = (await fetchProductList(request, { sort: 'best_seller', pageSize: 4 })).items;

  await test.step('open /home', async () => {
    await homePage.goto();
  });

  await test.step('four products at $160.00, $130.00, $120.00, $140.00', async () => {
    await homePage.topSelling.scrollIntoViewIfNeeded();
    await expect(homePage.topSellingCards).toHaveCount(4);
    for (const [i, price] of TOP_SELLER_PRICES.entries()) {
      await expect(homePage.topSellingCards.nth(i)).toContainText(price);
    }
  });

  await test.step("each name links to its product's page", async () => {
    for (const [i, product] of bestSellers.entries()) {
      const link = homePage.topSellingCards.nth(i).getByRole('link', { name: product.name, exact: true });
      await expect(link).toHaveAttribute('href', `/product-details/${product.id}`);
    }
  });

  await test.step('VIEW MORE leads to the listing', async () => {
    await expect(homePage.viewMore).toHaveAttribute('href', '/product');
    await homePage.viewMore.click();
    await expect(page).toHaveURL((url) => url.pathname === '/product');
  });
});

test('the home page shows the collections, perks and teasers', async ({ homePage }) => {
  await test.step('open /home', async () => {
    await homePage.goto();
  });

  await test.step('the four collection tiles link to filtered listings', async () => {
    for (const tile of COLLECTION_TILES) {
      const link = homePage.main.getByRole('link', { name: new RegExp(`^${tile}`) });
      await expect(link).toBeVisible();
      const url = new URL((await link.getAttribute('href')) ?? '', 'http://origin.invalid');
      expect(url.pathname, tile).toBe('/product');
      expect([...url.searchParams.keys()].length, `${tile} filters the listing`).toBeGreaterThan(0);
    }
  });

  await test.step('the perks strip names Conflict Free, Made in INDIA, Free Resizing, Lifetime Care', async () => {
    for (const perk of PERKS) await expect(homePage.main.getByText(perk, { exact: true }).first()).toBeAttached();
  });

  await test.step('CUSTOMIZE ORDER NOW and READ MORE → /about are there', async () => {
    await expect(homePage.customizeOrder).toBeVisible();
    await expect(homePage.readMore).toHaveAttribute('href', '/about');
  });
});

test('a collection tile opens the listing filtered to it', async ({ homePage, listingPage, page }) => {
  await test.step('open /home and follow Engagement Rings', async () => {
    await homePage.goto();
    await homePage.main.getByRole('link', { name: /^Engagement Rings/ }).click();
  });
  await test.step('the listing shows women’s diamond rings only', async () => {
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/product' &&
        url.searchParams.get('category') === 'rings' &&
        url.searchParams.get('stone') === 'Diamond',
    );
    await listingPage.waitForResults();
    await expect(listingPage.heading).toHaveText('Rings');
    await expect(listingPage.checkbox('Stone Shape', 'Diamond')).toBeChecked();
    expect(await listingPage.cards.count()).toBeGreaterThan(0);
  });
});
