/**
 * An order's online payment after it is committed: its first checkout (`begin`), "Pay now" (the open checkout again,
 * or a new one), asking the provider when the shopper is back (`refresh`), what a cancellation does to the payment
 * (`afterCancel`), and the steps of an unpaid order's lapse, which the checkout orchestrates. No provider call runs
 * inside a transaction: each runs under the order's payment lease, bounded by a timeout (decision 022).
 */
import { ORDER_MESSAGES, PAYMENT_WINDOW_MINUTES } from '@lumen/contract/orders';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { conflict, HttpError } from '../../plugins/envelope-and-errors';
import { BATCH, type PaymentContext } from './context';
import { lapsedEmail, lapsedSms } from './messages';
import type { Refunds } from './refunds';
import type { Settlement } from './settlement';

export function checkouts(context: PaymentContext, settled: Settlement, refunds: Refunds) {
  const { repository, logger, now } = context;

  return {
    /**
     * After the order is committed: its first checkout. A provider that fails or does not answer in time leaves the
     * order awaiting payment without a page (logged); the shopper gets the order and "Pay now".
     */
    async begin(row: OrderRow): Promise<OrderRow> {
      const gateway = context.gatewayOf(row.paymentMethod);
      if (!gateway) return row;
      try {
        return (await settled.newCheckout(row, gateway)) ?? row;
      } catch (err) {
        logger.error(
          { err, order: row.orderNumber, method: row.paymentMethod },
          'the checkout could not be made; the order waits for Pay now',
        );
        return row;
      }
    },

    /**
     * "Pay now": the open checkout again, or a new one when it closed; 409 when the order no longer awaits payment,
     * 503 when the provider cannot be reached (the order is unchanged).
     */
    async payNow(row: OrderRow): Promise<OrderRow> {
      const gateway = context.gatewayOf(row.paymentMethod);
      const open =
        row.status === 'Pending' && row.paymentStatus === 'awaiting_payment' && row.payUntil && row.payUntil > now();
      if (!gateway || !open) throw conflict(ORDER_MESSAGES.notAwaitingPayment);
      try {
        if (row.paymentCheckout && row.paymentUrl) {
          const checkout = row.paymentCheckout;
          const state = await context.call(gateway, 'inspect', (signal) => gateway.inspect(checkout, signal));
          if (state.state === 'open') return row;
          if (state.state === 'paid') return settled.settle(row, state, 'pay-now-check');
        }
        const made = await settled.newCheckout(row, gateway);
        if (made) return made;
        // Another "Pay now" made the next checkout a moment ago: its page, once it has one.
        const latest = await repository.find(row.id);
        const moved =
          latest && (latest.paymentAttempts > row.paymentAttempts || latest.paymentCheckout !== row.paymentCheckout);
        if (latest?.paymentUrl && moved && latest.paymentLeaseUntil === null) return latest;
        throw new HttpError(503, ORDER_MESSAGES.paymentUnavailable);
      } catch (err) {
        if (err instanceof HttpError) throw err;
        logger.error({ err, order: row.orderNumber }, 'Pay now could not reach the provider');
        throw new HttpError(503, ORDER_MESSAGES.paymentUnavailable);
      }
    },

    /** Asks the provider about an order still awaiting payment (the shopper is back; the webhook may be late). */
    async refresh(row: OrderRow): Promise<OrderRow> {
      const gateway = context.gatewayOf(row.paymentMethod);
      if (!gateway || row.paymentStatus !== 'awaiting_payment' || !row.paymentCheckout) return row;
      const checkout = row.paymentCheckout;
      try {
        const state = await context.call(gateway, 'inspect', (signal) => gateway.inspect(checkout, signal));
        return await settled.settle(row, state, 'return-check');
      } catch (err) {
        logger.warn({ err, order: row.orderNumber }, 'the provider could not be asked about a payment');
        return row;
      }
    },

    /** After a cancellation has committed: the refund of a paid order, or the unpaid checkout closed. */
    async afterCancel(row: OrderRow) {
      if (row.refundStatus === 'pending') return refunds.request(row.id);
      const gateway = context.gatewayOf(row.paymentMethod);
      if (!gateway || row.paymentStatus !== 'failed' || !row.paymentCheckout) return;
      const checkout = row.paymentCheckout;
      try {
        // A payment that slipped in before the close arrives by webhook and is refunded (markPaid on a cancelled order).
        const state = await context.call(gateway, 'close', (signal) => gateway.close(checkout, signal));
        await settled.settle(row, state, 'cancel-check');
      } catch (err) {
        logger.warn({ err, order: row.orderNumber }, 'the cancelled order’s checkout could not be closed');
      }
    },

    /** Up to a batch of unpaid orders past their window, each leased to this process for its lapse. */
    claimLapsed: () => repository.claimLapsed(now(), context.leaseUntil(), BATCH),

    /**
     * The first step of an unpaid order's lapse: its checkout closed (a payment just made wins: it is applied, and the
     * lease released). Whether the order turned out paid.
     */
    async closeForLapse(row: OrderRow): Promise<{ paid: boolean }> {
      const gateway = context.gatewayOf(row.paymentMethod);
      if (!gateway || !row.paymentCheckout) return { paid: false };
      const checkout = row.paymentCheckout;
      const state = await context.call(gateway, 'close', (signal) => gateway.close(checkout, signal));
      if (state.state !== 'paid') return { paid: false };
      await settled.settle(row, state, 'lapse-check');
      await repository.releaseLease(row.id);
      return { paid: true };
    },

    releaseLease: (row: OrderRow) => repository.releaseLease(row.id),

    /** Tells the buyer that their unpaid order was cancelled at the window's end (inside the cancellation). */
    tellLapsed(tx: Db, row: OrderRow) {
      const url = context.orderUrl(row);
      return context.tell(
        tx,
        row,
        lapsedEmail(row.customerName, row.orderNumber, PAYMENT_WINDOW_MINUTES, url),
        lapsedSms(row.orderNumber, url),
      );
    },
  };
}
