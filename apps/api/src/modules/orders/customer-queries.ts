/**
 * SQL of a customer's orders (placing them is the checkout's, modules/checkout/repository.ts): reads are single
 * statements, and a cancellation returns the stock in the transaction that cancels.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { OrderEventRow, OrderItemRow, OrderRow } from '../../db/schema';
import { orderEvents, orderItems, orders, productVariants, users } from '../../db/schema';

/** Who cancels: the customer (within the window), a staff member with a reason, or the shop (not paid in time). */
export type Cancellation =
  | { by: 'customer' }
  | { by: 'staff'; staffId: string; reason: string }
  | { by: 'shop'; reason: string };
/** Where a page of the order list starts: after this order (the previous page's last), newest first. */
export type OrderListPosition = { createdAt: string; id: number };

/** An order's first line (position 0), joined beside the order in the list. */
const firstItem = alias(orderItems, 'first_item');

/**
 * Puts a cancelled order's pieces back in stock, in the caller's transaction (every cancellation, the customer's or
 * the staff's, goes through here): each line's variant gets its quantity back, except variants made to order (their
 * own lead time or their piece's), which never took any. Rows are updated in variant order, as orders take them, so
 * the two never deadlock; a line whose variant has since been deleted has nothing to return to.
 */
export async function returnStock(tx: Db, orderId: number) {
  await tx.execute(sql`
    update ${productVariants} set quantity = ${productVariants}.quantity + ordered.quantity
    from (
      select variant_id, sum(quantity)::int as quantity
      from ${orderItems} where ${orderItems.orderId} = ${orderId} and variant_id is not null
      group by variant_id
      order by variant_id
    ) as ordered
    where ${productVariants.id} = ordered.variant_id and ${productVariants.madeToOrderDays} is null
      and not exists (select 1 from products p where p.id = ${productVariants.productId}
        and p.made_to_order_days is not null)`);
}

/** The statements of a customer's orders, and the one cancellation every order goes through. */
export function customerOrderQueries(db: Db) {
  return {
    async findByNumber(userId: number, orderNumber: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
        .limit(1);
      return row;
    },

    async findById(orderId: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    /** The timelines of several orders (a page of the list), oldest step first. */
    eventsOf(orderIds: number[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderEvents)
        .where(sql`${orderEvents.orderId} = any(${sql.param(orderIds)}::int[])`)
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /** The order's timeline, oldest step first. */
    events(orderId: number): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    items(orderId: number): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
    },

    /**
     * Up to `limit` of the customer's orders, newest first (keyset on created_at, id), starting after `after`; each
     * with its first line's name, its number of lines, and its position for the next page (created_at to the
     * microsecond, in UTC).
     */
    list(userId: number, page: { after: OrderListPosition | null; limit: number }) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          createdAt: orders.createdAt,
          position: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          total: orders.total,
          currency: orders.currency,
          displayCurrency: orders.displayCurrency,
          displayRateMicros: orders.displayRateMicros,
          paymentStatus: orders.paymentStatus,
          firstItemName: firstItem.name,
          lineCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`,
        })
        .from(orders)
        .innerJoin(firstItem, and(eq(firstItem.orderId, orders.id), eq(firstItem.position, 0)))
        .where(
          and(
            eq(orders.userId, userId),
            page.after
              ? sql`(${orders.createdAt}, ${orders.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit);
    },

    /** The buyer's mobile number (an SMS to an account without an e-mail address), and whether a guest. */
    async contactOf(userId: number): Promise<{ mobile: string | null; guest: boolean }> {
      const [row] = await db
        .select({ mobile: users.mobile, guest: users.guest })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return { mobile: row?.mobile ?? null, guest: row?.guest ?? false };
    },

    /**
     * Cancels a Pending order that has not shipped, for the customer, for staff or for the shop, and returns its
     * pieces to stock, in one transaction with its timeline step; `alsoInTransaction` adds the caller's writes (the
     * staff's audit row) to the same transaction. The payment follows in the same update: a paid order is due a full
     * refund (requested once committed, PaymentService.afterCancel), an unpaid online one is `failed`. The rule is
     * the update's own condition, so of two parallel calls (or a cancel and a ship) only one wins. Undefined when
     * the order is no longer Pending and unshipped.
     */
    async cancel(
      orderId: number,
      at: Date,
      cancellation: Cancellation = { by: 'customer' },
      alsoInTransaction?: (tx: Db, row: OrderRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const staffId = cancellation.by === 'staff' ? cancellation.staffId : null;
        const reason = cancellation.by === 'customer' ? null : cancellation.reason;
        const paid = sql`${orders.paymentStatus} = 'paid'`;
        const [row] = await tx
          .update(orders)
          .set({
            status: 'Cancelled',
            cancelledAt: at,
            cancelledBy: cancellation.by,
            cancelledByStaff: staffId,
            cancelReason: reason,
            paymentStatus: sql`case when ${orders.paymentStatus} = 'awaiting_payment' then 'failed' else ${orders.paymentStatus} end`,
            paymentUrl: null,
            refundStatus: sql`case when ${paid} then 'pending' else ${orders.refundStatus} end`,
            refundAmount: sql`case when ${paid} then ${orders.total} else ${orders.refundAmount} end`,
            refundRequestedAt: sql`case when ${paid} then ${at}::timestamptz else ${orders.refundRequestedAt} end`,
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), isNull(orders.shippedAt)))
          .returning();
        if (!row) return undefined;
        await returnStock(tx, orderId);
        await tx
          .insert(orderEvents)
          .values({ orderId, kind: 'cancelled', at, staffId, details: { by: cancellation.by, reason } });
        await alsoInTransaction?.(tx, row);
        return row;
      });
    },
  };
}
