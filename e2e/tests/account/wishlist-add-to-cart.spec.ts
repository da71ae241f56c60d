/**
 * /wishlist puts a piece in the cart (issue 12, item 6): each card shows the selling price with the original struck
 * through, as the listing does, and ADD TO CART adds it from the card (a ring's size chosen there first). The shopper
 * stays on the wishlist with a toast and the header's cart total follows; /cart then holds the pieces. An add the
 * cart refuses (over the limit of one piece) says why and changes nothing.
 */
import { CART_MESSAGES } from '@lumen/contract/cart-messages';
import { CART_QUANTITY_MAX } from '@lumen/contract/cart-pricing';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT, RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';
import { dollarsOf } from '../../fixtures/catalog';

test('the wishlist shows the selling price and adds a pendant and a sized ring to the cart', async ({
  account,
  cart,
  cartApi,
  customer,
  page,
  request,
}) => {
  const { wishlist } = account;
  const pendant = (await (await request.get(`/api/catalog/products/${PENDANT.id}`)).json()).data;
  const ring = (await (await request.get(`/api/catalog/products/${RING.id}`)).json()).data;

  await test.step('like the pendant and the ring, then open /wishlist signed in', async () => {
    await customer.api.like(RING.id);
    await customer.api.like(PENDANT.id);
    await presetSession(page, customer.api.token);
    await wishlist.goto();
  });

  await test.step('Celeste Halo Pendant shows $130.00, with $175.00 struck through', async () => {
    expect([dollarsOf(pendant.price), dollarsOf(pendant.original_price)]).toEqual(['$130.00', '$175.00']);
    await expect(wishlist.price(PENDANT.name)).toHaveText('$130.00');
    await expect(wishlist.originalPrice(PENDANT.name)).toHaveText(/\$175\.00$/);
    await expect(wishlist.originalPrice(PENDANT.name)).toHaveCSS('text-decoration-line', 'line-through');
    await expect(wishlist.sizeSelect(PENDANT.name)).toHaveCount(0);
  });

  await test.step('ADD TO CART on the pendant: a toast, still on /wishlist, and the header cart shows its price', async () => {
    await wishlist.addToCart(PENDANT.name).click();
    await wishlist.expectSuccessToast(CART_MESSAGES.added);
    await wishlist.expectPath('/wishlist');
    await expect(cart.cart.headerCart).toHaveAccessibleName(`Cart, total ${dollarsOf(pendant.price)}`);
  });

  await test.step('the ring needs a size: ADD TO CART without one says so and adds nothing', async () => {
    await wishlist.addToCart(RING.name).click();
    await expect(wishlist.card(RING.name).getByText(CART_MESSAGES.sizeRequired)).toBeVisible();
    await expect(wishlist.sizeSelect(RING.name)).toBeFocused();
    expect((await cartApi.cart()).items.map((line) => line.product_id)).toEqual([PENDANT.id]);
  });

  await test.step(`choose ${RING.size} and add the ring`, async () => {
    await wishlist.sizeSelect(RING.name).selectOption(RING.size);
    await expect(wishlist.card(RING.name).getByText(CART_MESSAGES.sizeRequired)).toHaveCount(0);
    await wishlist.addToCart(RING.name).click();
    await expect(cart.cart.headerCart).toHaveAccessibleName(`Cart, total ${dollarsOf(pendant.price + ring.price)}`);
  });

  await test.step('/cart holds both pieces, the ring in its size', async () => {
    await cart.cart.goto();
    await expect(cart.cart.line(PENDANT.name)).toBeVisible();
    await expect(cart.cart.line(RING.name)).toContainText(RING.size);
    expect((await cartApi.cart()).items.map((line) => [line.product_id, line.size]).sort()).toEqual(
      [
        [RING.id, RING.size],
        [PENDANT.id, null],
      ].sort(),
    );
  });
});

test('an add the cart refuses says why in a toast and changes nothing', async ({
  account,
  cartApi,
  customer,
  page,
}) => {
  const { wishlist } = account;
  await customer.api.like(PENDANT.id);
  await cartApi.add(PENDANT.id, null, CART_QUANTITY_MAX);
  await presetSession(page, customer.api.token);
  await wishlist.goto();

  await wishlist.addToCart(PENDANT.name).click();
  await wishlist.expectErrorToast(CART_MESSAGES.tooManyOfOne);
  await expect(wishlist.toast(CART_MESSAGES.added)).toHaveCount(0);
  await wishlist.expectPath('/wishlist');
  expect((await cartApi.cart()).items.map((line) => line.quantity)).toEqual([CART_QUANTITY_MAX]);
  await expect(wishlist.card(PENDANT.name)).toBeVisible();
});
