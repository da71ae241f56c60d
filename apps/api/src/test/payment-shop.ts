/**
 * A shop that takes payments through the local fakes of Stripe and Razorpay (test/fakes/): the app configured with
 * their keys and addresses, a customer ready to order, and the provider's webhooks delivered with `app.inject`
 * (the fakes record each event they would have sent; `deliverLast` sends it, signed, to the shop).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { orders } from '../db/schema';
import { signedInCustomer } from './customers';
import { type FakeRazorpay, startFakeRazorpay } from './fakes/razorpay-fake';
import { type FakeStripe, startFakeStripe } from './fakes/stripe-fake';
import { createTestApp, type TestApp } from './harness';
import { addAddress, addToCart, openShop, piece, placeOrder } from './shopping-fixtures';

export const STRIPE_KEYS = { secretKey: 'sk_test_lumen0000000000', webhookSecret: 'whsec_lumen0000000000' };
export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_lumen000000',
  keySecret: 'razorpay-secret-0000',
  webhookSecret: 'razorpay-webhook-0000',
};

export type PaymentShop = { t: TestApp; stripe: FakeStripe; razorpay: FakeRazorpay };

export async function openPaymentShop(env: Record<string, string> = {}): Promise<PaymentShop> {
  const stripe = await startFakeStripe(STRIPE_KEYS);
  const razorpay = await startFakeRazorpay(RAZORPAY_KEYS);
  const t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: stripe.url,
      RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
      PUBLIC_URL: 'https://shop.example',
      ...env,
    },
  });
  await openShop(t);
  return { t, stripe, razorpay };
}

/** `openPaymentShop` for a suite: opened before its tests, closed (with the fakes) after. */
export function usePaymentShop(use: (shop: PaymentShop) => void, env: Record<string, string> = {}) {
  let shop: PaymentShop | undefined;
  beforeAll(async () => {
    shop = await openPaymentShop(env);
    use(shop);
  });
  afterAll(async () => {
    await shop?.t.close();
    await Promise.all([shop?.stripe.close(), shop?.razorpay.close()]);
  });
}

/** A customer with an address and a ring in the cart, who places an order paid with `method`. */
export async function orderPaidWith(t: TestApp, method: 'stripe' | 'razorpay' | 'pay_on_delivery') {
  const c = await signedInCustomer(t);
  const addressId = await addAddress(t, c);
  const ring = await piece(t, 'rings');
  await addToCart(t, c, { product_id: ring.id, size: ring.sizes[0], quantity: 1 });
  const res = await placeOrder(t, c, { address_id: addressId, payment_method: method });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return { c, ring, order: res.json().data };
}

/** Sends a signed delivery to the shop's webhook, as the provider would. */
export const deliverTo = (t: TestApp, url: string, delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, payload: delivery.body, headers: delivery.headers });

export const storedOrder = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderId)))[0];
