/**
 * Paying online (issue 14, decision 022), as a shopper does it, against a shop of this worker's own whose Stripe and
 * Razorpay are the local fakes (fixtures/payment-test.ts) with their hosted Pay / Decline pages: a card purchase to
 * 'Order Placed!', Paid with its pi_ reference and an invoice that says so; and a UPI purchase on the Razorpay page.
 * A declined card and a shopper who leaves: payments-unpaid.spec.ts; a refund: payments-refund.spec.ts; a guest:
 * payments-guest.spec.ts.
 */
import { PAYMENT_METHOD_LABELS } from '@lumen/contract/orders';
import { ADDRESSES } from '../../fixtures/account-api';
import { PENDANT } from '../../fixtures/cart-api';
import {
  completedHeading,
  download,
  expect,
  orderIdOf,
  ProviderPage,
  payNowButton,
  payOnProviderPage,
  readyToPay,
  shopErrors,
  test,
} from '../../fixtures/payment-test';
import { pdfText } from '../../fixtures/pdf-text';

test.describe('paying online', () => {
  test('a card purchase: the Stripe page, Order Placed!, Paid with its pi_ reference and a paid invoice', async ({
    auth,
    cart,
    customer,
    page,
    pageErrors,
    paymentShop,
    productPage,
  }) => {
    const { checkout, details } = cart;
    const provider = new ProviderPage(page);
    let orderId = '';
    let reference = '';

    await test.step('the shopper adds the pendant, checks out and signs in', async () => {
      await customer.api.addAddress(ADDRESSES.home);
      await productPage.goto(PENDANT.id);
      await productPage.addToCart.click();
      await cart.cart.expectPath('/cart');
      await expect(cart.cart.line(PENDANT.name)).toBeVisible();
      await cart.cart.checkoutNow.click();
      await expect(auth.signIn.heading).toHaveText('Sign In');
      await auth.signIn.signIn(customer.email, customer.password);
      await checkout.expectPath('/cart/checkout');
      await checkout.waitForReady();
    });

    await test.step('"Card, Apple Pay or Google Pay", PAY NOW: the fake Stripe page asks for the total', async () => {
      await payOnProviderPage(page, checkout, provider, 'stripe');
      await expect(page.getByTestId('amount')).not.toBeEmpty();
    });

    await test.step('Pay: back on the shop, "Confirming your payment…", then Order Placed! with the reference', async () => {
      // The fake delivers its webhook before it sends the shopper back, so the order is paid by the time the page
      // asks: the page's questions about the order are held until its first state has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const orderCalls = /\/api\/orders\/LJ-[\w-]+(\/payment\/refresh)?$/;
      await page.route(orderCalls, async (route) => {
        await held;
        await route.continue();
      });
      await provider.pay.click();
      await checkout.expectPath('/cart/checkout/completed');
      orderId = orderIdOf(page);
      await expect(completedHeading(page)).toHaveText('Confirming your payment…');
      release();
      await expect(completedHeading(page)).toHaveText('Order Placed!', { timeout: 35_000 });
      await page.unroute(orderCalls);
      await expect(cart.placed.orderId).toHaveText(orderId);
      const fact = page.getByRole('main').locator('dl div').filter({ hasText: 'Payment reference' }).locator('dd');
      await expect(fact).toHaveText(/^pi_\w+$/);
      reference = (await fact.textContent())?.trim() ?? '';
    });

    await test.step('the order page: Paid, the reference, no PAY NOW', async () => {
      await cart.placed.detailsLink.click();
      await expect(details.overview(orderId)).toBeVisible();
      await expect(details.payment).toContainText('Paid');
      await expect(details.payment.getByRole('code')).toHaveText(reference);
      await expect(details.payment).toContainText(PAYMENT_METHOD_LABELS.stripe);
      await expect(payNowButton(page)).toHaveCount(0);
    });

    await test.step('the invoice PDF says it is paid, with the reference', async () => {
      const invoice = await download(page, () => details.pdf.click());
      expect(invoice.name).toBe(`invoice-${orderId}.pdf`);
      expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(invoice.bytes).replace(/\s+/g, ' ');
      expect(text).toContain(orderId);
      expect(text).toContain('paid');
      expect(text).toContain(reference);
    });

    expect(shopErrors(pageErrors, paymentShop)).toEqual([]);
  });

  test('a UPI purchase on the Razorpay page: Order Placed!, Paid', async ({
    cart,
    cartApi,
    customer,
    page,
    pageErrors,
    paymentShop,
  }) => {
    const { checkout, details } = cart;
    const provider = new ProviderPage(page);
    let orderId = '';

    await test.step('a signed-in shopper with the pendant in the cart checks out', async () => {
      await readyToPay(page, customer, cartApi, checkout);
    });

    await test.step('"UPI, net banking, cards or EMI", PAY NOW, UPI on the fake Razorpay page, Pay', async () => {
      await payOnProviderPage(page, checkout, provider, 'razorpay');
      await provider.method('UPI').check();
      await provider.pay.click();
    });

    await test.step('Order Placed!, and the order page says Paid with the pay_ reference', async () => {
      await checkout.expectPath('/cart/checkout/completed');
      orderId = orderIdOf(page);
      await expect(completedHeading(page)).toHaveText('Order Placed!', { timeout: 35_000 });
      await cart.placed.detailsLink.click();
      await expect(details.overview(orderId)).toBeVisible();
      await expect(details.payment).toContainText('Paid');
      await expect(details.payment).toContainText(PAYMENT_METHOD_LABELS.razorpay);
      await expect(details.payment.getByRole('code')).toHaveText(/^pay_\w+$/);
      expect((await cartApi.order(orderId)).payment.status).toBe('paid');
    });

    expect(shopErrors(pageErrors, paymentShop)).toEqual([]);
  });
});
