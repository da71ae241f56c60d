/**
 * Online payments of orders: which methods checkout offers, the provider's hosted checkout once an order is
 * committed ("Pay now" makes another while the window lasts), the provider's word on it (its webhook, or asking it
 * when the shopper comes back), the lapse of an unpaid order after PAYMENT_WINDOW_MINUTES, and full refunds of
 * cancelled paid orders. No provider call ever runs inside a transaction: each runs under the order's payment lease,
 * bounded by a timeout, and its outcome is saved by a conditional update. See docs/decisions/022.
 */
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
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { formatCents, SHOP } from '@lumen/contract/shop';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../../notify/notifier';
import { badRequest, conflict, HttpError } from '../../plugins/envelope-and-errors';
import type { OrderRepository, OrderRow } from '../orders/repository';
import {
  type CheckoutState,
  GATEWAY_TIMEOUT_MS,
  type GatewayEvent,
  type PaymentGateway,
  type PaymentGateways,
  withTimeout,
} from './gateway';
import { lapsedEmail, lapsedSms, refundedEmail, refundedSms } from './messages';
import type { PaymentRepository } from './repository';

const WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;
/** How long one process may hold an order's payment lease before another may take over. */
const LEASE_MS = 2 * 60_000;
/** A provider's checkout stays open a little past the window; the expiry job closes it at the window's end. */
const CHECKOUT_SLACK_MS = 5 * 60_000;
const BATCH = 20;

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  stripe: 'Visa, Mastercard, American Express, Apple Pay and Google Pay, on Stripe’s secure page.',
  razorpay: 'UPI, cards, net banking, wallets and card EMI, on Razorpay’s secure page.',
  pay_on_delivery: 'Cash, card or UPI to the courier when your order arrives.',
};

export type PaymentServiceOptions = {
  repository: PaymentRepository;
  /** The cancellation every order goes through (stock returned in its transaction). */
  orders: Pick<OrderRepository, 'cancel'>;
  gateways: PaymentGateways;
  notifier: Notifier;
  /** The shop's public address: the provider sends the shopper back to it. */
  publicUrl: string;
  logger: Logger;
  /** An order just became paid: its confirmation goes out (OrderService.confirm). */
  onPaid: (row: OrderRow) => void;
  /** An order was cancelled here (lapsed): every process's cached stock is rebuilt. */
  onCatalogueChanged: () => void;
  /** The largest order total paid on delivery (cents) until the owner sets one in the back office. */
  payOnDeliveryMax?: number;
  timeoutMs?: number;
  /** How often the expiry and refund checks run in this process (0: never; tests call `runChecks`). */
  checkIntervalMs?: number;
  now?: () => Date;
};

