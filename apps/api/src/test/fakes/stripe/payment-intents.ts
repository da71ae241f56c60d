/** PaymentIntents: what paying or declining a session on the hosted page (or from a test) does. */
import { randomId, unixNow } from '../provider-fake';
import { openSession } from './checkout-sessions';
import type { StripePaymentIntent, StripeSession, StripeStore } from './types';

/** The session's PaymentIntent: Stripe creates it on the first attempt and reuses it on the next. */
function intentFor({ fake, intentMetadata }: StripeStore, session: StripeSession): StripePaymentIntent {
  const existing = session.payment_intent ? fake.paymentIntents.get(session.payment_intent) : undefined;
  if (existing) return existing;
  const intent: StripePaymentIntent = {
    id: randomId('pi_', 24),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: 0,
    created: unixNow(),
    currency: session.currency,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: intentMetadata.get(session.id) ?? {},
    status: 'requires_payment_method',
  };
  fake.paymentIntents.set(intent.id, intent);
  return intent;
}

/** Completes an open session (amount/currency overrides fake a wrong-amount payment); delivers checkout.session.completed. */
export async function paySession(
  store: StripeStore,
  sessionId: string,
  overrides: { amount?: number; currency?: string } = {},
): Promise<void> {
  const { fake } = store;
  const session = openSession(store, sessionId);
  const amount = overrides.amount ?? session.amount_total;
  const currency = (overrides.currency ?? session.currency).toLowerCase();
  const intent = intentFor(store, session);
  Object.assign(intent, {
    amount,
    amount_received: amount,
    currency,
    last_payment_error: null,
    latest_charge: randomId('ch_', 24),
    status: 'succeeded',
  } satisfies Partial<StripePaymentIntent>);
  Object.assign(session, {
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    payment_intent: intent.id,
    payment_status: 'paid',
    status: 'complete',
    url: null,
  } satisfies Partial<StripeSession>);
  await fake.deliver(fake.event('checkout.session.completed', structuredClone(session)));
}

/** A declined card: the session stays open; delivers payment_intent.payment_failed. */
export async function declineSession(store: StripeStore, sessionId: string): Promise<void> {
  const { fake } = store;
  const session = openSession(store, sessionId);
  const intent = intentFor(store, session);
  intent.status = 'requires_payment_method';
  intent.last_payment_error = {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    type: 'card_error',
  };
  session.payment_intent = intent.id;
  await fake.deliver(fake.event('payment_intent.payment_failed', structuredClone(intent)));
}
