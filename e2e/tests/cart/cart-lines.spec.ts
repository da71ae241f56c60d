/**
 * A signed-in customer's cart lines on /cart, against the server cart: Save for Later moves a line to the list
 * below (and Move to Cart back), Delete removes it, Share copies the product's link, a refused coupon says why,
 * and the last Delete leaves the empty cart with its way back to the catalogue. A visitor's cart survives a reload.
 */

import { cartTotals } from '@lumen/contract/cart-pricing';
import { COUPON_MESSAGES } from '@lumen/contract/coupons';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT, RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';
import { dollarsOf } from '../../fixtures/catalog';

test('Save for Later, Move to Cart, Share, Delete and a refused coupon on the server cart', async ({
  cart,
  cartApi,
  context,
  customer,
  page,
  pageErrors,
}) => {
  const { cart: cartPage } = cart;
  const ringPrice = await cartApi.price(RING.id);
  const pendantPrice = await cartApi.price(PENDANT.id);

  await test.step('the customer’s cart holds a ring and a pendant', async () => {
    await customer.api.addAddress(ADDRESSES.home);
    await cartApi.add(RING.id, RING.size, 1);
    await cartApi.add(PENDANT.id, null, 1);
    await presetSession(page, customer.api.token);
    await cartPage.goto();
    await expect(cartPage.items.getByRole('article')).toHaveCount(2);
    await expect(cartPage.headerCart).toHaveAccessibleName(`Cart, total ${dollarsOf(ringPrice + pendantPrice)}`);
  });

  await test.step('Save for Later moves the pendant to the saved list, out of the totals', async () => {
    await cartPage.action(PENDANT.name, 'Save for Later').click();
    await expect(cartPage.savedLine(PENDANT.name)).toBeVisible();
    await expect(cartPage.line(PENDANT.name)).toHaveCount(0);
    await cartPage.expectTotal(
      cartTotals([{ quantity: 1, unit_price: ringPrice, category: RING.category }], null).total,
    );
    await expect(cartPage.headerCart).toHaveAccessibleName(`Cart, total ${dollarsOf(ringPrice)}`);
    await expect.poll(async () => (await cartApi.cart()).saved.map((line) => line.name)).toEqual([PENDANT.name]);
  });

  await test.step('Move to Cart brings it back', async () => {
    await cartPage.action(PENDANT.name, 'Move to Cart').click();
    await expect(cartPage.line(PENDANT.name)).toBeVisible();
    await expect(cartPage.saved).toHaveCount(0);
    await expect.poll(async () => (await cartApi.cart()).items.length).toBe(2);
  });

  await test.step('Share copies the product’s link and says so', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await cartPage.action(RING.name, 'Share').click();
    await expect(cartPage.toast(`The link to ${RING.name} has been copied.`)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/product-details/${RING.id}`);
  });

  await test.step('a coupon the shop does not know is refused with the server’s words', async () => {
    await cartPage.apply('NOSUCHCODE');
    await expect(cartPage.couponCode).toHaveAccessibleDescription(COUPON_MESSAGES.unknown);
    await expect(cartPage.couponCode).toBeFocused();
  });

  await test.step('Delete removes both lines; the empty cart links to the catalogue', async () => {
    await cartPage.action(RING.name, 'Delete').click();
    await expect(cartPage.line(RING.name)).toHaveCount(0);
    await cartPage.action(PENDANT.name, 'Delete').click();
    await expect(cartPage.emptyMessage).toBeVisible();
    await expect(cartPage.discoverLink).toHaveAttribute('href', '/product');
    await expect(cartPage.headerCart).toHaveAccessibleName('Cart, total $0.00');
    await expect.poll(async () => (await cartApi.cart()).items.length).toBe(0);
  });

  await test.step('the console shows only the coupon refusal the server answered with', async () => {
    expect(pageErrors.messages.filter((message) => !message.includes('status of 404'))).toEqual([]);
  });
});

test('a visitor’s cart lives in this browser: it survives a reload and a new tab', async ({
  cart,
  context,
  productPage,
}) => {
  await test.step('add the pendant twice: one line, quantity 2', async () => {
    await productPage.goto(PENDANT.id);
    await productPage.addToCart.click();
    await productPage.goto(PENDANT.id);
    await productPage.addToCart.click();
    await expect(cart.cart.quantity(PENDANT.name)).toHaveText('2');
  });

  await test.step('a reload keeps it', async () => {
    await cart.page.reload();
    await expect(cart.cart.quantity(PENDANT.name)).toHaveText('2');
  });

  await test.step('another tab shows the same cart', async () => {
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(
      other.getByRole('article', { name: PENDANT.name }).getByRole('status', { name: `Quantity of ${PENDANT.name}` }),
    ).toHaveText('2');
  });
});
