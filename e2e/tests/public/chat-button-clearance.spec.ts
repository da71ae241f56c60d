/**
 * The floating chat button never covers what a shopper reads or presses (issue 12 item 2). On a 390×844 phone and
 * a 1280×900 desktop, on the pages where it used to sit on a control (the eye of Change Password, the fields of
 * Edit Profile and Add Address, the product's heart, SHARE in the cart, the cancel deadline of an order, the
 * delivery date of the order-placed page), the shopper scrolls down the page a screen at a time and to each of
 * those controls; at every stop the button's box, while it is on screen, meets no visible interactive element and
 * no line of text. At the page's end the button is on screen, clear of the last line.
 */
import type { Locator, Page } from '@playwright/test';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT, RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';
import { coveredBy, INTERACTIVE } from '../../fixtures/covered';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The chat button, open or closed. */
const chatButton = (page: Page) => page.locator('button[aria-controls][aria-label$=" chat"]');

/** Waits until the chat button (settled after any move) covers nothing on screen. */
async function expectClear(page: Page, where: string) {
  await expect
    .poll(() => coveredBy(chatButton(page), { selector: INTERACTIVE, text: true, widget: '.chat-widget' }), {
      message: `the chat button covers nothing ${where}`,
    })
    .toEqual([]);
}

/** Scrolls down the page a screen's height at a time, as a shopper's thumb does, checking at every stop. */
async function scrollThrough(page: Page, viewportHeight: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += Math.round(viewportHeight * 0.6)) {
    await page.mouse.wheel(0, Math.round(viewportHeight * 0.6));
    await expectClear(page, `near ${y}px`);
  }
}

/** At the page's end the button is on screen, beside the last line rather than on it. */
async function expectClearAtTheEnd(page: Page, toggle: Locator) {
  await page.keyboard.press('End');
  await expect
    .poll(() => page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  await expect(toggle).toBeInViewport({ ratio: 1 });
  await expectClear(page, 'at the end of the page');
}

for (const viewport of VIEWPORTS) {
  test.describe(`the chat button on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('covers no control nor line of text on the pages where it used to', async ({ page, customer, cartApi }) => {
      const toggle = page.getByRole('button', { name: 'Open chat', exact: true });
      const main = page.getByRole('main');
      let orderId = '';

      await test.step('a signed-in customer with an order and two pieces in the cart', async () => {
        const address = await customer.api.addAddress(ADDRESSES.home);
        await cartApi.add(PENDANT.id, PENDANT.size, 1);
        orderId = (await cartApi.placeOrder(address.id)).order_id;
        await cartApi.add(RING.id, RING.size, 1);
        await cartApi.add(PENDANT.id, PENDANT.size, 1);
        await presetSession(page, customer.api.token);
      });
      const profileId = (await customer.api.profile()).id;

      const pages: { path: string; heading: string | RegExp; controls: () => Locator[] }[] = [
        {
          path: '/change-password',
          heading: 'Change Password',
          controls: () => [main.getByRole('button', { name: /password/i }).last()],
        },
        {
          path: `/account/edit/${profileId}`,
          heading: /Edit Profile/,
          controls: () => [main.getByRole('textbox').last()],
        },
        { path: '/address/create', heading: /Add/, controls: () => [main.getByRole('textbox').last()] },
        {
          path: `/product-details/${RING.id}`,
          heading: RING.name,
          controls: () => [main.getByRole('button', { name: /wishlist/i }).first()],
        },
        {
          path: '/cart',
          heading: 'Your Shopping Cart',
          controls: () => [main.getByRole('button', { name: /^Share / }).last()],
        },
        {
          path: `/order-details/${orderId}`,
          heading: 'Order Details',
          controls: () => [main.getByText(/You can cancel this order until/)],
        },
        {
          path: `/cart/checkout/completed?order=${orderId}`,
          heading: 'Order Placed!',
          controls: () => [main.getByText('Estimated delivery', { exact: true })],
        },
      ];

      for (const { path, heading, controls } of pages) {
        await test.step(`${path}: scrolled through, to its controls and to its end`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(toggle).toBeVisible();
          await expectClear(page, `on arrival at ${path}`);
          await scrollThrough(page, viewport.height);
          await page.keyboard.press('Home');
          for (const control of controls()) {
            await control.scrollIntoViewIfNeeded();
            await expectClear(page, `with ${control} in view on ${path}`);
          }
          await expectClearAtTheEnd(page, toggle);
        });
      }
    });
  });
}
