/**
 * A payment the provider reports (its webhook, or its answer when asked on the shopper's return, on "Pay now" or at
 * the window's end), applied once under the order's row lock: an amount or currency that does not match, or a second
 * payment, is flagged for the staff instead; once committed, the paid order is confirmed, or refunded when it was
 * cancelled meanwhile. Also the provider's hosted checkout, made under the order's payment lease.
 */

import { formatCents } from '@lumen/contract/money';
import { isOnlineMethod } from '@lumen/contract/orders';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { PaymentContext } from './context';
import type { CheckoutState, PaymentGateway } from './gateway';
import type { Refunds } from './refunds';

/** A provider's checkout stays open a little past the window; the expiry check closes it at the window's end. */
const CHECKOUT_SLACK_MS = 5 * 60_000;

export function settlement(context: PaymentContext, refunds: Refunds) {
  const { repository, logger, now } = context;

  async function applyPaid(tx: Db, row: OrderRow, payment: { id: string; amount: number; currency: string }) {
    if (payment.amount !== row.total || payment.currency !== row.currency) {
      await repository.flag(
        tx,
        row.id,
        `Payment ${payment.id} was ${formatCents(payment.amount)} ${payment.currency}, the order is ${formatCents(row.total)} ${row.currency}: not marked paid. Check it at the provider before shipping.`,
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
    if (!paid) return { kind: 'unchanged' as const };
    if (paid.status !== 'Cancelled') for (const listener of context.paidListeners) await listener(tx, paid);
    return { kind: 'paid' as const, row: paid };
  }

  /** After a payment was applied (outside its transaction): the refund of an order cancelled before it was paid. */
  async function afterPaid(outcome: Awaited<ReturnType<typeof applyPaid>>) {
    if (outcome.kind === 'paid' && outcome.row.status === 'Cancelled') await refunds.request(outcome.row.id);
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
    const leased = await repository.startAttempt(
      row.id,
      { attempts: row.paymentAttempts, checkout: row.paymentCheckout },
      at,
      context.leaseUntil(),
    );
    if (!leased) return undefined;
    try {
      const returnUrl = context.returnUrl(leased);
      const checkout = await context.call(gateway, 'checkout', (signal) =>
        gateway.createCheckout(
          {
            orderNumber: leased.orderNumber,
            attempt: leased.paymentAttempts,
            amount: leased.total,
            currency: row.currency,
            customer: { name: leased.customerName, email: leased.customerEmail, mobile: null },
            returnUrl,
            cancelUrl: `${returnUrl}&payment=cancelled`,
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

  return { applyPaid, afterPaid, settle, newCheckout };
}

export type Settlement = ReturnType<typeof settlement>;
