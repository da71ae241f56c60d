/** Signing in: sessions, one-time codes, attempt limits, pending e-mail/mobile changes and the shop's own secrets. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './accounts';
import { createdAtColumn } from './columns';

export const SESSION_METHODS = ['password', 'otp', 'link', 'google'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** Sessions: only the SHA-256 of each bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: customerIdColumn(),
    tokenHash: text('token_hash').notNull(),
    /**
     * How it was opened: 'password', 'otp' (a recent one may change the password without the old one), 'link' (an
     * order's signed link, for a guest; short-lived) or 'google' (a Google ID token).
     */
    method: text('method', { enum: SESSION_METHODS }).notNull(),
    createdAt: createdAtColumn(),
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
    userId: customerIdColumn(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
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
    userId: customerIdColumn(),
    kind: text('kind', { enum: ['email', 'mobile'] }).notNull(),
    newValue: text('new_value').notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('identifier_changes_user_kind_idx').on(t.userId, t.kind),
    index('identifier_changes_expires_at_idx').on(t.expiresAt),
  ],
);

/** Secrets the shop makes for itself on first start (the OTP HMAC key when OTP_SECRET is not configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtColumn(),
});
