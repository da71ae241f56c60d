/**
 * Online payments: the methods offered, Stripe Checkout (the session, its signed webhook, a late or wrong payment,
 * Pay now), a stalled provider, and Razorpay Payment Links. The payment window and refunds: payment-window.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, paymentEvents } from '../../db/schema';
import { testLogger } from '../../test/logger';
import { paymentCalls, RAZORPAY_HOOK, STRIPE_HOOK } from '../../test/payment-calls';
import {
  deliverTo,
  orderPaidWith,
  type PaymentShop,
  STRIPE_KEYS,
  storedOrder,
  usePaymentShop,
} from '../../test/payment-shop';
import { createDeliveryRepository } from '../deliveries/repository';
import { createDeliveries } from '../deliveries/service';
import { gatewaysFrom } from './gateways';
import { createPaymentRepository } from './repository';
import { createPaymentService } from './service';

let shop: PaymentShop;
usePaymentShop((opened) => {
  shop = opened;
});
const { lastStripeEvent, lastRazorpayEvent, get, post, confirmations, setSession } = paymentCalls(() => shop);

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
});

describe('Stripe Checkout: Pay now', () => {
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

  it('makes no second checkout for a Pay now that read the order while another was making one', async () => {
    const { c, order } = await orderPaidWith(shop.t, 'stripe');
    setSession((await storedOrder(shop.t, order.order_id))?.paymentCheckout as string, { status: 'expired' });
    const row = await storedOrder(shop.t, order.order_id);
    if (!row) throw new Error('no order');
    // The order as a second Pay now reads it while the first holds the lease: the next attempt taken, the old page.
    const readDuringTheFirst = { ...row, paymentAttempts: row.paymentAttempts + 1 };
    expect((await post(c, `/api/orders/${order.order_id}/payment`)).statusCode).toBe(200);
    const made = await storedOrder(shop.t, order.order_id);
    const before = shop.stripe.sessions.size;
    const payments = createPaymentService({
      repository: createPaymentRepository(shop.t.database.db),
      gateways: gatewaysFrom({ stripe: { ...STRIPE_KEYS, apiUrl: shop.stripe.url }, razorpay: undefined }),
      deliveries: createDeliveries({ repository: createDeliveryRepository(shop.t.database.db), jobs: shop.t.app.jobs }),
      publicUrl: 'https://shop.example',
      logger: testLogger(),
    });
    const second = await payments.payNow(readDuringTheFirst);
    expect(shop.stripe.sessions.size - before).toBe(0);
    expect(second).toMatchObject({ paymentCheckout: made?.paymentCheckout, paymentUrl: made?.paymentUrl });
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
      deliveries: createDeliveries({ repository: createDeliveryRepository(shop.t.database.db), jobs: shop.t.app.jobs }),
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
