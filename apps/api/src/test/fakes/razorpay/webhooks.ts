/** Razorpay's webhook events and their signed deliveries (X-Razorpay-Signature, X-Razorpay-Event-Id). */
import { createHmac } from 'node:crypto';
import { randomId, type SignedDelivery, unixNow } from '../provider-fake';
import type { RazorpayEvent } from './types';

const ACCOUNT_ID = 'acc_FakeLumenJewels';

/** Hex HMAC-SHA256 of `payload` with `secret`: Razorpay's webhook and callback signature. */
export function razorpaySignature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** An event; `contains` lists the payload's entities. */
export function razorpayEvent(name: string, payload: object): RazorpayEvent {
  return {
    entity: 'event',
    account_id: ACCOUNT_ID,
    event: name,
    contains: Object.keys(payload),
    payload: payload as Record<string, unknown>,
    created_at: unixNow(),
  };
}

/** The body and headers of a delivery signed with `secret`, under `eventId` (a fresh one when not given). */
export function razorpayDelivery(event: RazorpayEvent, secret: string, eventId?: string): SignedDelivery {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': razorpaySignature(body, secret),
      'X-Razorpay-Event-Id': eventId ?? randomId(''),
      'User-Agent': 'Razorpay-Webhook/v1',
    },
  };
}
