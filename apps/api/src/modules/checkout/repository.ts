/**
 * SQL of placing an order (the checkout's transaction, which crosses the customer, the cart, the coupon, the stock
 * and the order): one customer's orders take turns on the customer's row lock, each line takes its stock with one
 * conditional update, and the coupon's row stays locked until the order commits.
 */
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
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
  products,
  productVariants,
  users,
} from '../../db/schema';
import { selectCartLines } from '../cart/repository';
import { offeredInSeveralMetals } from '../catalog/variants';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

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
        .values(
          items.map((item) => ({
            ...item,
            orderId: row.id,
            // The stones' facts and the hallmark as they are now: the invoice keeps them, whatever changes later.
            stones: sql`coalesce((select ${products.stones} from ${products} where ${products.id} = ${item.productId}), '[]'::jsonb)`,
            huid: sql`(select ${productVariants.huid} from ${productVariants} where ${productVariants.id} = ${item.variantId})`,
          })),
        )
        .returning();
      await tx.insert(orderEvents).values({ orderId: row.id, kind: 'placed', at: row.createdAt });
      return { order: row, items: lines.sort((a, b) => a.position - b.position) };
    },

    /**
     * Takes `quantity` of a stocked variant from stock: one update that succeeds only while enough are left and its
     * piece is on sale, so concurrent orders (in any process) can never take more than there is. When nothing was taken, the
     * variant is looked at again: made to order (its own lead time or its piece's; never short) → taken; otherwise
     * the count left and whether it is still on sale, for the refusal.
     */
    async takeStock(line: {
      variantId: number;
      quantity: number;
    }): Promise<{ taken: true } | { taken: false; left: number; onSale: boolean; severalMetals: boolean }> {
      const [taken] = await tx
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} - ${line.quantity}` })
        .where(
          and(
            eq(productVariants.id, line.variantId),
            gte(productVariants.quantity, line.quantity),
            isNull(productVariants.madeToOrderDays),
            sql`exists (select 1 from ${products} where ${products.id} = ${productVariants.productId}
              and ${products.status} = 'published' and ${products.madeToOrderDays} is null)`,
          ),
        )
        .returning({ left: productVariants.quantity });
      if (taken) return { taken: true };
      const [variant] = await tx
        .select({
          status: products.status,
          madeToOrderDays: sql<
            number | null
          >`coalesce(${productVariants.madeToOrderDays}, ${products.madeToOrderDays})`,
          left: productVariants.quantity,
          severalMetals: offeredInSeveralMetals,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.id, line.variantId));
      const onSale = variant?.status === 'published';
      if (onSale && variant?.madeToOrderDays != null) return { taken: true };
      return { taken: false, left: variant?.left ?? 0, onSale, severalMetals: variant?.severalMetals ?? false };
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

export function createCheckoutRepository(db: Db) {
  return {
    /** Runs `work` in one transaction over the statements of placing an order (and the transaction itself). */
    place<T>(work: (writer: OrderWriter, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderWriter(tx), tx));
    },

    /** Runs `work` in a transaction of its own. */
    inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The customer's order placed with `key`, if any. */
    findByKey: (userId: number, key: string) => findByKey(db, userId, key),
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
