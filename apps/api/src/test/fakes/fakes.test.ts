/**
 * Tests of the payment providers' fakes themselves: the official `stripe` SDK accepts the Stripe fake's answers, the
 * Razorpay fake answers its documented REST calls, the hosted pages pay, decline and send the shopper back, and every
 * webhook verifies — with `stripe.webhooks.constructEvent` and with an HMAC computed here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeRazorpay, type RazorpayPaymentLink, startFakeRazorpay } from './razorpay-fake';
import { type FakeStripe, type StripeEvent, startFakeStripe } from './stripe-fake';

const STRIPE_KEY = 'sk_test_fake_lumen';
const STRIPE_WEBHOOK_SECRET = 'whsec_fake_lumen';
const RAZORPAY_KEY_ID = 'rzp_test_fakelumen';
const RAZORPAY_KEY_SECRET = 'fake_razorpay_key_secret';
const RAZORPAY_WEBHOOK_SECRET = 'fake_razorpay_webhook_secret';

type Received = { body: string; headers: http.IncomingHttpHeaders };

/** A stand-in for the shop's webhook route: verifies like the shop must, records what arrived, answers 200 or 400. */
async function startReceiver(verify: (received: Received) => boolean) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivery = { body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
      received.push(delivery);
      res.writeHead(verify(delivery) ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const stripeSdk = (fake: FakeStripe, key = STRIPE_KEY, timeout = 5_000) =>
  new Stripe(key, { host: fake.host, port: fake.port, protocol: 'http', timeout, maxNetworkRetries: 0 });

const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  ({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'inr', unit_amount: 1_250_000, product_data: { name: 'Order LJ-1001' } },
        quantity: 1,
      },
    ],
    client_reference_id: 'order-1001',
    metadata: { order_id: 'order-1001' },
    payment_intent_data: { metadata: { order_id: 'order-1001' } },
    success_url: 'http://shop.test/cart/checkout/completed?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/orders/order-1001',
    expires_at: Math.floor(Date.now() / 1000) + 45 * 60,
    customer_email: 'asha@example.com',
    ...overrides,
  }) satisfies Stripe.Checkout.SessionCreateParams;

const verifiesStripe = ({ body, headers }: Received) => {
  try {
    Stripe.webhooks.constructEvent(body, String(headers['stripe-signature']), STRIPE_WEBHOOK_SECRET);
    return true;
  } catch {
    return false;
  }
};

const stripeEvents = (fake: FakeStripe, type: string) =>
  fake.delivered.filter((delivery) => delivery.event.type === type);

