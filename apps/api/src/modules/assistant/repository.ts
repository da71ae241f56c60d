/** SQL of the shop assistant: its conversations, their turns, and the hand-off of one to the inbox, once. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
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
     * Adds a turn to the conversation `given` when it is `userId`'s (null: a visitor's), else to a new one of theirs;
     * answers the conversation's id. One statement: an answer costs the database one round trip.
     */
    async record(given: string | undefined, userId: number | null, turn: Turn): Promise<string> {
      const owner = userId === null ? sql`user_id is null` : sql`user_id = ${userId}`;
      const result = await db.execute(sql`
        with kept as (
          select id from ${assistantConversations} where id = ${given ?? null}::uuid and ${owner}
        ), started as (
          insert into ${assistantConversations} (user_id)
          select ${userId}::int where not exists (select 1 from kept)
          returning id
        ), conversation as (select id from kept union all select id from started)
        insert into ${assistantTurns} (conversation_id, question, answer, source)
        select id, ${turn.question}, ${turn.answer}, ${turn.source} from conversation
        returning conversation_id`);
      const [row] = rowsOf<{ conversation_id: string }>(result);
      if (!row) throw new Error('no turn was written');
      return row.conversation_id;
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
