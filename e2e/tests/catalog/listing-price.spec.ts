/**
 * /product price range: a two-thumb slider ('Minimum price', 'Maximum price'; arrow keys move $1, Page keys $10)
 * over the catalogue's price range, whole range selected at first, with step buttons at each end that move to the
 * next round price ($10 apart below $500, $50 from there). The chosen bounds go to the URL in cents (minPrice,
 * maxPrice) once the presses rest, and every card shown is inside them.
 */
import { fetchProductList } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

/** The round price a step button moves a bound to, in cents: the next multiple of $10 below $500, of $50 above. */
function nextStop(cents: number, direction: 1 | -1): number {
  const dollars = cents / 100;
  const size = (direction > 0 ? dollars < 500 : dollars <= 500) ? 10 : 50;
  const stop = direction > 0 ? (Math.floor(dollars / size) + 1) * size : (Math.ceil(dollars / size) - 1) * size;
  return stop * 100;
}

test('the slider starts on the whole price range of the catalogue', async ({ listingPage, page, request }) => {
  const { facets } = await fetchProductList(request);
  const range = facets.price ?? { min: 0, max: 0 };

  await test.step('open /product', async () => {
    await listingPage.goto();
  });

  await test.step('both thumbs sit at the ends of the range, in dollars', async () => {
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(range.min / 100));
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', String(range.max / 100));
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuemin', String(range.min / 100));
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuemax', String(range.max / 100));
  });

  await test.step('the whole range is no filter: the URL has no price and the title counts nothing', async () => {
    await expect(page).toHaveURL((url) => !url.searchParams.has('minPrice') && !url.searchParams.has('maxPrice'));
    await expect(listingPage.filtersTitle).toHaveText('Filters');
  });
});

test('moving the Maximum price thumb by keyboard filters out dearer pieces', async ({ listingPage, page, request }) => {
  const { facets } = await fetchProductList(request);
  const top = facets.price?.max ?? 0;
  const url = () => new URL(page.url());

  await test.step('open /product sorted by Highest Price: the dearest piece comes first', async () => {
    await listingPage.goto('?sort=price_desc');
    expect((await listingPage.cardPrices())[0]).toBe(top);
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', String(top / 100));
  });

  await test.step('focus the Maximum price thumb and hold PageDown: twenty repeats take $200 off', async () => {
    await listingPage.maxThumb.focus();
    await expect(listingPage.maxThumb).toBeFocused();
    // A held key repeats its keydown and sends one keyup when released.
    for (let i = 0; i < 20; i++) await page.keyboard.down('PageDown');
    await page.keyboard.up('PageDown');
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', String(top / 100 - 200));
    await expect(listingPage.maxThumb).toHaveAttribute(
      'aria-valuetext',
      `$${(top / 100 - 200).toLocaleString('en-US')}`,
    );
  });

  await test.step('the URL carries maxPrice in cents and keeps the sort', async () => {
    await expect(page).toHaveURL(
      (u) => u.searchParams.get('maxPrice') === String(top - 20_000) && u.searchParams.get('sort') === 'price_desc',
    );
  });

  await test.step('ArrowLeft, pressed three times, takes off a dollar each', async () => {
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press('ArrowLeft');
      const expected = top - 20_000 - i * 100;
      await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', String(expected / 100));
      await expect(page).toHaveURL((u) => u.searchParams.get('maxPrice') === String(expected));
      await expect(listingPage.results).toHaveAttribute('aria-busy', 'false');
    }
    await expect(listingPage.maxThumb).toBeFocused();
  });

  await test.step('every price shown is at most the new maximum', async () => {
    const max = Number(url().searchParams.get('maxPrice'));
    expect(max).toBe(top - 20_300);
    await expect.poll(async () => (await listingPage.cardPrices())[0] ?? Number.NaN).toBeLessThanOrEqual(max);
    const prices = await listingPage.cardPrices();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(max);
  });

  await test.step("a price bound counts as one active filter: 'Filters (01)'", async () => {
    await expect(listingPage.filtersTitle).toHaveText('Filters (01)');
  });
});

