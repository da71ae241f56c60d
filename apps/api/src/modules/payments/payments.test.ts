import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { orderEvents, orders, paymentEvents, productStock } from '../../db/schema';
import { checkoutStack } from '../../test/checkout-stack';
import { onPostgres } from '../../test/harness';
import { testLogger } from '../../test/logger';
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
import { createPaymentRepository } from './repository';
import { createPaymentService } from './service';

let shop: PaymentShop;
usePaymentShop((opened) => {
  shop = opened;
});

const STRIPE_HOOK = '/api/payments/stripe/webhook';
const RAZORPAY_HOOK = '/api/payments/razorpay/webhook';
const lastStripeEvent = (type: string) => shop.stripe.delivered.filter((d) => d.event.type === type).at(-1)?.event;
const lastRazorpayEvent = (name: string) => shop.razorpay.delivered.filter((d) => d.event.event === name).at(-1);
const get = (c: { auth: Record<string, string> }, url: string) =>
  shop.t.app.inject({ method: 'GET', url, headers: c.auth });
const post = (c: { auth: Record<string, string> }, url: string) =>
  shop.t.app.inject({ method: 'POST', url, headers: c.auth });
/** How many order confirmations the customer was sent for `orderId`. */
const confirmations = (orderId: string) =>
  shop.t.sent.filter((m) => m.subject === `Your Lumen Jewels order ${orderId} is confirmed`).length;
/** Changes a session as Stripe would have (expired on its own, say). */
const setSession = (id: string, changes: object) => Object.assign(shop.stripe.sessions.get(id) ?? {}, changes);
const stockOf = async (productId: number, size: string) =>
  (
    await shop.t.database.db
      .select({ quantity: productStock.quantity })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.size, size)))
  )[0]?.quantity;

describe('GET /api/payments/methods', () => {
  it('offers the configured providers, then pay on delivery with its limit', async () => {
    const res = await shop.t.app.inject({ method: 'GET', url: '/api/payments/methods' });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.methods.map((m: { method: string; max_total: number | null }) => [m.method, m.max_total]),
    ).toEqual([
      ['stripe', null],
      ['razorpay', null],
      ['pay_on_delivery', 2_250_00],
    ]);
  });
});

describe('Stripe Checkout', () => {
  it('creates the session once the order is committed: the total as one line, the order id on it', async () => {
    const { order } = await orderPaidWith(shop.t, 'stripe');
    expect(order.payment).toMatchObject({ method: 'stripe', status: 'awaiting_payment', reference: null });
    const session = [...shop.stripe.sessions.values()].find((s) => s.client_reference_id === order.order_id);
    expect(session).toMatchObject({
      metadata: { order_id: order.order_id },
      amount_total: order.total,
      currency: 'usd',
      success_url: `https://shop.example/cart/checkout/completed?order=${order.order_id}`,
      // Back from Stripe without paying: the page asks once and offers Pay now, instead of confirming for 30 s.
      cancel_url: `https://shop.example/cart/checkout/completed?order=${order.order_id}&payment=cancelled`,
    });
    expect(order.payment.redirect_url).toBe(session?.url);
    expect(new Date(order.payment.pay_until).getTime() - new Date(order.created_at).getTime()).toBe(30 * 60_000);
  });

  it('marks the order paid from the signed webhook, once; a replay and a bad signature change nothing', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    const session = (await storedOrder(shop.t, order.order_id))?.paymentCheckout as string;
    expect(confirmations(order.order_id)).toBe(0);
    await shop.stripe.pay(session);
    const event = lastStripeEvent('checkout.session.completed');
    expect(event).toBeDefined();
    if (!event) return;

    const forged = await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event, { secret: 'whsec_wrong' }));
    expect(forged.statusCode).toBe(400);
    expect((await storedOrder(shop.t, order.order_id))?.paymentStatus).toBe('awaiting_payment');
    const stale = await deliverTo(
      shop.t,
      STRIPE_HOOK,
      shop.stripe.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect(stale.statusCode).toBe(400);

    const first = await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ replayed: false });
    const paid = (await get(c, `/api/orders/${order.order_id}`)).json().data;
    expect(paid.payment).toMatchObject({ status: 'paid', redirect_url: null, pay_until: null });
    expect(paid.payment.reference).toMatch(/^pi_/);
    const replay = await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event));
    expect(replay.json().data).toEqual({ replayed: true });
    // The confirmation goes out once paid, not when the order was written, and once however often the event comes.
    await vi.waitFor(() => expect(confirmations(order.order_id)).toBe(1));
    await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event));
    expect(confirmations(order.order_id)).toBe(1);
  });

  it('applies parallel deliveries of one event once', async () => {
    const { order } = await orderPaidWith(shop.t, 'stripe');
    await shop.stripe.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    const event = lastStripeEvent('checkout.session.completed');
    if (!event) throw new Error('no event');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    const events = await shop.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(events).toHaveLength(1);
  });

  it('flags a payment of another amount for staff and does not mark the order paid', async () => {
    const { order } = await orderPaidWith(shop.t, 'stripe');
    await shop.stripe.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string, { amount: 100 });
    const event = lastStripeEvent('checkout.session.completed');
    if (!event) throw new Error('no event');
    expect((await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event))).statusCode).toBe(200);
    const row = await storedOrder(shop.t, order.order_id);
    expect(row?.paymentStatus).toBe('awaiting_payment');
    expect(row?.paymentFlag).toContain('$1.00 USD');
    // A flagged order waits for staff: the lapse check leaves it alone.
    await shop.t.database.db
      .update(orders)
      .set({ payUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, row?.id ?? 0));
    await shop.t.app.checkout.runChecks();
    expect((await storedOrder(shop.t, order.order_id))?.status).toBe('Pending');
  });

  it('confirms on return by asking Stripe when the webhook is late', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    await shop.stripe.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    const res = await post(c, `/api/orders/${order.order_id}/payment/refresh`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.status).toBe('paid');
    // The webhook arriving afterwards is a no-op.
    const event = lastStripeEvent('checkout.session.completed');
    if (!event) throw new Error('no event');
    expect((await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(event))).statusCode).toBe(200);
    expect((await storedOrder(shop.t, order.order_id))?.paymentFlag).toBeNull();
  });

  it('Pay now answers the open page after a decline, and a new checkout once it closed', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    const first = (await storedOrder(shop.t, order.order_id))?.paymentCheckout as string;
    await shop.stripe.decline(first);
    const again = await post(c, `/api/orders/${order.order_id}/payment`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment.redirect_url).toBe(order.payment.redirect_url);
    const expired = shop.stripe.event('checkout.session.expired', {
      ...shop.stripe.sessions.get(first),
      status: 'expired',
    });
    setSession(first, { status: 'expired' });
    await deliverTo(shop.t, STRIPE_HOOK, shop.stripe.signedDelivery(expired));
    const fresh = await post(c, `/api/orders/${order.order_id}/payment`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.payment.redirect_url).not.toBe(order.payment.redirect_url);
    expect(await storedOrder(shop.t, order.order_id)).toMatchObject({ paymentAttempts: 2 });
    await shop.stripe.pay((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string);
    expect((await post(c, `/api/orders/${order.order_id}/payment/refresh`)).json().data.payment.status).toBe('paid');
    expect((await post(c, `/api/orders/${order.order_id}/payment`)).statusCode).toBe(409);
  });

  it('makes one new checkout for parallel Pay nows; the others answer the open page or 503, never a second one', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    setSession((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string, { status: 'expired' });
    const before = shop.stripe.sessions.size;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(c, `/api/orders/${order.order_id}/payment`)),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(shop.stripe.sessions.size - before).toBe(1);
    expect(await storedOrder(shop.t, order.order_id)).toMatchObject({ paymentAttempts: 2, paymentLeaseUntil: null });
  });

  it('answers 503 to Pay now while Stripe is down, and the order stays as it was', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    const checkout = (await storedOrder(shop.t, order.order_id))?.paymentCheckout as string;
    setSession(checkout, { status: 'expired' });
    shop.stripe.mode = 'error';
    try {
      const res = await post(c, `/api/orders/${order.order_id}/payment`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: false });
    } finally {
      shop.stripe.mode = 'ok';
    }
    expect(await storedOrder(shop.t, order.order_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentLeaseUntil: null,
    });
  });
});

