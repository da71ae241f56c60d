/** The one Drizzle schema (PostgreSQL dialect) behind both PGlite and PostgreSQL. */

import type { MaterialDetails, ProductImage } from '@lumen/contract/catalog';
import type { OrderAddress } from '@lumen/contract/orders';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** An e-mail address or a mobile number, as the shopper typed it. */
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Messages the shop would have sent while no e-mail or SMS provider is configured (development). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The catalogue. Prices are integer minor units (cents). `search` is a weighted full-text vector over the name,
 * the description and the material, kept by PostgreSQL itself.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    audience: text('audience').notNull(),
    metal: text('metal').notNull(),
    stone: text('stone').notNull(),
    purity: text('purity'),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    materialDetails: jsonb('material_details').$type<MaterialDetails>().notNull(),
    bestSellerScore: integer('best_seller_score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', coalesce(material_details->>'material', '')), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_search_idx').using('gin', t.search),
    index('products_category_audience_idx').on(t.category, t.audience),
    index('products_best_seller_idx').on(t.bestSellerScore.desc(), t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
    check('products_price_check', sql`${t.price} >= 0 and ${t.originalPrice} >= ${t.price}`),
  ],
);

/**
 * Customers. Each identifier (e-mail, mobile number) records whether its owner proved it. A proved identifier belongs
 * to one account; an unproved one may also sit on another account until its owner proves it there, which takes it off
 * the account that never did (so it can be NULL). A pending sign-up (nothing proved yet) holds its identifiers alone.
 * `password_hash` is NULL for an account that has no password.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_mobile_idx').on(t.mobile),
    uniqueIndex('users_email_verified_idx').on(sql`lower(${t.email})`).where(sql`${t.emailVerifiedAt} is not null`),
    uniqueIndex('users_mobile_verified_idx').on(t.mobile).where(sql`${t.mobileVerifiedAt} is not null`),
    uniqueIndex('users_email_pending_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is null and ${t.mobileVerifiedAt} is null`),
    uniqueIndex('users_mobile_pending_idx')
      .on(t.mobile)
      .where(sql`${t.emailVerifiedAt} is null and ${t.mobileVerifiedAt} is null`),
    check('users_identified_check', sql`${t.email} is not null or ${t.mobile} is not null`),
  ],
);

/** Sessions: only the SHA-256 of each bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'password' or 'otp': a recent OTP session may change the password without the old one. */
    method: text('method', { enum: ['password', 'otp'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** One-time codes, stored as an HMAC, bound to one account and one channel. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.createdAt), index('otp_codes_expires_at_idx').on(t.expiresAt)],
);

/**
 * Atomic limit counters (lockouts, code sends, failed codes): one row per limit and key, counting within a fixed
 * window. A check takes its slot with one upsert before the work it limits, so no number of parallel requests or
 * processes gets past the limit. Rows whose window has ended are removed by the clean-up.
 */
export const authLimits = pgTable(
  'auth_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_limits_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * A customer's request to change their e-mail or mobile number: it applies only once the code sent to the new
 * address is entered. One pending change per customer and kind.
 */
export const identifierChanges = pgTable(
  'identifier_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'mobile'] }).notNull(),
    newValue: text('new_value').notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('identifier_changes_user_kind_idx').on(t.userId, t.kind),
    index('identifier_changes_expires_at_idx').on(t.expiresAt),
  ],
);

/** Saved addresses; exactly one primary per customer who has any, enforced by a partial unique index. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    addressType: text('address_type', { enum: ['Home', 'Work', 'Other'] }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_primary_idx').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

/** One row per customer and liked product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Secrets the shop makes for itself on first start (the OTP HMAC key when OTP_SECRET is not configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Profile pictures, re-encoded to WebP; kept in the database so every API process can serve them. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A digest of the picture: part of its URL, so a new picture gets a new URL. */
  version: text('version').notNull(),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    savedForLater: boolean('saved_for_later').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.userId, t.productId, t.size),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
