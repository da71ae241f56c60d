/** Stripe's events and their signed deliveries (the `Stripe-Signature` scheme the shop verifies). */
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { randomId, type SignedDelivery, unixNow } from '../provider-fake';
import type { StripeEvent } from './types';

/** The `Stripe-Signature` header Stripe sends: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** An event with a fresh evt_ id, of the SDK's API version. */
export function stripeEvent(type: string, object: object): StripeEvent {
  return {
    id: randomId('evt_', 24),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The body (pretty-printed, as Stripe sends it) and headers of a delivery signed with `secret` at `timestamp`. */
export function stripeDelivery(event: StripeEvent, secret: string, timestamp: number): SignedDelivery {
  const body = JSON.stringify(event, null, 2);
  return {
    body,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': stripeSignature(body, secret, timestamp),
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  };
}