describe('the Stripe fake', () => {
  let fake: FakeStripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver(verifiesStripe);
    fake = await startFakeStripe({
      secretKey: STRIPE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      webhookUrl: receiver.url,
    });
    stripe = stripeSdk(fake);
  });
  afterEach(() => {
    fake.mode = 'ok';
    fake.refundOutcome = 'succeeded';
    fake.webhookUrl = receiver.url;
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
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
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1001-attempt-1' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1001-attempt-1' });
    expect(again.id).toBe(first.id);
    expect(fake.sessions.size).toBe(before + 1);

    const error = await stripe.checkout.sessions
      .create(sessionParams({ client_reference_id: 'order-2002' }), { idempotencyKey: 'order-1001-attempt-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
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

const razorpayAuth = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;

const verifiesRazorpay = ({ body, headers }: Received) =>
  createHmac('sha256', RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex') === headers['x-razorpay-signature'];

describe('the Razorpay fake', () => {
  let fake: FakeRazorpay;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let references = 0;

  const api = (method: string, path: string, body?: object, authorization = razorpayAuth) =>
    fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const linkParams = (overrides: object = {}) => {
    references += 1;
    return {
      amount: 1_250_000,
      currency: 'INR',
      reference_id: `LJ-${references}`,
      description: `Order LJ-${references}`,
      customer: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919000090000' },
      notify: { sms: false, email: false },
      callback_url: 'http://shop.test/cart/checkout/completed',
      callback_method: 'get',
      expire_by: Math.floor(Date.now() / 1000) + 45 * 60,
      notes: { order_id: `order-${references}` },
      ...overrides,
    };
  };

  const createLink = async (overrides: object = {}) => {
    const response = await api('POST', '/v1/payment_links', linkParams(overrides));
    expect(response.status).toBe(200);
    return (await response.json()) as RazorpayPaymentLink;
  };

  const razorpayEvents = (name: string) => fake.delivered.filter((delivery) => delivery.event.event === name);

  beforeAll(async () => {
    receiver = await startReceiver(verifiesRazorpay);
    fake = await startFakeRazorpay({
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      webhookUrl: receiver.url,
    });
  });
  afterEach(() => {
    fake.mode = 'ok';
    fake.refundOutcome = 'processed';
    fake.webhookUrl = receiver.url;
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });

  it('POST /v1/payment_links: a payment link entity; a reused reference_id, bad callback_method or key are refused', async () => {
    const link = await createLink();
    expect(link).toMatchObject({
      status: 'created',
      amount: 1_250_000,
      amount_paid: 0,
      currency: 'INR',
      payments: null,
      callback_method: 'get',
      notes: { order_id: expect.any(String) },
    });
    expect(link.id).toMatch(/^plink_/);
    expect(link.short_url).toBe(`${fake.url}/pay/${link.id}`);

    const reused = await api('POST', '/v1/payment_links', { ...linkParams(), reference_id: link.reference_id });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', field: 'reference_id' } });
    const noMethod = await api('POST', '/v1/payment_links', linkParams({ callback_method: undefined }));
    expect(noMethod.status).toBe(400);
    const wrongKey = await api('POST', '/v1/payment_links', linkParams(), `Basic ${btoa('rzp_test_x:wrong')}`);
    expect(wrongKey.status).toBe(401);
    expect((await api('GET', '/v1/payment_links/plink_unknown')).status).toBe(400);
  });

  it('the hosted page: Decline delivers payment.failed; Pay captures, delivers payment_link.paid, calls back signed', async () => {
    const link = await createLink();

    const page = await (await fetch(link.short_url)).text();
    expect(page).toContain('Fake Razorpay — test mode');
    expect(page).toContain('₹12,500.00');
    expect(page).toContain('value="upi" checked');
    expect(page).toContain('href="http://shop.test/cart/checkout/completed">Back to shop</a>');

    const declined = await fetch(`${link.short_url}/decline`, { method: 'POST' });
    const declinedPage = await declined.text();
    expect(declinedPage).toContain('Payment failed.');
    expect(declinedPage).toContain('>Pay</button>');
    expect(razorpayEvents('payment.failed').at(-1)).toMatchObject({
      status: 200,
      event: {
        entity: 'event',
        payload: { payment: { entity: { status: 'failed', error_code: 'BAD_REQUEST_ERROR' } } },
      },
    });

    const paid = await fetch(`${link.short_url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ method: 'upi' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const callback = new URL(paid.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe('http://shop.test/cart/checkout/completed');
    const query = Object.fromEntries(callback.searchParams);
    expect(query).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    });
    const signed = `${link.id}|${link.reference_id}|paid|${query.razorpay_payment_id}`;
    expect(query.razorpay_signature).toBe(createHmac('sha256', RAZORPAY_KEY_SECRET).update(signed).digest('hex'));

    // Delivered before the redirect was answered, signed with the webhook secret, with an event id.
    const delivery = receiver.received.at(-1);
    expect(delivery?.headers['x-razorpay-signature']).toBe(
      createHmac('sha256', RAZORPAY_WEBHOOK_SECRET)
        .update(delivery?.body ?? '')
        .digest('hex'),
    );
    expect(delivery?.headers['x-razorpay-event-id']).toEqual(expect.any(String));
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      entity: 'event',
      event: 'payment_link.paid',
      contains: expect.arrayContaining(['payment_link', 'payment', 'order']),
      payload: {
        payment_link: {
          entity: { id: link.id, status: 'paid', amount_paid: 1_250_000, reference_id: link.reference_id },
        },
        payment: { entity: { id: query.razorpay_payment_id, status: 'captured', method: 'upi', amount: 1_250_000 } },
        order: { entity: { entity: 'order', status: 'paid' } },
      },
    });

    const fetched = (await (await api('GET', `/v1/payment_links/${link.id}`)).json()) as RazorpayPaymentLink;
    expect(fetched).toMatchObject({ status: 'paid', amount_paid: 1_250_000 });
    expect(fetched.payments).toEqual([
      expect.objectContaining({ payment_id: query.razorpay_payment_id, status: 'captured', method: 'upi' }),
    ]);
    const after = await (await fetch(link.short_url)).text();
    expect(after).toContain('This payment link has been paid.');
    expect(after).not.toContain('>Pay</button>');
    expect((await api('POST', `/v1/payment_links/${link.id}/cancel`)).status).toBe(400);
  });

  it('POST /v1/payment_links/:id/cancel: an unpaid link is cancelled and can no longer be paid', async () => {
    const link = await createLink();
    const cancelled = await api('POST', `/v1/payment_links/${link.id}/cancel`);
    expect(await cancelled.json()).toMatchObject({ id: link.id, status: 'cancelled' });
    const page = await (await fetch(link.short_url)).text();
    expect(page).toContain('This payment link has been cancelled.');
    expect(page).not.toContain('>Pay</button>');
    expect((await fetch(`${link.short_url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });

  it('POST /v1/payments/:id/refund: pending, then refund.processed or refund.failed; no second full refund', async () => {
    const link = await createLink();
    await fake.pay(link.id, { method: 'card' });
    const paymentId = fake.links.get(link.id)?.payments?.[0]?.payment_id ?? '';

    const response = await api('POST', `/v1/payments/${paymentId}/refund`, {
      speed: 'normal',
      notes: { reason: 'cancelled' },
    });
    const refund = (await response.json()) as { id: string; status: string; amount: number; payment_id: string };
    expect(refund).toMatchObject({ entity: 'refund', status: 'pending', amount: 1_250_000, payment_id: paymentId });
    expect(refund.id).toMatch(/^rfnd_/);
    await vi.waitFor(() =>
      expect(razorpayEvents('refund.processed').at(-1)).toMatchObject({
        status: 200,
        event: {
          payload: {
            refund: { entity: { id: refund.id, status: 'processed' } },
            payment: { entity: { id: paymentId } },
          },
        },
      }),
    );
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, {})).status).toBe(400);

    fake.refundOutcome = 'failed';
    const other = await createLink();
    await fake.pay(other.id);
    const otherPayment = fake.links.get(other.id)?.payments?.[0]?.payment_id ?? '';
    const failing = (await (await api('POST', `/v1/payments/${otherPayment}/refund`, {})).json()) as { id: string };
    await vi.waitFor(() =>
      expect(razorpayEvents('refund.failed').at(-1)?.event.payload).toMatchObject({
        refund: { entity: { id: failing.id, status: 'failed' } },
      }),
    );
  });

  it('pay() with another amount fakes a wrong-amount payment', async () => {
    const link = await createLink();
    await fake.pay(link.id, { amount: 100 });
    expect(razorpayEvents('payment_link.paid').at(-1)?.event.payload).toMatchObject({
      payment: { entity: { amount: 100 } },
      payment_link: { entity: { id: link.id, amount: 1_250_000, amount_paid: 100 } },
    });
  });

  it('deliver() replays an event id, answers the shop’s status, and 0 when the shop is down', async () => {
    const event = fake.event('payment_link.paid', { payment_link: { entity: { id: 'plink_x' } } });
    expect(event.contains).toEqual(['payment_link']);
    expect(await fake.deliver(event, { eventId: 'evt_same' })).toBe(200);
    expect(await fake.deliver(event, { eventId: 'evt_same' })).toBe(200);
    expect(receiver.received.slice(-2).map((delivery) => delivery.headers['x-razorpay-event-id'])).toEqual([
      'evt_same',
      'evt_same',
    ]);
    expect(await fake.deliver(event, { secret: 'other' })).toBe(400);
    fake.webhookUrl = `http://127.0.0.1:${await freePort()}/webhook`;
    expect(await fake.deliver(event)).toBe(0);
    expect(fake.delivered.at(-1)?.status).toBe(0);
  });

  it('fails as an outage would: 500 in error mode, no answer in stall mode', async () => {
    fake.mode = 'error';
    const failed = await api('POST', '/v1/payment_links', linkParams());
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { code: 'SERVER_ERROR' } });

    fake.mode = 'stall';
    const stalled = await fetch(`${fake.url}/v1/payment_links/plink_x`, {
      headers: { authorization: razorpayAuth },
      signal: AbortSignal.timeout(300),
    }).catch((caught: unknown) => caught);
    expect(stalled).toBeInstanceOf(Error);
    expect((stalled as Error).name).toBe('TimeoutError');
  });
});

