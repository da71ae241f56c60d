/**
 * The shopping journey of issue 7 in one go: a visitor adds two pieces to the browser cart, signs in on the way to
 * checkout and finds them merged into the account's cart (quantities added), changes quantities, applies the
 * banner's coupon and removes it, checks out to another saved address with GST details, sees 'Order Placed!', and
 * finds the order in My Orders and its details, whose invoice downloads as a PDF. Every figure on screen is checked
 * against the catalogue's prices and what the server stored.
 */

import { readFile } from 'node:fs/promises';
import { CART_MESSAGES } from '@lumen/contract/cart';
import { type CouponRule, cartTotals } from '@lumen/contract/cart-pricing';
import { GSTIN_MESSAGES } from '@lumen/contract/orders';
import type { Page } from '@playwright/test';
import { ADDRESSES, type Customer } from '../../fixtures/account-api';
import type { AuthPages } from '../../fixtures/auth-pages';
import { BANNER_COUPON, type CartApi, PENDANT, RING, VALID_GSTIN } from '../../fixtures/cart-api';
import type { CartPages } from '../../fixtures/cart-pages';
import { expect, test } from '../../fixtures/cart-test';
import { dollarsOf } from '../../fixtures/catalog';
import type { ProductPage } from '../../fixtures/product-page';

/** What the journey's steps work with: the test's fixtures, and the prices of its two pieces. */
type Journey = {
  auth: AuthPages;
  cart: CartPages;
  cartApi: CartApi;
  customer: Customer;
  page: Page;
  productPage: ProductPage;
  ringPrice: number;
  pendantPrice: number;
  /** The ring and `pendants` pendants as the shop's one pricing rule (the contract's cartTotals) prices them. */
  priced: (pendants: number, coupon?: CouponRule | null) => ReturnType<typeof cartTotals>;
};

/** The journey's start: the account's cart, then a visitor's browser cart, then signing in on the way to checkout. */
async function visitorSignsInOnTheWayToCheckout({
  auth,
  cart,
  cartApi,
  customer,
  page,
  productPage,
  ringPrice,
  pendantPrice,
  priced,
}: Journey) {
  const { cart: cartPage, checkout } = cart;
  await test.step('the customer has a Home (primary) and a Work address, and one ring already in the account’s cart', async () => {
    await customer.api.addAddress(ADDRESSES.home);
    await customer.api.addAddress(ADDRESSES.work);
    await cartApi.add(RING.id, RING.size, 1);
  });

  await test.step('a visitor adds the ring: a size is asked for first, then US 7 goes to /cart', async () => {
    await productPage.goto(RING.id);
    await productPage.addToCart.click();
    await expect(productPage.sizeSelect).toBeFocused();
    await expect(productPage.sizeSelect).toHaveAccessibleDescription(CART_MESSAGES.sizeRequired);
    await expect(page).toHaveURL((url) => url.pathname === `/product-details/${RING.id}`);
    await productPage.sizeSelect.selectOption(RING.size);
    await productPage.addToCart.click();
    await cartPage.expectPath('/cart');
    await expect(cartPage.line(RING.name)).toContainText(RING.size);
    await expect(cartPage.headerCart).toHaveAccessibleName(`Cart, total ${dollarsOf(ringPrice)}`);
  });

  await test.step('and the pendant (one size); the browser cart prices both with 18 % GST', async () => {
    await productPage.goto(PENDANT.id);
    await productPage.addToCart.click();
    await cartPage.expectPath('/cart');
    await expect(cartPage.line(PENDANT.name)).toContainText('One size');
    const subtotal = ringPrice + pendantPrice;
    await cartPage.expectTotal(priced(1).total);
    await expect(cartPage.headerCart).toHaveAccessibleName(`Cart, total ${dollarsOf(subtotal)}`);
  });

  await test.step('CHECKOUT NOW asks the visitor to sign in, then returns to checkout', async () => {
    await cartPage.checkoutNow.click();
    await auth.signIn.expectPath('/');
    await expect(auth.signIn.heading).toHaveText('Sign In');
    await auth.signIn.signIn(customer.email, customer.password);
    await checkout.expectPath('/cart/checkout');
    await checkout.waitForReady();
  });
}