export function createPaymentService(options: PaymentServiceOptions) {
  const { repository, gateways, logger } = options;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const defaultPayOnDeliveryMax = options.payOnDeliveryMax ?? PAY_ON_DELIVERY_DEFAULT_MAX;
  /** The owner's limit on pay on delivery, or the server's default while they have not set one. */
  async function payOnDeliverySetting() {
    const own = await repository.payOnDeliveryMax();
    return { max: own ?? defaultPayOnDeliveryMax, isDefault: own === null };
  }
  const payOnDeliveryMax = async () => (await payOnDeliverySetting()).max;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const gatewayOf = (method: PaymentMethod): PaymentGateway | undefined =>
    isOnlineMethod(method) ? gateways[method] : undefined;

  const call = <T>(gateway: PaymentGateway, what: string, work: (signal: AbortSignal) => Promise<T>) =>
    withTimeout(`${gateway.method} ${what}`, timeoutMs, work);

  const orderUrl = (row: OrderRow) =>
    `${options.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: row.orderNumber })}`;
  const returnUrl = (row: OrderRow) =>
    `${options.publicUrl}${WEB_ROUTES.checkoutCompleted}?order=${encodeURIComponent(row.orderNumber)}`;

  /** An e-mail to the buyer, or an SMS to an account without an e-mail address; never awaited by the caller. */
  function tell(
    row: OrderRow,
    email: { subject: string; text: string; html: string },
    sms: { subject: string; text: string },
  ) {
    void (async () => {
      const to = row.customerEmail ?? (await repository.mobileOf(row.userId));
      if (!to) return;
      await options.notifier.send(
        row.customerEmail ? { channel: 'email', to, ...email } : { channel: 'sms', to, ...sms },
      );
    })().catch((err: unknown) => logger.error({ err, order: row.orderNumber }, 'payment notice could not be sent'));
  }

  function refunded(row: OrderRow) {
    const amount = formatCents(row.refundAmount ?? row.total);
    tell(
      row,
      refundedEmail(row.customerName, row.orderNumber, amount, row.refundReference ?? '', orderUrl(row)),
      refundedSms(row.orderNumber, amount, orderUrl(row)),
    );
  }

  /**
   * Asks the provider for the refund of a cancelled paid order, when no other process is asking: the lease is
   * claimed first, and the provider's idempotency key (Stripe) makes a repeat the same refund. A failure leaves the
   * refund pending for the next check.
   */
  async function requestRefunds(orderId?: number) {
    const claimed = await repository.claimRefunds(now(), new Date(now().getTime() + LEASE_MS), BATCH, orderId);
    for (const row of claimed) {
      const gateway = gatewayOf(row.paymentMethod);
      if (!gateway || !row.paymentReference) {
        logger.error({ order: row.orderNumber }, 'a refund is due but its provider is not configured');
        continue;
      }
      try {
        const answer = await call(gateway, 'refund', (signal) =>
          gateway.refund(
            { id: row.paymentReference as string, amount: row.refundAmount ?? row.total, currency: SHOP.currency },
            `refund-${row.orderNumber}`,
            signal,
          ),
        );
        const saved = await repository.saveRefund(row.id, answer, now());
        if (saved?.refundStatus === 'succeeded') refunded(saved);
      } catch (err) {
        await repository.releaseLease(row.id);
        logger.error({ err, order: row.orderNumber }, 'the refund could not be requested; the next check retries');
      }
    }
  }

  /** A payment the provider reports (webhook, or asked on return or at the window's end), applied once. */
  async function applyPaid(tx: Db, row: OrderRow, payment: { id: string; amount: number; currency: string }) {
    if (payment.amount !== row.total || payment.currency !== SHOP.currency) {
      await repository.flag(
        tx,
        row.id,
        `Payment ${payment.id} was ${formatCents(payment.amount)} ${payment.currency}, the order is ${formatCents(row.total)} ${SHOP.currency}: not marked paid. Check it at the provider before shipping.`,
      );
      logger.warn({ order: row.orderNumber, payment: payment.id }, 'a payment did not match the order; flagged');
      return { kind: 'flagged' as const };
    }
    if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded') {
      if (row.paymentReference !== payment.id) {
        await repository.flag(
          tx,
          row.id,
          `A second payment ${payment.id} of ${formatCents(payment.amount)} arrived for an order paid by ${row.paymentReference}: refund it at the provider.`,
        );
        return { kind: 'flagged' as const };
      }
      return { kind: 'unchanged' as const };
    }
    const paid = await repository.markPaid(tx, row, payment, now());
    return paid ? { kind: 'paid' as const, row: paid } : { kind: 'unchanged' as const };
  }

  /** After a payment was applied (outside its transaction): the confirmation, or the refund of a cancelled order. */
  async function afterPaid(outcome: Awaited<ReturnType<typeof applyPaid>>) {
    if (outcome.kind !== 'paid') return;
    if (outcome.row.status === 'Cancelled') await requestRefunds(outcome.row.id);
    else options.onPaid(outcome.row);
  }

  /** Applies the provider's state of the order's checkout, when it says paid. */
  async function settle(row: OrderRow, state: CheckoutState, source: string): Promise<OrderRow> {
    if (state.state !== 'paid' || !isOnlineMethod(row.paymentMethod)) return row;
    const method = row.paymentMethod;
    const outcome = await repository.onceForEvent(
      method,
      { eventId: `${source}:${row.orderNumber}:${state.payment.id}`, type: source },
      async (tx) => {
        const locked = await repository.lockByNumber(tx, method, row.orderNumber);
        return locked ? applyPaid(tx, locked, state.payment) : { kind: 'unchanged' as const };
      },
    );
    if (!outcome.replayed) await afterPaid(outcome.result);
    return (await repository.find(row.id)) ?? row;
  }

  /** A new checkout for the order (the lease held), saved; undefined when another process is making one. */
  async function newCheckout(row: OrderRow, gateway: PaymentGateway): Promise<OrderRow | undefined> {
    const at = now();
    const leased = await repository.startAttempt(row.id, row.paymentAttempts, at, new Date(at.getTime() + LEASE_MS));
    if (!leased) return undefined;
    try {
      const checkout = await call(gateway, 'checkout', (signal) =>
        gateway.createCheckout(
          {
            orderNumber: leased.orderNumber,
            attempt: leased.paymentAttempts,
            amount: leased.total,
            currency: SHOP.currency,
            customer: { name: leased.customerName, email: leased.customerEmail, mobile: null },
            returnUrl: returnUrl(leased),
            cancelUrl: `${returnUrl(leased)}&payment=cancelled`,
            expiresAt: new Date((leased.payUntil ?? at).getTime() + CHECKOUT_SLACK_MS),
          },
          signal,
        ),
      );
      return (
        (await repository.saveCheckout(leased.id, leased.paymentAttempts, checkout)) ?? (await repository.find(row.id))
      );
    } catch (err) {
      await repository.releaseLease(leased.id);
      throw err;
    }
  }

  /** The lapse of one unpaid order: its checkout closed first (a payment just made wins), then the order cancelled. */
  async function lapse(row: OrderRow) {
    const gateway = gatewayOf(row.paymentMethod);
    try {
      if (gateway && row.paymentCheckout) {
        const checkout = row.paymentCheckout;
        const state = await call(gateway, 'close', (signal) => gateway.close(checkout, signal));
        if (state.state === 'paid') {
          await settle(row, state, 'lapse-check');
          await repository.releaseLease(row.id);
          return;
        }
      }
      const cancelled = await options.orders.cancel(row.id, now(), {
        by: 'shop',
        reason: `Not paid within ${PAYMENT_WINDOW_MINUTES} minutes`,
      });
      await repository.releaseLease(row.id);
      if (!cancelled) return;
      options.onCatalogueChanged();
      const url = orderUrl(cancelled);
      tell(
        cancelled,
        lapsedEmail(cancelled.customerName, cancelled.orderNumber, PAYMENT_WINDOW_MINUTES, url),
        lapsedSms(cancelled.orderNumber, url),
      );
    } catch (err) {
      // The lease runs out and a later check tries again.
      logger.error({ err, order: row.orderNumber }, 'an unpaid order could not be lapsed; the next check retries');
    }
  }

  /** Every unpaid order past its window, then every refund still to ask for; a batch at a time. */
  async function runChecks() {
    for (;;) {
      const lapsed = await repository.claimLapsed(now(), new Date(now().getTime() + LEASE_MS), BATCH);
      for (const row of lapsed) await lapse(row);
      if (lapsed.length < BATCH) break;
    }
    await requestRefunds();
  }

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

    /**
     * After the order is committed: its first checkout. A provider that fails or does not answer in time leaves the
     * order awaiting payment without a page (logged); the shopper gets the order and "Pay now".
     */
    async begin(row: OrderRow): Promise<OrderRow> {
      const gateway = gatewayOf(row.paymentMethod);
      if (!gateway) return row;
      try {
        return (await newCheckout(row, gateway)) ?? row;
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
      const gateway = gatewayOf(row.paymentMethod);
      const open =
        row.status === 'Pending' && row.paymentStatus === 'awaiting_payment' && row.payUntil && row.payUntil > now();
      if (!gateway || !open) throw conflict(ORDER_MESSAGES.notAwaitingPayment);
      try {
        if (row.paymentCheckout && row.paymentUrl) {
          const checkout = row.paymentCheckout;
          const state = await call(gateway, 'inspect', (signal) => gateway.inspect(checkout, signal));
          if (state.state === 'open') return row;
          if (state.state === 'paid') return settle(row, state, 'pay-now-check');
        }
        const made = await newCheckout(row, gateway);
        if (made) return made;
        // Another "Pay now" made the next checkout a moment ago: its page, once it has one.
        const latest = await repository.find(row.id);
        if (latest?.paymentUrl && latest.paymentAttempts > row.paymentAttempts) return latest;
        throw new HttpError(503, ORDER_MESSAGES.paymentUnavailable);
      } catch (err) {
        if (err instanceof HttpError) throw err;
        logger.error({ err, order: row.orderNumber }, 'Pay now could not reach the provider');
        throw new HttpError(503, ORDER_MESSAGES.paymentUnavailable);
      }
    },

    /** Asks the provider about an order still awaiting payment (the shopper is back; the webhook may be late). */
    async refresh(row: OrderRow): Promise<OrderRow> {
      const gateway = gatewayOf(row.paymentMethod);
      if (!gateway || row.paymentStatus !== 'awaiting_payment' || !row.paymentCheckout) return row;
      const checkout = row.paymentCheckout;
      try {
        const state = await call(gateway, 'inspect', (signal) => gateway.inspect(checkout, signal));
        return await settle(row, state, 'return-check');
      } catch (err) {
        logger.warn({ err, order: row.orderNumber }, 'the provider could not be asked about a payment');
        return row;
      }
    },

    /** After a cancellation has committed: the refund of a paid order, or the unpaid checkout closed. */
    async afterCancel(row: OrderRow) {
      if (row.refundStatus === 'pending') return requestRefunds(row.id);
      const gateway = gatewayOf(row.paymentMethod);
      if (!gateway || row.paymentStatus !== 'failed' || !row.paymentCheckout) return;
      const checkout = row.paymentCheckout;
      try {
        // A payment that slipped in before the close arrives by webhook and is refunded (markPaid on a cancelled order).
        const state = await call(gateway, 'close', (signal) => gateway.close(checkout, signal));
        await settle(row, state, 'cancel-check');
      } catch (err) {
        logger.warn({ err, order: row.orderNumber }, 'the cancelled order’s checkout could not be closed');
      }
    },

    /**
     * A webhook delivery: the signature checked on the raw body (`InvalidSignature` otherwise), then the event
     * applied once. Answers whether it was a replay.
     */
    async webhook(method: 'stripe' | 'razorpay', body: Buffer, headers: Record<string, string | string[] | undefined>) {
      const gateway = gateways[method];
      if (!gateway) throw new HttpError(404, 'This payment provider is not configured.');
      const event: GatewayEvent = gateway.readWebhook(body, headers);
      const outcome = await repository.onceForEvent(method, event, async (tx) => {
        switch (event.kind) {
          case 'paid': {
            const row = await repository.lockByNumber(tx, method, event.orderNumber);
            if (!row) {
              logger.error(
                { event: event.eventId, order: event.orderNumber },
                'a payment arrived for an unknown order',
              );
              return undefined;
            }
            return applyPaid(tx, row, event.payment);
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
            return updated?.refundStatus === 'succeeded' && row.refundStatus !== 'succeeded'
              ? { kind: 'refunded' as const, row: updated }
              : undefined;
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
      if (result.kind === 'refunded') refunded(result.row);
      else await afterPaid(result);
      return { replayed: false };
    },

    runChecks,

    /** Runs the checks every `checkIntervalMs` in this process (the statements are safe from several at once). */
    start() {
      const interval = options.checkIntervalMs ?? 60_000;
      if (interval <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = runChecks()
          .catch((err: unknown) => logger.error({ err }, 'payment checks failed; the next run tries again'))
          .finally(() => {
            running = undefined;
          });
      }, interval);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
