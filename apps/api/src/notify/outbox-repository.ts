import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { Message } from './notifier';

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(db: Db) {
  return {
    async insert(message: Message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
    async listFor(recipient: string, limit = 50) {
      return db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}