describe('payment-fakes-server', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  it('starts both fakes on the ports from the environment, says it is ready, and stops on SIGTERM', async () => {
    const [stripePort, razorpayPort] = [await freePort(), await freePort()];
    const entry = path.join(import.meta.dirname, 'payment-fakes-server.ts');
    const started = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: path.join(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_RAZORPAY_PORT: String(razorpayPort),
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_WEBHOOK_URL: 'http://127.0.0.1:9/api/payments/stripe/webhook',
        RAZORPAY_KEY_ID,
        RAZORPAY_KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET,
        RAZORPAY_WEBHOOK_URL: 'http://127.0.0.1:9/api/payments/razorpay/webhook',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await vi.waitFor(() => expect(output).toBe('payment fakes ready\n'), { timeout: 20_000, interval: 50 });

    const session = await new Stripe(STRIPE_KEY, {
      host: '127.0.0.1',
      port: stripePort,
      protocol: 'http',
      maxNetworkRetries: 0,
    }).checkout.sessions.create(sessionParams());
    expect(session.url).toBe(`http://127.0.0.1:${stripePort}/pay/${session.id}`);
    const link = await fetch(`http://127.0.0.1:${razorpayPort}/v1/payment_links`, {
      method: 'POST',
      headers: { authorization: razorpayAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5000, currency: 'INR', reference_id: 'LJ-server' }),
    });
    expect(link.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
