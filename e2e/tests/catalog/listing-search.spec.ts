/** /product search: the header search and the listing's own search box narrow the cards; the term lives in `q`. */
import { fetchAllProducts } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

test('a search from the header opens the listing narrowed to the term', async ({
  frame,
  listingPage,
  page,
  request,
}) => {
  const term = 'pearl';
  const matching = (await fetchAllProducts(request, { q: term })).map((product) => product.name);

  await test.step('the API knows a few pearl pieces, not the whole catalogue', async () => {
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(50);
  });

  await test.step(`open /about and search the header for "${term}"`, async () => {
    await frame.goto('/about');
    await frame.search(term);
  });

  await test.step('the listing opens with q in the URL', async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/product' && url.searchParams.get('q') === term);
    await listingPage.waitForResults();
  });

  await test.step('only matching pieces are shown', async () => {
    await expect(listingPage.cards.first()).toBeVisible();
    const names = await listingPage.cardNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(matching.length);
    for (const name of names) expect(matching, `"${name}" matches "${term}"`).toContain(name);
  });
});

test('the listing search box narrows the cards and keeps the term in the URL', async ({
  listingPage,
  page,
  request,
}) => {
  const term = 'emerald';
  const matching = (await fetchAllProducts(request, { q: term })).map((product) => product.name);

  await test.step('open /product: the whole catalogue, best sellers first', async () => {
    await listingPage.goto();
    await expect(listingPage.searchBox).toBeVisible();
    await expect(listingPage.searchBox).toHaveAttribute('required', '');
    await expect(listingPage.cards.first()).toBeVisible();
  });

  await test.step('an empty search changes nothing (the box is required)', async () => {
    await listingPage.searchButton.click();
    await expect(page).toHaveURL((url) => url.pathname === '/product' && !url.searchParams.has('q'));
  });

  await test.step(`search for "${term}"`, async () => {
    await listingPage.search(term);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === term);
  });

  await test.step('the cards are exactly the matching pieces on the first page', async () => {
    await expect
      .poll(async () => (await listingPage.cardNames()).every((name) => matching.includes(name)), {
        message: `every card matches "${term}"`,
      })
      .toBe(true);
    expect(await listingPage.cards.count()).toBeGreaterThan(0);
    await expect(listingPage.main.getByRole('link', { name: 'Aurora Solitaire Ring', exact: true })).toHaveCount(0);
  });

  await test.step('after a reload the term is still applied and shown in the box', async () => {
    await page.reload();
    await listingPage.waitForResults();
    await expect(listingPage.searchBox).toHaveValue(term);
    for (const name of await listingPage.cardNames()) expect(matching).toContain(name);
  });
});

test('a search that matches nothing shows the empty message with Clear Filters', async ({ listingPage, page }) => {
  await test.step('open /product?q=zzzxq', async () => {
    await listingPage.goto('?q=zzzxq');
  });

  await test.step('no card, an empty-result message and a way back', async () => {
    await expect(listingPage.cards).toHaveCount(0);
    await expect(listingPage.emptyState).toBeVisible();
    await expect(listingPage.emptyClearFilters).toBeVisible();
  });

  await test.step("the message's Clear Filters drops the search and brings the whole catalogue back", async () => {
    await listingPage.emptyClearFilters.click();
    await expect(page).toHaveURL((url) => url.pathname === '/product' && !url.searchParams.has('q'));
    await expect(listingPage.cards.first()).toBeVisible();
  });
});
