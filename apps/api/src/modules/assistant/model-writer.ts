/**
 * The assistant's optional language model (issue 30, decision 039). With `ASSISTANT_LLM_URL` and its key set, an
 * OpenAI-compatible chat-completions model writes the answer in words, from what the shop found: the help's passages,
 * the offline answer's facts, and what its two tools answer (the catalogue and the shopper's own orders, run here
 * against the database with the asker's identity). It is never trusted with a fact:
 * - the pieces, the listing and the links shown come from the facts, never from its text;
 * - a text naming an amount of money or an order number the facts do not hold is thrown away, and the offline answer
 *   goes out instead;
 * - so does a text that does not come within the timeout, or a failure; after one, the model rests for a minute (the
 *   offline answer meanwhile), so a stalled provider costs one shopper one timeout, not every shopper, and the model
 *   is tried again by itself after the rest.
 * It says when the facts do not answer ("UNKNOWN"), and the shopper is offered the team.
 */
import type { AssistantReply } from '@lumen/contract/assistant';
import { formatCents } from '@lumen/contract/money';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { Logger } from '../../lib/logger';
import type { KnowledgeAnswer } from './knowledge';
import { unknownReply } from './replies';
import type { TurnSource } from './repository';

/** An answer and where it came from. */
export type Draft = { reply: AssistantReply; source: TurnSource };

/** The model's tools, run for the asker: a catalogue search in the shopper's words, and their order. */
export type ModelTools = {
  searchCatalogue(query: string): Promise<Draft | undefined>;
  orderStatus(orderNumber: string | null): Promise<Draft>;
};

export type ModelSettings = { url: string; key: string; model: string; timeoutMs: number };

/** After a failure, the model is left alone this long. */
export const MODEL_REST_MS = 60_000;
/** Tool calls the model may make for one answer. */
const TOOL_ROUNDS = 2;
/** A passage is given to the model up to this many characters. */
const PASSAGE_MAX = 900;

const INSTRUCTIONS = `You are the shop assistant of Lumen Jewels, an online shop of gold and lab-grown diamond jewellery.
Answer the shopper's question in two to four friendly sentences, only from the FACTS given and from what your tools answer.
Never state a price, an amount, a date, an order number or a policy detail that is not written in them.
Cite a help passage you used with its number in square brackets, like [1].
Use search_catalogue to find pieces and order_status for the shopper's own order when the facts do not already answer.
If the facts and tools do not answer the question, reply with exactly: UNKNOWN`;

const TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'search_catalogue',
      description:
        'Searches the catalogue. Describe the pieces in plain words: kind of piece, metal, purity, stone, for women or men, and a price range with its currency, e.g. "18k rose gold diamond earrings under $200".',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string' } },
        required: ['query'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'order_status',
      description:
        "Where the signed-in shopper's order is: the order number (LJ-2026-000042), or empty for the latest.",
      parameters: {
        type: 'object',
        properties: { order_number: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
];

/** An amount of money as a shop writes it: "$1,250.00", "₹ 50,000", "Rs. 500", "200 dollars". */
const MONEY =
  /(?:[$€£₹]|\b(?:rs\.?|inr|usd|eur|gbp|aed)\s?)\s?\d(?:[\d,]*\d)?(?:\.\d+)?|\b\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:rs\b|inr\b|usd\b|eur\b|gbp\b|dollars?\b|rupees?\b)/gi;
const ORDER_NUMBER = /\bLJ-\d{4}-\d{4,}\b/gi;

const amountOf = (money: string) => Number((money.match(/\d(?:[\d,]*\d)?(?:\.\d+)?/)?.[0] ?? '').replace(/,/g, ''));

/** The amounts and order numbers in `text` that `facts` do not hold (an amount compared by value: $120 is $120.00). */
export function unsupportedFacts(text: string, facts: string): string[] {
  const amounts = new Set((facts.match(MONEY) ?? []).map(amountOf));
  const orders = new Set((facts.match(ORDER_NUMBER) ?? []).map((id) => id.toUpperCase()));
  return [
    ...(text.match(MONEY) ?? []).filter((money) => !amounts.has(amountOf(money))),
    ...(text.match(ORDER_NUMBER) ?? []).filter((id) => !orders.has(id.toUpperCase())),
  ];
}

/** What an answer found, as the model reads it: its words, its pieces with their prices, its links. */
function factsOf(draft: Draft): string {
  const { reply } = draft;
  return [
    reply.text,
    ...reply.products.map((piece) => `- ${piece.name}: ${formatCents(piece.price)} (${piece.url})`),
    ...reply.sources.map((source) => `Link: ${source.title} (${source.url})`),
    reply.listing_url ? `All matching pieces: ${reply.listing_url}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function passagesOf(passages: KnowledgeAnswer[]): string {
  return passages
    .map(({ passage }, n) => `[${n + 1}] ${passage.page}: ${passage.title}\n${passage.text.slice(0, PASSAGE_MAX)}`)
    .join('\n\n');
}

export function createModelWriter(settings: ModelSettings, logger: Logger, now: () => number = Date.now) {
  const client = new OpenAI({ baseURL: settings.url, apiKey: settings.key, maxRetries: 0 });
  let restingUntil = 0;

  async function complete(messages: ChatCompletionMessageParam[], deadline: number, withTools: boolean) {
    const timeout = Math.max(1, deadline - now());
    const completion = await client.chat.completions.create(
      {
        model: settings.model,
        messages,
        temperature: 0,
        max_tokens: 400,
        ...(withTools ? { tools: TOOLS } : {}),
      },
      { timeout, maxRetries: 0, signal: AbortSignal.timeout(timeout) },
    );
    const message = completion.choices[0]?.message;
    if (!message) throw new Error('the model answered no choice');
    return message;
  }

  /** Runs one tool call for the asker and answers what it found, as text for the model. */
  async function runTool(name: string, rawArguments: string, tools: ModelTools): Promise<Draft | undefined> {
    let args: { query?: unknown; order_number?: unknown } = {};
    try {
      args = JSON.parse(rawArguments || '{}');
    } catch {
      return undefined;
    }
    if (name === 'search_catalogue' && typeof args.query === 'string') return tools.searchCatalogue(args.query);
    if (name === 'order_status') {
      const id = typeof args.order_number === 'string' ? args.order_number.match(ORDER_NUMBER)?.[0] : undefined;
      return tools.orderStatus(id ? id.toUpperCase() : null);
    }
    return undefined;
  }

  return {
    /**
     * The answer to `question` in the model's words, grounded in `draft` (the offline answer), `passages` and `tools`;
     * or `draft` itself when the model is resting, fails, is too slow, or writes a fact it was not given.
     */
    async write(question: string, draft: Draft, passages: KnowledgeAnswer[], tools: ModelTools): Promise<Draft> {
      if (now() < restingUntil) return draft;
      const deadline = now() + settings.timeoutMs;
      const help = passagesOf(passages);
      const answerFacts = factsOf(draft);
      let facts = `${help}\n\n${answerFacts}`;
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: INSTRUCTIONS },
        {
          role: 'system',
          content: `FACTS\nHelp passages:\n${help || '(none)'}\n\nWhat the shop found for this question:\n${answerFacts}`,
        },
        { role: 'user', content: question },
      ];
      let found: Draft | undefined;
      try {
        for (let round = 0; ; round += 1) {
          const message = await complete(messages, deadline, round < TOOL_ROUNDS);
          const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
          if (calls.length === 0) return judge(message.content ?? '', facts, draft, found, passages);
          messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
          for (const call of calls) {
            const result = await runTool(call.function.name, call.function.arguments, tools);
            if (result) found = result;
            const content = result ? factsOf(result) : 'The tool found nothing for that.';
            facts += `\n${content}`;
            messages.push({ role: 'tool', tool_call_id: call.id, content });
          }
        }
      } catch (error) {
        restingUntil = now() + MODEL_REST_MS;
        logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'the assistant’s language model failed; answering offline for a minute',
        );
        return draft;
      }
    },
  };

  /** The model's text as the answer, with the facts' pieces and links; or the draft, when it wrote an unknown fact. */
  function judge(text: string, facts: string, draft: Draft, found: Draft | undefined, passages: KnowledgeAnswer[]) {
    const written = text.trim();
    if (/^UNKNOWN\b/.test(written)) return { reply: unknownReply(), source: 'none' as const };
    const invented = unsupportedFacts(written, facts);
    if (invented.length > 0 || !written) {
      logger.warn({ invented: invented.length }, 'the assistant’s language model wrote a fact it was not given');
      return draft;
    }
    const base = found ?? draft;
    const cited = [...written.matchAll(/\[(\d)\]/g)]
      .map((match) => passages[Number(match[1]) - 1]?.passage)
      .filter((passage) => passage !== undefined)
      .map((passage) => ({ title: `${passage.page}: ${passage.title}`, url: passage.url }));
    const sources = [...base.reply.sources, ...cited].filter(
      (source, n, all) => all.findIndex((other) => other.url === source.url) === n,
    );
    const reply = { ...base.reply, text: written.replace(/\s*\[\d\]/g, ''), sources };
    return { reply, source: base.source };
  }
}
export type ModelWriter = ReturnType<typeof createModelWriter>;
