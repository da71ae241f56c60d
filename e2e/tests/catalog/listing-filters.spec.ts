/**
 * /product filter panel: each checkbox group (Metal, Stone Shape, Gold Purity) narrows the cards to matching
 * pieces, shows the API's facet counts, updates 'Filters (NN)' and the URL; Clear Filters resets everything.
 */
import type { ProductSummary } from '@lumen/contract/catalog';
import {
  FILTER_GROUPS,
  type FilterGroup,
  fetchAllProducts,
  fetchProductList,
  listOf,
  waitForListResponse,
} from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

const PICKS: { group: FilterGroup; value: string; field: keyof ProductSummary }[] = [
  { group: 'Metal', value: 'Gold', field: 'metal' },
  { group: 'Stone Shape', value: 'Ruby', field: 'stone' },
  { group: 'Gold Purity', value: '22k', field: 'purity' },
];

test('the filter panel lists every option of the three groups with nothing checked', async ({ listingPage }) => {
  const { facets } = await fetchProductList(listingPage.page.request);

  await test.step('open /product', async () => {
    await listingPage.goto();
  });

  await test.step("the title reads 'Filters', with no count while nothing is chosen, and Clear Filters is offered", async () => {
    await expect(listingPage.filtersTitle).toHaveText('Filters');
    await expect(listingPage.clearFilters).toBeVisible();
  });

  for (const [group, { param, values }] of Object.entries(FILTER_GROUPS) as [
    FilterGroup,
    (typeof FILTER_GROUPS)[FilterGroup],
  ][]) {
    await test.step(`${group}: ${values.join(', ')}, unchecked, each with its count`, async () => {
      await expect(listingPage.group(group)).toBeVisible();
      await expect(listingPage.group(group).getByRole('checkbox')).toHaveCount(values.length);
      for (const value of values) {
        const checkbox = listingPage.checkbox(group, value);
        await expect(checkbox).toBeVisible();
        await expect(checkbox).not.toBeChecked();
        const count = facets[param as 'metal' | 'stone' | 'purity'].find((facet) => facet.value === value)?.count;
        // The label shows 'Gold (22)'; the name reads as words, with the space and the unit: 'Gold, 22 products'.
        await expect(checkbox).toHaveAccessibleName(`${value}, ${count} ${count === 1 ? 'product' : 'products'}`);
        await expect(
          checkbox.locator('xpath=ancestor::label[1]').getByText(`(${count})`, { exact: true }),
        ).toBeVisible();
      }
    });
  }
});

for (const { group, value, field } of PICKS) {
  test(`checking ${group} › ${value} shows only ${value} pieces and counts one active filter`, async ({
    listingPage,
    page,
    request,
  }) => {
    const param = FILTER_GROUPS[group].param;
    const matching = await fetchAllProducts(request, { [param]: value });
    const matchingNames = matching.map((product) => product.name);

    await test.step('open /product', async () => {
      await listingPage.goto();
      await expect(listingPage.filtersTitle).toHaveText('Filters');
    });

    await test.step(`check ${value}: the page asks the API for ${param}=${value}`, async () => {
      const answer = waitForListResponse(page, (params) => params.getAll(param).includes(value));
      await listingPage.setOption(group, value, true);
      const list = await listOf(await answer);
      expect(list.items.length).toBeGreaterThan(0);
      for (const item of list.items) expect(item[field], item.name).toBe(value);
    });

    await test.step(`the URL has ${param}=${value}, the box is checked and the title reads 'Filters (01)'`, async () => {
      await expect(page).toHaveURL((url) => url.searchParams.getAll(param).includes(value));
      await expect(listingPage.checkbox(group, value)).toBeChecked();
      await expect(listingPage.filtersTitle).toHaveText('Filters (01)');
    });

    await test.step(`every card is a ${value} piece`, async () => {
      await expect
        .poll(async () => (await listingPage.cardNames()).filter((name) => !matchingNames.includes(name)), {
          message: `cards that are not ${value}`,
        })
        .toEqual([]);
      expect(await listingPage.cards.count()).toBeGreaterThan(0);
    });

    await test.step('Clear Filters unchecks it, empties the URL and shows every piece again', async () => {
      await listingPage.clearFilters.click();
      await expect(listingPage.checkbox(group, value)).not.toBeChecked();
      await expect(listingPage.filtersTitle).toHaveText('Filters');
      await expect(page).toHaveURL((url) => url.pathname === '/product' && !url.searchParams.has(param));
      await expect
        .poll(async () => (await listingPage.cardNames()).some((name) => !matchingNames.includes(name)))
        .toBe(true);
    });
  });
}

