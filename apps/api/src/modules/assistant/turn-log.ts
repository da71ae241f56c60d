/**
 * The assistant's conversations as they happen, written in batches (decision 039): an answer never waits for a write.
 * A question's turn joins the next batch, written TURN_BATCH_MS later in one transaction with the conversations begun
 * meanwhile; on the embedded database each write is a flush to disk, so one per batch rather than one per answer
 * keeps the answer's p99 within budget. Who owns a conversation is remembered by the process (it never changes) and
 * read from the database once otherwise. The hand-off writes what is waiting first; closing the app writes the rest.
 * A batch that fails is logged and dropped: turns are the shop's record of what was asked, not a message owed.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../lib/logger';
import type { AssistantRepository, Turn } from './repository';

/** How long a turn waits for others before its batch is written. */
export const TURN_BATCH_MS = 20;
/** A batch this large is written at once. */
const TURN_BATCH_MAX = 200;
/** Conversations whose owner the process remembers (the oldest forgotten first). */
const OWNERS_KEPT = 10_000;

type Owner = number | null;

export function createTurnLog(repository: AssistantRepository, logger: Logger) {
  const owners = new Map<string, Owner>();
  let started: { id: string; userId: Owner }[] = [];
  let turns: (Turn & { conversationId: string })[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const remember = (id: string, owner: Owner) => {
    owners.delete(id);
    owners.set(id, owner);
    if (owners.size > OWNERS_KEPT) owners.delete(owners.keys().next().value as string);
  };

  /** Writes what is waiting; resolves once it (and any batch before it) is written or given up. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = { started, turns };
    started = [];
    turns = [];
    if (batch.started.length === 0 && batch.turns.length === 0) return writing;
    writing = writing.then(() =>
      repository.writeTurns(batch.started, batch.turns).catch((error: unknown) => {
        logger.error({ err: error, turns: batch.turns.length }, 'assistant turns not written');
      }),
    );
    return writing;
  }

  return {
    /** The conversation a question goes in: `given` when it is `owner`'s, else a new one (written with its turn). */
    async conversationFor(given: string | undefined, owner: Owner): Promise<{ id: string; isNew: boolean }> {
      if (given) {
        if (owners.has(given) && owners.get(given) === owner) return { id: given, isNew: false };
        if (!owners.has(given) && (await repository.find(given, owner))) {
          remember(given, owner);
          return { id: given, isNew: false };
        }
      }
      const id = randomUUID();
      remember(id, owner);
      return { id, isNew: true };
    },

    /** Adds a turn to the next batch (and the conversation, when it is new). */
    add(conversation: { id: string; isNew: boolean }, owner: Owner, turn: Turn) {
      if (conversation.isNew) started.push({ id: conversation.id, userId: owner });
      turns.push({ ...turn, conversationId: conversation.id });
      if (turns.length >= TURN_BATCH_MAX) void flush();
      else timer ??= setTimeout(() => void flush(), TURN_BATCH_MS);
    },

    flush,
  };
}
export type TurnLog = ReturnType<typeof createTurnLog>;
