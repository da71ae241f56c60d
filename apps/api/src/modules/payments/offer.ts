/**
 * What checkout offers: the configured providers, then pay on delivery up to the owner's limit (or the server's
 * default until they set one); and the payment columns an order is written with.
 */

import { formatCents } from '@lumen/contract/money';
import {
  isOnlineMethod,
  ORDER_MESSAGES,
  PAY_ON_DELIVERY_DEFAULT_MAX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMethod,
  type PaymentOption,
  type PaymentStatus,
} from '@lumen/contract/orders';
import { badRequest, conflict } from '../../plugins/envelope-and-errors';
import type { PaymentContext, PaymentServiceOptions } from './context';

const WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  stripe: 'Visa, Mastercard, American Express, Apple Pay and Google Pay, on Stripe’s secure page.',
  razorpay: 'UPI, cards, net banking, wallets and card EMI, on Razorpay’s secure page.',
  pay_on_delivery: 'Cash, card or UPI to the courier when your order arrives.',
};

export function offer(context: PaymentContext, options: Pick<PaymentServiceOptions, 'payOnDeliveryMax'>) {
  const { repository, gateways } = context;
  const defaultPayOnDeliveryMax = options.payOnDeliveryMax ?? PAY_ON_DELIVERY_DEFAULT_MAX;

  /** The owner's limit on pay on delivery, or the server's default while they have not set one. */
  async function payOnDeliverySetting() {
    const own = await repository.payOnDeliveryMax();
    return { max: own ?? defaultPayOnDeliveryMax, isDefault: own === null };
  }
  const payOnDeliveryMax = async () => (await payOnDeliverySetting()).max;

  return {
    /** The methods checkout offers now: the configured providers, then pay on delivery with its limit. */
    async offered(): Promise<PaymentOption[]> {
      const limit = await payOnDeliveryMax();
      return PAYMENT_METHODS.filter((method) => !isOnlineMethod(method) || gateways[method]).map((method) => ({
        method,
        label: PAYMENT_METHOD_LABELS[method],
        description: DESCRIPTIONS[method],
        max_total: method === 'pay_on_delivery' ? limit : null,
      }));
    },

    payOnDeliveryMax,
    payOnDeliverySetting,
    /** Sets the owner's pay-on-delivery limit, audited (the back office's payment settings). */
    setPayOnDeliveryMax: repository.setPayOnDeliveryMax,
    /** Which online providers this shop has settings for. */
    configured: (method: 'stripe' | 'razorpay') => Boolean(gateways[method]),

    /**
     * Refuses a method this shop does not offer (400) and pay on delivery above `payOnDeliveryLimit` (409); the limit
     * is read before the order's transaction (`payOnDeliveryMax`).
     */
    check(method: PaymentMethod, total: number, payOnDeliveryLimit: number) {
      if (isOnlineMethod(method) && !gateways[method]) {
        throw badRequest(`payment_method: ${ORDER_MESSAGES.methodUnavailable}`);
      }
      if (method === 'pay_on_delivery' && total > payOnDeliveryLimit) {
        throw conflict(ORDER_MESSAGES.payOnDeliveryLimit(formatCents(payOnDeliveryLimit)));
      }
    },

    /** The payment columns an order is written with. */
    initial(method: PaymentMethod, at: Date): { paymentStatus: PaymentStatus; payUntil: Date | null } {
      return isOnlineMethod(method)
        ? { paymentStatus: 'awaiting_payment', payUntil: new Date(at.getTime() + WINDOW_MS) }
        : { paymentStatus: 'due_on_delivery', payUntil: null };
    },
  };
}