test('the step buttons move each end by one step and the cards follow', async ({ listingPage, page, request }) => {
  const { facets } = await fetchProductList(request);
  const range = facets.price ?? { min: 0, max: 0 };
  let minAfter = 0;

  await test.step('open /product sorted by Lowest Price: the cheapest piece comes first', async () => {
    await listingPage.goto('?sort=price_asc');
    expect((await listingPage.cardPrices())[0]).toBe(range.min);
  });

  await test.step('at the ends of the range the outward buttons are disabled', async () => {
    await expect(listingPage.decreaseMin).toBeDisabled();
    await expect(listingPage.increaseMax).toBeDisabled();
    await expect(listingPage.increaseMin).toBeEnabled();
    await expect(listingPage.decreaseMax).toBeEnabled();
  });

  await test.step('Increase minimum price raises minPrice to the next round price and drops the cheapest piece', async () => {
    await listingPage.increaseMin.click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.has('minPrice') && Number(url.searchParams.get('minPrice')) > range.min,
    );
    minAfter = Number(new URL(page.url()).searchParams.get('minPrice'));
    // A press moves by a sensible step, not a dollar: $85 → $90 on the opening catalogue.
    expect(minAfter).toBe(nextStop(range.min, 1));
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(minAfter / 100));
    await expect.poll(async () => (await listingPage.cardPrices())[0]).toBeGreaterThanOrEqual(minAfter);
    for (const price of await listingPage.cardPrices()) expect(price).toBeGreaterThanOrEqual(minAfter);
  });

  await test.step('Decrease minimum price brings it back to the whole range', async () => {
    await listingPage.decreaseMin.click();
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(range.min / 100));
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has('minPrice') || Number(url.searchParams.get('minPrice')) === range.min,
    );
    await expect.poll(async () => (await listingPage.cardPrices())[0]).toBe(range.min);
  });

  await test.step('Decrease maximum price lowers maxPrice to the next round price; with Highest Price the dearest piece is gone', async () => {
    await listingPage.sortBy('Highest Price');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'price_desc');
    await expect.poll(async () => (await listingPage.cardPrices())[0]).toBe(range.max);
    await listingPage.decreaseMax.click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.has('maxPrice') && Number(url.searchParams.get('maxPrice')) < range.max,
    );
    const maxAfter = Number(new URL(page.url()).searchParams.get('maxPrice'));
    // $2,400 → $2,350 on the opening catalogue.
    expect(maxAfter).toBe(nextStop(range.max, -1));
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', String(maxAfter / 100));
    await expect.poll(async () => (await listingPage.cardPrices())[0]).toBeLessThanOrEqual(maxAfter);
    for (const price of await listingPage.cardPrices()) expect(price).toBeLessThanOrEqual(maxAfter);
  });

  await test.step('Increase maximum price brings the dearest piece back', async () => {
    await listingPage.increaseMax.click();
    await expect(listingPage.maxThumb).toHaveAttribute('aria-valuenow', String(range.max / 100));
    await expect.poll(async () => (await listingPage.cardPrices())[0]).toBe(range.max);
  });
});

test('quick arrow presses on a thumb all count and are applied once; Clear Filters puts the thumb back', async ({
  listingPage,
  page,
  request,
}) => {
  const { facets } = await fetchProductList(request);
  const start = (facets.price?.min ?? 0) / 100;
  const minPriceIs = (cents: number | null) => (url: URL) =>
    url.searchParams.get('minPrice') === (cents === null ? null : String(cents));

  await test.step('open /product on a slow phone (CPU slowed down 4×), where re-renders lag behind the keys', async () => {
    await listingPage.goto();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(start));
  });

  await test.step('focus the Minimum price thumb and press ArrowRight five times in quick succession', async () => {
    await listingPage.minThumb.focus();
    // As a person types: each key held down for a moment, the next one pressed straight after.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight', { delay: 150 });
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(start + 5));
  });

  await test.step('the URL gets minPrice for all five dollars, and the thumb stays there', async () => {
    await expect(page).toHaveURL(minPriceIs((start + 5) * 100));
    await expect(listingPage.results).toHaveAttribute('aria-busy', 'false');
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(start + 5));
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuetext', `$${(start + 5).toLocaleString('en-US')}`);
    await expect(listingPage.filtersTitle).toHaveText('Filters (01)');
    await expect(listingPage.minThumb).toBeFocused();
  });

  await test.step('the presses made one step in the history: Back returns to the whole range', async () => {
    await page.goBack();
    await expect(page).toHaveURL(minPriceIs(null));
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(start));
    await page.goForward();
    await expect(page).toHaveURL(minPriceIs((start + 5) * 100));
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(start + 5));
  });

  await test.step('Clear Filters takes the price out of the URL and the thumb back to the start', async () => {
    await listingPage.clearFilters.click();
    await expect(page).toHaveURL(minPriceIs(null));
    await expect(listingPage.minThumb).toHaveAttribute('aria-valuenow', String(start));
    await expect(listingPage.filtersTitle).toHaveText('Filters');
  });
});
