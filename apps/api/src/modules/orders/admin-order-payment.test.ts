/**
 * MARK PAID (`POST /api/admin/orders/{order_id}/payment`): a pay-on-delivery order's money recorded once the courier
 * collected it — the order, the customer's view, the audit row, the dashboard's money to collect, the invoice and
 * the packing slip; and every refusal.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import type { StaffRole } from '@lumen/contract/admin-roles';
import { type CurrencyCode, formatMoney } from '@lumen/contract/money';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { pdfMoney } from '../../lib/pdf-page';
import { formatShopDate } from '../../lib/shop-clock';
import { useAdminOrders } from '../../test/admin-order-calls';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import type { TestStaff } from '../../test/staff';

let t: TestApp;
let members: Record<StaffRole, TestStaff>;
const { anOrder, post, get, ship, deliver, cancel, audited } = useAdminOrders((opened) => {
  ({ t, members } = opened);
});

const markPaid = (id: string, payload: object, role: StaffRole = 'fulfilment') =>
  post(`/api/admin/orders/${id}/payment`, payload, role);
const totalOf = async (id: string) => {
  const order = (await get(`/api/admin/orders/${id}`)).json().data;
  return { total: order.total as number, currency: order.currency as CurrencyCode };
};
const pdfText = async (bytes: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};
const toCollect = async () =>
  (await get('/api/admin/dashboard')).json().data.to_collect as { count: number; amount: number };

describe('POST /api/admin/orders/{order_id}/payment', () => {
  it('records a delivered order paid by UPI: the order, the customer’s view, the audit row and the dashboard', async () => {
    const { c, id } = await anOrder();
    expect((await ship(id)).statusCode).toBe(200);
    expect((await deliver(id)).statusCode).toBe(200);
    const { total } = await totalOf(id);
    const due = await toCollect();
    expect(due.count).toBeGreaterThanOrEqual(1);

    const res = await markPaid(id, { amount: total, method: 'upi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ADMIN_ORDER_MESSAGES.markedPaid,
      data: {
        status: 'Delivered',
        payment: {
          method: 'pay_on_delivery',
          status: 'paid',
          paid_at: expect.any(String),
          collection: { method: 'upi', amount: total, label: 'Paid by UPI on delivery' },
        },
      },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, id));
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      collectedMethod: 'upi',
      collectedAmount: total,
      collectedBy: members.fulfilment.id,
    });
    const [audit] = await audited('order.mark_paid', id);
    expect(audit).toMatchObject({
      staffId: members.fulfilment.id,
      before: { payment_status: 'due_on_delivery', paid_at: null },
      after: { payment_status: 'paid', method: 'upi', amount: total, paid_at: row?.paidAt?.toISOString() },
    });
    expect(audit?.requestId).toBeTruthy();

    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: c.auth })).json().data;
    expect(mine.payment).toMatchObject({
      status: 'paid',
      collection: { method: 'upi', label: 'Paid by UPI on delivery' },
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: c.auth })).json().data.orders;
    expect(listed.find((o: { order_id: string }) => o.order_id === id)).toMatchObject({ payment_status: 'paid' });
    expect(await toCollect()).toEqual({ count: due.count - 1, amount: due.amount - total });
  });

  it('takes cash once the order has shipped (before delivery); owner and manager may record it too', async () => {
    for (const role of ['fulfilment', 'manager', 'owner'] as const) {
      const { id } = await anOrder();
      await ship(id);
      const res = await markPaid(id, { amount: (await totalOf(id)).total, method: 'cash' }, role);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.payment.collection).toMatchObject({ method: 'cash', label: 'Paid in cash on delivery' });
    }
  });

  it('refuses with the reason: not shipped, cancelled, already paid, paid online; 404 for no order', async () => {
    const unshipped = (await anOrder()).id;
    const cancelled = (await anOrder()).id;
    await cancel(cancelled);
    const paid = (await anOrder()).id;
    await ship(paid);
    expect((await markPaid(paid, { amount: (await totalOf(paid)).total, method: 'card_on_delivery' })).statusCode).toBe(
      200,
    );
    const online = (await anOrder()).id;
    await ship(online);
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'stripe', paymentStatus: 'paid' })
      .where(eq(orders.orderNumber, online));

    const cases = [
      [unshipped, ADMIN_ORDER_MESSAGES.payUnshipped],
      [cancelled, ADMIN_ORDER_MESSAGES.payCancelled],
      [paid, ADMIN_ORDER_MESSAGES.alreadyPaid],
      [online, ADMIN_ORDER_MESSAGES.payNotOnDelivery],
    ] as const;
    for (const [id, message] of cases) {
      const res = await markPaid(id, { amount: (await totalOf(id)).total, method: 'cash' });
      expect(res.statusCode, id).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const missing = await markPaid('LJ-2026-999999', { amount: 100, method: 'cash' });
    expect(missing.statusCode).toBe(404);
    expect(await audited('order.mark_paid', unshipped)).toHaveLength(0);
  });

  it('refuses an amount other than the total due (no part payments) and a bad method, and records nothing', async () => {
    const { id } = await anOrder();
    await ship(id);
    const { total, currency } = await totalOf(id);
    for (const amount of [total - 1, total + 100]) {
      const res = await markPaid(id, { amount, method: 'cash' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_ORDER_MESSAGES.payAmount(formatMoney(total, currency)));
    }
    const bad = [
      [{ amount: total, method: 'cheque' }, ADMIN_ORDER_MESSAGES.payMethod],
      [{ amount: 12.5, method: 'cash' }, ADMIN_ORDER_MESSAGES.payAmountFormat],
      [{ method: 'cash' }, ADMIN_ORDER_MESSAGES.payAmountFormat],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await markPaid(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, id));
    expect(row).toMatchObject({ paymentStatus: 'due_on_delivery', collectedMethod: null, paidAt: null });
  });

  it('is for roles with `orders` only: support reads orders but may not record money; a customer is not staff', async () => {
    const { c, id } = await anOrder();
    await ship(id);
    const { total } = await totalOf(id);
    const res = await markPaid(id, { amount: total, method: 'cash' }, 'support');
    expect(res.statusCode).toBe(403);
    const customer = await signedInCustomer(t);
    for (const headers of [{}, customer.auth, c.auth]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/payment`,
        headers,
        payload: { amount: total, method: 'cash' },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(ADMIN_MESSAGES.signInRequired);
    }
  });
});

describe('the invoice and the packing slip of a pay-on-delivery order', () => {
  it('the slip shows the amount to collect while due and nothing once paid; the invoice says how and when', async () => {
    const { c, id } = await anOrder();
    await ship(id);
    const { total, currency } = await totalOf(id);
    const slip = async () => {
      const res = await get(`/api/admin/orders/${id}/packing-slip`, 'fulfilment');
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    expect(await slip()).toContain(`Amount to collect ${pdfMoney(total, currency)}`);

    await deliver(id);
    const paid = await markPaid(id, { amount: total, method: 'cash' });
    const paidAt = new Date(paid.json().data.payment.paid_at);
    const after = await slip();
    expect(after).toContain('Amount to collect Nothing (paid)');
    expect(after).not.toContain(pdfMoney(total, currency));

    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice.pdf`, headers: c.auth });
    expect(invoice.statusCode).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Payment: Pay on delivery. Paid in cash on delivery on ${formatShopDate(paidAt)}.`);
  });
});
