/**
 * A visitor sent from checkout to sign in comes back to checkout whichever way they sign in: with a code by e-mail
 * (the password form is covered by journey.spec.ts), or by creating an account first (sign-up → OTP → address →
 * sign-in, spec §4). A later sign-in that did not come from checkout goes to /account as usual.
 */
import { chooseChannel } from '../../fixtures/auth-flows';
import { PENDANT } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';

test.describe('checkout asks a visitor to sign in, and brings them back', () => {
  test.beforeEach(async ({ cart, productPage }) => {
    await productPage.goto(PENDANT.id);
    await productPage.addToCart.click();
    await cart.cart.expectPath('/cart');
    await cart.cart.checkoutNow.click();
    await cart.cart.expectPath('/');
  });

  test('signing in with an e-mailed code returns to /cart/checkout', async ({ auth, accounts, cart, customer }) => {
    const seen = await accounts.outbox.codeCount(customer.email);
    await auth.signIn.emailOtpLink.click();
    await auth.otpRequest.expectPath('/email-otp-method');
    await auth.otpRequest.email.fill(customer.email);
    await auth.otpRequest.submit.click();
    await auth.otpVerify.expectPath('/email-otp-verify');
    await auth.otpVerify.verify(await accounts.outbox.nextCode(customer.email, seen));
    await cart.checkout.expectPath('/cart/checkout');
    await expect(cart.checkout.heading).toBeVisible();
    await expect(cart.checkout.summary.getByText(PENDANT.name)).toBeVisible();
  });

  test('creating an account first: sign-up, code, address, then sign-in returns to /cart/checkout', async ({
    auth,
    accounts,
    cart,
    shopper,
  }) => {
    await auth.signIn.signUpLink.click();
    await auth.signUp.expectPath('/sign-up');
    await auth.signUp.fill(shopper);
    await auth.signUp.submit.click();
    await chooseChannel(auth, 'Email');
    await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, 0));
    await auth.addressDetails.expectPath('/address-details');
    await auth.addressDetails.fill();
    await auth.addressDetails.submit.click();

    // Spec §4: sign-up ends on the sign-in screen, signed out; it still knows where the shopper was going.
    await auth.signIn.expectPath('/');
    await expect(auth.signIn.page).toHaveURL((url) => url.searchParams.get('next') === '/cart/checkout');
    await auth.signIn.signIn(shopper.email, shopper.password);
    await cart.checkout.expectPath('/cart/checkout');
    await cart.checkout.waitForReady();
    await expect(cart.checkout.summary.getByText(PENDANT.name)).toBeVisible();
  });

  test('the return is used once: signing out and in again from / goes to /account', async ({
    auth,
    cart,
    customer,
    account,
  }) => {
    await auth.signIn.signIn(customer.email, customer.password);
    await cart.checkout.expectPath('/cart/checkout');
    await account.overview.goto();
    await account.overview.signOutButton.click();
    await account.overview.signOutDialog.yes.click();
    await expect(auth.signIn.page).toHaveURL((url) => url.pathname === '/home');
    await auth.signIn.goto();
    await auth.signIn.signIn(customer.email, customer.password);
    await auth.signIn.expectPath('/account');
  });
});
