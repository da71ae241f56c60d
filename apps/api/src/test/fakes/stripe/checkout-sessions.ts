/** Checkout Sessions: `POST /v1/checkout/sessions` and `POST /v1/checkout/sessions/:id/expire`. */
import { type Answer, randomId, stringMap, text, unixNow } from '../provider-fake';
import { integer, invalid, invalidInteger, missingParam, record } from './params';
import type { StripeEvent, StripeSession, StripeStore } from './types';

/** Stripe's rule for `expires_at` at creation: between 30 minutes and 24 hours from now. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export function createSession({ fake, intentMetadata }: StripeStore, body: Record<string, unknown>): Answer {
  if (!text(body.mode)) return missingParam('mode');
  if (body.mode !== 'payment') return invalid('This fake implements only mode=payment.', 'mode');
  const items = Array.isArray(body.line_items) ? body.line_items : [];
  if (items.length === 0) return missingParam('line_items');
  let total = 0;
  let currency: string | undefined;
  for (const [index, item] of items.entries()) {
    const priceData = record(record(item).price_data);
    const param = `line_items[${index}]`;
    const itemCurrency = text(priceData.currency)?.toLowerCase();
    const unitAmount = integer(priceData.unit_amount);
    const quantity = integer(record(item).quantity);
    if (!itemCurrency) return missingParam(`${param}[price_data][currency]`);
    if (!text(record(priceData.product_data).name)) return missingParam(`${param}[price_data][product_data][name]`);
    if (unitAmount === undefined || unitAmount < 0) return invalidInteger(`${param}[price_data][unit_amount]`);
    if (quantity === undefined || quantity < 1) return invalidInteger(`${param}[quantity]`);
    if (currency && currency !== itemCurrency) {
      return invalid('All line items must have the same currency.', `${param}[price_data][currency]`);
    }
    currency = itemCurrency;
    total += unitAmount * quantity;
  }
  const now = unixNow();
  let expiresAt = now + MAX_EXPIRY_SECONDS;
  if (body.expires_at !== undefined) {
    const requested = integer(body.expires_at);
    if (requested === undefined || requested - now < MIN_EXPIRY_SECONDS || requested - now > MAX_EXPIRY_SECONDS) {
      return invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    expiresAt = requested;
  }
  const id = randomId('cs_test_', 58);
  const session: StripeSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: text(body.cancel_url) ?? null,
    client_reference_id: text(body.client_reference_id) ?? null,
    created: now,
    currency: currency ?? 'usd',
    customer_email: text(body.customer_email) ?? null,
    expires_at: expiresAt,
    livemode: false,
    metadata: stringMap(body.metadata) ?? {},
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: text(body.success_url) ?? null,
    url: `${fake.url}/pay/${id}`,
  };
  fake.sessions.set(id, session);
  intentMetadata.set(id, stringMap(record(body.payment_intent_data).metadata) ?? {});
  return { status: 200, body: session };
}

export function expireSession({ fake }: StripeStore, session: StripeSession, request: StripeEvent['request']): Answer {
  if (session.status !== 'open') {
    return invalid(
      `This Checkout Session is not in an expirable state: its status is ${session.status}, and only open sessions can be expired.`,
    );
  }
  Object.assign(session, { status: 'expired', url: null } satisfies Partial<StripeSession>);
  const event = { ...fake.event('checkout.session.expired', structuredClone(session)), request };
  return { status: 200, body: session, after: () => fake.deliver(event) };
}

/** The session, if it can still be paid; throws otherwise (a test asked for something Stripe would not do). */
export function openSession({ fake }: StripeStore, sessionId: string): StripeSession {
  const session = fake.sessions.get(sessionId);
  if (!session) throw new Error(`No such checkout session: ${sessionId}`);
  if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
  return session;
}
