/** Messages: what visitors send through the contact form, and what the shop would have sent (the dev outbox). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { staff } from './staff';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** An e-mail address or a mobile number, as the shopper typed it. */
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    /** The back office's inbox: new until a staff member marks it handled. */
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Staff replies to a contact message, stored before they are sent; `delivery` records how the send went (the send
 * happens after the reply is committed, so a provider failure leaves a 'failed' reply, never a lost one).
 */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id),
    text: text('text').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    delivery: text('delivery', { enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sending'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
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
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_created_at_idx').on(t.createdAt),
  ],
);
