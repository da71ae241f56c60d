/**
 * Tests of the Stripe fake: the official `stripe` SDK accepts its answers, its hosted page pays, declines and sends
 * the shopper back, and every webhook verifies — with `stripe.webhooks.constructEvent` and with an HMAC computed here.
 */
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import type { FakeStripe, StripeEvent } from './stripe-fake';
import {
  freePort,
  type Receiver,
  STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET,
  sessionParams,
  stripeEvents,
  stripeSdk,
  useStripeFake,
} from './test-kit';

describe('the Stripe fake: Checkout Sessions through the SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  useStripeFake((started) => {
    ({ fake, stripe } = started);
  });

  it('POST /v1/checkout/sessions: the SDK creates a session in Stripe’s shape, from the bracket-encoded form', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1_250_000,
      currency: 'inr',
      client_reference_id: 'order-1001',
      metadata: { order_id: 'order-1001' },
      payment_intent: null,
      mode: 'payment',
      livemode: false,
      customer_email: 'asha@example.com',
      cancel_url: 'http://shop.test/orders/order-1001',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      body: {
        line_items: [{ price_data: { currency: 'inr', unit_amount: '1250000' }, quantity: '1' }],
        payment_intent_data: { metadata: { order_id: 'order-1001' } },
      },
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
  });

  it('GET /v1/checkout/sessions/:id: an unknown id is a 404 resource_missing', async () => {
    const error = await stripe.checkout.sessions.retrieve('cs_test_unknown').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refuses a wrong secret key with 401', async () => {
    const error = await stripeSdk(fake, 'sk_test_wrong')
      .checkout.sessions.create(sessionParams())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('accepts expires_at only between 30 minutes and 24 hours ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const expiresAt of [now + 10 * 60, now + 25 * 60 * 60]) {
      const error = await stripe.checkout.sessions
        .create(sessionParams({ expires_at: expiresAt }))
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ statusCode: 400, param: 'expires_at' });
    }
  });

  it('replays the first answer for a repeated Idempotency-Key, and refuses the key with other parameters', async () => {
    const before = fake.sessions.size;
    // The same parameters, once: `expires_at` is read from the clock, and a second apart they would differ.
    const params = sessionParams();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-1001-attempt-1' });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-1001-attempt-1' });
    expect(again.id).toBe(first.id);
    expect(fake.sessions.size).toBe(before + 1);

    const error = await stripe.checkout.sessions
      .create({ ...params, client_reference_id: 'order-2002' }, { idempotencyKey: 'order-1001-attempt-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('POST /v1/checkout/sessions/:id/expire: only an open session expires, and checkout.session.expired follows', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await vi.waitFor(() =>
      expect(
        stripeEvents(fake, 'checkout.session.expired').find(
          (delivery) => (delivery.event.data.object as { id: string }).id === session.id,
        )?.status,
      ).toBe(200),
    );
    const again = await stripe.checkout.sessions.expire(session.id).catch((caught: unknown) => caught);
    expect(again).toMatchObject({ statusCode: 400 });
    const page = await (await fetch(`${fake.url}/pay/${session.id}`)).text();
    expect(page).toContain('This checkout session has expired.');
    expect(page).not.toContain('>Pay</button>');
  });
});

