/**
 * SQL of placing an order (the checkout's transaction, which crosses the customer, the cart, the coupon, the stock
 * and the order): one customer's orders take turns on the customer's row lock, the lines take their stock in one
 * conditional update, and the coupon's row stays locked until the order commits.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
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
import { currencyRateInForce } from '../pricing/currency-repository';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
/** A stocked line that could not be taken: how many are left, and whether its piece is still on sale. */
export type Shortfall = { variantId: number; left: number; onSale: boolean; severalMetals: boolean };

/** `(id, quantity)` rows from two parallel arrays, one per id with its quantities summed, for `update … from`. */
const summedPerId = (ids: number[], quantities: number[]) => sql`(
  select id, sum(quantity)::int as quantity
  from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[]) as line(id, quantity)
  group by id
)`;

/**
 * The ids of `table`'s rows among `ids`, locked in id order (a sub-select for `… and id in (…)`): every transaction
 * takes these rows' locks in the same order, so two orders of the same pieces queue up instead of deadlocking.
 */
const lockedInIdOrder = (table: typeof products | typeof productVariants, ids: number[]) =>
  sql`(select id from ${table} where id = any(${sql.param(ids)}::int[]) order by id for no key update)`;

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

    /**
     * The order placed with this key, read in a statement of its own after `lockCustomer`: a statement that waited
     * for the lock sees only rows committed before it began, so a join there would miss the order whose transaction
     * held the lock.
     */
    findByKey: (userId: number, key: string) => findByKey(tx, userId, key),

    /** The rate in force of a currency the shopper saw prices in (millionths), or null. */
    currencyRate: (currency: string) => currencyRateInForce(tx, currency),

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
    cartLines: (userId: number, now: Date) => selectCartLines(tx, userId, { now, forOrder: true }),

    /**
     * Writes the order and its lines. Its number is `numberPrefix` and the next number of the sequence, zero-padded
     * to six digits (more when it grows past them), taken in the insert itself.
     */
    async insert(order: Omit<NewOrder, 'orderNumber'>, numberPrefix: string, items: NewOrderItem[]) {
      const orderNumber = sql<string>`(select ${numberPrefix} || lpad(n::text, greatest(6, length(n::text)), '0')
        from nextval('order_number_seq') as n)`;
      const [row] = await tx
        .insert(orders)
        .values({ ...order, orderNumber })
        .returning();
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
      return { order: row, items: lines.sort((a, b) => a.position - b.position) };
    },

    /**
     * Takes every line's quantity of its stocked variant from stock in one update, which takes a variant only while
     * enough are left and its piece is on sale, so concurrent orders (in any process) can never take more than there
     * is. The variants are locked in id order first (`lockedInIdOrder`). The variants not taken are looked at again: made to order (its own lead time or its
     * piece's; never short) → fine; otherwise they are answered, with the count left and whether still on sale.
     */
    async takeStock(lines: { variantId: number; quantity: number }[]): Promise<Shortfall[]> {
      const ids = lines.map((line) => line.variantId);
      const quantities = lines.map((line) => line.quantity);
      const taken = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update ${productVariants} set quantity = ${productVariants}.quantity - wanted.quantity
          from ${summedPerId(ids, quantities)} as wanted
          where ${productVariants.id} = wanted.id
            and ${productVariants}.quantity >= wanted.quantity
            and ${productVariants}.made_to_order_days is null
            and exists (select 1 from ${products} where ${products.id} = ${productVariants.productId}
              and ${products.status} = 'published' and ${products.madeToOrderDays} is null)
            and ${productVariants.id} in ${lockedInIdOrder(productVariants, ids)}
          returning ${productVariants.id} as id`),
      );
      const takenIds = new Set(taken.map((row) => Number(row.id)));
      const untaken = [...new Set(ids.filter((id) => !takenIds.has(id)))];
      if (untaken.length === 0) return [];
      const variants = await tx
        .select({
          variantId: productVariants.id,
          status: products.status,
          madeToOrderDays: sql<
            number | null
          >`coalesce(${productVariants.madeToOrderDays}, ${products.madeToOrderDays})`,
          left: productVariants.quantity,
          severalMetals: offeredInSeveralMetals,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, untaken));
      return untaken.flatMap((variantId) => {
        const variant = variants.find((row) => row.variantId === variantId);
        const onSale = variant?.status === 'published';
        if (onSale && variant?.madeToOrderDays != null) return [];
        return [{ variantId, left: variant?.left ?? 0, onSale, severalMetals: variant?.severalMetals ?? false }];
      });
    },

    /**
     * The placed order's bookkeeping, in one statement: its 'placed' event; the cart emptied of the ordered lines and
     * its coupon dropped (the saved-for-later list stays); the sold quantities added to the products' best-seller
     * scores, their rows locked in id order first (`lockedInIdOrder`).
     */
    async finish(
      order: { id: number; userId: number; at: Date },
      lineIds: number[],
      sold: { productId: number; quantity: number }[],
    ) {
      const ids = sold.map((line) => line.productId);
      const quantities = sold.map((line) => line.quantity);
      await tx.execute(sql`
        with placed as (
          insert into ${orderEvents} (order_id, kind, at) values (${order.id}, 'placed', ${order.at})
        ), ordered as (
          delete from ${cartItems}
          where ${cartItems.userId} = ${order.userId} and ${cartItems.id} = any(${sql.param(lineIds)}::int[])
        ), uncouponed as (
          update ${carts} set coupon_id = null, updated_at = now() where ${carts.userId} = ${order.userId}
        )
        update ${products} set best_seller_score = ${products}.best_seller_score + sold.quantity
        from ${summedPerId(ids, quantities)} as sold
        where ${products.id} = sold.id and ${products.id} in ${lockedInIdOrder(products, ids)}`);
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
