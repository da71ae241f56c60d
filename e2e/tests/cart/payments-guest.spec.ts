/**
 * Paying online as a guest (issue 14, decision 022), on the payment fakes (fixtures/payment-test.ts): a guest who
 * checks out without an account, pays by card, and opens the order again from the confirmation's link.
 */
import { GUEST_MESSAGES } from '@lumen/contract/guest-messages';
import { ADDRESSES } from '../../fixtures/account-api';
import { AddressFormPage } from '../../fixtures/address-pages';
import { PENDANT } from '../../fixtures/cart-api';
import { OrderDetailsPage } from '../../fixtures/cart-pages';
import {
  completedHeading,
  expect,
  orderIdOf,
  ProviderPage,
  payOnProviderPage,
  shopErrors,
  test,
} from '../../fixtures/payment-test';

test.describe('paying online', () => {
  test('a guest checks out without an account, pays by card, and opens the order from the confirmation’s link', async ({
    accounts,
    auth,
    browser,
    cart,
    page,
    pageErrors,
    paymentShop,
    productPage,
    shopper,
  }) => {
    const { checkout } = cart;
    const provider = new ProviderPage(page);
    const main = page.getByRole('main');
    let orderId = '';

    await test.step('a visitor adds the pendant and checks out: sign in, or CONTINUE AS GUEST', async () => {
      await productPage.goto(PENDANT.id);
      await productPage.addToCart.click();
      await cart.cart.expectPath('/cart');
      await cart.cart.checkoutNow.click();
      await expect(auth.signIn.heading).toHaveText('Sign In');
      await main.getByRole('link', { name: 'CONTINUE AS GUEST', exact: true }).click();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Guest Checkout');
    });

    await test.step('name, e-mail, mobile, the code by e-mail: VERIFY goes on to checkout', async () => {
      await main.getByRole('textbox', { name: 'Name', exact: true }).fill(shopper.name);
      await main.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
      await main.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(shopper.mobile);
      await main.getByRole('radio', { name: new RegExp(`^Email\\s*${shopper.email}`) }).check();
      const seen = await accounts.outbox.codeCount(shopper.email);
      await main.getByRole('button', { name: 'SEND CODE', exact: true }).click();
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, seen));
      await checkout.expectPath('/cart/checkout');
    });

    await test.step('the delivery address, added from checkout, then the card on the fake Stripe page', async () => {
      await checkout.delivery.getByRole('link', { name: 'Add your delivery address', exact: true }).click();
      const form = new AddressFormPage(page);
      await form.fill(ADDRESSES.home);
      await form.submit.click();
      await checkout.expectPath('/cart/checkout');
      await checkout.waitForReady();
      await payOnProviderPage(page, checkout, provider, 'stripe');
      await provider.pay.click();
      await checkout.expectPath('/cart/checkout/completed');
      orderId = orderIdOf(page);
      await expect(completedHeading(page)).toHaveText('Order Placed!', { timeout: 35_000 });
    });

    await test.step('on another device, the confirmation’s link opens the order: Paid', async () => {
      let link = '';
      await expect
        .poll(async () => {
          const messages = await accounts.outbox.messages(shopper.email);
          const found = messages.map((m) => m.text.match(/https?:\/\/\S+\/order-details\/\S+key=\S+/)?.[0]);
          link = found.find((url) => url?.includes(orderId)) ?? '';
          return link;
        })
        .not.toBe('');
      const other = await browser.newContext({ baseURL: paymentShop.baseURL });
      const phone = await other.newPage();
      await phone.goto(link);
      const opened = new OrderDetailsPage(phone);
      await expect(opened.overview(orderId)).toBeVisible();
      await expect(opened.payment).toContainText('Paid');
      await expect.poll(() => new URL(phone.url()).search).toBe('');
      await other.close();
    });

    await test.step('a link whose key was altered does not open it, and says why', async () => {
      const other = await browser.newContext({ baseURL: paymentShop.baseURL });
      const stranger = await other.newPage();
      await stranger.goto(`/order-details/${orderId}?key=1.${'A'.repeat(43)}`);
      await expect(stranger.getByText(GUEST_MESSAGES.linkInvalid)).toBeVisible();
      await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Sign In');
      await other.close();
    });

    expect(shopErrors(pageErrors, paymentShop)).toEqual([]);
  });
});
