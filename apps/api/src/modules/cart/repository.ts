/**
 * SQL of carts: lines joined with their variants' prices — today's, or for a price from the metal rate the one held
 * for the shopper while its lock lasts (decision 034) — and the applied coupon. One line per customer, variant and
 * engraving is a unique index, so adding a variant with the same words again is one upsert.
 */
import type { ProductImage } from '@lumen/contract/catalog';
import type { Engraving, Personalisation } from '@lumen/contract/engraving-words';
import type { LineTax } from '@lumen/contract/tax';
import type { LinePriceBreakup } from '@lumen/contract/variants';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, coupons, pricedVariants, products, productVariants, users } from '../../db/schema';
import { offeredInSeveralMetals } from '../catalog/variants';
import type { CouponRow } from '../coupons/repository';
import { pieceTax } from '../pricing/tax-classes';

/** The size of a piece without sizes (a variant's options are '' where it has none). */
export const ONE_SIZE = '';

export type CartLineRow = {
  id: number;
  productId: number;
  slug: string;
  name: string;
  description: string;
  image: ProductImage;
  category: string;
  /** The price the line is sold at now: the held one while its lock lasts, else today's. */
  price: number;
  /** Until when the price is held; null when it follows the catalogue. */
  lockedUntil: Date | null;
  /** A held price that ran out while today's moved away from it (the shopper has not taken today's yet). */
  priceBefore: number | null;
  /** What `price` is made of, when it is from the metal rate (the order's line keeps it). */
  breakup: LinePriceBreakup | null;
  variantId: number;
  sku: string;
  metal: string;
  purity: string;
  size: string;
  engravingText: string;
  engravingFont: string;
  personalisation: Personalisation | null;
  /** Its piece's tax class's HSN code and rate (the standard 18 % without one). */
  tax: LineTax;
  quantity: number;
  savedForLater: boolean;
};

/** A piece on sale with its variants, as a cart line is checked against it. */
export type PieceForCart = {
  id: number;
  sizes: string[];
  personalisation: Personalisation | null;
  variants: { id: number; metal: string; purity: string; size: string }[];
};

/**
 * What a variant's price from the metal rate is made of today, as the contract's LinePriceBreakup (a `priced_variants`
 * row); null for a fixed price.
 */
const todaysBreakup = sql<LinePriceBreakup | null>`case when ${pricedVariants.pricing} = 'computed'
  and ${pricedVariants.rateId} is not null then jsonb_build_object(
    'metal', jsonb_build_object('weight_g', round(${pricedVariants.weightMg} / 1000.0, 3),
      'rate', ${pricedVariants.ratePerGram}, 'amount', ${pricedVariants.metalAmount}),
    'making', ${pricedVariants.makingAmount}, 'stones', ${pricedVariants.stonesValue},
    'other', ${pricedVariants.otherValue}) end`;

/** Whether the line's held price still holds at `now`: a price from the metal rate, within its lock. */
const holds = (now: Date) =>
  sql`(${pricedVariants.pricing} = 'computed' and ${cartItems.priceLockedUntil} > ${now.toISOString()}::timestamptz)`;
const ranOut = (now: Date) =>
  sql`(${pricedVariants.pricing} = 'computed' and ${cartItems.priceLockedUntil} <= ${now.toISOString()}::timestamptz)`;

const lineColumns = (now: Date) => ({
  id: cartItems.id,
  productId: cartItems.productId,
  slug: products.slug,
  name: products.name,
  description: products.description,
  image: sql<ProductImage>`${products.images}->0`,
  category: products.category,
  // Through `priced_variants`: a variant priced from the metal rate at the rate in force (decision 033), unless the
  // price it was added at is still held (decision 034).
  price: sql<number>`case when ${holds(now)} then ${cartItems.lockedPrice} else ${pricedVariants.price} end`,
  lockedUntil: sql<Date | null>`case when ${holds(now)} then ${cartItems.priceLockedUntil} end`.mapWith(
    cartItems.priceLockedUntil,
  ),
  priceBefore: sql<
    number | null
  >`case when ${ranOut(now)} and ${cartItems.lockedPrice} <> ${pricedVariants.price} then ${cartItems.lockedPrice} end`,
  breakup: sql<LinePriceBreakup | null>`case when ${holds(now)} then ${cartItems.lockedBreakup} else ${todaysBreakup} end`,
  variantId: cartItems.variantId,
  sku: pricedVariants.sku,
  metal: pricedVariants.metal,
  purity: pricedVariants.purity,
  size: pricedVariants.size,
  engravingText: cartItems.engravingText,
  engravingFont: cartItems.engravingFont,
  personalisation: products.personalisation,
  tax: pieceTax,
  quantity: cartItems.quantity,
  savedForLater: cartItems.savedForLater,
});

