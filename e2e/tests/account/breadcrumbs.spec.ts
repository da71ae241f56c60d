/**
 * One breadcrumb style everywhere (issue 12, item 9): every page that shows a trail — the listing, a product, the
 * cart and checkout, the account screens, the content and policy pages — draws it with the Breadcrumb component
 * (`nav[aria-label=Breadcrumb]`), and its separators are one and the same drawn chevron (the spec's '>'), with no
 * text of their own for a screen reader to read.
 */
import type { Locator } from '@playwright/test';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';

/** What the trail's separators look like: the computed style of each crumb's ::before after the first. */
function separators(trail: Locator) {
  return trail.locator('li + li').evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item, '::before');
      return {
        content: style.content,
        width: style.width,
        height: style.height,
        borderTop: `${style.borderTopStyle} ${style.borderTopWidth}`,
        borderRight: `${style.borderRightStyle} ${style.borderRightWidth}`,
        transform: style.transform,
        color: style.borderTopColor,
        marginRight: style.marginRight,
      };
    }),
  );
}

const PAGES = [
  '/product',
  '/product?category=bangles',
  `/product-details/${RING.id}`,
  '/cart',
  '/cart/checkout',
  '/account',
  '/change-password',
  '/address',
  '/wishlist',
  '/orders',
  '/about',
  '/faqs',
  '/blogs',
  '/packages',
  '/contact-us',
  '/privacy-policy',
  '/terms-conditions',
  '/payment-delivery-policy',
  '/return-refund-policy',
] as const;

test('every trail uses one separator: the same drawn chevron, with no text to read', async ({
  cartApi,
  customer,
  page,
}) => {
  await customer.api.addAddress(ADDRESSES.home);
  await cartApi.add(RING.id, RING.size);
  await presetSession(page, customer.api.token);

  let first: Awaited<ReturnType<typeof separators>>[number] | undefined;
  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      const trail = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb', exact: true });
      await expect(trail).toBeVisible();
      const seen = await separators(trail);
      expect(seen.length, `${path}: a trail of at least two crumbs`).toBeGreaterThan(0);
      first ??= seen[0];
      for (const separator of seen) {
        // Drawn, not written: no generated text for a screen reader, and a visible mark.
        expect(separator.content, path).toBe('""');
        expect(Number.parseFloat(separator.width), path).toBeGreaterThan(0);
        expect(separator, path).toEqual(first);
      }
    });
  }
});
