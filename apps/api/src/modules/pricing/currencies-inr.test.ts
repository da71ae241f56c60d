/**
 * A shop whose base currency is INR (SHOP_CURRENCY=INR, issue 29): its currencies start from the rupee, its orders are
 * charged in rupees (paise) through Razorpay, and its messages and invoice write rupees.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { paymentCalls } from '../../test/payment-calls';
import { deliverTo, orderPaidWith, type PaymentShop, usePaymentShop } from '../../test/payment-shop';

let shop: PaymentShop;
const { lastRazorpayEvent } = paymentCalls(() => shop);
usePaymentShop(
  (opened) => {
    shop = opened;
  },
  { SHOP_CURRENCY: 'INR', PAY_ON_DELIVERY_MAX: '10000000' },
);

describe('a shop in rupees', () => {
  it('offers the rupee as its base currency', async () => {
    const res = await shop.t.app.inject({ method: 'GET', url: '/api/currencies' });
    expect(res.json().data).toEqual({
      base: 'INR',
      currencies: [{ code: 'INR', name: 'Indian rupee', rate: 1, as_of: null }],
      prices_include_tax: false,
    });
  });

  it('charges an order in rupees through Razorpay, for the order’s total in paise', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'razorpay');
    expect(order).toMatchObject({ currency: 'INR', display_currency: 'INR', display_rate: 1 });
    const link = [...shop.razorpay.links.values()].find((l) => l.reference_id === order.order_id);
    expect(link).toMatchObject({ currency: 'INR', amount: order.total });

    // Paid in rupees, it is marked paid; its invoice writes rupees (by code: a PDF's standard fonts have no ₹).
    await shop.razorpay.pay(link?.id as string, { method: 'upi' });
    const delivery = lastRazorpayEvent('payment_link.paid');
    if (!delivery) throw new Error('no event');
    await deliverTo(
      shop.t,
      API_PATHS.razorpayWebhook,
      shop.razorpay.signedDelivery(delivery.event, { eventId: delivery.eventId }),
    );
    const paid = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: c.auth });
    expect(paid.json().data.payment.status).toBe('paid');
    const pdf = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}/invoice.pdf`,
      headers: c.auth,
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Amounts in INR');
    expect(text).toContain(`INR ${(order.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(text).not.toContain('$');
  });
});
