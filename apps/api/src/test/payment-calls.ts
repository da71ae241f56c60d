/**
 * The calls the payment tests make on a shop opened with `usePaymentShop`: the providers' webhook routes, the last
 * event a fake delivered, the customer's GET and POST, the confirmations sent, a session changed as Stripe would,
 * and the stock of a size.
 */
import { and, eq } from 'drizzle-orm';
import { productVariants } from '../db/schema';
import type { PaymentShop } from './payment-shop';

export const STRIPE_HOOK = '/api/payments/stripe/webhook';
export const RAZORPAY_HOOK = '/api/payments/razorpay/webhook';

export function paymentCalls(opened: () => PaymentShop) {
  const lastStripeEvent = (type: string) =>
    opened()
      .stripe.delivered.filter((d) => d.event.type === type)
      .at(-1)?.event;
  const lastRazorpayEvent = (name: string) =>
    opened()
      .razorpay.delivered.filter((d) => d.event.event === name)
      .at(-1);
  const get = (c: { auth: Record<string, string> }, url: string) =>
    opened().t.app.inject({ method: 'GET', url, headers: c.auth });
  const post = (c: { auth: Record<string, string> }, url: string) =>
    opened().t.app.inject({ method: 'POST', url, headers: c.auth });
  /** How many order confirmations the customer was sent for `orderId`. */
  const confirmations = (orderId: string) =>
    opened().t.sent.filter((m) => m.subject === `Your Lumen Jewels order ${orderId} is confirmed`).length;
  /** Changes a session as Stripe would have (expired on its own, say). */
  const setSession = (id: string, changes: object) => Object.assign(opened().stripe.sessions.get(id) ?? {}, changes);
  const stockOf = async (productId: number, size: string) =>
    (
      await opened()
        .t.database.db.select({ quantity: productVariants.quantity })
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
    )[0]?.quantity;

  return { lastStripeEvent, lastRazorpayEvent, get, post, confirmations, setSession, stockOf };
}
