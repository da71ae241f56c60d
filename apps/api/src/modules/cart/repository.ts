/**
 * SQL of carts: lines joined with the catalogue's current prices, and the applied coupon. One line per customer,
 * product and size is a unique index, so adding a piece again is one upsert.
 */
import type { ProductImage } from '@lumen/contract/catalog';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, coupons, productStock, products } from '../../db/schema';
import type { CouponRow } from '../coupons/repository';

/** One size for pieces without sizes: the unique index needs a value, and NULLs never collide. */
export const ONE_SIZE = '';

export type CartLineRow = {
  id: number;
  productId: number;
  slug: string;
  name: string;
  description: string;
  image: ProductImage;
  category: string;
  price: number;
  size: string;
  quantity: number;
  savedForLater: boolean;
};

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  slug: products.slug,
  name: products.name,
  description: products.description,
  image: sql<ProductImage>`${products.images}->0`,
  category: products.category,
  price: products.price,
  size: cartItems.size,
  quantity: cartItems.quantity,
  savedForLater: cartItems.savedForLater,
};

type NewLine = { productId: number; size: string; quantity: number };

/**
 * A customer's lines with the catalogue's current prices, oldest first: the cart and saved list together, or only
 * the cart's lines locked against change (`forOrder`: an order being placed from them).
 */
export function selectCartLines(executor: Db, userId: number, options: { forOrder?: boolean } = {}) {
  const query = executor
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      options.forOrder
        ? and(eq(cartItems.userId, userId), eq(cartItems.savedForLater, false))
        : eq(cartItems.userId, userId),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return options.forOrder ? query.for('update', { of: cartItems }) : query;
}

/** Adds a line, or adds to its quantity (bringing a saved line back to the cart); null when above `max`. */
async function addLine(executor: Db, userId: number, line: NewLine, max: number, atMost: 'refuse' | 'cap') {
  const sum = sql`${cartItems.quantity} + excluded.quantity`;
  const [row] = await executor
    .insert(cartItems)
    .values({ userId, ...line })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.size],
      set: { quantity: atMost === 'cap' ? sql`least(${sum}, ${max})` : sum, savedForLater: false },
      ...(atMost === 'refuse' ? { setWhere: sql`${sum} <= ${max}` } : {}),
    })
    .returning({ id: cartItems.id });
  return row ?? null;
}

export function createCartRepository(db: Db) {
  return {
    /** Every line, cart and saved list together, oldest first. */
    lines(userId: number): Promise<CartLineRow[]> {
      return selectCartLines(db, userId);
    },

    async lineCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    async hasLine(userId: number, productId: number, size: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)))
        .limit(1);
      return Boolean(row);
    },

    /** A piece on sale (published); drafts and archived pieces cannot be added. */
    async product(productId: number): Promise<{ id: number; sizes: string[] } | undefined> {
      const [row] = await db
        .select({ id: products.id, sizes: products.sizes })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'published')))
        .limit(1);
      return row;
    },

    /** The named products' sizes, in one query; an unknown id or a piece not on sale is simply absent. */
    async products(productIds: number[]): Promise<Map<number, { id: number; sizes: string[] }>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, sizes: products.sizes })
        .from(products)
        .where(and(inArray(products.id, [...new Set(productIds)]), eq(products.status, 'published')))
        .limit(productIds.length);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** A piece's name and how many of a size are on hand: null when it is made to order (never short). */
    async stock(productId: number, size: string): Promise<{ name: string; onHand: number | null } | undefined> {
      const [row] = await db
        .select({
          name: products.name,
          onHand: sql<number | null>`case when ${products.madeToOrderDays} is null
            then coalesce(${productStock.quantity}, 0) end`,
        })
        .from(products)
        .leftJoin(productStock, and(eq(productStock.productId, products.id), eq(productStock.size, size)))
        .where(eq(products.id, productId))
        .limit(1);
      return row;
    },

    /** The piece, size and quantity of one of the customer's lines (cart or saved list). */
    async line(userId: number, where: { id: number } | { productId: number; size: string }) {
      const [row] = await db
        .select({ productId: cartItems.productId, size: cartItems.size, quantity: cartItems.quantity })
        .from(cartItems)
        .where(
          'id' in where
            ? and(eq(cartItems.id, where.id), eq(cartItems.userId, userId))
            : and(
                eq(cartItems.userId, userId),
                eq(cartItems.productId, where.productId),
                eq(cartItems.size, where.size),
              ),
        )
        .limit(1);
      return row;
    },

    add: (userId: number, line: NewLine, max: number) => addLine(db, userId, line, max, 'refuse'),

    /**
     * A browser cart joining the account's, in one transaction: `items` add to their lines (each capped at `max`),
     * `saved` lines the account lacks are added saved for later (one it has stays as it is), and `couponId` becomes
     * the cart's coupon only if it has none.
     */
    merge(userId: number, merge: { items: NewLine[]; saved: NewLine[]; couponId: number | null }, max: number) {
      return db.transaction(async (tx) => {
        for (const line of merge.items) await addLine(tx, userId, line, max, 'cap');
        for (const line of merge.saved) {
          await tx
            .insert(cartItems)
            .values({ userId, ...line, quantity: Math.min(line.quantity, max), savedForLater: true })
            .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId, cartItems.size] });
        }
        if (merge.couponId !== null) {
          await tx
            .insert(carts)
            .values({ userId, couponId: merge.couponId })
            .onConflictDoUpdate({
              target: carts.userId,
              set: { couponId: merge.couponId, updatedAt: sql`now()` },
              setWhere: isNull(carts.couponId),
            });
        }
      });
    },

    async update(userId: number, id: number, patch: { quantity?: number; savedForLater?: boolean }) {
      const [row] = await db
        .update(cartItems)
        .set(patch)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return row;
    },

    async remove(userId: number, id: number) {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async coupon(userId: number): Promise<CouponRow | undefined> {
      const [row] = await db
        .select({ coupon: coupons })
        .from(carts)
        .innerJoin(coupons, eq(coupons.id, carts.couponId))
        .where(eq(carts.userId, userId))
        .limit(1);
      return row?.coupon;
    },

    async setCoupon(userId: number, couponId: number | null) {
      await db
        .insert(carts)
        .values({ userId, couponId })
        .onConflictDoUpdate({ target: carts.userId, set: { couponId, updatedAt: sql`now()` } });
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
