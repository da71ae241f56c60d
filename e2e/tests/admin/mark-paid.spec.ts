/**
 * A pay-on-delivery order's money, recorded in the back office once the courier collected it (issue 31, item 9): the
 * customer orders to pay on delivery; the owner ships the order and marks it delivered, the Payment card still says
 * "Due on delivery" and the packing slip the amount to collect; MARK PAID shows the total due, read-only, the owner
 * chooses UPI and confirms; the card then says paid, by UPI on delivery, how much and when, and MARK PAID is gone.
 * The customer's order page says it is paid, by UPI on delivery.
 */
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { type CurrencyCode, formatMoney } from '@lumen/contract/money';
import { presetSession } from '../../fixtures/account-pages';
import { AdminOrderPage, placeOrder, toast } from '../../fixtures/admin-orders';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.owner@lumen.example' };

test('the owner records a delivered pay-on-delivery order paid by UPI, and the customer sees it paid', async ({
  page,
  request,
}, testInfo) => {
  const order = new AdminOrderPage(page);
  const ownerToken = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  const placed = await placeOrder(request, server.baseURL, testInfo, [{ productId: RING.id, size: RING.size }]);
  const answer = await request.get(`${server.baseURL}/api/admin/orders/${placed.orderId}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const { currency, payment } = (
    (await answer.json()) as { data: { currency: CurrencyCode; payment: { method: string } } }
  ).data;
  expect(payment.method).toBe('pay_on_delivery');
  const due = formatMoney(placed.total, currency);

  await test.step('the customer ordered to pay on delivery; the owner ships it and marks it delivered', async () => {
    await openAsStaff(page, server.baseURL, ownerToken, `/admin/orders/${placed.orderId}`);
    await expect(order.heading(placed.orderId)).toBeVisible();
    await expect(order.button('Mark paid')).toHaveCount(0);
    await order.ship('Blue Dart', 'BD 2026 0001');
    await order.markDelivered();
    await expect(order.heading(placed.orderId)).toContainText('Delivered');
    await expect(order.paymentCard()).toContainText('Due on delivery');
  });

  await test.step('MARK PAID shows the total due, read-only, and asks how it was paid', async () => {
    await order.button('Mark paid').click();
    const dialog = order.markPaidDialog();
    await expect(dialog.getByLabel('Amount collected')).toHaveValue(due);
    await expect(dialog.getByLabel('Amount collected')).not.toBeEditable();
    for (const method of ['Cash', 'UPI', 'Card on delivery']) {
      await expect(dialog.getByRole('radio', { name: method })).not.toBeChecked();
    }
    await expectNoAxeViolations(page, 'the mark paid dialog');
    await dialog.getByRole('radio', { name: 'UPI' }).check();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(page, ADMIN_ORDER_MESSAGES.markedPaid)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the order reads paid, by UPI on delivery, the amount and when; MARK PAID is gone', async () => {
    const card = order.paymentCard();
    await expect(card).toContainText('Paid');
    await expect(card).toContainText(
      new RegExp(`Paid — UPI on delivery, ${due.replace(/[$.]/g, '\\$&')} on \\d+ \\w+ 20\\d\\d`),
    );
    await expect(card).not.toContainText('Due on delivery');
    await expect(order.button('Mark paid')).toHaveCount(0);
    await page.reload();
    await expect(order.paymentCard()).toContainText('Paid — UPI on delivery');
  });

  await test.step('the customer’s order page says it is paid, by UPI on delivery', async () => {
    await presetSession(page, placed.token);
    await page.goto(`${server.baseURL}/order-details/${placed.orderId}`);
    const payment = page.getByRole('region', { name: 'Payment Details' });
    await expect(payment).toContainText('Paid by UPI on delivery');
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
    await expect(payment).not.toContainText('Due on delivery');
  });
});
