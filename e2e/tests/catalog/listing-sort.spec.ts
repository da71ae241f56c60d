/** /product sort select: Sort By, Lowest Price, Highest Price, Best Seller, Newest — each checked on the cards. */
import { BEST_SELLER, fetchProductList, SORT_OPTIONS, SORT_PARAMS } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

const ascending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
const descending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);

test('the sort select offers the five choices, Sort By first', async ({ listingPage }) => {
  await test.step('open /product', async () => {
    await listingPage.goto();
  });
  await test.step('the options are Sort By, Lowest Price, Highest Price, Best Seller, Newest', async () => {
    await expect(listingPage.sortSelect).toBeVisible();
    await expect(listingPage.sortSelect.getByRole('option')).toHaveText([...SORT_OPTIONS]);
    await expect(listingPage.sortSelect).toHaveAccessibleName(/sort/i);
  });
});

for (const { sort, order, param, moves, inOrder } of [
  { sort: 'Lowest Price', order: 'ascending', param: 'price_asc', moves: 'rise', inOrder: ascending },
  { sort: 'Highest Price', order: 'descending', param: 'price_desc', moves: 'fall', inOrder: descending },
] as const) {
  test(`${sort} lists the cards by ${order} price`, async ({ listingPage, page }) => {
    await test.step(`open /product and choose ${sort}`, async () => {
      await listingPage.goto();
      await listingPage.sortBy(sort);
    });
    await test.step(`the URL says sort=${param}`, async () => {
      expect(SORT_PARAMS[sort]).toBe(param);
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === SORT_PARAMS[sort]);
    });
    await test.step(`the prices on screen ${moves} from card to card`, async () => {
      await expect.poll(async () => inOrder(await listingPage.cardPrices())).toBe(true);
      expect(await listingPage.cards.count()).toBeGreaterThan(1);
    });
  });
}

test('Best Seller puts the $160 best seller first', async ({ listingPage, page }) => {
  await test.step('open /product sorted by Lowest Price, then choose Best Seller', async () => {
    await listingPage.goto('?sort=price_asc');
    await listingPage.sortBy('Best Seller');
  });
  await test.step('the URL says sort=best_seller', async () => {
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === SORT_PARAMS['Best Seller']);
  });
  await test.step(`the first card is ${BEST_SELLER.name} at ${BEST_SELLER.price}`, async () => {
    await expect(listingPage.cardLink(listingPage.cards.first())).toHaveText(BEST_SELLER.name);
    await expect(listingPage.cards.first()).toContainText(BEST_SELLER.price);
  });
});

test("Newest follows the API's newest order", async ({ listingPage, page, request }) => {
  let expected: string[] = [];

  await test.step('open /product and choose Newest', async () => {
    await listingPage.goto();
    await listingPage.sortBy('Newest');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === SORT_PARAMS.Newest);
  });

  await test.step('the cards are in the order the API gives for sort=newest', async () => {
    const shown = await listingPage.cards.count();
    expected = (await fetchProductList(request, { sort: 'newest', pageSize: 48 })).items
      .slice(0, shown)
      .map((product) => product.name);
    await expect.poll(() => listingPage.cardNames()).toEqual(expected);
  });
});
