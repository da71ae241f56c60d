/** Customers and what they keep: the account, its profile picture, saved addresses and wishlist. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { bytea, createdAtColumn } from './columns';

/**
 * Customers. Each identifier (e-mail, mobile number) records whether its owner proved it. A proved identifier belongs
 * to one account; an unproved one may also sit on another account until its owner proves it there, which takes it off
 * the account that never did (so it can be NULL). A pending sign-up (nothing proved yet) holds its identifiers alone.
 * `password_hash` is NULL for an account that has no password. A guest (`guest`) is the passwordless account a guest
 * checkout makes: its proved identifier does not count as registered, and whoever proves it on an account of their
 * own (signing up) takes the guest's orders and addresses with it (auth repository's `proveFor`). Setting a password
 * makes a guest an account.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    guest: boolean('guest').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the back office: the customer cannot sign in and has no sessions until enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when the back office erased the customer: the row stays (their orders point at it) without personal data. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
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
    check(
      'users_identified_check',
      sql`${t.email} is not null or ${t.mobile} is not null or ${t.erasedAt} is not null`,
    ),
  ],
);

/** The customer a row belongs to: required, and deleted with the customer. */
export const customerIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Saved addresses; exactly one primary per customer who has any, enforced by a partial unique index. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: customerIdColumn(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    addressType: text('address_type', { enum: ['Home', 'Work', 'Other'] }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAtColumn(),
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
    userId: customerIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

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

/** The outside providers a customer may sign in with (decision 038). */
export const IDENTITY_PROVIDERS = ['google'] as const;

/**
 * A customer's sign-in identities at outside providers: the provider's subject (Google's `sub`) is the identity, and
 * the e-mail is only what the provider said when it was last used (it may change there). At most one identity per
 * provider per account; an identity belongs to one account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: IDENTITY_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    userId: customerIdColumn(),
    email: text('email'),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex('user_identities_user_provider_idx').on(t.userId, t.provider),
    check('user_identities_provider_check', sql`${t.provider} in ('google')`),
  ],
);
