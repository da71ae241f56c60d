/** Placed orders and their lines, snapshotted when the order is placed. */
import type { ProductImage } from '@lumen/contract/catalog';
import {
  COLLECTION_METHODS,
  type OrderAddress,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from '@lumen/contract/orders';
import type { Stone } from '@lumen/contract/stones';
import type { LineTax, TaxLine } from '@lumen/contract/tax';
import type { VariantOptions } from '@lumen/contract/variant-words';
import type { LinePriceBreakup } from '@lumen/contract/variants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, productVariants } from './catalog';
import { createdAtColumn } from './columns';
import { staff } from './staff';

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
    /** The tax per HSN code and rate (they add up to `tax`); null on orders placed before tax classes (one 18 % line). */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    couponCode: text('coupon_code'),
    couponDescription: text('coupon_description'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    gstName: text('gst_name'),
    gstNumber: text('gst_number'),
    /**
     * The buyer's PAN, given for an order above ₹2,00,000 or its equivalent: sealed (lib/secret-box.ts, purpose `pan`,
     * bound to `order-pan`), and masked for showing ("XXXXXX234F"); both null when the order did not need it.
     */
    panSealed: text('pan_sealed'),
    panMasked: text('pan_masked'),
    /** The base currency the order is charged and invoiced in (SHOP_CURRENCY when it was placed). */
    currency: text('currency').notNull().default('USD'),
    /** The currency the shopper saw prices in, and the rate used (millionths; 1,000,000 when it is `currency`). */
    displayCurrency: text('display_currency').notNull().default('USD'),
    displayRateMicros: bigint('display_rate_micros', { mode: 'number' }).notNull().default(1_000_000),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The provider's payment id once paid (Stripe's PaymentIntent, Razorpay's payment): what a refund refers to. */
    paymentReference: text('payment_reference'),
    /** The provider's checkout of the latest attempt (Stripe Checkout Session, Razorpay Payment Link) and its page. */
    paymentCheckout: text('payment_checkout'),
    paymentUrl: text('payment_url'),
    /** How many checkouts were made for the order; the next attempt's number, so two "Pay now" make one. */
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    /** An online order not paid by then is cancelled and its stock released (PAYMENT_WINDOW_MINUTES). */
    payUntil: timestamp('pay_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why the payment needs a person (a wrong amount, a second payment, a failed refund); shown to staff. */
    paymentFlag: text('payment_flag'),
    /**
     * While set and in the future, one process is talking to the provider about this order (the expiry job, a refund
     * request, a new checkout); others leave it alone. Claimed and released with single conditional updates.
     */
    paymentLeaseUntil: timestamp('payment_lease_until', { withTimezone: true }),
    /**
     * A pay-on-delivery order's money as staff recorded it once the courier collected it (MARK PAID): how, how much
     * (the whole total) and who; `paid_at` is when.
     */
    collectedMethod: text('collected_method', { enum: COLLECTION_METHODS }),
    collectedAmount: integer('collected_amount'),
    collectedBy: uuid('collected_by').references(() => staff.id),
    /** A full refund: requested (pending) when a paid order is cancelled, then as the provider's webhook reports. */
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    refundAmount: integer('refund_amount'),
    refundReference: text('refund_reference'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    /** Set when staff ship the order; the status stays Pending (the spec's statuses) until it is delivered. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedBy: uuid('shipped_by').references(() => staff.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** shop: not paid in time (the payment window), cancelled by the expiry job. */
    cancelledBy: text('cancelled_by', { enum: ['customer', 'staff', 'shop'] }),
    /** The staff member who cancelled; null when the customer did. */
    cancelledByStaff: uuid('cancelled_by_staff').references(() => staff.id),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The back office's list: newest or oldest first, by total, by status, waiting to ship, and prefix searches on
    // the buyer's name and e-mail (text_pattern_ops, so `like 'abc%'` uses the index under any collation).
    // Ascending on purpose: read backwards they serve `order by … desc` (NULLS FIRST), which a `desc nulls last`
    // index cannot.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.total, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_shipped_created_idx').on(sql`(${t.shippedAt} is not null)`, t.createdAt, t.id),
    index('orders_waiting_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'Pending' and ${t.shippedAt} is null`),
    index('orders_customer_name_idx').on(sql`lower(${t.customerName}) text_pattern_ops`),
    index('orders_customer_email_idx').on(sql`lower(${t.customerEmail}) text_pattern_ops`),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.tax} + ${t.shipping}`),
    // Orders shipped before the back office existed have a shipped_at without a carrier; never the reverse.
    check('orders_shipment_check', sql`${t.carrier} is null or ${t.shippedAt} is not null`),
    check('orders_delivered_check', sql`${t.deliveredAt} is null or ${t.status} = 'Delivered'`),
    check('orders_cancelled_by_check', sql`${t.cancelledBy} is null or ${t.status} = 'Cancelled'`),
    check(
      'orders_collected_check',
      sql`${t.collectedMethod} is null or (${t.paymentMethod} = 'pay_on_delivery' and ${t.paymentStatus} = 'paid' and ${t.collectedAmount} is not null)`,
    ),
    check('orders_refund_check', sql`${t.refundStatus} is null or ${t.refundAmount} is not null`),
    // The expiry job's work list: online orders still awaiting payment, by deadline.
    index('orders_awaiting_payment_idx').on(t.payUntil).where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    // The refund job's work list: refunds asked for but not yet accepted by the provider.
    index('orders_refund_pending_idx')
      .on(t.refundRequestedAt)
      .where(sql`${t.refundStatus} = 'pending' and ${t.refundReference} is null`),
    index('orders_payment_reference_idx').on(t.paymentMethod, t.paymentReference),
  ],
);

/**
 * Provider webhook events already processed, by the provider's event id: a replay is answered 200 and changes
 * nothing. Written in the transaction that applies the event, so an event whose processing failed is not recorded
 * and the provider's retry processes it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['stripe', 'razorpay'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_received_idx').on(t.receivedAt)],
);

export const ORDER_EVENT_KINDS = ['placed', 'shipped', 'delivered', 'cancelled'] as const;

/**
 * An order's timeline, one row a step, written in the transaction of the step. `details` holds what the step needs:
 * shipped {carrier, tracking_number, tracking_url}, cancelled {by: customer|staff, reason}. `staff_id` is who acted
 * in the back office (null for the customer and for back-filled rows).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    details: jsonb('details').$type<Record<string, string | null>>().notNull().default({}),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at, t.id),
    // Each step happens once in an order's life.
    uniqueIndex('order_events_once_idx').on(t.orderId, t.kind),
    check('order_events_kind_known', sql`${t.kind} in ('placed', 'shipped', 'delivered', 'cancelled')`),
  ],
);

/** Staff's internal notes on an order; never part of anything the customer receives. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.at, t.id)],
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
    /** The variant bought, with its SKU and options as they were; null on lines placed before variants. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    options: jsonb('options').$type<VariantOptions>().notNull().default({}),
    /** The stones' facts and the hallmark's HUID as they were when the order was placed (for the invoice). */
    stones: jsonb('stones').$type<Stone[]>().notNull().default([]),
    huid: text('huid'),
    /** A price from the metal rate: what one piece's price was made of when it was ordered; null for a fixed price. */
    breakup: jsonb('breakup').$type<LinePriceBreakup>(),
    /** Its tax class's HSN code and rate when ordered; null on lines placed before tax classes (18 %, no HSN). */
    tax: jsonb('tax').$type<LineTax>(),
    /** The words (or initial) engraved and their font; '' for a plain piece. */
    engravingText: text('engraving_text').notNull().default(''),
    engravingFont: text('engraving_font').notNull().default(''),
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

/** An order as a row: what the orders, payments and checkout modules read and write. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
