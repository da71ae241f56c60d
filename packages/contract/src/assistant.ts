/**
 * The shop assistant ('Chat Ai', issue 30): `POST /api/assistant/messages` answers a shopper's question from the
 * shop's own help, catalogue and — signed in — their own orders, citing its sources; `POST /api/assistant/handoff`
 * passes the conversation to the back office's inbox, answered by e-mail. Every `url` is a path of this shop.
 */
import { z } from 'zod';
import { CONTACT_NAME_MAX } from './constants';
import { CurrencyCodeSchema } from './currencies';
import { envelopeOf } from './envelope';
import { parseIdentifier } from './identifier';
import { MESSAGES } from './messages';
import { MULTI_LINE, SINGLE_LINE } from './text';

/** The longest question the assistant reads. */
export const ASSISTANT_QUESTION_MAX = 500;
/** The most pieces an answer shows as cards (the listing link shows the rest). */
export const ASSISTANT_PRODUCTS_MAX = 4;
/** Questions per 10 minutes: per address (every shopper behind it) and per visitor or account. */
export const ASSISTANT_RATE_LIMITS = {
  perAddress: { max: 120, timeWindow: '10 minutes' },
  perShopper: { max: 40, timeWindow: '10 minutes' },
} as const;

export const ASSISTANT_MESSAGES = {
  /** The panel's greeting (spec: the chat panel). */
  greeting: 'Hi there How Can I help you ?',
  question: 'Your question',
  handoffSent: 'Thank you. Our team has your question and will reply by e-mail, usually within one working day.',
  handoffTwice: 'This conversation is already with our team. They will reply by e-mail.',
  conversationGone: 'This conversation has ended. Please ask your question again.',
  contactNeeded: 'Please give your name and an e-mail address or mobile number, so our team can reply.',
} as const;

export const AssistantMessageRequestSchema = z.object({
  text: z
    .string(MESSAGES.required(ASSISTANT_MESSAGES.question))
    .regex(MULTI_LINE, MESSAGES.plainMultiLineText(ASSISTANT_MESSAGES.question))
    .trim()
    .min(1, MESSAGES.required(ASSISTANT_MESSAGES.question))
    .max(ASSISTANT_QUESTION_MAX, MESSAGES.tooLong(ASSISTANT_MESSAGES.question, ASSISTANT_QUESTION_MAX)),
  /** The conversation this question continues; absent (or one that is not the asker's): a new one. */
  conversation_id: z.uuid().optional(),
  /**
   * The currency the shopper sees prices in: a price without one ("under 200") is read in it. Absent: the shop's
   * base currency.
   */
  currency: CurrencyCodeSchema.optional(),
});
export type AssistantMessageRequest = z.infer<typeof AssistantMessageRequestSchema>;

export const AssistantSourceSchema = z.object({ title: z.string(), url: z.string() });
export type AssistantSource = z.infer<typeof AssistantSourceSchema>;

export const AssistantProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In minor units of the shop's base currency, from the catalogue (the listing's price: the lowest variant's). */
  price: z.number().int(),
  /** The product page. */
  url: z.string(),
});
export type AssistantProduct = z.infer<typeof AssistantProductSchema>;

export const AssistantReplySchema = z.object({
  text: z.string(),
  /** The help sections and pages the answer comes from. */
  sources: z.array(AssistantSourceSchema),
  products: z.array(AssistantProductSchema),
  /** The listing with the question's filters applied (`/product?…`), for a catalogue question. */
  listing_url: z.string().optional(),
  /** True when the assistant could not answer: the panel offers to pass the question to a person. */
  handoff_offered: z.boolean(),
});
export type AssistantReply = z.infer<typeof AssistantReplySchema>;

export const AssistantAnswerSchema = z.object({ conversation_id: z.uuid(), reply: AssistantReplySchema });
export type AssistantAnswer = z.infer<typeof AssistantAnswerSchema>;
export const AssistantAnswerResponseSchema = envelopeOf(AssistantAnswerSchema);

/** A visitor gives a name and an e-mail address or mobile number; a signed-in customer's come from the account. */
export const AssistantHandoffRequestSchema = z.object({
  conversation_id: z.uuid(),
  name: z
    .string()
    .regex(SINGLE_LINE, MESSAGES.plainText('Name'))
    .trim()
    .min(1, MESSAGES.required('Name'))
    .max(CONTACT_NAME_MAX, MESSAGES.tooLong('Name', CONTACT_NAME_MAX))
    .optional(),
  contact: z
    .string()
    .regex(SINGLE_LINE, MESSAGES.plainText('Email'))
    .trim()
    .refine((value) => parseIdentifier(value) !== null, MESSAGES.identifierInvalid)
    .optional(),
});
export type AssistantHandoffRequest = z.infer<typeof AssistantHandoffRequestSchema>;
