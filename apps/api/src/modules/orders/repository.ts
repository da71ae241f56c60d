/**
 * SQL of orders. Placing one runs in a transaction over `OrderWriter` (one customer's orders take turns); reads and
 * the cancellation are single statements.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { addresses, cartItems, carts, coupons, orderItems, orders, products, users } from '../../db/schema';
import { selectCartLines } from '../cart/repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
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
        .select({ name: users.name, email: users.email, mobile: users.mobile, address: addresses, coupon: coupons })
        .from(users)
        .leftJoin(addresses, and(eq(addresses.id, addressId), eq(addresses.userId, users.id)))
        .leftJoin(carts, eq(carts.userId, users.id))
        .leftJoin(coupons, eq(coupons.id, carts.couponId))
        .where(eq(users.id, userId))
        .for('no key update', { of: users });
      return row;
    },

    findByKey: (userId: number, key: string) => findByKey(tx, userId, key),

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
      return { order: row, items: lines.sort((a, b) => a.position - b.position) };
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

    /**
     * Saves what the payment provider's start answered, unless the order's payment has moved on from the state it
     * was written with (a webhook was quicker); undefined then.
     */
    async recordPaymentStart(
      orderId: number,
      from: OrderRow['paymentStatus'],
      started: { status: OrderRow['paymentStatus']; reference: string | null },
    ) {
      const [row] = await db
        .update(orders)
        .set({ paymentStatus: started.status, paymentReference: started.reference })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, from), isNull(orders.paymentReference)))
        .returning();
      return row;
    },

    /** Cancels a Pending order that has not shipped; undefined when it is no longer either. */
    async cancel(orderId: number, at: Date) {
      const [row] = await db
        .update(orders)
        .set({ status: 'Cancelled', cancelledAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), isNull(orders.shippedAt)))
        .returning();
      return row;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
