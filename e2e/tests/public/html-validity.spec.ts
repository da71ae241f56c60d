/**
 * The W3C Nu Html Checker finds no error in any route of spec §2 as the browser renders it: the content pages and
 * the not-found page, the storefront (home, listing, product, a visitor's cart), every auth screen (those of a flow
 * reached through the flow), the account screens signed in, and the cart, checkout and order placed with pieces in
 * the cart; plus a few states that add markup (forms showing their errors, the Choose Address dialog). Each test
 * captures its pages' DOM after they have rendered and checks them in one run of the checker
 * (fixtures/html-checker.ts); a failure lists every error with its page, line and message.
 */
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import {
  chooseChannel,
  requestEmailCode,
  requestMobileCode,
  signUpInBrowser,
  startRecovery,
} from '../../fixtures/auth-flows';
import { BANNER_COUPON, PENDANT, RING } from '../../fixtures/cart-api';
import { test as base, expect } from '../../fixtures/cart-test';
import { BEST_SELLER } from '../../fixtures/catalog';
import { HtmlCheck } from '../../fixtures/html-checker';
import { CONTENT_ROUTES, UNKNOWN_ROUTE } from '../../fixtures/routes';

const test = base.extend<{ html: HtmlCheck }>({
  html: async ({ page }, use, testInfo) => {
    await use(new HtmlCheck(page, testInfo.outputPath('html')));
  },
});

/**
 * Brings each page to its state (`pages`: label → how to get there, in order), one step each, captures it under its
 * label, then checks them all in one run of the checker.
 */
async function expectNoNuErrors(html: HtmlCheck, pages: Record<string, () => Promise<unknown>>) {
  for (const [label, reach] of Object.entries(pages)) {
    await test.step(label, async () => {
      await reach();
      await html.capture(label);
    });
  }
  await test.step('the checker finds nothing', async () => {
    await html.expectValid();
  });
}

test('the content pages and the not-found page have no Nu errors', async ({ frame, html }) => {
  test.slow();
  const open = async (route: string) => {
    await frame.goto(route);
    await expect(frame.footer).toBeVisible();
  };
  await expectNoNuErrors(
    html,
    Object.fromEntries([...CONTENT_ROUTES, UNKNOWN_ROUTE].map((route) => [route, () => open(route)])),
  );
});

test('the storefront (home, listing, product, a visitor’s cart) has no Nu errors', async ({
  cart,
  homePage,
  html,
  listingPage,
  productPage,
}) => {
  test.slow();
  await expectNoNuErrors(html, {
    '/cart (empty)': async () => {
      await cart.cart.goto();
      await expect(cart.cart.emptyMessage).toBeVisible();
    },
    '/home': async () => {
      await homePage.goto();
      await expect(homePage.topSellingCards).toHaveCount(4);
    },
    '/product': async () => {
      await listingPage.goto();
      await expect(listingPage.cards.first()).toBeVisible();
    },
    '/product-details/{id}': async () => {
      await productPage.goto(RING.id);
      await productPage.sizeSelect.selectOption(RING.size);
      await expect(productPage.mainImage).toBeVisible();
    },
    '/cart (a visitor’s cart)': async () => {
      await productPage.addToCart.click();
      await cart.cart.expectPath('/cart');
      await expect(cart.cart.line(RING.name)).toBeVisible();
    },
  });
});

test('the sign-in, sign-up and code-request screens have no Nu errors', async ({ auth, html }) => {
  test.slow();
  const routes = ['/', '/sign-up', '/forgot-password', '/email-otp-method', '/mobile-otp-method'];
  await expectNoNuErrors(html, {
    ...Object.fromEntries(routes.map((route) => [route, () => auth.signIn.open(route)])),
    '/sign-up (with its errors)': async () => {
      await auth.signUp.goto();
      await auth.signUp.password.fill('short');
      await auth.signUp.submit.click();
      await expect(auth.signUp.name).toHaveAttribute('aria-invalid', 'true');
    },
  });
});

test('the screens of the sign-up flow have no Nu errors', async ({ accounts, auth, html, shopper }) => {
  test.slow();
  await expectNoNuErrors(html, {
    '/otp-method': () => signUpInBrowser(auth, shopper),
    '/otp-verify': () => chooseChannel(auth, 'Email'),
    '/address-details': async () => {
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, 0));
      await auth.addressDetails.expectPath('/address-details');
      await expect(auth.addressDetails.type('Home')).toBeVisible();
    },
  });
});

