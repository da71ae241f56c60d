/** Refunds: `POST /v1/payments/:id/refund`, pending at first and settled (refund.processed/failed) after the answer. */
import { type Answer, randomId, stringMap, text, unixNow } from '../provider-fake';
import { badRequest, wholeNumber } from './params';
import type { RazorpayRefund, RazorpayStore } from './types';

export function refundPayment({ fake }: RazorpayStore, paymentId: string, body: Record<string, unknown>): Answer {
  const payment = fake.payments.get(paymentId);
  if (!payment) return badRequest('The id provided does not exist', 'id');
  if (payment.status !== 'captured') return badRequest('Only captured payments can be refunded.');
  const remaining = payment.amount - payment.amount_refunded;
  if (remaining <= 0) return badRequest('The payment has been fully refunded already');
  const amount = body.amount === undefined ? remaining : wholeNumber(body.amount);
  if (amount === undefined || amount < 1) return badRequest('The amount must be a positive integer.', 'amount');
  if (amount > remaining) {
    return badRequest('The refund amount provided is greater than amount captured', 'amount');
  }
  const settle = (delta: number) => {
    payment.amount_refunded += delta;
    payment.refund_status =
      payment.amount_refunded === 0 ? null : payment.amount_refunded >= payment.amount ? 'full' : 'partial';
  };
  settle(amount);
  const refund: RazorpayRefund = {
    id: randomId('rfnd_'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: stringMap(body.notes) ?? [],
    receipt: text(body.receipt) ?? null,
    acquirer_data: { arn: null },
    created_at: unixNow(),
    batch_id: null,
    status: 'pending',
    speed_processed: 'normal',
    speed_requested: text(body.speed) ?? 'normal',
  };
  fake.refunds.set(refund.id, refund);
  return {
    status: 200,
    body: structuredClone(refund),
    after: () => {
      // The refund settles after the shop has its answer, as Razorpay's does.
      refund.status = fake.refundOutcome;
      if (refund.status === 'failed') settle(-amount);
      else refund.acquirer_data = { arn: String(Date.now()).padStart(14, '0') };
      const payload = { refund: { entity: structuredClone(refund) }, payment: { entity: structuredClone(payment) } };
      return fake.deliver(fake.event(refund.status === 'failed' ? 'refund.failed' : 'refund.processed', payload));
    },
  };
}
