/**
 * The metal rate feed (issue 29): an address the owner configures, read on a schedule (METAL_RATE_FEED_SECONDS) and
 * on demand. Its answer is `RateFeedAnswerSchema`: the rates of some metals and purities, in minor units of the base
 * currency a gram. A rate within the owner's `max_jump_percent` of the one in force is set at once; a bigger move, or
 * a first rate with nothing to compare it with, waits for a person (`pending`) with the reason in words. A failed or
 * malformed answer sets nothing, and the feed's state says what went wrong.
 */
import { z } from 'zod';
import { CurrencyCodeSchema, CurrencyRateValueSchema } from './currencies';
import { envelopeOf } from './envelope';
import { MetalRateInputSchema, MetalRatesSchema } from './metal-rates';
import { CURRENCY_CODES, formatCents } from './money';
import { ALL_RATE_PURITIES, RATE_METALS, type RateMetal } from './price-rules';

/** The owner's default: a rate that moved more than 5 % since the one in force waits for a person. */
export const DEFAULT_MAX_JUMP_PERCENT = 5;
export const MAX_JUMP_PERCENT_LIMIT = 50;
/** An address the shop can keep: up to 2,000 characters. */
export const FEED_URL_MAX = 2_000;

/** A rate's move from `from` to `to` in percent of `from`, to two decimals (`to` and `from` > 0). */
export const jumpPercent = (from: number, to: number) => Math.round(((to - from) / from) * 10_000) / 100;

export const RATE_FEED_MESSAGES = {
  maxJump: `a percentage from 0.1 to ${MAX_JUMP_PERCENT_LIMIT}, to two decimals`,
  url: `an https:// address of up to ${FEED_URL_MAX.toLocaleString('en-US')} characters, or null to stop reading a feed`,
  saved: 'Rate feed saved.',
  turnedOff: 'Rate feed turned off; rates are set here only.',
  noFeed: 'No rate feed is set up; add its address first.',
  pendingGone: 'That rate is no longer waiting: it was confirmed, rejected or replaced by a newer one.',
  duplicate: 'lists the same metal and purity twice',
  duplicateCurrency: 'lists the same currency twice',
  /** What a read of the feed did, in words. */
  checked: (read: number, applied: number, waiting: number) =>
    `Read ${read} rate${read === 1 ? '' : 's'}: ${applied} set` +
    (waiting === 0 ? '.' : `; ${waiting} wait${waiting === 1 ? 's' : ''} for you to confirm.`),
  confirmed: (metal: string, purity: string, rate: number) =>
    `${metal} ${purity} is now ${formatCents(rate)} a gram, from the feed.`,
  rejected: (metal: string, purity: string) => `The feed’s ${metal} ${purity} rate was set aside.`,
  currencyConfirmed: (base: string, currency: string, rate: number) =>
    `1 ${base} is now ${rate} ${currency}, from the feed.`,
  currencyRejected: (currency: string) => `The feed’s ${currency} rate was set aside.`,
} as const;

/** A currency's rate in a feed's answer: how many units of it one unit of the base currency buys. */
export const FeedCurrencyRateSchema = z.object({ currency: CurrencyCodeSchema, rate: CurrencyRateValueSchema });

/**
 * What the feed answers: metal rates, currency rates, or both (decision 035). Anything else (another shape, an unknown
 * metal, purity or currency, a rate out of range, a rate named twice) is refused whole. A currency rate for the base
 * currency itself is left alone.
 */
export const RateFeedAnswerSchema = z
  .object({
    rates: z
      .array(MetalRateInputSchema)
      .min(1, 'lists no rate')
      .max(ALL_RATE_PURITIES.length)
      .refine((rates) => new Set(rates.map((rate) => `${rate.metal} ${rate.purity}`)).size === rates.length, {
        message: RATE_FEED_MESSAGES.duplicate,
      })
      .optional(),
    currencies: z
      .array(FeedCurrencyRateSchema)
      .min(1, 'lists no currency')
      .max(CURRENCY_CODES.length)
      .refine((rates) => new Set(rates.map((rate) => rate.currency)).size === rates.length, {
        message: RATE_FEED_MESSAGES.duplicateCurrency,
      })
      .optional(),
  })
  .refine((answer) => answer.rates !== undefined || answer.currencies !== undefined, {
    path: ['rates'],
    message: 'lists no rate',
  });
