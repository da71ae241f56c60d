/**
 * /product keeps its whole state in the URL: paging walks the API's pages without overlap, and filters, sort and
 * page survive a reload with the controls showing them.
 */
import { fetchProductList } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

test('paging walks through the catalogue page by page', async ({ listingPage, page, request }) => {
  let firstPage: number[] = [];
  let perPage = 0;
  let pageCount = 0;

  await test.step('open /product: the first page of best sellers', async () => {
    await listingPage.goto();
    await expect(listingPage.pagination).toBeVisible();
    firstPage = await listingPage.cardIds();
    perPage = firstPage.length;
    expect(perPage).toBeGreaterThan(0);
    expect(perPage).toBeLessThan(50);
    const api = await fetchProductList(request, { pageSize: perPage });
    expect(firstPage).toEqual(api.items.map((product) => product.id));
    pageCount = Math.ceil(api.total / perPage);
  });

  await test.step('page 1 is marked current, Previous is not a link', async () => {
    await expect(listingPage.pageLink(1)).toHaveAttribute('aria-current', 'page');
    await expect(listingPage.previousPage).toHaveCount(0);
    await expect(listingPage.pagination).toContainText(`Page 1 of ${pageCount}`);
  });

  await test.step('go to the next page: the URL has page=2 and the cards are the next slice', async () => {
    await listingPage.nextPage.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(listingPage.pageLink(2)).toHaveAttribute('aria-current', 'page');
    const api = await fetchProductList(request, { pageSize: perPage, page: 2 });
    await expect.poll(() => listingPage.cardIds()).toEqual(api.items.map((product) => product.id));
    for (const id of await listingPage.cardIds()) expect(firstPage).not.toContain(id);
  });

  await test.step('the previous page brings page 1 back', async () => {
    await listingPage.previousPage.click();
    await expect(page).toHaveURL((url) => (url.searchParams.get('page') ?? '1') === '1');
    await expect.poll(() => listingPage.cardIds()).toEqual(firstPage);
  });
});

test('filters, sort and page survive a reload', async ({ listingPage, page }) => {
  let before: string[] = [];

  await test.step('open /product, check Metal › Gold and Metal › Silver, choose Highest Price', async () => {
    await listingPage.goto();
    await listingPage.setOption('Metal', 'Gold', true);
    await listingPage.setOption('Metal', 'Silver', true);
    await listingPage.sortBy('Highest Price');
    await expect(page).toHaveURL(
      (url) => url.searchParams.getAll('metal').length === 2 && url.searchParams.get('sort') === 'price_desc',
    );
  });

  await test.step('go to page 2', async () => {
    await listingPage.nextPage.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    // Page 1's cards stay on screen while page 2 loads: read the cards only once page 2 is rendered and settled.
    await expect(listingPage.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await listingPage.waitForResults();
    before = await listingPage.cardNames();
    expect(before.length).toBeGreaterThan(0);
  });

  await test.step('reload', async () => {
    await page.reload();
    await listingPage.waitForResults();
  });

  await test.step('the URL, the controls and the cards are as before', async () => {
    await expect(page).toHaveURL(
      (url) =>
        [...url.searchParams.getAll('metal')].sort().join() === 'Gold,Silver' &&
        url.searchParams.get('sort') === 'price_desc' &&
        url.searchParams.get('page') === '2',
    );
    await expect(listingPage.checkbox('Metal', 'Gold')).toBeChecked();
    await expect(listingPage.checkbox('Metal', 'Silver')).toBeChecked();
    await expect(listingPage.checkbox('Metal', 'Rose Gold')).not.toBeChecked();
    await expect(listingPage.sortSelect).toHaveValue('price_desc');
    await expect(listingPage.sortSelect.locator('option:checked')).toHaveText('Highest Price');
    await expect(listingPage.filtersTitle).toHaveText('Filters (02)');
    await expect(listingPage.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => listingPage.cardNames()).toEqual(before);
  });
});

test('a shared URL opens with its price bounds, sort and filters applied', async ({ listingPage }) => {
  await test.step('open /product?stone=Diamond&minPrice=20000&maxPrice=90000&sort=price_asc', async () => {
    await listingPage.goto('?stone=Diamond&minPrice=20000&maxPrice=90000&sort=price_asc');
  });

  await test.step('the controls show it', async () => {
    await expect(listingPage.checkbox('Stone Shape', 'Diamond')).toBeChecked();
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', '200');
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', '900');
    await expect(listingPage.sortSelect.locator('option:checked')).toHaveText('Lowest Price');
    // One ticked option plus one for the narrowed price range.
    await expect(listingPage.filtersTitle).toHaveText('Filters (02)');
  });

  await test.step('the cards are inside the bounds, cheapest first', async () => {
    const prices = await listingPage.cardPrices();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20_000);
      expect(price).toBeLessThanOrEqual(90_000);
    }
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