/** The journey's end: the placed order in My Orders, its details, and its invoice. */
async function findTheOrder({ cart, page, ringPrice, pendantPrice, priced }: Journey, orderId: string) {
  const { orders, details } = cart;
  await test.step('My Orders lists it: id, Pending, the first piece and one more, the total', async () => {
    await orders.goto();
    const card = orders.card(orderId);
    await expect(card).toContainText('Pending');
    await expect(card).toContainText(`${RING.name} and 1 more piece`);
    await expect(card).toContainText(dollarsOf(priced(2).total));
    await orders.detailsLink(orderId).click();
  });

  await test.step('its details: lines, payment details, shipping to Work with the GST details', async () => {
    await details.expectPath(`/order-details/${orderId}`);
    await expect(details.overview(orderId)).toContainText('Pending');
    await expect(details.row(RING.name).getByRole('cell')).toHaveText([
      '1',
      dollarsOf(ringPrice),
      dollarsOf(ringPrice),
    ]);
    await expect(details.row(PENDANT.name).getByRole('cell')).toHaveText([
      '2',
      dollarsOf(pendantPrice),
      dollarsOf(pendantPrice * 2),
    ]);
    const subtotal = ringPrice + pendantPrice * 2;
    await details.expectAmount('Subtotal', subtotal);
    await details.expectAmount(/^Tax/, priced(2).gst);
    await details.expectAmount(/^Total$/, priced(2).total);
    await expect(details.payment).toContainText('Pay on delivery');
    await expect(details.shipping).toContainText('Address type: Work');
    await expect(details.shipping).toContainText(VALID_GSTIN);
    await expect(details.cancel).toBeVisible();
  });

  await test.step('the PDF button downloads the invoice', async () => {
    const downloading = page.waitForEvent('download');
    await details.pdf.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(1000);
  });
}

