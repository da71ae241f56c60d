/**
 * What the parts of the payment service share (service.ts): the repository, the providers and the clock, a provider
 * call bounded by a timeout, the addresses the shopper is sent back to, the buyer's notices, and who is told of a
 * payment.
 */
import { isOnlineMethod, type PaymentMethod } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { OrderRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../../notify/notifier';
import type { OrderMail } from '../../notify/order-mail';
import { GATEWAY_TIMEOUT_MS, type PaymentGateway, type PaymentGateways, withTimeout } from './gateway';
import type { PaymentRepository } from './repository';

export type PaymentServiceOptions = {
  repository: PaymentRepository;
  gateways: PaymentGateways;
  notifier: Notifier;
  /** The shop's public address: the provider sends the shopper back to it. */
  publicUrl: string;
  logger: Logger;
  /** The largest order total paid on delivery (cents) until the owner sets one in the back office. */
  payOnDeliveryMax?: number;
  timeoutMs?: number;
  now?: () => Date;
};

/** How long one process may hold an order's payment lease before another may take over. */
export const LEASE_MS = 2 * 60_000;
/** How many orders one check claims at a time. */
export const BATCH = 20;

export function paymentContext(options: PaymentServiceOptions) {
  const { repository, gateways, logger } = options;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  /** Called with an order that has just been paid (the checkout's confirmation). */
  const paidListeners: Array<(row: OrderRow) => void> = [];

  return {
    repository,
    gateways,
    logger,
    now,
    paidListeners,
    leaseUntil: () => new Date(now().getTime() + LEASE_MS),

    gatewayOf: (method: PaymentMethod): PaymentGateway | undefined =>
      isOnlineMethod(method) ? gateways[method] : undefined,

    call: <T>(gateway: PaymentGateway, what: string, work: (signal: AbortSignal) => Promise<T>) =>
      withTimeout(`${gateway.method} ${what}`, timeoutMs, work),

    orderUrl: (row: OrderRow) => `${options.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: row.orderNumber })}`,
    returnUrl: (row: OrderRow) =>
      `${options.publicUrl}${WEB_ROUTES.checkoutCompleted}?order=${encodeURIComponent(row.orderNumber)}`,

    /** An e-mail to the buyer, or an SMS to an account without an e-mail address; never awaited by the caller. */
    tell(row: OrderRow, email: OrderMail, sms: { subject: string; text: string }) {
      void (async () => {
        const to = row.customerEmail ?? (await repository.mobileOf(row.userId));
        if (!to) return;
        await options.notifier.send(
          row.customerEmail ? { channel: 'email', to, ...email } : { channel: 'sms', to, ...sms },
        );
      })().catch((err: unknown) => logger.error({ err, order: row.orderNumber }, 'payment notice could not be sent'));
    },
  };
}

export type PaymentContext = ReturnType<typeof paymentContext>;
