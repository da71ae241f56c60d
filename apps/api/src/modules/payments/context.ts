/**
 * What the parts of the payment service share (service.ts): the repository, the providers and the clock, a provider
 * call bounded by a timeout, the addresses the shopper is sent back to, the buyer's notices, and who is told of a
 * payment.
 */
import { isOnlineMethod, type PaymentMethod } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderRow, users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { OrderMail } from '../../notify/order-mail';
import type { Deliveries } from '../deliveries/service';
import { GATEWAY_TIMEOUT_MS, type PaymentGateway, type PaymentGateways, withTimeout } from './gateway';
import type { PaymentRepository } from './repository';

export type PaymentServiceOptions = {
  repository: PaymentRepository;
  gateways: PaymentGateways;
  deliveries: Deliveries;
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
  /** Called, inside the payment's transaction, with an order that has just been paid (the checkout's confirmation). */
  const paidListeners: Array<(tx: Db, row: OrderRow) => Promise<void>> = [];

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

    /** An e-mail to the buyer, or an SMS to an account without an e-mail address: on the queue, inside `tx`. */
    async tell(tx: Db, row: OrderRow, email: OrderMail, sms: { subject: string; text: string }) {
      const about = { kind: 'order' as const, orderId: row.id, userId: row.userId };
      if (row.customerEmail) {
        await options.deliveries.enqueue(tx, { channel: 'email', to: row.customerEmail, ...email, ...about });
        return;
      }
      const [buyer] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
      if (buyer?.mobile) await options.deliveries.enqueue(tx, { channel: 'sms', to: buyer.mobile, ...sms, ...about });
    },
  };
}

export type PaymentContext = ReturnType<typeof paymentContext>;