test('a visitor’s cart becomes an order: merge at sign-in, quantities, coupon, checkout, orders, invoice', async ({
  auth,
  cart,
  cartApi,
  customer,
  page,
  pageErrors,
  productPage,
}) => {
  test.setTimeout(120_000);
  const { cart: cartPage, checkout, placed } = cart;
  const ringPrice = await cartApi.price(RING.id);
  const pendantPrice = await cartApi.price(PENDANT.id);
  /** The ring and `pendants` pendants as the shop's one pricing rule (the contract's cartTotals) prices them. */
  const priced = (pendants: number, coupon: CouponRule | null = null) =>
    cartTotals(
      [
        { quantity: 1, unit_price: ringPrice, category: RING.category },
        { quantity: pendants, unit_price: pendantPrice, category: PENDANT.category },
      ],
      coupon,
    );
  const journey = { auth, cart, cartApi, customer, page, productPage, ringPrice, pendantPrice, priced };

  await visitorSignsInOnTheWayToCheckout(journey);

  await test.step('the cart is merged: the ring’s quantities added up (1 + 1), the pendant joined', async () => {
    await checkout.summary.getByRole('link', { name: 'Edit cart' }).click();
    await cartPage.expectPath('/cart');
    await expect(cartPage.quantity(RING.name)).toHaveText('2');
    await expect(cartPage.quantity(PENDANT.name)).toHaveText('1');
    const server = await cartApi.cart();
    expect(server.items.map((line) => [line.name, line.size, line.quantity])).toEqual([
      [RING.name, RING.size, 2],
      [PENDANT.name, null, 1],
    ]);
    expect(await page.evaluate(() => window.localStorage.getItem('lumen-cart'))).toBeNull();
  });

  await test.step('quantities change: the pendant up to 2, the ring down to 1 (where minus stops)', async () => {
    await cartPage.increase(PENDANT.name).click();
    await expect(cartPage.quantity(PENDANT.name)).toHaveText('2');
    await cartPage.decrease(RING.name).click();
    await expect(cartPage.quantity(RING.name)).toHaveText('1');
    await expect(cartPage.decrease(RING.name)).toBeDisabled();
    await expect(cartPage.line(PENDANT.name)).toContainText(dollarsOf(pendantPrice * 2));
    await cartPage.expectTotal(priced(2).total);
    await expect(cartPage.checkoutNow).not.toHaveAttribute('aria-disabled');
    await expect.poll(async () => (await cartApi.cart()).items.map((line) => line.quantity)).toEqual([1, 2]);
  });

  await test.step(`the banner’s coupon ${BANNER_COUPON.code} takes 25 % off the ring only; Remove takes it off`, async () => {
    const withCoupon = priced(2, { kind: 'percent', value: BANNER_COUPON.percent, category: BANNER_COUPON.category });
    await cartPage.apply(BANNER_COUPON.code.toLowerCase());
    await expect(cartPage.couponRow(BANNER_COUPON.code)).toContainText(`−${dollarsOf(withCoupon.discount)}`);
    await cartPage.expectTotal(withCoupon.total);
    expect((await cartApi.cart()).coupon?.code).toBe(BANNER_COUPON.code);

    await cartPage.removeCoupon(BANNER_COUPON.code).click();
    await expect(cartPage.couponRow(BANNER_COUPON.code)).toHaveCount(0);
    await cartPage.expectTotal(priced(2).total);
    await expect.poll(async () => (await cartApi.cart()).coupon).toBeNull();
  });

  let orderId = '';
  await test.step('checkout: Cart > Address & Payment, the Home address first, then Work from Choose Address', async () => {
    await cartPage.checkoutNow.click();
    await checkout.waitForReady();
    await expect(checkout.breadcrumb.getByRole('listitem')).toHaveText(['Cart', 'Address & Payment']);
    await expect(checkout.delivery).toContainText(ADDRESSES.home.address_line_1);
    await checkout.chooseAnother.click();
    await expect(checkout.chooseDialog).toBeVisible();
    await checkout.addressChoice('Work').click();
    await expect(checkout.chooseDialog).toBeHidden();
    await expect(checkout.delivery).toContainText(ADDRESSES.work.address_line_1);
  });

  await test.step('GST details: a GSTIN with a wrong check character is refused, a right one accepted', async () => {
    await checkout.gstToggle.check();
    await checkout.gstName.fill('Verma Gems LLP');
    await checkout.gstNumber.fill('27AAPFU0939F1ZA');
    await checkout.payNow.click();
    await expect(checkout.gstNumber).toHaveAccessibleDescription(GSTIN_MESSAGES.checksum);
    await expect(checkout.gstNumber).toBeFocused();
    await checkout.gstNumber.fill(VALID_GSTIN.toLowerCase());
  });

  await test.step('PAY NOW places the order: Order Placed! with its real id', async () => {
    await checkout.expectAmount(/^Total$/, priced(2).total);
    await checkout.payNow.click();
    await placed.expectPath('/cart/checkout/completed');
    await expect(placed.heading).toHaveText('Order Placed!');
    await expect(placed.orderId).toHaveText(/^LJ-\d{4}-\d{6}$/);
    orderId = (await placed.orderId.textContent()) ?? '';
    await expect(placed.detailsLink).toHaveAttribute('href', `/order-details/${orderId}`);
    await expect(placed.backHome).toHaveAttribute('href', '/home');
    await expect(placed.headerCart).toHaveAccessibleName('Cart, total $0.00');

    const order = await cartApi.order(orderId);
    expect(order.status).toBe('Pending');
    expect(order.address).toMatchObject({ address_line_1: ADDRESSES.work.address_line_1, address_type: 'Work' });
    expect(order.gst).toEqual({ name: 'Verma Gems LLP', gst_number: VALID_GSTIN });
    expect(order.total).toBe(priced(2).total);
  });

  await findTheOrder(journey, orderId);

  await test.step('the console stays clean', async () => {
    expect(pageErrors.messages).toEqual([]);
  });
});
