/**
 * How an order is paid. Each payment method of the contract (`PAYMENT_METHODS`) is one provider; the shop ships with
 * pay on delivery. The order is written with the provider's `initialStatus`; once it is committed, `start` runs (a
 * card provider creates the payment with its gateway there and answers `awaiting_payment` with the gateway's
 * reference), bounded by a timeout. The gateway's confirmation (a webhook) then marks the order `paid`. See
 * docs/decisions/008.
 */
import type { PaymentMethod, PaymentStatus } from '@lumen/contract/orders';
import type { SHOP } from './shop';

export type PaymentRequest = {
  /** The readable order id. */
  orderId: string;
  /** Integer cents in SHOP.currency. */
  amount: number;
  currency: typeof SHOP.currency;
  customer: { id: number; email: string | null; mobile: string | null; name: string };
};

export type PaymentStart = { status: PaymentStatus; reference: string | null };

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The payment state the order is written with, before `start` has run (and kept when `start` fails). */
  readonly initialStatus: PaymentStatus;
  /** Runs after the order is committed; `signal` aborts when the shop stops waiting. */
  start(request: PaymentRequest, options: { signal: AbortSignal }): Promise<PaymentStart>;
}

/** Cash or card at the door: nothing to do now; the amount is due on delivery. */
export const payOnDelivery: PaymentProvider = {
  method: 'pay_on_delivery',
  initialStatus: 'due_on_delivery',
  start: async () => ({ status: 'due_on_delivery', reference: null }),
};

export type PaymentProviders = Record<PaymentMethod, PaymentProvider>;
export const defaultPaymentProviders: PaymentProviders = { pay_on_delivery: payOnDelivery };

/** How long placing an order waits for a provider's `start` before answering with the order awaiting payment. */
export const PAYMENT_START_TIMEOUT_MS = 10_000;

export class PaymentStartTimeout extends Error {
  override readonly name = 'PaymentStartTimeout';
}

/** `provider.start`, given up after `timeoutMs` (its signal aborts then, and the promise rejects). */
export async function startPayment(
  provider: PaymentProvider,
  request: PaymentRequest,
  timeoutMs: number,
): Promise<PaymentStart> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new PaymentStartTimeout(`${provider.method} did not start within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([provider.start(request, { signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
