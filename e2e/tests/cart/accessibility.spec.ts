/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices) on the cart routes of issue 7 in both themes, with data on them:
 * /cart (a signed-in customer's cart with a coupon and a saved piece; a visitor's cart with the coupon entry; the
 * empty cart), /cart/checkout (with GST details open and with 'Choose Address' open), /cart/checkout/completed,
 * /orders and /order-details/{id} (and its 'Cancel Order' question); and a clean console.
 */
import { ADDRESSES, type Customer } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { BANNER_COUPON, type CartApi, PENDANT, RING } from '../../fixtures/cart-api';
import type { CartPages } from '../../fixtures/cart-pages';
import { expect, test } from '../../fixtures/cart-test';
import { expectSettled, Frame } from '../../fixtures/frame';
import { THEMES } from '../../fixtures/routes';
import { expectNoAxeViolationsNorErrors } from '../../fixtures/test';

/** Diamond Stud Earrings: a third piece, saved for later. */
const EARRINGS_ID = 28;

/** An address, a cart with two pieces, the banner's coupon and a saved piece. */
async function fillCart(customer: Customer, cartApi: CartApi) {
  const address = await customer.api.addAddress(ADDRESSES.home);
  await customer.api.addAddress(ADDRESSES.work);
  await cartApi.add(RING.id, RING.size, 2);
  await cartApi.add(PENDANT.id, null, 1);
  await cartApi.add(EARRINGS_ID, null, 1);
  await cartApi.saveForLater(EARRINGS_ID);
  await cartApi.applyCoupon(BANNER_COUPON.code);
  return address;
}

/** The same, then an order placed from it. */
async function placeOrder(customer: Customer, cartApi: CartApi) {
  const address = await fillCart(customer, cartApi);
  return (await cartApi.placeOrder(address.id)).order_id;
}

type Setup = { customer: Customer; cartApi: CartApi; cart: CartPages; page: import('@playwright/test').Page };

const SIGNED_IN: ReadonlyArray<{ name: string; open: (setup: Setup) => Promise<void> }> = [
  {
    name: '/cart with a coupon and a saved piece',
    open: async ({ customer, cartApi, cart, page }) => {
      await fillCart(customer, cartApi);
      await presetSession(page, customer.api.token);
      await cart.cart.goto();
      await expect(cart.cart.couponRow(BANNER_COUPON.code)).toBeVisible();
      await expect(cart.cart.savedLine('Diamond Stud Earrings')).toBeVisible();
    },
  },
  {
    name: '/cart/checkout with GST details open',
    open: async ({ customer, cartApi, cart, page }) => {
      await fillCart(customer, cartApi);
      await presetSession(page, customer.api.token);
      await cart.checkout.goto();
      await cart.checkout.gstToggle.check();
      await cart.checkout.gstNumber.fill('27AAPFU0939F1ZA');
      await cart.checkout.payNow.click();
      await expect(cart.checkout.gstNumber).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: '/cart/checkout with Choose Address open',
    open: async ({ customer, cartApi, cart, page }) => {
      await fillCart(customer, cartApi);
      await presetSession(page, customer.api.token);
      await cart.checkout.goto();
      await cart.checkout.chooseAnother.click();
      await expect(cart.checkout.addressChoice('Work')).toBeVisible();
    },
  },
  {
    name: '/cart/checkout/completed',
    open: async ({ customer, cartApi, cart, page }) => {
      const id = await placeOrder(customer, cartApi);
      await presetSession(page, customer.api.token);
      await page.goto(`/cart/checkout/completed?order=${id}`);
      await expect(cart.placed.heading).toHaveText('Order Placed!');
      await expect(cart.placed.orderId).toHaveText(id);
      await expect(cart.placed.main.getByText('Pay on delivery')).toBeVisible();
    },
  },
  {
    name: '/orders',
    open: async ({ customer, cartApi, cart, page }) => {
      const id = await placeOrder(customer, cartApi);
      await presetSession(page, customer.api.token);
      await cart.orders.goto();
      await expect(cart.orders.card(id)).toBeVisible();
    },
  },
  {
    name: '/order-details/{id} with the Cancel Order question',
    open: async ({ customer, cartApi, cart, page }) => {
      const id = await placeOrder(customer, cartApi);
      await presetSession(page, customer.api.token);
      await cart.details.goto(id);
      await expect(cart.details.payment).toBeVisible();
      await cart.details.cancel.click();
      await expect(cart.details.cancelDialog.dialog).toBeVisible();
    },
  },
  {
    name: '/order-details/{id}',
    open: async ({ customer, cartApi, cart, page }) => {
      const id = await placeOrder(customer, cartApi);
      await presetSession(page, customer.api.token);
      await cart.details.goto(id);
      await expect(cart.details.shipping).toContainText(ADDRESSES.home.address_line_1);
    },
  },
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await Frame.presetTheme(page, theme);
    });

    for (const route of SIGNED_IN) {
      test(`${route.name} has no axe violations`, async ({ axe, cart, cartApi, customer, page, pageErrors }) => {
        await test.step(`open ${route.name} in the ${theme} theme, with data`, async () => {
          await route.open({ customer, cartApi, cart, page });
          await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
          await expectSettled(page);
        });
        await expectNoAxeViolationsNorErrors(axe, pageErrors, `${route.name} (${theme})`);
      });
    }

    test('a visitor’s /cart with the coupon entry has no axe violations', async ({ axe, cart, page, productPage }) => {
      await test.step(`add two pieces as a visitor and open /cart in the ${theme} theme`, async () => {
        await productPage.goto(RING.id);
        await productPage.sizeSelect.selectOption(RING.size);
        await productPage.addToCart.click();
        await productPage.goto(PENDANT.id);
        await productPage.addToCart.click();
        await cart.cart.expectPath('/cart');
        await expect(cart.cart.couponCode).toBeVisible();
        await cart.cart.applyCoupon.click();
        await expect(cart.cart.couponCode).toHaveAttribute('aria-invalid', 'true');
        await expectSettled(page);
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/cart, visitor (${theme})`);
      });
    });

    test('the empty /cart has no axe violations', async ({ axe, cart }) => {
      await test.step(`open the empty /cart in the ${theme} theme`, async () => {
        await cart.cart.goto();
        await expect(cart.cart.emptyMessage).toBeVisible();
        await expect(cart.cart.discoverLink).toHaveAttribute('href', '/product');
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/cart, empty (${theme})`);
      });
    });
  });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const theme of THEMES) {
    test(`/cart and /order-details have no axe violations (${theme})`, async ({
      axe,
      cart,
      cartApi,
      customer,
      page,
    }) => {
      await test.step(`open /cart on a phone in the ${theme} theme`, async () => {
        await Frame.presetTheme(page, theme);
        await fillCart(customer, cartApi);
        await presetSession(page, customer.api.token);
        await cart.cart.goto();
        await expect(cart.cart.line(RING.name)).toBeVisible();
      });
      await test.step('axe finds nothing on /cart', async () => {
        await axe(`/cart on a phone (${theme})`);
      });
      await test.step('place the order and open its details', async () => {
        const addresses = await customer.api.addresses();
        const order = await cartApi.placeOrder(addresses[0]?.id ?? 0);
        await cart.details.goto(order.order_id);
      });
      await test.step('axe finds nothing on /order-details', async () => {
        await axe(`/order-details on a phone (${theme})`);
      });
    });
  }
});