/** When a line's price is held from, and for how many minutes (PRICE_LOCK_MINUTES). */
export type PriceLock = { now: Date; minutes: number };
/** A price-rule column of a variant priced from the metal rate, today; null for a fixed price. */
const ofComputed = (variantId: number, column: SQL) =>
  sql`(select ${column} from ${pricedVariants} where ${pricedVariants.id} = ${variantId} and ${pricedVariants.pricing} = 'computed')`;
const heldPrice = (variantId: number) => ofComputed(variantId, sql`${pricedVariants.price}`);
/**
 * The held price of a line added now, what it is made of, and until when: today's, for `lock.minutes`, for a variant
 * priced from the metal rate; all null for a fixed price.
 */
const lockColumns = (variantId: number, lock: PriceLock) => {
  const until = new Date(lock.now.getTime() + lock.minutes * 60_000).toISOString();
  return {
    lockedPrice: heldPrice(variantId),
    lockedBreakup: ofComputed(variantId, todaysBreakup),
    priceLockedUntil: sql`case when ${heldPrice(variantId)} is not null then ${until}::timestamptz end`,
  };
};

/** A line as stored: its engraving in two columns, '' for a plain piece (contract `storedEngraving` reads them). */
export type NewLine = {
  productId: number;
  variantId: number;
  engravingText: string;
  engravingFont: string;
  quantity: number;
};

/** The stored columns of an engraving. */
export const engravingColumns = (engraving: Engraving | null) => ({
  engravingText: engraving?.text ?? '',
  engravingFont: engraving?.font ?? '',
});

/** One line of a customer's cart: its variant and its engraving, as the unique index names it. */
export type LineKey = Pick<NewLine, 'variantId' | 'engravingText' | 'engravingFont'>;
const LINE_TARGET = [cartItems.userId, cartItems.variantId, cartItems.engravingText, cartItems.engravingFont];
const isLine = (userId: number, key: LineKey) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.variantId, key.variantId),
    eq(cartItems.engravingText, key.engravingText),
    eq(cartItems.engravingFont, key.engravingFont),
  );

/**
 * A customer's lines with their prices at `now` (held or today's), oldest first: the cart and saved list together,
 * or only the cart's lines locked against change (`forOrder`: an order being placed from them).
 */
