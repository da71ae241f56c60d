/**
 * A provider's webhook delivery: the signature checked on the raw body (`InvalidSignature` otherwise), then the event
 * applied once (a replay changes nothing): a payment, a refund's outcome, a checkout that closed, a failed attempt.
 */
import { HttpError } from '../../plugins/envelope-and-errors';
import type { PaymentContext } from './context';
import type { GatewayEvent } from './gateway';
import type { Refunds } from './refunds';
import type { Settlement } from './settlement';

export function webhooks(context: PaymentContext, settled: Settlement, refunds: Refunds) {
  const { repository, logger, now } = context;

  /** Whether the delivery was a replay. */
  return async function webhook(
    method: 'stripe' | 'razorpay',
    body: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ replayed: boolean }> {
    const gateway = context.gateways[method];
    if (!gateway) throw new HttpError(404, 'This payment provider is not configured.');
    const event: GatewayEvent = gateway.readWebhook(body, headers);
    const outcome = await repository.onceForEvent(method, event, async (tx) => {
      switch (event.kind) {
        case 'paid': {
          const row = await repository.lockByNumber(tx, method, event.orderNumber);
          if (!row) {
            logger.error({ event: event.eventId, order: event.orderNumber }, 'a payment arrived for an unknown order');
            return undefined;
          }
          return settled.applyPaid(tx, row, event.payment);
        }
        case 'refund': {
          const row = await repository.lockByPayment(tx, method, event.paymentId);
          if (!row) return undefined;
          const updated = await repository.refundReported(
            tx,
            row,
            { reference: event.refundId, status: event.status },
            now(),
          );
          if (updated?.refundStatus !== 'succeeded' || row.refundStatus === 'succeeded') return undefined;
          await refunds.refunded(tx, updated);
          return { kind: 'refunded' as const, row: updated };
        }
        case 'checkout_closed':
          await repository.forgetCheckout(tx, event.orderNumber, event.checkout);
          return undefined;
        case 'payment_failed':
          logger.info(
            { event: event.eventId, order: event.orderNumber, reason: event.reason },
            'a payment attempt failed',
          );
          return undefined;
        default:
          return undefined;
      }
    });
    if (outcome.replayed || !outcome.result) return { replayed: outcome.replayed };
    const result = outcome.result;
    if (result.kind !== 'refunded') await settled.afterPaid(result);
    return { replayed: false };
  };
}
