/**
 * How an order is paid. Each payment method of the contract (`PAYMENT_METHODS`) is one provider; the shop ships with
 * pay on delivery. A card provider implements `start` by creating the payment with its gateway (one quick call,
 * made while the order is being written) and answers `awaiting_payment` with the gateway's reference; the gateway's
 * confirmation (a webhook) then marks the order `paid`. See docs/decisions/008.
 */
import type { PaymentMethod, PaymentStatus } from '@lumen/contract/orders';
import type { SHOP } from './shop';

export type PaymentRequest = {
  /** The readable order id. */
  orderId: string;
  /** Integer cents in SHOP.currency. */
  amount: number;
  currency: typeof SHOP.currency;
  customer: { id: number; email: string | null; name: string };
};

export type PaymentStart = { status: PaymentStatus; reference: string | null };

export interface PaymentProvider {
  readonly method: PaymentMethod;
  start(request: PaymentRequest): Promise<PaymentStart>;
}

/** Cash or card at the door: nothing to do now; the amount is due on delivery. */
export const payOnDelivery: PaymentProvider = {
  method: 'pay_on_delivery',
  start: async () => ({ status: 'due_on_delivery', reference: null }),
};

export type PaymentProviders = Record<PaymentMethod, PaymentProvider>;
export const defaultPaymentProviders: PaymentProviders = { pay_on_delivery: payOnDelivery };
