/**
 * The back office's work on an order: each step's rule and its 409, the audit row of every step, the customer's
 * messages, what the customer's own API shows of it (timeline and tracking, never notes), internal notes, the
 * details and the packing slip.
 */
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import type { StaffRole } from '@lumen/contract/admin-roles';
import { formatMoney } from '@lumen/contract/money';
import { optionWords } from '@lumen/contract/variant-words';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { useAdminOrders } from '../../test/admin-order-calls';
import type { TestApp } from '../../test/harness';
import type { TestStaff } from '../../test/staff';

let t: TestApp;
let members: Record<StaffRole, TestStaff>;
const { anOrder, post, get, ship, deliver, cancel, audited } = useAdminOrders((opened) => {
  ({ t, members } = opened);
});

describe('the fulfilment steps', () => {
  it('ship → deliver: timeline, audit rows, e-mail and SMS with the tracking, and the customer sees it', async () => {
    const { c, id } = await anOrder();
    const before = t.sent.length;
    const shipped = await ship(id, {
      carrier: 'Blue Dart',
      tracking_number: 'BD1234567',
      tracking_url: 'https://track.example.com/BD1234567',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      message: ADMIN_ORDER_MESSAGES.shipped,
      data: {
        status: 'Pending',
        shipment: { carrier: 'Blue Dart', tracking_number: 'BD1234567' },
        timeline: [{ kind: 'placed' }, { kind: 'shipped', staff: { id: members.fulfilment.id } }],
      },
    });
    const messages = t.sent.slice(before);
    const mail = messages.find((m) => m.channel === 'email' && m.to === c.email);
    const sms = messages.find((m) => m.channel === 'sms' && m.to === c.Mobile_number);
    for (const m of [mail, sms]) {
      expect(m?.text).toContain('Blue Dart');
      expect(m?.text).toContain('BD1234567');
      expect(m?.text).toContain('https://track.example.com/BD1234567');
    }
    const [shipAudit] = await audited('order.ship', id);
    expect(shipAudit).toMatchObject({
      staffId: members.fulfilment.id,
      before: { status: 'Pending', shipped_at: null },
      after: { carrier: 'Blue Dart', tracking_number: 'BD1234567' },
    });
    expect(shipAudit?.requestId).toBeTruthy();

    const delivered = await deliver(id);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'Delivered' });
    expect(t.sent.some((m) => m.to === c.email && m.subject.includes('delivered'))).toBe(true);
    expect(await audited('order.deliver', id)).toHaveLength(1);

    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: c.auth })).json().data;
    expect(mine).toMatchObject({
      status: 'Delivered',
      shipment: {
        carrier: 'Blue Dart',
        tracking_number: 'BD1234567',
        tracking_url: 'https://track.example.com/BD1234567',
      },
    });
    expect(mine.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'shipped', 'delivered']);
    expect(mine.delivered_at).not.toBeNull();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: c.auth })).json().data.orders;
    expect(listed[0]).toMatchObject({
      order_id: id,
      timeline: [{ kind: 'placed' }, { kind: 'shipped', shipment: { carrier: 'Blue Dart' } }, { kind: 'delivered' }],
    });
  });

  it('answers 409 with the reason for every step that does not apply', async () => {
    const { id: shippedId } = await anOrder();
    expect((await deliver(shippedId)).json().message).toBe(ADMIN_ORDER_MESSAGES.deliverUnshipped);
    await ship(shippedId);
    const cases: [() => Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [() => ship(shippedId), ADMIN_ORDER_MESSAGES.alreadyShipped],
      [() => cancel(shippedId), ADMIN_ORDER_MESSAGES.cancelShipped],
    ];
    const { id: cancelledId } = await anOrder();
    await cancel(cancelledId);
    cases.push(
      [() => ship(cancelledId), ADMIN_ORDER_MESSAGES.shipCancelled],
      [() => deliver(cancelledId), ADMIN_ORDER_MESSAGES.deliverCancelled],
      [() => cancel(cancelledId), ADMIN_ORDER_MESSAGES.alreadyCancelled],
    );
    const { id: deliveredId } = await anOrder();
    await ship(deliveredId);
    await deliver(deliveredId);
    cases.push(
      [() => ship(deliveredId), ADMIN_ORDER_MESSAGES.alreadyDelivered],
      [() => deliver(deliveredId), ADMIN_ORDER_MESSAGES.alreadyDelivered],
      [() => cancel(deliveredId), ADMIN_ORDER_MESSAGES.cancelDelivered],
    );
    for (const [step, message] of cases) {
      const res = await step();
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
    // A refused step writes no audit row.
    expect(await audited('order.ship', cancelledId)).toHaveLength(0);
    expect(await audited('order.cancel', shippedId)).toHaveLength(0);
    expect((await post('/api/admin/orders/LJ-2026-999999/deliver')).statusCode).toBe(404);
  });

  it('cancels after the customer’s 12 hours, with the reason in the audit, the timeline and the message', async () => {
    const { c, id } = await anOrder();
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(orders.orderNumber, id));
    const mineBefore = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.auth });
    expect(mineBefore.statusCode).toBe(409);
    const res = await cancel(id, 'The ring size is no longer made.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Cancelled',
      cancellation: { by: 'staff', reason: 'The ring size is no longer made.', staff: { id: members.fulfilment.id } },
    });
    const [row] = await audited('order.cancel', id);
    expect(row).toMatchObject({ before: { status: 'Pending' }, after: { status: 'Cancelled' } });
    expect(t.sent.some((m) => m.to === c.email && m.text.includes('The ring size is no longer made.'))).toBe(true);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: c.auth })).json().data;
    expect(mine.timeline.at(-1)).toMatchObject({
      kind: 'cancelled',
      cancelled_by: 'staff',
      reason: 'The ring size is no longer made.',
    });
  });

  it('refuses a tracking link that is not http(s), and empty carrier or reason (400)', async () => {
    const { id } = await anOrder();
    for (const payload of [
      { carrier: 'Blue Dart', tracking_number: 'BD1', tracking_url: 'javascript:alert(1)' },
      { carrier: 'Blue Dart', tracking_number: 'BD1', tracking_url: 'ftp://track.example.com/x' },
      { carrier: ' ', tracking_number: 'BD1' },
    ]) {
      expect((await ship(id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(`/api/admin/orders/${id}/cancel`, { reason: '  ' })).statusCode).toBe(400);
  });

  it('a customer who cancels is recorded as the customer, on the timeline too', async () => {
    const { c, id } = await anOrder();
    await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.auth });
    const detail = (await get(`/api/admin/orders/${id}`)).json().data;
    expect(detail.cancellation).toEqual({ by: 'customer', reason: null, staff: null });
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'cancelled', cancelled_by: 'customer', staff: null });
  });
});