test('the screens of code sign-in and recovery have no Nu errors', async ({ accounts, auth, html, shopper }) => {
  test.slow();
  await accounts.createVerifiedAccount(shopper);
  await expectNoNuErrors(html, {
    '/email-otp-verify': async () => {
      await requestEmailCode(auth, shopper.email);
      await expect(auth.otpVerify.box(1)).toBeVisible();
    },
    '/mobile-otp-verify': async () => {
      await requestMobileCode(auth, shopper.mobile);
      await expect(auth.otpVerify.whatsApp).toBeVisible();
    },
    '/create-password': async () => {
      const seen = await accounts.outbox.codeCount(shopper.email);
      await startRecovery(auth, shopper.email);
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, seen));
      await auth.createPassword.expectPath('/create-password');
      await expect(auth.createPassword.password).toBeVisible();
    },
  });
});

test('the account screens, signed in and with data, have no Nu errors', async ({
  account,
  cart,
  cartApi,
  customer,
  html,
  page,
}) => {
  test.slow();
  const { profile, address, orderId } = await test.step('an address, a liked piece and an order', async () => {
    const [saved] = await Promise.all([customer.api.addAddress(ADDRESSES.home), customer.api.like(BEST_SELLER.id)]);
    await cartApi.add(RING.id, RING.size, 1);
    const order = await cartApi.placeOrder(saved.id);
    return { profile: (await customer.api.profile()).id, address: saved.id, orderId: order.order_id };
  });
  await presetSession(page, customer.api.token);

  await expectNoNuErrors(html, {
    '/account': async () => {
      await account.overview.goto();
      await expect(account.overview.primaryAddress).toContainText(ADDRESSES.home.address_line_1);
    },
    '/account/edit/{id}': async () => {
      await account.editProfile.goto(profile);
      await expect(account.editProfile.mobile).toHaveValue(customer.mobile);
    },
    '/change-password': async () => {
      await account.changePassword.goto();
      await expect(account.changePassword.greeting).toHaveText(/^Hello, \S+/);
    },
    '/address': async () => {
      await account.addresses.goto();
      await expect(account.addresses.badge('Home')).toBeVisible();
    },
    '/address/create': async () => {
      await account.screen.open('/address/create', 'Add Address');
      await expect(account.addressForm.type('Home')).toBeVisible();
    },
    '/address/edit/{id}': async () => {
      await account.screen.open(`/address/edit/${address}`, 'Edit Address');
      await expect(account.addressForm.field('City *')).toHaveValue(ADDRESSES.home.city);
    },
    '/wishlist': async () => {
      await account.wishlist.goto();
      await expect(account.wishlist.card(BEST_SELLER.name)).toBeVisible();
    },
    '/orders': async () => {
      await cart.orders.goto();
      await expect(cart.orders.card(orderId)).toBeVisible();
    },
    '/order-details/{id}': async () => {
      await cart.details.goto(orderId);
      await expect(cart.details.shipping).toContainText(ADDRESSES.home.address_line_1);
    },
  });
});

test('the cart, checkout and order placed, with pieces in the cart, have no Nu errors', async ({
  cart,
  cartApi,
  customer,
  html,
  page,
}) => {
  test.slow();
  await test.step('two addresses, two pieces, the banner’s coupon', async () => {
    await customer.api.addAddress(ADDRESSES.home);
    await customer.api.addAddress(ADDRESSES.work);
    await cartApi.add(RING.id, RING.size, 2);
    await cartApi.add(PENDANT.id, null, 1);
    await cartApi.applyCoupon(BANNER_COUPON.code);
  });
  await presetSession(page, customer.api.token);

  await expectNoNuErrors(html, {
    '/cart': async () => {
      await cart.cart.goto();
      await expect(cart.cart.couponRow(BANNER_COUPON.code)).toBeVisible();
    },
    '/cart/checkout': async () => {
      await cart.cart.checkoutNow.click();
      await cart.checkout.waitForReady();
      await expect(cart.checkout.payOnDelivery).toBeChecked();
    },
    '/cart/checkout (Choose Address open)': async () => {
      await cart.checkout.chooseAnother.click();
      await expect(cart.checkout.addressChoice('Work')).toBeVisible();
    },
    '/cart/checkout/completed': async () => {
      await cart.checkout.addressChoice('Work').click();
      await expect(cart.checkout.chooseDialog).toBeHidden();
      await cart.checkout.payNow.click();
      await cart.placed.expectPath('/cart/checkout/completed');
      await expect(cart.placed.orderId).toHaveText(/^LJ-\d{4}-\d{6}$/);
    },
  });
});
