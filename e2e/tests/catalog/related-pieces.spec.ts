/**
 * Issue 31, item 8: a product page ends with "You may also like", the piece's related pieces (its collection and
 * category first, only pieces that can be bought now, never the piece itself) as the listing's cards with the
 * listing's prices, each leading on to its own page; the server renders the section, so it is there with JavaScript
 * off too.
 */
import type { ProductSummary, RelatedProducts } from '@lumen/contract/catalog';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BEST_SELLER, dollarsOf, fetchAllProducts } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

/** The API's related pieces of a piece: the oracle the section is checked against. */
async function fetchRelated(request: APIRequestContext, id: number): Promise<ProductSummary[]> {
  const response = await request.get(routeTo(API_PATHS.relatedProducts, { id }));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: RelatedProducts }).data.items;
}

const relatedSection = (page: Page): Locator => page.getByRole('region', { name: 'You may also like' });

/** Each card's name and where its link leads, in order. */
const cardLinks = (section: Locator) =>
  section
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

const expectedLinks = (items: ProductSummary[]) => items.map((item) => [item.name, `/product-details/${item.id}`]);

test('a product page ends with "You may also like", whose cards lead on to other pieces', async ({
  productPage,
  page,
  request,
}) => {
  const related = await fetchRelated(request, BEST_SELLER.id);

  await test.step(`open /product-details/${BEST_SELLER.id}: four other rings of its collection`, async () => {
    expect(related).toHaveLength(4);
    expect(related.map((item) => item.id)).not.toContain(BEST_SELLER.id);
    expect(new Set(related.map((item) => `${item.audience} ${item.category}`))).toEqual(new Set(['women rings']));
    await productPage.goto(BEST_SELLER.id);
  });

  const section = relatedSection(page);
  await test.step('at the end of the page, after the tabs, the section shows their cards', async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: 'You may also like' })).toBeVisible();
    expect(await cardLinks(section)).toEqual(expectedLinks(related));
    const after = await section.evaluate(
      (element) =>
        (document.querySelector('[role="tablist"]')?.compareDocumentPosition(element) ?? 0) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(after).toBeTruthy();
  });

  await test.step('each card shows the price the listing shows, and its own like button', async () => {
    const rings = await fetchAllProducts(request, { category: 'rings', audience: 'women' });
    for (const item of related) {
      const card = section.getByRole('article').filter({ hasText: item.name });
      const listed = rings.find((ring) => ring.id === item.id);
      await expect(card).toContainText(dollarsOf(listed?.price ?? -1));
      await expect(card.getByRole('button', { name: `Add ${item.name} to wishlist` })).toBeVisible();
    }
  });

  const [next] = related;
  if (!next) throw new Error('no related piece');
  await test.step(`follow the first card to ${next.name}, whose page has its own related pieces`, async () => {
    await section.getByRole('link', { name: next.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product-details/${next.id}$`));
    await expect(productPage.name).toHaveText(next.name);
    const itsOwn = await fetchRelated(request, next.id);
    await expect.poll(() => cardLinks(relatedSection(page))).toEqual(expectedLinks(itsOwn));
    expect(itsOwn.map((item) => item.id)).not.toContain(next.id);
    expect(itsOwn.map((item) => item.id)).toContain(BEST_SELLER.id);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the section and its cards are in the page the server sends', async ({ page, request }) => {
    const related = await fetchRelated(request, BEST_SELLER.id);
    await page.goto(`/product-details/${BEST_SELLER.id}`);
    const section = relatedSection(page);
    await expect(section.getByRole('heading', { level: 2, name: 'You may also like' })).toBeVisible();
    expect(await cardLinks(section)).toEqual(expectedLinks(related));
    for (const item of related) await expect(section).toContainText(dollarsOf(item.price));
  });
});
