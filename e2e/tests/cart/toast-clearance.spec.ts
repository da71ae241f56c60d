/**
 * A toast never covers a control a person may press next (issue 31, item 5). At 1280 and 1024 wide: the cart's Share
 * says the link is copied without covering the lines' buttons, quantity steppers or links; the back office's Save
 * changes says the piece is saved beside its sticky bar rather than over the button (or the sidebar's buttons). Each
 * toast's box, once it has settled, meets no visible control, heading (h1–h3) or the header's logo.
 */
import type { Locator } from '@playwright/test';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { setUpOwner } from '../../fixtures/admin-pages';
import { startAdminServer } from '../../fixtures/admin-server';
import { PENDANT, RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';
import { coveredBy, holdToasts, INTERACTIVE } from '../../fixtures/covered';

const CHECK = { selector: `h1, h2, h3, header img, ${INTERACTIVE}`, widget: '.Toastify' };

/** The toast (held on screen by `holdToasts`), once it has slid in, covers nothing. */
async function expectCoversNothing(toast: Locator) {
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect.poll(() => coveredBy(toast, CHECK), { message: 'the toast covers nothing to press' }).toEqual([]);
}

for (const width of [1280, 1024]) {
  test.describe(`at ${width}×900`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the cart’s toast leaves its lines’ controls clear', async ({ cart, cartApi, customer, page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await customer.api.addAddress(ADDRESSES.home);
      await cartApi.add(RING.id, RING.size, 1);
      await cartApi.add(PENDANT.id, null, 1);
      await presetSession(page, customer.api.token);
      await cart.cart.goto();
      await holdToasts(page);
      await cart.cart.action(PENDANT.name, 'Share').scrollIntoViewIfNeeded();
      await cart.cart.action(PENDANT.name, 'Share').click();
      await expectCoversNothing(page.locator('.Toastify__toast--success'));
    });

    test('the back office’s Save changes toast leaves the button and the sidebar clear', async ({ page }) => {
      test.setTimeout(120_000);
      const server = await startAdminServer();
      try {
        const owner = { name: 'Asha Rao', email: `asha.toast.${width}@lumen.example` };
        await setUpOwner(page, server.baseURL, server.ownerSetupUrl, owner);
        await page.goto(`${server.baseURL}/admin/products/1`);
        await holdToasts(page);
        const save = page.getByRole('button', { name: 'Save changes' });
        await save.click();
        const toast = page.locator('.Toastify__toast--success');
        await expectCoversNothing(toast);
      } finally {
        await server.stop();
      }
    });
  });
}
