/** Messages: what visitors send through the contact form, and what the shop would have sent (the dev outbox). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** An e-mail address or a mobile number, as the shopper typed it. */
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    createdAt: createdAtColumn(),
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
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_created_at_idx').on(t.createdAt),
  ],
);
