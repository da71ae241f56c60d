/**
 * Paying online (issue 14, decision 022), as a shopper does it, against a shop of this worker's own whose Stripe and
 * Razorpay are the local fakes (fixtures/payment-server.ts) with their hosted Pay / Decline pages: a card purchase to
 * 'Order Placed!', Paid with its pi_ reference and an invoice that says so; a UPI purchase on the Razorpay page; a
 * declined card paid afterwards with PAY NOW; a paid order cancelled and refunded, with its credit note; and a
 * shopper who leaves the provider's page without paying; and a guest who checks out without an account and opens the
 * order again from the confirmation's link. axe checks the 'Confirming your payment…' page and an order
 * awaiting payment in both themes.
 */
import { readFile } from 'node:fs/promises';
import type { Envelope } from '@lumen/contract/envelope';
import { GUEST_MESSAGES } from '@lumen/contract/guest-messages';
import { ORDER_MESSAGES, type Order, PAYMENT_METHOD_LABELS } from '@lumen/contract/orders';
import type { Locator, Page } from '@playwright/test';
import { ADDRESSES, CustomerApi } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { AddressFormPage } from '../../fixtures/address-pages';
import { AccountsApi } from '../../fixtures/auth-api';
import { CartApi, PENDANT } from '../../fixtures/cart-api';
import { OrderDetailsPage } from '../../fixtures/cart-pages';
import { test as cartTest, expect } from '../../fixtures/cart-test';
import { Frame } from '../../fixtures/frame';
import { type PaymentServer, startPaymentServer } from '../../fixtures/payment-server';
import { pdfText } from '../../fixtures/pdf-text';
import { THEMES } from '../../fixtures/routes';
import type { PageErrors } from '../../fixtures/test';

/** The cart specs' test, on this worker's shop with online payments: the browser, accounts and calls all go there. */
const test = cartTest.extend<object, { paymentShop: PaymentServer }>({
  paymentShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const shop = await startPaymentServer();
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ paymentShop }, use) => {
    await use(paymentShop.baseURL);
  },
  accounts: async ({ request, paymentShop }, use) => {
    await use(new AccountsApi(request, paymentShop.baseURL));
  },
  customer: async ({ accounts, request, shopper, paymentShop }, use) => {
    await accounts.createVerifiedAccount(shopper);
    const token = await accounts.signIn(shopper);
    await use({ ...shopper, api: new CustomerApi(request, token, paymentShop.baseURL) });
  },
  cartApi: async ({ request, customer, paymentShop }, use) => {
    await use(new CartApi(request, customer.api.token, paymentShop.baseURL));
  },
});

/**
 * The errors of the shop's pages: the fakes' bare hosted pages are left out (the browser's own favicon request gets
 * their API's 401, which says nothing about the shop).
 */
function shopErrors(pageErrors: PageErrors, shop: PaymentServer): string[] {
  const fakes = Object.values(shop.providerOrigins);
  return pageErrors.messages.filter((message) => !fakes.some((origin) => message.includes(`${origin}/`)));
}

/** The fakes' hosted page: its Pay and Decline buttons, the Razorpay method choice and 'Back to shop'. */
class ProviderPage {
  readonly heading: Locator;
  readonly pay: Locator;
  readonly decline: Locator;
  readonly backToShop: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.pay = page.getByRole('button', { name: 'Pay', exact: true });
    this.decline = page.getByRole('button', { name: 'Decline', exact: true });
    this.backToShop = page.getByRole('link', { name: 'Back to shop', exact: true });
    this.error = page.getByRole('alert');
  }

  method(label: 'UPI' | 'Card' | 'Netbanking'): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  async expectShown(provider: 'Stripe' | 'Razorpay') {
    const title = provider === 'Stripe' ? 'Fake Stripe Checkout — test mode' : 'Fake Razorpay — test mode';
    await expect(this.heading).toHaveText(title, { timeout: 20_000 });
  }
}

/** The payment method choice of checkout, by its label. */
const methodRadio = (page: Page, method: 'stripe' | 'razorpay') =>
  page.getByRole('main').getByRole('radio', { name: new RegExp(`^${PAYMENT_METHOD_LABELS[method]}`) });

