/**
 * Every message the shop sends (e-mail, SMS, WhatsApp), written in the same transaction as the change that causes
 * it, with the job that sends it (jobs/queue.ts). The row is what the back office's Deliveries screen shows and what
 * the sending job reads: it is sent once, retried with backoff while it fails, and kept with its last error.
 */
import { DELIVERY_KINDS, DELIVERY_STATES } from '@lumen/contract/deliveries';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn } from './columns';
import { contactMessageReplies } from './messages';
import { orders } from './orders';
import { staff } from './staff';

export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    /** An e-mail address or a mobile number. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The text; a one-time code's is blanked once it was sent or given up, so no live code stays at rest. */
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is about; codes go on their own queue, ahead of every other message. */
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Whom and what it concerns, for the customer's and the order's pages. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    contactReplyId: uuid('contact_reply_id').references(() => contactMessageReplies.id, { onDelete: 'set null' }),
    /** A message not sent by then is not sent at all (one-time codes: the code's expiry). */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The provider's id of the sent message (Twilio's SID, the SMTP server's queue id). */
    providerId: text('provider_id'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('deliveries_state_idx').on(t.state, t.createdAt),
    index('deliveries_created_at_idx').on(t.createdAt),
    index('deliveries_recipient_idx').on(t.recipient, t.createdAt),
    index('deliveries_user_idx').on(t.userId, t.createdAt),
    index('deliveries_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
