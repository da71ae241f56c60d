/**
 * Refunds of cancelled paid orders (decision 022): asked for when no other process is asking (the lease is claimed
 * first, and the provider's idempotency key, on Stripe, makes a repeat the same refund); a failure leaves the refund
 * pending for the next check. The buyer is told once the provider reports it done.
 */
import { formatCents } from '@lumen/contract/money';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { BATCH, type PaymentContext } from './context';
import { refundedEmail, refundedSms } from './messages';

export function refunds(context: PaymentContext) {
  const { repository, logger, now } = context;

  /** Tells the buyer that the refund has gone through (on the queue, in the transaction that records it). */
  function refunded(tx: Db, row: OrderRow) {
    const amount = formatCents(row.refundAmount ?? row.total);
    const url = context.orderUrl(row);
    return context.tell(
      tx,
      row,
      refundedEmail(row.customerName, row.orderNumber, amount, row.refundReference ?? '', url),
      refundedSms(row.orderNumber, amount, url),
    );
  }

  /** Asks the provider for the refunds still due (of one order, or a batch of any). */
  async function request(orderId?: number) {
    const claimed = await repository.claimRefunds(now(), context.leaseUntil(), BATCH, orderId);
    for (const row of claimed) {
      const gateway = context.gatewayOf(row.paymentMethod);
      if (!gateway || !row.paymentReference) {
        logger.error({ order: row.orderNumber }, 'a refund is due but its provider is not configured');
        continue;
      }
      try {
        const answer = await context.call(gateway, 'refund', (signal) =>
          gateway.refund(
            { id: row.paymentReference as string, amount: row.refundAmount ?? row.total, currency: row.currency },
            `refund-${row.orderNumber}`,
            signal,
          ),
        );
        await repository.saveRefund(row.id, answer, now(), async (tx, saved) => {
          if (saved?.refundStatus === 'succeeded') await refunded(tx, saved);
        });
      } catch (err) {
        await repository.releaseLease(row.id);
        logger.error({ err, order: row.orderNumber }, 'the refund could not be requested; the next check retries');
      }
    }
  }

  return { request, refunded };
}

export type Refunds = ReturnType<typeof refunds>;