describe('a stalled provider', () => {
  it('holds no request: Pay now answers 503 and the return check answers the order as it is, within the timeout', async () => {
    const { order } = await orderPaidWith(shop.t, 'stripe');
    const checkout = (await storedOrder(shop.t, order.order_id))?.paymentCheckout as string;
    setSession(checkout, { status: 'expired' });
    const payments = createPaymentService({
      repository: createPaymentRepository(shop.t.database.db),
      gateways: gatewaysFrom({ stripe: { ...STRIPE_KEYS, apiUrl: shop.stripe.url }, razorpay: undefined }),
      notifier: { send: async () => undefined },
      publicUrl: 'https://shop.example',
      logger: testLogger(),
      timeoutMs: 300,
    });
    const row = await storedOrder(shop.t, order.order_id);
    if (!row) throw new Error('no order');
    shop.stripe.mode = 'stall';
    try {
      await expect(payments.payNow(row)).rejects.toMatchObject({ statusCode: 503 });
      expect(await payments.refresh(row)).toBe(row);
    } finally {
      shop.stripe.mode = 'ok';
    }
    // The lease was given back: the shopper's next Pay now, with Stripe answering again, makes the new page.
    expect((await storedOrder(shop.t, order.order_id))?.paymentLeaseUntil).toBeNull();
    expect((await payments.payNow(row)).paymentAttempts).toBe(2);
  });
});

describe('Razorpay Payment Links', () => {
  it('creates the link with the order id as reference_id and marks the order paid from its signed webhook', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'razorpay');
    const link = [...shop.razorpay.links.values()].find((l) => l.reference_id === order.order_id);
    expect(link).toMatchObject({ amount: order.total, currency: 'USD', notes: { order_id: order.order_id } });
    expect(order.payment.redirect_url).toBe(link?.short_url);
    await shop.razorpay.pay(link?.id as string, { method: 'upi' });
    const delivery = lastRazorpayEvent('payment_link.paid');
    if (!delivery) throw new Error('no event');
    const forged = await deliverTo(
      shop.t,
      RAZORPAY_HOOK,
      shop.razorpay.signedDelivery(delivery.event, { secret: 'wrong-secret-000' }),
    );
    expect(forged.statusCode).toBe(400);
    const options = { eventId: delivery.eventId };
    expect(
      (await deliverTo(shop.t, RAZORPAY_HOOK, shop.razorpay.signedDelivery(delivery.event, options))).json().data,
    ).toEqual({ replayed: false });
    expect(
      (await deliverTo(shop.t, RAZORPAY_HOOK, shop.razorpay.signedDelivery(delivery.event, options))).json().data,
    ).toEqual({ replayed: true });
    const paid = (await get(c, `/api/orders/${order.order_id}`)).json().data;
    expect(paid.payment).toMatchObject({ status: 'paid', method: 'razorpay' });
    expect(paid.payment.reference).toMatch(/^pay_/);
  });
});

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
      checkoutStack(db, {
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
