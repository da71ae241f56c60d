/**
 * Every category that has pieces can be reached from the shop's own pages: a link on /home, /about, the header's
 * Products mega-menu or the footer leads to its listing, and that listing shows pieces of that category. The home
 * banner's 'Top 10 Wedding Rings' opens the rings by best seller; the About page's collections open their listings.
 */

import type { ProductList } from '@lumen/contract/catalog';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@lumen/contract/catalog-vocabulary';
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import type { Locator, Page } from '@playwright/test';
import { fetchProductList, listOf, waitForListResponse } from '../../fixtures/catalog';
import type { Frame } from '../../fixtures/frame';
import { expect, test } from '../../fixtures/test';

type Place = { name: string; path: string; region: (frame: Frame) => Locator; open?: (frame: Frame) => Promise<void> };

/** Where a shopper looks for a way in, in the order they would. */
const PLACES: ReadonlyArray<Place> = [
  { name: 'the home page', path: '/home', region: (frame) => frame.main },
  { name: 'the About page', path: '/about', region: (frame) => frame.main },
  {
    name: 'the Products mega-menu',
    path: '/home',
    region: (frame) => frame.header,
    open: async (frame) => {
      await frame.productsButton.click();
      await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'true');
    },
  },
  { name: 'the footer', path: '/home', region: (frame) => frame.footer },
];

/** The category a listing link opens, or null for another link. */
function categoryOf(href: string): string | null {
  const url = new URL(href, 'http://shop.test');
  return url.pathname === '/product' ? url.searchParams.get('category') : null;
}

/** The listing links visible in a region, as hrefs. */
async function visibleListingLinks(region: Locator): Promise<string[]> {
  const links = region.locator('a[href^="/product?"]').filter({ visible: true });
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

/** Follows a link and returns the listing answer the page then shows. */
async function follow(page: Page, link: Locator): Promise<ProductList> {
  const answer = waitForListResponse(page);
  await link.click();
  return listOf(await answer);
}

test('every category with pieces has a link in, and it opens pieces of that category', async ({
  frame,
  listingPage,
  page,
  request,
}) => {
  // A dozen categories, each followed through a page of its own: more page loads than one ordinary test.
  test.slow();
  const stocked: Category[] = [];
  await test.step('ask the API which categories have pieces', async () => {
    for (const category of CATEGORIES) {
      if ((await fetchProductList(request, { category, pageSize: 1 })).total > 0) stocked.push(category);
    }
    expect(stocked).toEqual(expect.arrayContaining(['bridal-sets', 'bangles', 'personalised']));
  });

  // Each place is read once; a category's way in is the first place, in the shopper's order, that links to it.
  const wayIn = new Map<string, { place: Place; href: string }>();
  await test.step('read the links on /home, /about, the mega-menu and the footer', async () => {
    for (const place of PLACES) {
      await frame.goto(place.path);
      await place.open?.(frame);
      for (const href of await visibleListingLinks(place.region(frame))) {
        const category = categoryOf(href);
        if (category && !wayIn.has(category)) wayIn.set(category, { place, href });
      }
    }
  });

  for (const category of stocked) {
    await test.step(`${CATEGORY_LABELS[category]}: a link on the shop's pages opens its pieces`, async () => {
      const found = wayIn.get(category);
      expect(found, `no link to the ${category} listing on /home, /about, the mega-menu or the footer`).toBeDefined();
      if (!found) return;

      await frame.goto(found.place.path);
      await found.place.open?.(frame);
      const list = await follow(page, found.place.region(frame).locator(`a[href="${found.href}"]`).first());
      await expect(page).toHaveURL(
        (url) => url.pathname === '/product' && url.searchParams.get('category') === category,
      );
      await listingPage.waitForResults();
      expect(list.items.length, `${found.href} from ${found.place.name} shows no pieces`).toBeGreaterThan(0);
      expect(list.items.map((item) => item.category)).toEqual(list.items.map(() => category));
      await expect(listingPage.cards).toHaveCount(list.items.length);
    });
  }
});

test('the banner’s SHOP NOW for Top 10 Wedding Rings opens the rings, best sellers first', async ({
  homePage,
  listingPage,
  page,
}) => {
  await homePage.goto();
  await homePage.pauseButton.click();
  const slide = homePage.banner.getByRole('group').filter({ hasText: 'Top 10 Wedding Rings' });
  await homePage.slideDots.first().click();
  await expect(slide).toBeInViewport();

  const list = await follow(page, slide.getByRole('link', { name: /^SHOP NOW\b/ }));
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/product' &&
      url.searchParams.get('category') === 'rings' &&
      url.searchParams.get('sort') === 'best_seller',
  );
  await listingPage.waitForResults();
  await expect(listingPage.sortSelect).toHaveValue('best_seller');
  expect(list.items.every((item) => item.category === 'rings')).toBe(true);
});

test('the About page’s collections open their listings', async ({ frame, listingPage, page }) => {
  const tiles: ReadonlyArray<[string, Category]> = [
    ['Bridal Collection', 'bridal-sets'],
    ['Personalized Jewellery', 'personalised'],
  ];
  for (const [title, category] of tiles) {
    await test.step(`${title} → ${CATEGORY_LABELS[category]}`, async () => {
      await frame.goto('/about');
      const collections = frame.main.getByRole('region', { name: 'Four ways to wear the light' });
      const tile = collections.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      const list = await follow(page, tile.getByRole('link'));
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === category);
      await listingPage.waitForResults();
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((item) => item.category === category)).toBe(true);
    });
  }
  await test.step('every collection on the About page links to a listing', async () => {
    await frame.goto('/about');
    const collections = frame.main.getByRole('region', { name: 'Four ways to wear the light' });
    for (const tile of await collections.getByRole('article').all()) {
      await expect(tile.locator('a[href^="/product"]')).toHaveCount(1);
    }
  });
});

test('the promo banner names the sale’s code, and Shop the sale opens only pieces it applies to', async ({
  frame,
  listingPage,
  page,
}) => {
  await frame.goto('/home');
  await expect(frame.promoBanner).toContainText(`with code ${FEATURED_PROMOTION.code}`);
  await expect(frame.promoBanner.locator('code', { hasText: FEATURED_PROMOTION.code })).toBeVisible();

  const list = await follow(page, frame.header.getByRole('link', { name: /^Shop the sale/ }));
  await listingPage.waitForResults();
  expect(list.total).toBeGreaterThan(0);
  expect(list.items.every((item) => item.category === FEATURED_PROMOTION.category)).toBe(true);
});
