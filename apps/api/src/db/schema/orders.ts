/** Placed orders and their lines, snapshotted when the order is placed. */
import type { ProductImage } from '@lumen/contract/catalog';
import type { OrderAddress } from '@lumen/contract/orders';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAtColumn } from './columns';

/** Readable order ids (LJ-2026-000042) take their number from this sequence. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/**
 * Orders: buyer, amounts, coupon, delivery address and GST details as they were when the order was placed. One
 * order per customer and Idempotency-Key, so a repeated request can never place a second one. Orders are tax
 * records: deleting a customer who has any is refused.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A digest of the request the key was first used with; the same key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** The buyer as named on the invoice when the order was placed. */
    customerName: text('customer_name').notNull(),
    /** NULL when the customer had no e-mail address (a mobile-only account). */
    customerEmail: text('customer_email'),
    status: text('status', { enum: ['Pending', 'Delivered', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    tax: integer('tax').notNull(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    couponCode: text('coupon_code'),
    couponDescription: text('coupon_description'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    gstName: text('gst_name'),
    gstNumber: text('gst_number'),
    paymentMethod: text('payment_method', { enum: ['pay_on_delivery'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['due_on_delivery', 'awaiting_payment', 'paid'] }).notNull(),
    paymentReference: text('payment_reference'),
    createdAt: createdAtColumn(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.tax} + ${t.shipping}`),
  ],
);

/** An order's lines, snapshotted: a later price change or a removed product never alters a placed order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    slug: text('slug'),
    name: text('name').notNull(),
    image: jsonb('image').$type<ProductImage>().notNull(),
    size: text('size'),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_position_idx').on(t.orderId, t.position),
    check('order_items_line_total_check', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);
