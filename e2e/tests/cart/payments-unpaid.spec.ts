/**
 * Paying online when the first attempt does not pay (issue 14, decision 022), on the payment fakes
 * (fixtures/payment-test.ts): a declined card paid afterwards with PAY NOW; and a shopper who leaves the provider's
 * page without paying. axe checks the 'Confirming your payment…' page and an order awaiting payment in both themes.
 */
import { Frame } from '../../fixtures/frame';
import {
  completedHeading,
  expect,
  orderIdOf,
  ProviderPage,
  payNowButton,
  payOnProviderPage,
  readyToPay,
  shopErrors,
  test,
} from '../../fixtures/payment-test';
import { THEMES } from '../../fixtures/routes';

test.describe('paying online', () => {
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
});
