/**
 * What the tests of the payment fakes share: the keys, a stand-in for the shop's webhook route, the SDK and the
 * requests they make, and the hooks that start a fake (and its receiver) for a suite and reset it after each test.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type FakeRazorpay, type RazorpayPaymentLink, startFakeRazorpay } from './razorpay-fake';
import { type FakeStripe, startFakeStripe } from './stripe-fake';

export const STRIPE_KEY = 'sk_test_fake_lumen';
export const STRIPE_WEBHOOK_SECRET = 'whsec_fake_lumen';
export const RAZORPAY_KEY_ID = 'rzp_test_fakelumen';
export const RAZORPAY_KEY_SECRET = 'fake_razorpay_key_secret';
export const RAZORPAY_WEBHOOK_SECRET = 'fake_razorpay_webhook_secret';

export type Received = { body: string; headers: http.IncomingHttpHeaders };

/** A stand-in for the shop's webhook route: verifies like the shop must, records what arrived, answers 200 or 400. */
export async function startReceiver(verify: (received: Received) => boolean) {
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
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const stripeSdk = (fake: FakeStripe, key = STRIPE_KEY, timeout = 5_000) =>
  new Stripe(key, { host: fake.host, port: fake.port, protocol: 'http', timeout, maxNetworkRetries: 0 });

export const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
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

export const stripeEvents = (fake: FakeStripe, type: string) =>
  fake.delivered.filter((delivery) => delivery.event.type === type);

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * A receiver and the Stripe fake delivering to it, for a suite: started before its tests and handed to `use`, the
 * fake put back to normal after each test, both closed after the suite.
 */
export function useStripeFake(use: (started: { fake: FakeStripe; receiver: Receiver; stripe: Stripe }) => void) {
  let fake: FakeStripe | undefined;
  let receiver: Receiver | undefined;

  beforeAll(async () => {
    receiver = await startReceiver(verifiesStripe);
    fake = await startFakeStripe({
      secretKey: STRIPE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      webhookUrl: receiver.url,
    });
    use({ fake, receiver, stripe: stripeSdk(fake) });
  });
  afterEach(() => {
    if (!fake || !receiver) return;
    fake.mode = 'ok';
    fake.refundOutcome = 'succeeded';
    fake.webhookUrl = receiver.url;
  });
  afterAll(async () => {
    await fake?.close();
    await receiver?.close();
  });
}

export const razorpayAuth = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;

const verifiesRazorpay = ({ body, headers }: Received) =>
  createHmac('sha256', RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex') === headers['x-razorpay-signature'];

/** `useStripeFake` for the Razorpay fake. */
export function useRazorpayFake(use: (started: { fake: FakeRazorpay; receiver: Receiver }) => void) {
  let fake: FakeRazorpay | undefined;
  let receiver: Receiver | undefined;

  beforeAll(async () => {
    receiver = await startReceiver(verifiesRazorpay);
    fake = await startFakeRazorpay({
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      webhookUrl: receiver.url,
    });
    use({ fake, receiver });
  });
  afterEach(() => {
    if (!fake || !receiver) return;
    fake.mode = 'ok';
    fake.refundOutcome = 'processed';
    fake.webhookUrl = receiver.url;
  });
  afterAll(async () => {
    await fake?.close();
    await receiver?.close();
  });
}

/** Calls to the Razorpay fake of a suite (`fake()`): its REST API, a payment link's parameters, its deliveries. */
export function razorpayClient(fake: () => FakeRazorpay) {
  let references = 0;

  const api = (method: string, path: string, body?: object, authorization = razorpayAuth) =>
    fetch(`${fake().url}${path}`, {
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

  const razorpayEvents = (name: string) => fake().delivered.filter((delivery) => delivery.event.event === name);

  return { api, linkParams, createLink, razorpayEvents };
}
