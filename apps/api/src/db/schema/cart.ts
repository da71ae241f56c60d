/** Shopping before the order: coupons, and a signed-in customer's cart and its lines. */

import type { LinePriceBreakup } from '@lumen/contract/variants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerIdColumn, users } from './accounts';
import { products, productVariants } from './catalog';
import { createdAtColumn } from './columns';
import { orders } from './orders';

/**
 * Coupons. The code is unique whatever its case; `value` is a percentage (1–100) or integer cents; `category`
 * limits the discount to that category's lines. `uses` counts placed orders that used the coupon and is raised by
 * the order's one atomic statement, which refuses it once it has reached `usage_limit`; at most one coupon is `featured` (the
 * storefront's banner names it), which a partial unique index holds.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    category: text('category'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** The cart's subtotal (integer cents) below which the coupon gives nothing; 0: any cart. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Orders the coupon may be used on in all; null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Orders one customer may use it on; null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    uses: integer('uses').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The banner's headline while the coupon is featured ("Fall Sale"); the description is its offer line. */
    title: text('title').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    uniqueIndex('coupons_one_featured_idx').on(t.featured).where(sql`${t.featured}`),
    check('coupons_min_subtotal_check', sql`${t.minSubtotal} >= 0`),
    check('coupons_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
    check('coupons_per_customer_limit_check', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
    // Not `uses <= usage_limit`: the back office may lower a limit below the uses so far, which ends the coupon.
    check('coupons_uses_check', sql`${t.uses} >= 0`),
    check(
      'coupons_value_check',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} > 0)`,
    ),
    check('coupons_dates_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per order placed with a coupon, written in the order's transaction: the per-customer limit counts these.
 * A cancelled order keeps its row (its use is not given back; docs/back-office.md, "Coupons").
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_customer_idx').on(t.couponId, t.userId),
  ],
);

/** A signed-in customer's cart beyond its lines: the applied coupon. */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cart lines, in the cart or saved for later. One line per customer, variant and engraving, so adding the same
 * variant with the same words again adds to its quantity, while two engravings of one piece stay two lines.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: customerIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The words (or initial) to engrave and their font; '' for a plain piece (so the unique index holds for it). */
    engravingText: text('engraving_text').notNull().default(''),
    engravingFont: text('engraving_font').notNull().default(''),
    quantity: integer('quantity').notNull(),
    savedForLater: boolean('saved_for_later').notNull().default(false),
    /**
     * A price held for the shopper (decision 034): a variant priced from the metal rate keeps the price it was added
     * at until `price_locked_until`; null for a fixed price, which follows the catalogue.
     */
    lockedPrice: integer('locked_price'),
    priceLockedUntil: timestamp('price_locked_until', { withTimezone: true }),
    /** What the held price was made of (the order's line keeps it for the invoice). */
    lockedBreakup: jsonb('locked_breakup').$type<LinePriceBreakup>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.userId, t.variantId, t.engravingText, t.engravingFont),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check(
      'cart_items_price_lock_check',
      sql`(${t.lockedPrice} is null) = (${t.priceLockedUntil} is null) and (${t.lockedPrice} is null or ${t.lockedPrice} >= 0)`,
    ),
    check(
      'cart_items_engraving_check',
      sql`char_length(${t.engravingText}) <= 40 and ${t.engravingFont} in ('', 'script', 'serif', 'block')`,
    ),
  ],
);
