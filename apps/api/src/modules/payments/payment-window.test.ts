/**
 * After an order is placed for online payment: the payment window (an unpaid order lapses once, in every process;
 * a payment that arrives after it is refunded) and refunds of a cancelled order.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { checkoutStack } from '../../test/checkout-stack';
import { onPostgres } from '../../test/harness';
import { testLogger } from '../../test/logger';
import { paymentCalls, RAZORPAY_HOOK, STRIPE_HOOK } from '../../test/payment-calls';
import {
  deliverTo,
  orderPaidWith,
  type PaymentShop,
  RAZORPAY_KEYS,
  STRIPE_KEYS,
  storedOrder,
  usePaymentShop,
} from '../../test/payment-shop';
import { gatewaysFrom } from './gateways';

let shop: PaymentShop;
usePaymentShop((opened) => {
  shop = opened;
});
const { lastStripeEvent, lastRazorpayEvent, get, post, stockOf } = paymentCalls(() => shop);

describe('the payment window', () => {
  it('cancels an order unpaid after 30 minutes, releases its stock and closes its checkout', async () => {
    const { c, ring, order } = await orderPaidWith(shop.t, 'stripe');
    const size = ring.sizes[0] as string;
    const before = await stockOf(ring.id, size);
    await shop.t.database.db
      .update(orders)
      .set({ payUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNumber, order.order_id));
    await shop.t.app.checkout.runChecks();
    const lapsed = (await get(c, `/api/orders/${order.order_id}`)).json().data;
    expect(lapsed).toMatchObject({ status: 'Cancelled', payment: { status: 'failed', redirect_url: null } });
    expect(lapsed.timeline.at(-1)).toMatchObject({ kind: 'cancelled', cancelled_by: 'shop' });
    expect(await stockOf(ring.id, size)).toBe((before ?? 0) + 1);
    const session = shop.stripe.sessions.get((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    expect(session?.status).toBe('expired');
    expect((await post(c, `/api/orders/${order.order_id}/payment`)).statusCode).toBe(409);
  });

  it('is shared by several processes at once: each lapsed order is cancelled once and its stock returned once', async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => orderPaidWith(shop.t, 'stripe')));
    const { ring } = placed[0] as (typeof placed)[number];
    const size = ring.sizes[0] as string;
    const before = await stockOf(ring.id, size);
    const numbers = placed.map((p) => p.order.order_id as string);
    await shop.t.database.db
      .update(orders)
      .set({ payUntil: new Date(Date.now() - 1000) })
      .where(inArray(orders.orderNumber, numbers));
    // A second process: its own connection pool to the same PostgreSQL database (PGlite has one connection).
    const other: Database | undefined =
      onPostgres && shop.t.databaseUrl
        ? await openDatabase({ databaseUrl: shop.t.databaseUrl, dataDir: '' })
        : undefined;
    const errors: unknown[] = [];
    const processOn = (db: Database['db']) =>
      checkoutStack(db, shop.t.app.jobs, {
        gateways: gatewaysFrom({
          stripe: { ...STRIPE_KEYS, apiUrl: shop.stripe.url },
          razorpay: { ...RAZORPAY_KEYS, apiUrl: shop.razorpay.url },
        }),
        publicUrl: 'https://shop.example',
        logger: { ...testLogger(), error: (obj) => errors.push(obj) },
      }).checkout;
    try {
      await Promise.all([
        processOn(shop.t.database.db).runChecks(),
        processOn((other ?? shop.t.database).db).runChecks(),
        shop.t.app.checkout.runChecks(),
      ]);
    } finally {
      await other?.close();
    }
    expect(errors).toEqual([]);
    const rows = await shop.t.database.db.select().from(orders).where(inArray(orders.orderNumber, numbers));
    expect(rows.map((row) => [row.status, row.paymentStatus, row.paymentLeaseUntil])).toEqual(
      numbers.map(() => ['Cancelled', 'failed', null]),
    );
    const cancelled = await shop.t.database.db
      .select()
      .from(orderEvents)
      .where(
        and(
          inArray(
            orderEvents.orderId,
            rows.map((row) => row.id),
          ),
          eq(orderEvents.kind, 'cancelled'),
        ),
      );
    expect(cancelled).toHaveLength(6);
    expect(await stockOf(ring.id, size)).toBe((before ?? 0) + 6);
  });

  it('keeps an order paid just before its window closed', async () => {
    const { order } = await orderPaidWith(shop.t, 'stripe');
    await shop.stripe.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    await shop.t.database.db
      .update(orders)
      .set({ payUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNumber, order.order_id));
    await shop.t.app.checkout.runChecks();
    expect(await storedOrder(shop.t, order.order_id)).toMatchObject({ status: 'Pending', paymentStatus: 'paid' });
  });

  it('refunds a payment that arrives after the order lapsed, and flags it', async () => {
    const { order } = await orderPaidWith(shop.t, 'razorpay');
    const linkId = (await storedOrder(shop.t, order.order_id))?.paymentCheckout as string;
    await shop.razorpay.pay(linkId);
    const delivery = lastRazorpayEvent('payment_link.paid');
    if (!delivery) throw new Error('no event');
    // The shop lapses the order before the payment's webhook arrives (the link answered cancelled to the close).
    Object.assign(shop.razorpay.links.get(linkId) ?? {}, { status: 'created' });
    await shop.t.database.db
      .update(orders)
      .set({ payUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNumber, order.order_id));
    await shop.t.app.checkout.runChecks();
    expect((await storedOrder(shop.t, order.order_id))?.status).toBe('Cancelled');
    await deliverTo(shop.t, RAZORPAY_HOOK, shop.razorpay.signedDelivery(delivery.event, { eventId: delivery.eventId }));
    const row = await storedOrder(shop.t, order.order_id);
    expect(row).toMatchObject({ status: 'Cancelled', paymentStatus: 'paid', refundStatus: 'pending' });
    expect(row?.paymentFlag).toContain('after the order was cancelled');
    expect(row?.refundReference).toMatch(/^rfnd_/);
  });
});

describe('refunds', () => {
  it('refunds a paid order cancelled by the customer in full, tracks it from the webhook, and issues a credit note', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    await shop.stripe.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    await post(c, `/api/orders/${order.order_id}/payment/refresh`);
    expect((await get(c, `/api/orders/${order.order_id}/credit-note.pdf`)).statusCode).toBe(404);

    const cancelled = await post(c, `/api/orders/${order.order_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.payment.refund).toMatchObject({ status: 'pending', amount: order.total });
    const refund = [...shop.stripe.refunds.values()].at(-1);
    expect(refund).toMatchObject({ amount: order.total });
    const update = await (async () => {
      for (let i = 0; i < 100; i++) {
        const event = lastStripeEvent('refund.updated');
        if (event && (event.data.object as { id: string }).id === refund?.id) return event;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return undefined;
    })();
    if (!update) throw new Error('no refund.updated');
    expect((await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(update))).statusCode).toBe(200);
    const refunded = (await get(c, `/api/orders/${order.order_id}`)).json().data;
    expect(refunded.payment).toMatchObject({
      status: 'refunded',
      refund: { status: 'succeeded', reference: refund?.id },
    });
    const note = await get(c, `/api/orders/${order.order_id}/credit-note.pdf`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(shop.t.sent.some((m) => m.subject === `Your refund for Lumen Jewels order ${order.order_id}`)).toBe(true);
  });

  it('asks again for a refund the provider did not answer, on the next check', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'razorpay');
    await shop.razorpay.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    await post(c, `/api/orders/${order.order_id}/payment/refresh`);
    shop.razorpay.mode = 'error';
    try {
      expect((await post(c, `/api/orders/${order.order_id}/cancel`)).statusCode).toBe(200);
    } finally {
      shop.razorpay.mode = 'ok';
    }
    expect(await storedOrder(shop.t, order.order_id)).toMatchObject({
      refundStatus: 'pending',
      refundReference: null,
      paymentLeaseUntil: null,
    });
    await shop.t.app.checkout.runChecks();
    expect((await storedOrder(shop.t, order.order_id))?.refundReference).toMatch(/^rfnd_/);
  });
});
