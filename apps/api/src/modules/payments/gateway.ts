/**
 * What the shop asks of an online payment provider, whichever it is: a hosted checkout for an order, its state, to
 * close it, a full refund, and the provider's webhook read into the shop's own events. Stripe (stripe.ts) and
 * Razorpay (razorpay.ts) implement it; the payment service (service.ts) never sees a provider's objects. See
 * docs/decisions/022.
 */
import type { OnlinePaymentMethod } from '@lumen/contract/orders';

export type CheckoutRequest = {
  /** The readable order id (LJ-2026-000042): the provider keeps it on the checkout and sends it back in webhooks. */
  orderNumber: string;
  /** The attempt's number (1 for the first): a provider that wants a unique reference per checkout gets one. */
  attempt: number;
  /** Integer cents in `currency`: the order's total, charged as one line (the shop computes tax and discounts). */
  amount: number;
  currency: string;
  customer: { name: string; email: string | null; mobile: string | null };
  /** Where the provider sends the shopper back, paid or not; the page asks the shop, never trusts the query. */
  returnUrl: string;
  /** Where a provider that tells the two apart sends a shopper who left its page without paying (Stripe). */
  cancelUrl: string;
  /** The checkout stops taking payments then (the provider's own bounds apply). */
  expiresAt: Date;
};

/** A payment the provider took: its id (what a refund refers to) and what was actually paid. */
export type TakenPayment = { id: string; amount: number; currency: string };

/** A checkout as the provider reports it. */
export type CheckoutState =
  | { state: 'open' }
  | { state: 'paid'; payment: TakenPayment }
  /** Expired or cancelled: nothing was paid and nothing more can be. */
  | { state: 'closed' };

export type RefundState = 'pending' | 'succeeded' | 'failed';

/** A webhook event, read into what the shop acts on. Every event carries the provider's own id, for "once only". */
export type GatewayEvent = { eventId: string; type: string } & (
  | { kind: 'paid'; orderNumber: string; checkout: string; payment: TakenPayment }
  | { kind: 'payment_failed'; orderNumber: string; reason: string }
  | { kind: 'checkout_closed'; orderNumber: string; checkout: string }
  | { kind: 'refund'; paymentId: string; refundId: string; status: RefundState; reason: string | null }
  /** An event the shop has no use for (answered 200 so the provider stops sending it). */
  | { kind: 'ignored' }
);

export interface PaymentGateway {
  readonly method: OnlinePaymentMethod;
  createCheckout(request: CheckoutRequest, signal: AbortSignal): Promise<{ checkout: string; url: string }>;
  inspect(checkout: string, signal: AbortSignal): Promise<CheckoutState>;
  /** Stops the checkout taking payments; answers its final state (paid, when the shopper paid just before). */
  close(checkout: string, signal: AbortSignal): Promise<CheckoutState>;
  /** Asks for a full refund of `paymentId`; `key` makes a repeated request the same refund where the provider can. */
  refund(payment: TakenPayment, key: string, signal: AbortSignal): Promise<{ reference: string; status: RefundState }>;
  /**
   * Checks the signature over the raw body and reads the event. Throws `InvalidSignature` for a delivery the provider
   * did not sign with the shop's webhook secret (or, for Stripe, signed outside its tolerance).
   */
  readWebhook(body: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent;
}

export type PaymentGateways = Partial<Record<OnlinePaymentMethod, PaymentGateway>>;

export class InvalidSignature extends Error {
  override readonly name = 'InvalidSignature';
}

/** The provider answered, but not with what was asked: a refused request (bad key, unknown id, invalid amount). */
export class GatewayRefused extends Error {
  override readonly name = 'GatewayRefused';
}

/** How long the shop waits for one provider call before it gives up (the shopper then sees a retry). */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** `work(signal)`, given up after `timeoutMs`: the signal aborts and the promise rejects. */
export async function withTimeout<T>(
  what: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${what} did not answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
