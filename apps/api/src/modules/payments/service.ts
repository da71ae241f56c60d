/**
 * Online payments of orders (decision 022): which methods checkout offers, the provider's hosted checkout once an
 * order is committed ("Pay now" makes another while the window lasts), the provider's word on it (its webhook, or
 * asking it when the shopper comes back), the steps of an unpaid order's lapse, and full refunds of cancelled paid
 * orders. It knows no other module: the checkout (modules/checkout) orchestrates an order's way from the cart to its
 * confirmation, and hears of a payment through `onPaid`.
 */
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { checkouts } from './checkouts';
import { type PaymentServiceOptions, paymentContext } from './context';
import { offer } from './offer';
import { refunds as refundRequests } from './refunds';
import { settlement } from './settlement';
import { webhooks } from './webhooks';

export type { PaymentServiceOptions };

export function createPaymentService(options: PaymentServiceOptions) {
  const context = paymentContext(options);
  const refunds = refundRequests(context);
  const settled = settlement(context, refunds);
  return {
    ...offer(context, options),
    ...checkouts(context, settled, refunds),
    webhook: webhooks(context, settled, refunds),
    /** Asks for every refund still due (a batch at a time; the checkout's checks call it). */
    retryRefunds: () => refunds.request(),
    /**
     * `listener` is called with each order that has just been paid (not one paid after it was cancelled), inside the
     * payment's transaction: what it writes commits with the payment.
     */
    onPaid(listener: (tx: Db, row: OrderRow) => Promise<void>) {
      context.paidListeners.push(listener);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
