/**
 * The checkout's checks, a scheduled job of the job queue (once per PAYMENT_CHECK_SECONDS for all processes) and safe
 * from several at once all the same: an unpaid order past its payment window (PAYMENT_WINDOW_MINUTES) lapses — its
 * checkout closed first (a payment just made wins), then the order cancelled by the shop, its stock returned and its
 * buyer told in the same transaction — and every refund still due is asked for again.
 */
import { PAYMENT_WINDOW_MINUTES } from '@lumen/contract/orders';
import type { OrderRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { OrderService } from '../orders/service';
import type { PaymentService } from '../payments/service';

export function checkoutChecks(options: {
  orders: Pick<OrderService, 'cancelUnpaid'>;
  payments: Pick<PaymentService, 'claimLapsed' | 'closeForLapse' | 'releaseLease' | 'tellLapsed' | 'retryRefunds'>;
  logger: Logger;
}) {
  const { orders, payments, logger } = options;

  /** The lapse of one unpaid order; a failure is logged, and the lease runs out for a later check to try again. */
  async function lapse(row: OrderRow) {
    try {
      if ((await payments.closeForLapse(row)).paid) return;
      await orders.cancelUnpaid(row, `Not paid within ${PAYMENT_WINDOW_MINUTES} minutes`, payments.tellLapsed);
      await payments.releaseLease(row);
    } catch (err) {
      logger.error({ err, order: row.orderNumber }, 'an unpaid order could not be lapsed; the next check retries');
    }
  }

  /** Every unpaid order past its window, then every refund still to ask for; a batch at a time. */
  async function runChecks() {
    // A lapse that fails keeps its lease for a while, so it is not claimed again in this run.
    for (let lapsed = await payments.claimLapsed(); lapsed.length > 0; lapsed = await payments.claimLapsed()) {
      for (const row of lapsed) await lapse(row);
    }
    await payments.retryRefunds();
  }

  return { runChecks };
}
