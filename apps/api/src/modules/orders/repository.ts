/**
 * SQL of orders. Placing one runs in a transaction over `OrderWriter` (one customer's orders take turns, and each line
 * takes its stock with one conditional update); reads are single statements, and a cancellation returns the stock in
 * the transaction that cancels.
 */
import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  addresses,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderEvents,
  orderItems,
  orders,
  productStock,
  products,
  users,
} from '../../db/schema';
import { selectCartLines } from '../cart/repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
/** Who cancels: the customer (within the window), a staff member with a reason, or the shop (not paid in time). */
export type Cancellation =
  | { by: 'customer' }
  | { by: 'staff'; staffId: string; reason: string }
  | { by: 'shop'; reason: string };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
/** Where a page of the order list starts: after this order (the previous page's last), newest first. */
export type OrderListPosition = { createdAt: string; id: number };

/** An order's first line (position 0), joined beside the order in the list. */
const firstItem = alias(orderItems, 'first_item');
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The statements of placing an order, bound to one transaction. */
function orderWriter(tx: Db) {
  return {
    /**
     * Locks the customer's row until the transaction ends, so two requests placing an order for one customer take
     * turns (`no key update` still lets cart and address inserts, foreign-key checks, through), and reads in the same
     * statement the customer's name, e-mail and mobile, the chosen address if it is theirs, and the cart's coupon.
     */
    async lockCustomer(userId: number, addressId: number) {
      const [row] = await tx
        .select({
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          guest: users.guest,
          address: addresses,
          coupon: coupons,
        })
        .from(users)
        .leftJoin(addresses, and(eq(addresses.id, addressId), eq(addresses.userId, users.id)))
        .leftJoin(carts, eq(carts.userId, users.id))
        .leftJoin(coupons, eq(coupons.id, carts.couponId))
        .where(eq(users.id, userId))
        .for('no key update', { of: users });
      return row;
    },

    findByKey: (userId: number, key: string) => findByKey(tx, userId, key),

    /**
     * Locks the coupon's row until the transaction ends, so orders using one coupon take turns over its limits, and
     * answers it with how many orders this customer has already placed with it (read after the lock, so a turn sees
     * every earlier turn's redemption).
     */
    async lockCoupon(couponId: number, userId: number) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!coupon) return undefined;
      const [row] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return { coupon, customerUses: row?.n ?? 0 };
    },

    /** Counts one use of the coupon (locked by `lockCoupon`) and records which customer and order used it. */
    async redeemCoupon(couponId: number, userId: number, orderId: number) {
      await tx
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(eq(coupons.id, couponId));
      await tx.insert(couponRedemptions).values({ couponId, userId, orderId });
    },

    /** The cart's lines (not the saved list) with current prices, locked until the order is written. */
    cartLines: (userId: number) => selectCartLines(tx, userId, { forOrder: true }),

    async nextOrderNumber(): Promise<number> {
      const [row] = rowsOf<{ n: string | number }>(await tx.execute(sql`select nextval('order_number_seq') as n`));
      return Number(row?.n);
    },

    async insert(order: NewOrder, items: NewOrderItem[]) {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      const lines = await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: row.id })))
        .returning();
      await tx.insert(orderEvents).values({ orderId: row.id, kind: 'placed', at: row.createdAt });
      return { order: row, items: lines.sort((a, b) => a.position - b.position) };
    },

    /**
     * Takes `quantity` of a piece and size ('' without sizes) from stock: one update that succeeds only while enough
     * are left, so concurrent orders (in any process) can never take more than there is. When nothing was taken, the
     * piece is looked at again: made to order (never short) → taken; otherwise the count left and whether it is still
     * on sale, for the refusal.
     */
    async takeStock(line: {
      productId: number;
      size: string;
      quantity: number;
    }): Promise<{ taken: true } | { taken: false; left: number; onSale: boolean }> {
      const [taken] = await tx
        .update(productStock)
        .set({ quantity: sql`${productStock.quantity} - ${line.quantity}` })
        .where(
          and(
            eq(productStock.productId, line.productId),
            eq(productStock.size, line.size),
            gte(productStock.quantity, line.quantity),
            sql`exists (select 1 from ${products} where ${products.id} = ${line.productId} and ${products.status} = 'published')`,
          ),
        )
        .returning({ left: productStock.quantity });
      if (taken) return { taken: true };
      const [piece] = await tx
        .select({ status: products.status, madeToOrderDays: products.madeToOrderDays, left: productStock.quantity })
        .from(products)
        .leftJoin(productStock, and(eq(productStock.productId, products.id), eq(productStock.size, line.size)))
        .where(eq(products.id, line.productId));
      const onSale = piece?.status === 'published';
      if (onSale && piece?.madeToOrderDays != null) return { taken: true };
      return { taken: false, left: piece?.left ?? 0, onSale };
    },

    /** Empties the cart of the ordered lines and drops its coupon, in one statement; the saved-for-later list stays. */
    async emptyCart(userId: number, lineIds: number[]) {
      await tx.execute(sql`
        with ordered as (
          delete from ${cartItems}
          where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${sql.param(lineIds)}::int[])
        )
        update ${carts} set coupon_id = null, updated_at = now() where ${carts.userId} = ${userId}`);
    },

    /**
     * Adds sold quantities to the products' best-seller scores in one statement. The rows are locked in product order
     * first (the sub-select), so concurrent orders of the same pieces queue up instead of deadlocking.
     */
    async addBestSellerScores(sold: { productId: number; quantity: number }[]) {
      const ids = sold.map((line) => line.productId);
      const quantities = sold.map((line) => line.quantity);
      await tx.execute(sql`
        update ${products} set best_seller_score = ${products}.best_seller_score + sold.quantity
        from (
          select product_id, sum(quantity)::int as quantity
          from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[]) as line(product_id, quantity)
          group by product_id
        ) as sold
        where ${products.id} = sold.product_id
          and ${products.id} in (
            select id from ${products} where id = any(${sql.param(ids)}::int[]) order by id for no key update
          )`);
    },
  };
}
export type OrderWriter = ReturnType<typeof orderWriter>;

async function findByKey(executor: Db, userId: number, key: string) {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Puts a cancelled order's pieces back in stock, in the caller's transaction (every cancellation, the customer's or
 * the staff's, goes through here). Pieces made to order have no stock rows and are skipped by the join; rows are
 * updated in (product, size) order, as orders take them, so the two never deadlock.
 */
export async function returnStock(tx: Db, orderId: number) {
  await tx.execute(sql`
    update ${productStock} set quantity = ${productStock}.quantity + ordered.quantity
    from (
      select product_id, coalesce(size, '') as size, sum(quantity)::int as quantity
      from ${orderItems} where ${orderItems.orderId} = ${orderId} and product_id is not null
      group by product_id, coalesce(size, '')
      order by product_id, coalesce(size, '')
    ) as ordered
    where ${productStock.productId} = ordered.product_id and ${productStock.size} = ordered.size`);
}

export function createOrderRepository(db: Db) {
  return {
    /** Runs `work` in one transaction over the statements of placing an order. */
    place<T>(work: (writer: OrderWriter) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderWriter(tx)));
    },

    findByKey: (userId: number, key: string) => findByKey(db, userId, key),

    async findByNumber(userId: number, orderNumber: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
        .limit(1);
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
export type OrderRepository = ReturnType<typeof createOrderRepository>;