test('values of several groups add up in the count and narrow together', async ({ listingPage, page, request }) => {
  const both = await fetchAllProducts(request, { metal: ['Gold', 'Silver'], stone: 'Diamond' });
  const names = both.map((product) => product.name);

  await test.step('open /product', async () => {
    await listingPage.goto();
  });

  await test.step('check Metal › Gold, Metal › Silver and Stone Shape › Diamond', async () => {
    await listingPage.setOption('Metal', 'Gold', true);
    await expect(listingPage.filtersTitle).toHaveText('Filters (01)');
    await listingPage.setOption('Metal', 'Silver', true);
    await expect(listingPage.filtersTitle).toHaveText('Filters (02)');
    await listingPage.setOption('Stone Shape', 'Diamond', true);
    await expect(listingPage.filtersTitle).toHaveText('Filters (03)');
  });

  await test.step('the URL repeats metal and adds stone', async () => {
    await expect(page).toHaveURL(
      (url) =>
        [...url.searchParams.getAll('metal')].sort().join() === 'Gold,Silver' &&
        url.searchParams.getAll('stone').join() === 'Diamond',
    );
  });

  await test.step('every card is a gold or silver diamond piece', async () => {
    await expect.poll(async () => (await listingPage.cardNames()).filter((name) => !names.includes(name))).toEqual([]);
    expect(await listingPage.cards.count()).toBeGreaterThan(0);
  });

  await test.step('unchecking Silver drops the count to two', async () => {
    await listingPage.setOption('Metal', 'Silver', false);
    await expect(listingPage.filtersTitle).toHaveText('Filters (02)');
    await expect(page).toHaveURL((url) => url.searchParams.getAll('metal').join() === 'Gold');
  });

  await test.step('Clear Filters resets every group', async () => {
    await listingPage.clearFilters.click();
    await expect(listingPage.filtersTitle).toHaveText('Filters');
    for (const [group, value] of [
      ['Metal', 'Gold'],
      ['Stone Shape', 'Diamond'],
    ] as const) {
      await expect(listingPage.checkbox(group, value)).not.toBeChecked();
    }
    await expect(page).toHaveURL((url) => !url.searchParams.has('metal') && !url.searchParams.has('stone'));
  });
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the panel folds behind 'Filters (NN)' and 'Show N pieces' folds it again", async ({
    listingPage,
    page,
    request,
  }) => {
    const gold = await fetchProductList(request, { metal: 'Gold' });

    await test.step('open /product: the toggle is shown, the panel is folded', async () => {
      await listingPage.goto();
      await expect(listingPage.filtersToggle).toHaveText('Filters');
      await expect(listingPage.filtersToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(listingPage.filterPanel).toBeHidden();
    });

    await test.step('the toggle unfolds the panel it controls', async () => {
      await listingPage.filtersToggle.click();
      await expect(listingPage.filtersToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(listingPage.filterPanel).toBeVisible();
      const controls = await listingPage.filtersToggle.getAttribute('aria-controls');
      await expect(listingPage.filterPanel).toHaveAttribute('id', controls ?? '');
    });

    await test.step('ticking Gold counts it on the toggle and offers to show the gold pieces', async () => {
      await listingPage.setOption('Metal', 'Gold', true);
      await expect(listingPage.filtersToggle).toHaveText('Filters (01)');
      await expect(listingPage.showResults).toHaveText(`Show ${gold.total} pieces`);
    });

    await test.step('Show N pieces folds the panel and the cards are the gold ones', async () => {
      await listingPage.showResults.click();
      await expect(listingPage.filtersToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(listingPage.filterPanel).toBeHidden();
      await expect(page).toHaveURL((url) => url.searchParams.get('metal') === 'Gold');
      const names = (await fetchAllProducts(request, { metal: 'Gold' })).map((product) => product.name);
      await expect
        .poll(async () => (await listingPage.cardNames()).filter((name) => !names.includes(name)))
        .toEqual([]);
    });
  });
});
