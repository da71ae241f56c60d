/**
 * The shop assistant's conversations (issue 30): each question and what was answered, so a conversation handed to
 * staff arrives whole, and only once. A conversation belongs to the account that started it, or to no one (a visitor);
 * the clean-up deletes it after ASSISTANT_KEPT_DAYS.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn } from './columns';
import { contactMessages } from './messages';

export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The signed-in customer who started it; null for a visitor (deleted with the account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The inbox message it was handed to staff as; null until then (set once: a second hand-off is refused). */
    handoffMessageId: uuid('handoff_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('assistant_conversations_created_at_idx').on(t.createdAt)],
);

export const assistantTurns = pgTable(
  'assistant_turns',
  {
    id: serial('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** What answered it: small talk, an order, the sale, the catalogue, the help, or nothing (a hand-off was offered). */
    source: text('source', { enum: ['small_talk', 'order', 'sale', 'catalogue', 'help', 'none'] }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('assistant_turns_conversation_idx').on(t.conversationId, t.id)],
);