export type RateFeedAnswer = z.infer<typeof RateFeedAnswerSchema>;

export const RateFeedSchema = z.object({
  /** The feed's address with the values of its query hidden (they may hold a key); null: no feed. */
  url: z.string().nullable(),
  max_jump_percent: z.number(),
  /** When the feed was last read, and what went wrong then (null: it answered well). ISO 8601. */
  checked_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type RateFeed = z.infer<typeof RateFeedSchema>;

export const PendingRateSchema = z.object({
  id: z.number().int(),
  metal: z.enum(RATE_METALS as [RateMetal, ...RateMetal[]]),
  purity: z.string(),
  rate_per_gram: z.number().int(),
  /** The rate in force now, and the move to the feed's rate in percent (null when there is none yet). */
  current_rate_per_gram: z.number().int().nullable(),
  jump_percent: z.number().nullable(),
  /** Why it waits, in words. */
  reason: z.string(),
  /** When the feed said it. ISO 8601. */
  fetched_at: z.string(),
});
export type PendingRate = z.infer<typeof PendingRateSchema>;

/** A feed's currency rate that waits for a person, as `PendingRate` is for a metal. */
export const PendingCurrencyRateSchema = z.object({
  id: z.number().int(),
  currency: CurrencyCodeSchema,
  rate: z.number(),
  current_rate: z.number().nullable(),
  jump_percent: z.number().nullable(),
  reason: z.string(),
  fetched_at: z.string(),
});
export type PendingCurrencyRate = z.infer<typeof PendingCurrencyRateSchema>;

/** Why a feed's rate waits for a person (`shown` writes the rate in force: an amount, or a currency's rate). */
export function pendingReason(
  rate: number,
  current: number | null,
  maxJumpPercent: number,
  shown: (rate: number) => string = formatCents,
): string {
  if (current === null) return 'No rate in force to compare it with.';
  const jump = jumpPercent(current, rate);
  const direction = jump >= 0 ? 'above' : 'below';
  return `${Math.abs(jump)} % ${direction} the rate in force (${shown(current)}); more than ${maxJumpPercent} % waits for you.`;
}

/** `GET /api/admin/metal-rates` and every pricing answer: the rates, the feed's state, and what waits for a person. */
export const MetalRatesWithFeedSchema = MetalRatesSchema.extend({
  feed: RateFeedSchema,
  pending: z.array(PendingRateSchema),
  /** The feed's currency rates that wait for a person (decision 035). */
  pending_currencies: z.array(PendingCurrencyRateSchema),
});
export type MetalRatesWithFeed = z.infer<typeof MetalRatesWithFeedSchema>;
export const MetalRatesWithFeedResponseSchema = envelopeOf(MetalRatesWithFeedSchema);

const maxJump = z
  .number(RATE_FEED_MESSAGES.maxJump)
  .min(0.1, RATE_FEED_MESSAGES.maxJump)
  .max(MAX_JUMP_PERCENT_LIMIT, RATE_FEED_MESSAGES.maxJump)
  .multipleOf(0.01, RATE_FEED_MESSAGES.maxJump);

/**
 * `PUT /api/admin/metal-rates/feed` (the owner): the feed's address (null turns it off; left out, the one set stays,
 * since it is never shown back whole) and the largest move set without a person.
 */
export const RateFeedInputSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: RATE_FEED_MESSAGES.url })
    .max(FEED_URL_MAX, RATE_FEED_MESSAGES.url)
    .nullable()
    .optional(),
  max_jump_percent: maxJump,
});
export type RateFeedInput = z.infer<typeof RateFeedInputSchema>;

export const PendingRateParamsSchema = z.object({ id: z.coerce.number().int().positive() });
