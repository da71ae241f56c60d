/**
 * The back office's people: staff accounts (separate from customers), their sessions and recovery codes, and the
 * append-only audit log of every change made through the back office or the staff command line.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

export const STAFF_ROLE_VALUES = ['owner', 'manager', 'fulfilment', 'support'] as const;

/**
 * Staff members. `email` is stored lower-cased; `totp_secret` is AES-256-GCM ciphertext (modules/admin/staff/secret-box.ts);
 * `last_totp_step` is the newest 30-second step whose code was accepted, so a code is good for one sign-in only.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLE_VALUES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }).notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(t.email),
    check('staff_email_lower', sql`${t.email} = lower(${t.email})`),
    check('staff_role_known', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'support')`),
  ],
);

/** Staff sessions: only the SHA-256 of each bearer token; 12 h absolute, 30 min idle, revocable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Ten single-use recovery codes per staff member, stored as SHA-256. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/**
 * Who changed what, when, from what to what. Append-only: a trigger (migration 0006) refuses UPDATE, DELETE and
 * TRUNCATE. `staff_id` is NULL for the command line and the rate feed; `source` says where the change came from.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id').references(() => staff.id),
    source: text('source', { enum: ['admin', 'cli', 'feed'] })
      .notNull()
      .default('admin'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * One-time setup links: the owner's invitations and the start-up owner-setup link (`kind`). Only the SHA-256 of each
 * link's token is kept. While its holder enrols an authenticator app, `pending_totp_secret` holds the new secret,
 * sealed like `staff.totp_secret` but bound to the invitation's id. `used_at` is set by the one statement that
 * consumes the link. At most one owner-setup link is unused at a time (a restart reuses it instead of adding one).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: ['owner-setup', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null on the owner-setup link, whose holder gives their own. */
    email: text('email'),
    name: text('name'),
    role: text('role', { enum: STAFF_ROLE_VALUES }).notNull(),
    invitedBy: uuid('invited_by').references(() => staff.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_idx').on(t.tokenHash),
    uniqueIndex('staff_invitations_one_owner_setup_idx')
      .on(t.kind)
      .where(sql`${t.kind} = 'owner-setup' and ${t.usedAt} is null`),
    check('staff_invitations_kind_known', sql`${t.kind} in ('owner-setup', 'invitation')`),
    check('staff_invitations_role_known', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'support')`),
    check('staff_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
