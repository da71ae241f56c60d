/** Refunds: `POST /v1/refunds`, pending at first and settled (refund.updated) after the shop has its answer. */
import { type Answer, randomId, stringMap, text, unixNow } from '../provider-fake';
import { integer, invalid, missingParam } from './params';
import type { StripeEvent, StripeRefund, StripeStore } from './types';

export function createRefund(
  store: StripeStore,
  body: Record<string, unknown>,
  request: StripeEvent['request'],
): Answer {
  const { fake, refunded } = store;
  const intentId = text(body.payment_intent);
  if (!intentId) return missingParam('payment_intent');
  const intent = fake.paymentIntents.get(intentId);
  if (!intent) return invalid(`No such payment_intent: '${intentId}'`, 'payment_intent', 'resource_missing');
  if (intent.status !== 'succeeded') {
    return invalid(`PaymentIntent ${intentId} does not have a successful charge to refund.`, 'payment_intent');
  }
  const remaining = intent.amount_received - (refunded.get(intent.id) ?? 0);
  if (remaining <= 0) {
    return invalid(`Charge ${intent.latest_charge} has already been refunded.`, undefined, 'charge_already_refunded');
  }
  const amount = body.amount === undefined ? remaining : integer(body.amount);
  if (amount === undefined || amount < 1) return invalid('Invalid positive integer.', 'amount');
  if (amount > remaining) {
    return invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
      'amount',
      'amount_too_large',
    );
  }
  refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
  const refund: StripeRefund = {
    id: randomId('re_', 24),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: intent.latest_charge,
    created: unixNow(),
    currency: intent.currency,
    failure_reason: null,
    metadata: stringMap(body.metadata) ?? {},
    payment_intent: intent.id,
    reason: text(body.reason) ?? null,
    receipt_number: null,
    status: 'pending',
  };
  fake.refunds.set(refund.id, refund);
  const answered = structuredClone(refund);
  return {
    status: 200,
    body: answered,
    after: () => {
      // The refund settles after the shop has its answer, as a real card refund does.
      refund.status = fake.refundOutcome;
      if (refund.status === 'failed') {
        refund.failure_reason = 'expired_or_canceled_card';
        refunded.set(intent.id, (refunded.get(intent.id) ?? 0) - amount);
      }
      const event = fake.event('refund.updated', structuredClone(refund));
      event.data.previous_attributes = { status: 'pending' };
      event.request = request;
      return fake.deliver(event);
    },
  };
}
