/**
 * The conversation with the assistant, kept for the tab (session storage): it survives moving between pages and a
 * reload, and ends with the tab. Only what the panel shows is kept: the turns and the server's conversation id.
 */
import { AssistantReplySchema } from '@lumen/contract/assistant';
import { z } from 'zod';
import { fromJson, storageKey } from '../../lib/browser-storage';

const TurnSchema = z.object({
  id: z.number().int(),
  from: z.enum(['shopper', 'shop']),
  text: z.string(),
  /** The assistant's answer, with its sources, pieces and offer of a person. */
  reply: AssistantReplySchema.optional(),
  /** A failed question's message (shown as the shop's line, in the error's colour). */
  failed: z.boolean().optional(),
  /** The offer of a person was taken (or the hand-off sent): the offer is not shown again. */
  handedOff: z.boolean().optional(),
});
export type Turn = z.infer<typeof TurnSchema>;

const ConversationSchema = z.object({ conversationId: z.string().nullable(), turns: z.array(TurnSchema) });
export type Conversation = z.infer<typeof ConversationSchema>;

/** At most this many turns are kept: the oldest go first. */
const KEPT_TURNS = 60;

export const EMPTY_CONVERSATION: Conversation = { conversationId: null, turns: [] };

export const conversationKey = storageKey<Conversation>('lumen-assistant', {
  area: 'session',
  fallback: EMPTY_CONVERSATION,
  parse: fromJson((value) => ConversationSchema.safeParse(value).data),
  isEmpty: (conversation) => conversation.turns.length === 0,
});

/** The conversation with `turns` added (numbered after the last), the oldest dropped past KEPT_TURNS. */
export function withTurns(conversation: Conversation, ...turns: Omit<Turn, 'id'>[]): Conversation {
  let next = conversation.turns.at(-1)?.id ?? 0;
  const added = turns.map((turn) => ({ ...turn, id: ++next }));
  return { ...conversation, turns: [...conversation.turns, ...added].slice(-KEPT_TURNS) };
}