describe('internal notes', () => {
  it('POST …/notes keeps the note with its author, audits it, and the customer never sees it', async () => {
    const { c, id } = await anOrder();
    const text = 'Gift wrap: customer called, wants a handwritten card.';
    const res = await post(`/api/admin/orders/${id}/notes`, { text }, 'manager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notes).toEqual([
      expect.objectContaining({ text, staff: { id: members.manager.id, name: expect.any(String) } }),
    ]);
    expect(await audited('order.note', id)).toHaveLength(1);
    for (const url of [`/api/orders/${id}`, '/api/orders']) {
      const mine = await t.app.inject({ method: 'GET', url, headers: c.auth });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain('handwritten');
      expect(mine.body).not.toContain('notes');
    }
  });
});

describe('GET /api/admin/orders/{order_id}', () => {
  it('answers lines, totals, GST, address, customer, payment and timeline; 404 for an unknown order', async () => {
    const { c, id } = await anOrder();
    const res = await get(`/api/admin/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      order_id: id,
      status: 'Pending',
      customer: { id: c.id, email: c.email, mobile: c.Mobile_number },
      payment: { method: 'pay_on_delivery' },
      gst_percent: 18,
      address: { city: 'Bengaluru' },
      timeline: [{ kind: 'placed', staff: null }],
      notes: [],
      cancellation: null,
    });
    expect(order.items).toHaveLength(2);
    expect(order.total).toBe(order.subtotal - order.discount + order.tax + order.shipping);
    expect((await get('/api/admin/orders/LJ-2026-999999')).statusCode).toBe(404);
  });

  it('GET …/packing-slip is a PDF of the lines, sizes, quantities and ship-to, without prices but the amount to collect', async () => {
    const { c, id } = await anOrder();
    const res = await get(`/api/admin/orders/${id}/packing-slip`, 'fulfilment');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(id);
    expect(text).toContain(c.name);
    expect(text).toContain('14 Lake View Road');
    expect(text).toContain('US 7');
    const order = (await get(`/api/admin/orders/${id}`)).json().data;
    for (const line of order.items) {
      expect(text).toContain(optionWords(line.options));
      expect(text).toContain(`SKU ${line.sku}`);
    }
    // The one amount on a pay-on-delivery order's slip is what the courier collects: its total.
    const collect = `Amount to collect ${formatMoney(order.total, order.currency)}`;
    expect(text).toContain(collect);
    expect(text.replace(collect, '')).not.toMatch(/\$\d/);
  });
});
