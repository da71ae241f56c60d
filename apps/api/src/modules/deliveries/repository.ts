/**
 * The deliveries' rows as the sending job sees them: written with the change that causes them, claimed for one try at
 * a time, and marked sent, retrying or failed. What holds a credential is blanked once it is no use: a one-time
 * code's text once sent or given up, a staff invitation's (its setup link) once sent.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessageReplies, type DeliveryRow, deliveries, users } from '../../db/schema';

export type NewDelivery = typeof deliveries.$inferInsert & { id: string };

/** A message's body once it is no use, when the body holds a credential: its subject stays, never the code or link. */
const BLANKED = { text: '', html: null };

export function createDeliveryRepository(db: Db) {
  /** Keeps a contact reply's own delivery state in step with its message's. */
  async function settleReply(row: DeliveryRow | undefined, delivery: 'sent' | 'failed') {
    if (!row?.contactReplyId) return;
    await db.update(contactMessageReplies).set({ delivery }).where(eq(contactMessageReplies.id, row.contactReplyId));
  }

  return {
    /** Inserts the rows not stored before (by id); answers the ids it inserted. */
    async insert(tx: Db, rows: NewDelivery[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await tx.insert(deliveries).values(rows).onConflictDoNothing().returning({ id: deliveries.id });
      return inserted.map((row) => row.id);
    },

    /**
     * Inserts `row` only when account `userId` exists and the row has a recipient — one statement either way, so a
     * code request for an unknown account does the same work as for a known one (auth's same-work rule).
     */
    async insertForAccount(tx: Db, row: NewDelivery, userId: number) {
      await tx.execute(sql`
        insert into ${deliveries} (id, channel, recipient, subject, text, html, kind, user_id, valid_until)
        select ${row.id}::uuid, ${row.channel}, ${row.recipient}, ${row.subject}, ${row.text}, ${row.html ?? null},
          ${row.kind}, ${userId}, ${row.validUntil?.toISOString() ?? null}::timestamptz
        where ${row.recipient} <> '' and exists (select 1 from ${users} where id = ${userId})`);
    },

    /** Takes one try of a message still to send (counting it); undefined when it was sent, given up, or is gone. */
    async claim(id: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(deliveries)
        .set({ attempts: sql`${deliveries.attempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(deliveries.id, id), inArray(deliveries.state, ['waiting', 'retrying'])))
        .returning();
      return row;
    },

    async markSent(row: DeliveryRow, providerId: string | null) {
      const [sent] = await db
        .update(deliveries)
        .set({
          state: 'sent',
          providerId,
          sentAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(row.kind === 'code' || row.kind === 'staff' ? BLANKED : {}),
        })
        .where(eq(deliveries.id, row.id))
        .returning();
      await settleReply(sent, 'sent');
    },

    /** Records a failed try: 'retrying' while tries remain, else 'failed' for good. */
    async markFailed(row: DeliveryRow, error: string, final: boolean) {
      const [failed] = await db
        .update(deliveries)
        .set({
          state: final ? 'failed' : 'retrying',
          lastError: error.slice(0, 500),
          updatedAt: sql`now()`,
          ...(final && row.kind === 'code' ? BLANKED : {}),
        })
        .where(eq(deliveries.id, row.id))
        .returning();
      if (final) await settleReply(failed, 'failed');
    },

    /** Puts a message that failed for good back to waiting (never a code); undefined when it cannot be. */
    async sendAgain(tx: Db, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .update(deliveries)
        .set({ state: 'waiting', updatedAt: sql`now()` })
        .where(and(eq(deliveries.id, id), eq(deliveries.state, 'failed'), ne(deliveries.kind, 'code')))
        .returning();
      if (row?.contactReplyId) {
        await tx
          .update(contactMessageReplies)
          .set({ delivery: 'sending' })
          .where(eq(contactMessageReplies.id, row.contactReplyId));
      }
      return row;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
