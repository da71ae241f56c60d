/** Shopping before the order: coupons, and a signed-in customer's cart and its lines. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerIdColumn, users } from './accounts';
import { products } from './catalog';
import { createdAtColumn } from './columns';

/**
 * Coupons. The code is unique whatever its case; `value` is a percentage (1–100) or integer cents; `category`
 * limits the discount to that category's lines.
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
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    check(
      'coupons_value_check',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} > 0)`,
    ),
    check('coupons_dates_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
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
 * Cart lines, in the cart or saved for later. One line per customer, product and size ('' for one-size pieces),
 * so adding the same piece again adds to its quantity.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: customerIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    savedForLater: boolean('saved_for_later').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.userId, t.productId, t.size),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);
