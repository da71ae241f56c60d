/** The Stripe fake's objects in Stripe's JSON shapes (the fields the fake keeps), and the fake itself. */
import type { ProviderFake } from '../provider-fake';

/** A Checkout Session in Stripe's JSON shape (the fields the fake keeps). */
export type StripeSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  /** The hosted page; null once the session is complete or expired, as Stripe documents. */
  url: string | null;
};

/** A PaymentIntent in Stripe's JSON shape: created by the first attempt to pay a session. */
export type StripePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  last_payment_error: { code: string; decline_code: string; message: string; type: 'card_error' } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'succeeded';
};

/** A Refund in Stripe's JSON shape. */
export type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string | null;
  created: number;
  currency: string;
  failure_reason: string | null;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: string | null;
  status: 'pending' | 'succeeded' | 'failed';
};

/** An Event in Stripe's JSON shape. */
export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type StripeDeliveryOptions = { secret?: string; timestamp?: number };

/** One webhook delivery and the status the shop answered (0 when unreachable). */
export type StripeDelivery = { event: StripeEvent; status: number };

export type FakeStripe = ProviderFake<StripeDelivery> & {
  sessions: Map<string, StripeSession>;
  refunds: Map<string, StripeRefund>;
  paymentIntents: Map<string, StripePaymentIntent>;
  /** Completes an open session (amount/currency overrides fake a wrong-amount payment); delivers checkout.session.completed. */
  pay(sessionId: string, options?: { amount?: number; currency?: string }): Promise<void>;
  /** A declined card: the session stays open; delivers payment_intent.payment_failed. */
  decline(sessionId: string): Promise<void>;
  /** A signed delivery to the webhook URL; answers the status the shop gave (0 when unreachable). */
  deliver(event: StripeEvent, options?: StripeDeliveryOptions): Promise<number>;
  /** Builds an event with a fresh evt_ id. */
  event(type: string, object: object): StripeEvent;
  /** The body and headers of a signed delivery, for `app.inject`. */
  signedDelivery(
    event: StripeEvent,
    options?: StripeDeliveryOptions,
  ): { body: string; headers: Record<string, string> };
  refundOutcome: 'succeeded' | 'failed';
};

export type FakeStripeOptions = { secretKey: string; webhookSecret: string; webhookUrl?: string; port?: number };

/** The fake's state behind its API: the maps on `fake`, and what Stripe keeps without showing it. */
export type StripeStore = {
  fake: FakeStripe;
  /** Each session's `payment_intent_data.metadata`, for the PaymentIntent its first attempt creates. */
  intentMetadata: Map<string, Record<string, string>>;
  /** How much of each PaymentIntent has been refunded, pending refunds included. */
  refunded: Map<string, number>;
};
