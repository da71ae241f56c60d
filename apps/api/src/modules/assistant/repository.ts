/** SQL of the shop assistant: its conversations, their turns, and the hand-off of one to the inbox, once. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantConversations, assistantTurns } from '../../db/schema';

export type TurnSource = (typeof assistantTurns.$inferInsert)['source'];
export type Turn = { question: string; answer: string; source: TurnSource };

/** The conversation's owner: the account, or null for a visitor; the same owner must continue it. */
const ownedBy = (id: string, userId: number | null) =>
  and(
    eq(assistantConversations.id, id),
    userId === null ? isNull(assistantConversations.userId) : eq(assistantConversations.userId, userId),
  );

export function createAssistantRepository(db: Db) {
  return {
    /** The conversation `id` when it exists and is `userId`'s (or a visitor's, for null); undefined otherwise. */
    async find(id: string, userId: number | null) {
      const [row] = await db
        .select({ id: assistantConversations.id, handedOffAt: assistantConversations.handedOffAt })
        .from(assistantConversations)
        .where(ownedBy(id, userId));
      return row;
    },

    /**
     * Writes a batch of turns in one transaction: the conversations begun with them (an id already there is left
     * alone), then the turns of conversations that exist (one the clean-up removed meanwhile takes nothing).
     */
    async writeTurns(started: { id: string; userId: number | null }[], turns: (Turn & { conversationId: string })[]) {
      await db.transaction(async (tx) => {
        if (started.length > 0)
          await tx
            .insert(assistantConversations)
            .values(started)
            .onConflictDoNothing({ target: assistantConversations.id });
        if (turns.length === 0) return;
        const rows = sql.join(
          turns.map((turn) => sql`(${turn.conversationId}::uuid, ${turn.question}, ${turn.answer}, ${turn.source})`),
          sql`, `,
        );
        await tx.execute(sql`
          insert into ${assistantTurns} (conversation_id, question, answer, source)
          select given.conversation_id, given.question, given.answer, given.source
          from (values ${rows}) as given (conversation_id, question, answer, source)
          where exists (select 1 from ${assistantConversations} c where c.id = given.conversation_id)`);
      });
    },

    /** The conversation's turns, first to last. */
    turns: (conversationId: string): Promise<Turn[]> =>
      db
        .select({ question: assistantTurns.question, answer: assistantTurns.answer, source: assistantTurns.source })
        .from(assistantTurns)
        .where(eq(assistantTurns.conversationId, conversationId))
        .orderBy(asc(assistantTurns.id)),

    /**
     * Marks the conversation handed off and, in the same transaction, writes its inbox message with `send`; false
     * when it is not `userId`'s or was handed off already. One statement claims it, so of two hand-offs at once
     * exactly one writes a message.
     */
    async handOff(
      conversationId: string,
      userId: number | null,
      send: (tx: Db) => Promise<{ id: string }>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(assistantConversations)
          .set({ handedOffAt: sql`now()` })
          .where(and(ownedBy(conversationId, userId), isNull(assistantConversations.handedOffAt)))
          .returning({ id: assistantConversations.id });
        if (!claimed) return false;
        const message = await send(tx);
        await tx
          .update(assistantConversations)
          .set({ handoffMessageId: message.id })
          .where(eq(assistantConversations.id, conversationId));
        return true;
      });
    },
  };
}
export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