/** The main PAY NOW button of the completed page or the order page (not the orders list's small ones). */
const payNowButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'PAY NOW', exact: true });

/** The completed page's headings, one per state. */
const completedHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The order id of the page the shop sent the shopper back to (`/cart/checkout/completed?order=…`). */
function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('order');
  if (!id) throw new Error(`no order id in ${page.url()}`);
  return id;
}

/** A signed-in shopper with an address and the pendant in the cart, on checkout. */
async function readyToPay(
  page: Page,
  customer: { api: CustomerApi },
  cartApi: CartApi,
  checkout: { goto(): Promise<unknown> },
) {
  await customer.api.addAddress(ADDRESSES.home);
  await cartApi.add(PENDANT.id, null, 1);
  await presetSession(page, customer.api.token);
  await checkout.goto();
}

/** Checkout: the method chosen, PAY NOW, and the provider's fake page shown. */
async function payOnProviderPage(
  page: Page,
  checkout: { payNow: Locator },
  provider: ProviderPage,
  method: 'stripe' | 'razorpay',
) {
  await methodRadio(page, method).check();
  await checkout.payNow.click();
  await provider.expectShown(method === 'stripe' ? 'Stripe' : 'Razorpay');
}

/** Downloads through `click` and answers the file's name and bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(filePath) };
}

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

  test('a declined card: not received yet, then PAY NOW and Pay: Paid', async ({
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

    await test.step('a signed-in shopper pays by card and the fake Stripe page declines it', async () => {
      await readyToPay(page, customer, cartApi, checkout);
      await payOnProviderPage(page, checkout, provider, 'stripe');
      await provider.decline.click();
      await expect(provider.error).toHaveText('Your card was declined.');
    });

    await test.step('Back to shop: "We have not received your payment yet" with PAY NOW, at once', async () => {
      await provider.backToShop.click();
      await checkout.expectPath('/cart/checkout/completed');
      orderId = orderIdOf(page);
      await expect(completedHeading(page)).toHaveText('We have not received your payment yet');
      await expect(page.getByRole('main')).toContainText(orderId);
      expect((await cartApi.order(orderId)).payment.status).toBe('awaiting_payment');
    });

    await test.step('PAY NOW: the fake page again, Pay, Order Placed! and Paid', async () => {
      await payNowButton(page).click();
      await provider.expectShown('Stripe');
      await expect(provider.error).toHaveCount(0);
      await provider.pay.click();
      await checkout.expectPath('/cart/checkout/completed');
      expect(orderIdOf(page)).toBe(orderId);
      await expect(completedHeading(page)).toHaveText('Order Placed!', { timeout: 35_000 });
      await cart.placed.detailsLink.click();
      await expect(details.overview(orderId)).toBeVisible();
      await expect(details.payment).toContainText('Paid');
      await expect(details.payment.getByRole('code')).toHaveText(/^pi_\w+$/);
    });

    expect(shopErrors(pageErrors, paymentShop)).toEqual([]);
  });

  test('a paid order cancelled by the customer is refunded, with its credit note', async ({
    account,
    cart,
    cartApi,
    customer,
    page,
    pageErrors,
    paymentShop,
    request,
  }) => {
    const { details } = cart;
    let order: Order | undefined;

    await test.step('an order paid by UPI a moment ago (set up through the API and the fake page)', async () => {
      const address = await customer.api.addAddress(ADDRESSES.home);
      await cartApi.add(PENDANT.id, null, 1);
      const placed = await request.post('/api/orders', {
        headers: { authorization: `Bearer ${customer.api.token}`, 'idempotency-key': `e2e-pay-${Date.now()}` },
        data: { address_id: address.id, payment_method: 'razorpay' },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const redirect = ((await placed.json()) as Envelope<Order>).data?.payment.redirect_url;
      if (!redirect) throw new Error('the order has no payment page');
      const paid = await request.post(`${redirect}/pay`, { form: { method: 'upi' }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
      order = ((await placed.json()) as Envelope<Order>).data;
      expect((await cartApi.order(order?.order_id ?? '')).payment.status).toBe('paid');
    });
    const orderId = order?.order_id ?? '';

    await test.step('on its order page the customer cancels it: the refund is requested', async () => {
      await presetSession(page, customer.api.token);
      await details.goto(orderId);
      await expect(details.payment).toContainText('Paid');
      await details.cancel.click();
      await details.cancelDialog.yes.click();
      await account.screen.expectSuccessToast(ORDER_MESSAGES.cancelled);
      await expect(details.overview(orderId)).toContainText('Cancelled');
      // Pending until the provider's refund webhook arrives, which may already have happened.
      await expect(details.payment).toContainText(/Refund of \$[\d,.]+ requested on|Refunded \$[\d,.]+/);
    });

    await test.step('once the refund webhook arrived: Refunded, and the credit note downloads', async () => {
      await expect(async () => {
        await page.reload();
        await expect(details.payment).toContainText(/Refunded \$[\d,.]+/, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(details.payment.getByText('Refunded', { exact: true })).toBeVisible();
      const creditNote = details.payment.getByRole('button', { name: 'Download Credit note PDF', exact: true });
      const file = await download(page, () => creditNote.click());
      expect(file.name).toBe(`credit-note-${orderId}.pdf`);
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(file.bytes).replace(/\s+/g, ' ')).toContain(orderId);
    });

    expect(shopErrors(pageErrors, paymentShop)).toEqual([]);
  });

  test('a shopper who leaves the provider without paying finds the order awaiting payment, the cart empty', async ({
    axe,
    cart,
    cartApi,
    customer,
    page,
    pageErrors,
    paymentShop,
  }) => {
    const { checkout, details, orders } = cart;
    const provider = new ProviderPage(page);
    const frame = new Frame(page);
    let orderId = '';

    await test.step('a signed-in shopper pays by card and goes Back to shop from the fake Stripe page', async () => {
      await readyToPay(page, customer, cartApi, checkout);
      await payOnProviderPage(page, checkout, provider, 'stripe');
      await provider.backToShop.click();
      await checkout.expectPath('/cart/checkout/completed');
      orderId = orderIdOf(page);
      await expect(completedHeading(page)).toHaveText('We have not received your payment yet');
    });

    await test.step('"Confirming your payment…" has no axe violations, in both themes', async () => {
      // The address the provider sends a paying shopper back to: the shop confirms for up to 30 s.
      await page.goto(`/cart/checkout/completed?order=${orderId}`);
      await expect(completedHeading(page)).toHaveText('Confirming your payment…');
      for (const theme of THEMES) {
        if ((await page.locator('body').getAttribute('data-theme')) !== theme) await frame.themeToggle.click();
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
        await expect(completedHeading(page)).toHaveText('Confirming your payment…');
        await axe(`the completed page, confirming (${theme})`);
      }
    });

    await test.step('My Orders: the order awaits payment and offers PAY NOW', async () => {
      await orders.goto();
      await expect(orders.card(orderId)).toContainText('Awaiting payment');
      await expect(
        orders.card(orderId).getByRole('button', { name: `PAY NOW for ${orderId}`, exact: true }),
      ).toBeVisible();
    });

    await test.step('its order page: Awaiting your payment with PAY NOW, no axe violations in both themes', async () => {
      await orders.detailsLink(orderId).click();
      await expect(details.overview(orderId)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Awaiting your payment' })).toBeVisible();
      await expect(payNowButton(page)).toBeVisible();
      await expect(details.payment).toContainText('Awaiting payment');
      for (const theme of [...THEMES].reverse()) {
        if ((await page.locator('body').getAttribute('data-theme')) !== theme) await frame.themeToggle.click();
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
        await axe(`an order page awaiting payment (${theme})`);
      }
    });

    await test.step('the cart is empty', async () => {
      await cart.cart.goto();
      await expect(cart.cart.emptyMessage).toBeVisible();
      expect((await cartApi.cart()).items).toEqual([]);
    });

    expect(shopErrors(pageErrors, paymentShop)).toEqual([]);
  });
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