describe('the Stripe fake: the hosted page, payments and refunds', () => {
  let fake: FakeStripe;
  let receiver: Receiver;
  let stripe: Stripe;
  useStripeFake((started) => {
    ({ fake, receiver, stripe } = started);
  });

  it('the hosted page: Decline keeps the session open and says so; Pay completes it, delivers the webhook, redirects', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const pageUrl = session.url ?? '';

    const page = await (await fetch(pageUrl)).text();
    expect(page).toContain('Fake Stripe Checkout — test mode');
    expect(page).toContain('₹12,500.00');
    expect(page).toContain('>Pay</button>');
    expect(page).toContain('>Decline</button>');
    expect(page).toContain('href="http://shop.test/orders/order-1001">Back to shop</a>');

    const declined = await fetch(`${pageUrl}/decline`, { method: 'POST' });
    const declinedPage = await declined.text();
    expect(declined.status).toBe(200);
    expect(declinedPage).toContain('Your card was declined.');
    expect(declinedPage).toContain('>Pay</button>');
    const failed = stripeEvents(fake, 'payment_intent.payment_failed').at(-1);
    expect(failed?.status).toBe(200);
    expect(failed?.event.data.object).toMatchObject({
      object: 'payment_intent',
      metadata: { order_id: 'order-1001' },
      last_payment_error: { code: 'card_declined' },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const paid = await fetch(`${pageUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/cart/checkout/completed?session_id=${session.id}`);
    // Delivered before the redirect was answered, and verifiable as the shop verifies it.
    const completed = stripeEvents(fake, 'checkout.session.completed').at(-1);
    expect(completed?.status).toBe(200);
    const delivery = receiver.received.at(-1);
    const event = Stripe.webhooks.constructEvent(
      delivery?.body ?? '',
      String(delivery?.headers['stripe-signature']),
      STRIPE_WEBHOOK_SECRET,
    );
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid', amount_total: 1_250_000 } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(delivery?.headers['content-type']).toBe('application/json; charset=utf-8');

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    // The declined attempt's PaymentIntent is the one that succeeded, as in Stripe.
    expect(retrieved.payment_intent).toBe((failed?.event.data.object as { id: string } | undefined)?.id);

    const after = await (await fetch(pageUrl)).text();
    expect(after).toContain('This checkout session is complete');
    expect(after).not.toContain('>Pay</button>');
    expect((await fetch(`${pageUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });

  it('pay() with another amount fakes a wrong-amount payment', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await fake.pay(session.id, { amount: 100, currency: 'usd' });
    expect(stripeEvents(fake, 'checkout.session.completed').at(-1)?.event.data.object).toMatchObject({
      id: session.id,
      amount_total: 100,
      currency: 'usd',
    });
  });

  it('POST /v1/refunds: pending at first, then refund.updated with the outcome; a second full refund is refused', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await fake.pay(session.id);
    const paymentIntent = String(fake.sessions.get(session.id)?.payment_intent);

    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { order_id: 'order-1001' } });
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'pending',
      amount: 1_250_000,
      currency: 'inr',
      payment_intent: paymentIntent,
    });
    expect(refund.id).toMatch(/^re_/);
    await vi.waitFor(() =>
      expect(
        stripeEvents(fake, 'refund.updated').find(
          (delivery) => (delivery.event.data.object as { id: string }).id === refund.id,
        ),
      ).toMatchObject({ status: 200, event: { data: { object: { status: 'succeeded' } } } }),
    );

    const again = await stripe.refunds.create({ payment_intent: paymentIntent }).catch((caught: unknown) => caught);
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    const unknown = await stripe.refunds.create({ payment_intent: 'pi_unknown' }).catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ statusCode: 400 });
  });

  it('a failed refund says why, and leaves the payment refundable', async () => {
    fake.refundOutcome = 'failed';
    const session = await stripe.checkout.sessions.create(sessionParams());
    await fake.pay(session.id);
    const paymentIntent = String(fake.sessions.get(session.id)?.payment_intent);
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent });
    await vi.waitFor(() => expect(fake.refunds.get(refund.id)?.status).toBe('failed'));
    await vi.waitFor(() =>
      expect(
        stripeEvents(fake, 'refund.updated').find(
          (delivery) => (delivery.event.data.object as { id: string }).id === refund.id,
        )?.event.data.object,
      ).toMatchObject({ status: 'failed', failure_reason: expect.any(String) }),
    );
    fake.refundOutcome = 'succeeded';
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(1_250_000);
  });
});

describe('the Stripe fake: signed deliveries and outages', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  useStripeFake((started) => {
    ({ fake, stripe } = started);
  });

  it('signs deliveries so that constructEvent accepts them, and rejects a wrong secret or an old timestamp', () => {
    const event: StripeEvent = fake.event('checkout.session.completed', {
      id: 'cs_test_x',
      object: 'checkout.session',
    });
    const good = fake.signedDelivery(event);
    expect(
      Stripe.webhooks.constructEvent(good.body, good.headers['Stripe-Signature'] ?? '', STRIPE_WEBHOOK_SECRET).id,
    ).toBe(event.id);
    // The header is exactly Stripe's scheme: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>.
    const timestamp = Math.floor(Date.now() / 1000);
    const mac = createHmac('sha256', STRIPE_WEBHOOK_SECRET).update(`${timestamp}.${good.body}`).digest('hex');
    expect(fake.signedDelivery(event, { timestamp }).headers['Stripe-Signature']).toBe(`t=${timestamp},v1=${mac}`);

    const wrong = fake.signedDelivery(event, { secret: 'whsec_other' });
    expect(() =>
      Stripe.webhooks.constructEvent(wrong.body, wrong.headers['Stripe-Signature'] ?? '', STRIPE_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const old = fake.signedDelivery(event, { timestamp: timestamp - 3600 });
    expect(() =>
      Stripe.webhooks.constructEvent(old.body, old.headers['Stripe-Signature'] ?? '', STRIPE_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('deliver() answers the shop’s status, 0 when the shop is down, and records both', async () => {
    const event = fake.event('checkout.session.completed', { id: 'cs_test_y' });
    expect(await fake.deliver(event, { secret: 'whsec_other' })).toBe(400);
    fake.webhookUrl = `http://127.0.0.1:${await freePort()}/webhook`;
    expect(await fake.deliver(event)).toBe(0);
    expect(fake.delivered.slice(-2).map((delivery) => delivery.status)).toEqual([400, 0]);
  });

  it('fails as an outage would: 500 in error mode, no answer in stall mode', async () => {
    fake.mode = 'error';
    const error = await stripe.checkout.sessions.create(sessionParams()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 500 });

    fake.mode = 'stall';
    const stalled = await stripeSdk(fake, STRIPE_KEY, 300)
      .checkout.sessions.create(sessionParams())
      .catch((caught: unknown) => caught);
    expect(stalled).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(fake.calls.at(-1)?.path).toBe('/v1/checkout/sessions');
  });
});
