/**
 * Paying online (issue 14, decision 022), on the payment fakes (fixtures/payment-test.ts): a paid order cancelled by
 * the customer is refunded, with its credit note.
 */
import type { Envelope } from '@lumen/contract/envelope';
import { ORDER_MESSAGES, type Order } from '@lumen/contract/orders';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT } from '../../fixtures/cart-api';
import { download, expect, shopErrors, test } from '../../fixtures/payment-test';
import { pdfText } from '../../fixtures/pdf-text';

test.describe('paying online', () => {
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
});
