/**
 * SQL of the back office's inbox: contact messages in keyset pages (newest first), one with its replies, and the
 * changes — a status, a reply stored before it is sent — each in one transaction with its audit row.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { AlsoInTransaction, Db } from '../../db/client';
import { contactMessageReplies, contactMessages } from '../../db/schema/index';

type Actor = Pick<AuditRecord, 'staffId' | 'requestId'>;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ReplyRow = typeof contactMessageReplies.$inferSelect;
export type MessageStatus = ContactMessageRow['status'];
/** Where a page starts: after this message (the previous page's last). */
export type InboxPosition = { createdAt: string; id: string };

const repliesOf = sql<number>`(select count(*)::int from contact_message_replies r
  where r.message_id = "contact_messages"."id")`;

export function createAdminMessageRepository(db: Db) {
  return {
    list(query: { status?: MessageStatus | undefined; after?: InboxPosition | undefined; limit: number }) {
      return db
        .select({
          message: contactMessages,
          replies: repliesOf,
          position: sql<string>`to_char(${contactMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(contactMessages)
        .where(
          and(
            query.status ? eq(contactMessages.status, query.status) : undefined,
            query.after
              ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.limit);
    },

    async find(id: string) {
      const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!message) return undefined;
      const replies = await db
        .select()
        .from(contactMessageReplies)
        .where(eq(contactMessageReplies.messageId, id))
        .orderBy(asc(contactMessageReplies.createdAt));
      return { message, replies };
    },

    /** Sets the status, audited; false for an unknown message. */
    async setStatus(id: string, status: MessageStatus, actor: Actor) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!before) return false;
        await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
        await recordAudit(tx, {
          ...actor,
          action: 'message.status',
          entity: 'contact_message',
          entityId: id,
          before: { status: before.status },
          after: { status },
        });
        return true;
      });
    },

    /**
     * Stores a reply ('sending') and marks the message handled, audited; answers the reply and the message, or
     * undefined for an unknown message. The send happens after this commits.
     */
    async addReply(
      id: string,
      reply: { text: string; channel: ReplyRow['channel'] },
      actor: Actor,
      also: AlsoInTransaction<ReplyRow>,
    ) {
      return db.transaction(async (tx) => {
        const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!message) return undefined;
        const [row] = await tx
          .insert(contactMessageReplies)
          .values({ messageId: id, staffId: actor.staffId, text: reply.text, channel: reply.channel })
          .returning();
        if (!row) throw new Error('reply not stored');
        await tx.update(contactMessages).set({ status: 'handled' }).where(eq(contactMessages.id, id));
        await recordAudit(tx, {
          ...actor,
          action: 'message.reply',
          entity: 'contact_message',
          entityId: id,
          before: { status: message.status },
          after: { status: 'handled', reply_id: row.id, channel: reply.channel },
        });
        await also(tx, row);
        return { reply: row, message };
      });
    },
  };
}
export type AdminMessageRepository = ReturnType<typeof createAdminMessageRepository>;