export function selectCartLines(executor: Db, userId: number, options: { now: Date; forOrder?: boolean }) {
  const query = executor
    .select(lineColumns(options.now))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(pricedVariants, eq(pricedVariants.id, cartItems.variantId))
    .where(
      options.forOrder
        ? and(eq(cartItems.userId, userId), eq(cartItems.savedForLater, false))
        : eq(cartItems.userId, userId),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return options.forOrder ? query.for('update', { of: cartItems }) : query;
}

/**
 * Adds a line, or adds to its quantity (bringing a saved line back to the cart); null when above `max`. A price from
 * the metal rate is held from now; a line whose hold still lasts keeps it, one whose hold ran out is held again at
 * today's price (the shopper has just chosen the piece again).
 */
async function addLine(
  executor: Db,
  userId: number,
  line: NewLine,
  max: number,
  atMost: 'refuse' | 'cap',
  lock: PriceLock,
) {
  const sum = sql`${cartItems.quantity} + excluded.quantity`;
  const stillHeld = sql`${cartItems.priceLockedUntil} > ${lock.now.toISOString()}::timestamptz`;
  const [row] = await executor
    .insert(cartItems)
    .values({ userId, ...line, ...lockColumns(line.variantId, lock) })
    .onConflictDoUpdate({
      target: LINE_TARGET,
      set: {
        quantity: atMost === 'cap' ? sql`least(${sum}, ${max})` : sum,
        savedForLater: false,
        lockedPrice: sql`case when ${stillHeld} then ${cartItems.lockedPrice} else excluded.locked_price end`,
        priceLockedUntil: sql`case when ${stillHeld} then ${cartItems.priceLockedUntil} else excluded.price_locked_until end`,
        lockedBreakup: sql`case when ${stillHeld} then ${cartItems.lockedBreakup} else excluded.locked_breakup end`,
      },
      ...(atMost === 'refuse' ? { setWhere: sql`${sum} <= ${max}` } : {}),
    })
    .returning({ id: cartItems.id });
  return row ?? null;
}

export function createCartRepository(db: Db) {
  /** The named pieces on sale with their variants, in one query; an unknown id or a piece not on sale is absent. */
  async function piecesFor(productIds: number[]): Promise<Map<number, PieceForCart>> {
    if (productIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: products.id,
        sizes: products.sizes,
        personalisation: products.personalisation,
        variants: sql<PieceForCart['variants']>`coalesce((select json_agg(json_build_object('id', v.id,
          'metal', v.metal, 'purity', v.purity, 'size', v.size) order by v.position, v.id)
          from ${productVariants} v where v.product_id = "products"."id"), '[]'::json)`,
      })
      .from(products)
      .where(and(inArray(products.id, [...new Set(productIds)]), eq(products.status, 'published')))
      .limit(productIds.length);
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    /** Every line, cart and saved list together, oldest first, priced at `now`. */
    lines(userId: number, now: Date): Promise<CartLineRow[]> {
      return selectCartLines(db, userId, { now });
    },

    async lineCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    /** A piece on sale (published) with its variants, default first; drafts and archived pieces cannot be added. */
    async product(productId: number): Promise<PieceForCart | undefined> {
      return (await piecesFor([productId])).get(productId);
    },

    products: piecesFor,

    /** A variant's piece's name, its size, and how many are on hand: null when it is made to order (never short). */
    async stock(
      variantId: number,
    ): Promise<
      | { name: string; metal: string; purity: string; size: string; onHand: number | null; severalMetals: boolean }
      | undefined
    > {
      const [row] = await db
        .select({
          name: products.name,
          severalMetals: offeredInSeveralMetals,
          metal: productVariants.metal,
          purity: productVariants.purity,
          size: productVariants.size,
          onHand: sql<number | null>`case when coalesce(${productVariants.madeToOrderDays},
            ${products.madeToOrderDays}) is null then ${productVariants.quantity} end`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.id, variantId))
        .limit(1);
      return row;
    },

    /** The variant and quantity of one of the customer's lines (cart or saved list), by its id or its key. */
    async line(userId: number, where: { id: number } | LineKey) {
      const [row] = await db
        .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
        .from(cartItems)
        .where('id' in where ? and(eq(cartItems.id, where.id), eq(cartItems.userId, userId)) : isLine(userId, where))
        .limit(1);
      return row;
    },

    add: (userId: number, line: NewLine, max: number, lock: PriceLock) =>
      addLine(db, userId, line, max, 'refuse', lock),

    /**
     * The shopper takes today's prices: every line of theirs priced from the metal rate is held again, at today's
     * price, from now. Answers how many lines were held again.
     */
    async takeTodaysPrices(userId: number, lock: PriceLock): Promise<number> {
      const until = new Date(lock.now.getTime() + lock.minutes * 60_000).toISOString();
      const rows = await db
        .update(cartItems)
        .set({
          lockedPrice: sql`${pricedVariants.price}`,
          priceLockedUntil: sql`${until}::timestamptz`,
          lockedBreakup: todaysBreakup,
        })
        .from(pricedVariants)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(pricedVariants.id, cartItems.variantId),
            eq(pricedVariants.pricing, 'computed'),
          ),
        )
        .returning({ id: cartItems.id });
      return rows.length;
    },

    /**
     * A browser cart joining the account's, in one transaction: `items` add to their lines (each capped at `max`),
     * `saved` lines the account lacks are added saved for later (one it has stays as it is), and `couponId` becomes
     * the cart's coupon only if it has none.
     */
    merge(
      userId: number,
      merge: { items: NewLine[]; saved: NewLine[]; couponId: number | null },
      max: number,
      lock: PriceLock,
    ) {
      return db.transaction(async (tx) => {
        for (const line of merge.items) await addLine(tx, userId, line, max, 'cap', lock);
        for (const line of merge.saved) {
          await tx
            .insert(cartItems)
            .values({
              userId,
              ...line,
              ...lockColumns(line.variantId, lock),
              quantity: Math.min(line.quantity, max),
              savedForLater: true,
            })
            .onConflictDoNothing({ target: LINE_TARGET });
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

    /**
     * Development only (`POST /api/dev/price-holds/expire`): every held price of the customer's lines runs out now.
     * Answers how many lines had one.
     */
    async expireHolds(email: string): Promise<number> {
      const customer = db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
      const rows = await db
        .update(cartItems)
        .set({ priceLockedUntil: sql`now()` })
        .where(and(inArray(cartItems.userId, customer), sql`${cartItems.priceLockedUntil} > now()`))
        .returning({ id: cartItems.id });
      return rows.length;
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
