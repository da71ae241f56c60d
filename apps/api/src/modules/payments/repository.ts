/**
 * SQL of online payments. Every change is one conditional update (or a short transaction that locks the order's
 * row), so two processes, a webhook and the expiry job, or a replayed event can never apply a step twice: a step's
 * own condition (the state it moves from) is in its WHERE. Talking to a provider happens outside any transaction,
 * under a lease (`payment_lease_until`) claimed and released by single updates.
 */
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { AlsoInTransaction, Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { orders, paymentEvents, shopSettings } from '../../db/schema';
import type { RefundState, TakenPayment } from './gateway';

type OnlineMethod = 'stripe' | 'razorpay';

/** The lease is free: never taken, or taken by a process that has since given up (or died). */
const leaseFree = (at: Date) => or(isNull(orders.paymentLeaseUntil), lt(orders.paymentLeaseUntil, at));

export function createPaymentRepository(db: Db) {
  return {
    /** Sets the owner's pay-on-delivery limit (the settings row is made on the first change), audited. */
    async setPayOnDeliveryMax(
      max: number,
      before: number,
      actor: { staffId: string; requestId?: string | undefined },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(shopSettings)
          .values({ id: 1, payOnDeliveryMax: max, updatedBy: actor.staffId })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { payOnDeliveryMax: max, updatedAt: new Date(), updatedBy: actor.staffId },
          });
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'settings.payments_update',
          entity: 'settings',
          entityId: 'payments',
          before: { pay_on_delivery_max: before },
          after: { pay_on_delivery_max: max },
          requestId: actor.requestId ?? null,
        });
      });
    },

    async find(orderId: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    /** The owner's limit on orders paid on delivery (cents), or null while they have not set one. */
    async payOnDeliveryMax(): Promise<number | null> {
      const [row] = await db.select({ max: shopSettings.payOnDeliveryMax }).from(shopSettings).limit(1);
      return row?.max ?? null;
    },

    /**
     * Takes the next checkout attempt of an order awaiting payment, after attempt `seen` (the one the caller found
     * closed): its number goes up by one and the lease is held until `leaseUntil`. Undefined when the order is not
     * awaiting payment, its window has passed, another process holds the lease, or another caller has already made
     * the attempt after `seen` (parallel "Pay now"s make one checkout). `seenCheckout` is the checkout the caller
     * found closed: a caller that read the order while another held the lease (the attempt already counted, the old
     * checkout still on it) finds the new checkout saved since, and makes none.
     */
    async startAttempt(
      orderId: number,
      seen: { attempts: number; checkout: string | null },
      at: Date,
      leaseUntil: Date,
    ) {
      const [row] = await db
        .update(orders)
        .set({ paymentAttempts: sql`${orders.paymentAttempts} + 1`, paymentLeaseUntil: leaseUntil })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.paymentAttempts, seen.attempts),
            seen.checkout === null ? isNull(orders.paymentCheckout) : eq(orders.paymentCheckout, seen.checkout),
            eq(orders.status, 'Pending'),
            eq(orders.paymentStatus, 'awaiting_payment'),
            sql`${orders.payUntil} > ${at}`,
            leaseFree(at),
          ),
        )
        .returning();
      return row;
    },

    /** Saves the attempt's checkout and releases the lease, unless the payment has moved on meanwhile. */
    async saveCheckout(orderId: number, attempt: number, checkout: { checkout: string; url: string }) {
      const [row] = await db
        .update(orders)
        .set({ paymentCheckout: checkout.checkout, paymentUrl: checkout.url, paymentLeaseUntil: null })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.paymentAttempts, attempt),
            eq(orders.paymentStatus, 'awaiting_payment'),
          ),
        )
        .returning();
      return row;
    },

    async releaseLease(orderId: number) {
      await db.update(orders).set({ paymentLeaseUntil: null }).where(eq(orders.id, orderId));
    },

    /** The checkout can take no more payments (expired or cancelled at the provider): "Pay now" makes a new one. */
    async forgetCheckout(tx: Db, orderNumber: string, checkout: string) {
      await tx
        .update(orders)
        .set({ paymentUrl: null })
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.paymentCheckout, checkout)));
    },

    /**
     * Up to `limit` orders whose payment window has passed, each leased to this process until `leaseUntil`
     * (`skip locked`: several processes share the work without waiting on each other). Flagged orders wait for staff.
     */
    claimLapsed(at: Date, leaseUntil: Date, limit: number): Promise<OrderRow[]> {
      return db
        .update(orders)
        .set({ paymentLeaseUntil: leaseUntil })
        .where(
          sql`${orders.id} in (
            select id from ${orders}
            where payment_status = 'awaiting_payment' and pay_until <= ${at} and payment_flag is null
              and (payment_lease_until is null or payment_lease_until < ${at})
            order by pay_until limit ${limit} for update skip locked)`,
        )
        .returning();
    },

    /** Up to `limit` refunds asked for but not accepted by the provider yet, each leased to this process. */
    claimRefunds(at: Date, leaseUntil: Date, limit: number, orderId?: number): Promise<OrderRow[]> {
      return db
        .update(orders)
        .set({ paymentLeaseUntil: leaseUntil })
        .where(
          sql`${orders.id} in (
            select id from ${orders}
            where refund_status = 'pending' and refund_reference is null
              and (payment_lease_until is null or payment_lease_until < ${at})
              ${orderId === undefined ? sql`` : sql`and id = ${orderId}`}
            order by refund_requested_at limit ${limit} for update skip locked)`,
        )
        .returning();
    },

    /** What the provider answered to the refund request; the lease is released. */
    async saveRefund(
      orderId: number,
      refund: { reference: string; status: RefundState },
      at: Date,
      also: AlsoInTransaction<OrderRow | undefined>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            refundReference: refund.reference,
            paymentLeaseUntil: null,
            ...refundOutcome(refund.status, at),
          })
          .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'pending')))
          .returning();
        await also(tx, row);
        return row;
      });
    },

    /**
     * Runs `apply` for a webhook event once: the event's id is recorded in the same transaction, so a replay (the
     * same id again) changes nothing and answers `replayed`, and an event whose processing failed is not recorded.
     */
    async onceForEvent<T>(
      provider: OnlineMethod,
      event: { eventId: string; type: string },
      apply: (tx: Db) => Promise<T>,
    ): Promise<{ replayed: true } | { replayed: false; result: T }> {
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ provider, eventId: event.eventId, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (!fresh) return { replayed: true as const };
        return { replayed: false as const, result: await apply(tx) };
      });
    },

    /** The order of this provider with this order id, locked for the rest of the transaction. */
    lockByNumber: (tx: Db, method: OnlineMethod, orderNumber: string) =>
      lockOrder(tx, method, eq(orders.orderNumber, orderNumber)),

    /** The order this provider's payment paid, locked for the rest of the transaction. */
    lockByPayment: (tx: Db, method: OnlineMethod, paymentId: string) =>
      lockOrder(tx, method, eq(orders.paymentReference, paymentId)),

    /**
     * A payment for an order awaiting it. A Pending order becomes paid; a cancelled one (the shopper paid after the
     * window or their own cancellation) is paid and at once due a full refund, with a flag saying why.
     */
    async markPaid(tx: Db, row: OrderRow, payment: TakenPayment, at: Date) {
      const cancelled = row.status === 'Cancelled';
      const [paid] = await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          paymentReference: payment.id,
          paidAt: at,
          paymentUrl: null,
          ...(cancelled
            ? {
                refundStatus: 'pending' as const,
                refundAmount: payment.amount,
                refundRequestedAt: at,
                paymentFlag: `Paid (${payment.id}) after the order was cancelled; refunded in full automatically.`,
              }
            : {}),
        })
        .where(and(eq(orders.id, row.id), sql`${orders.paymentStatus} in ('awaiting_payment', 'failed')`))
        .returning();
      return paid;
    },

    async flag(tx: Db, orderId: number, flag: string) {
      const [row] = await tx.update(orders).set({ paymentFlag: flag }).where(eq(orders.id, orderId)).returning();
      return row;
    },

    /** The provider's word on the order's refund. A refund only moves forward: a late "pending" changes nothing. */
    async refundReported(tx: Db, row: OrderRow, refund: { reference: string; status: RefundState }, at: Date) {
      const [updated] = await tx
        .update(orders)
        .set({ refundReference: refund.reference, ...refundOutcome(refund.status, at) })
        .where(
          and(
            eq(orders.id, row.id),
            refund.status === 'pending'
              ? and(eq(orders.refundStatus, 'pending'), isNull(orders.refundReference))
              : sql`${orders.refundStatus} in ('pending', 'failed')`,
          ),
        )
        .returning();
      return updated;
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

async function lockOrder(tx: Db, method: OnlineMethod, which: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.paymentMethod, method), which))
    .for('update')
    .limit(1);
  return row;
}

/** The columns a refund's state sets: succeeded makes the payment refunded; failed flags the order for staff. */
function refundOutcome(status: RefundState, at: Date) {
  if (status === 'succeeded') {
    return { refundStatus: 'succeeded' as const, paymentStatus: 'refunded' as const, refundedAt: at };
  }
  if (status === 'failed') {
    return {
      refundStatus: 'failed' as const,
      paymentFlag: 'The refund failed at the provider: refund the customer from the provider’s dashboard.',
    };
  }
  return {};
}
