/**
 * The day's metal rates (`/api/admin/metal-rates`, permission `pricing`): what a gram of each metal at each purity
 * costs the shop, in minor units of the base currency, with every rate ever set kept as history (who, when, from
 * where). A computed price (price-rules.ts) is the current rate of its variant's metal and purity, gold of any colour
 * at gold's.
 */
import { z } from 'zod';
import { envelopeOf } from './envelope';
import { formatCents } from './money';
import { ALL_RATE_PURITIES, RATE_METALS, RATE_PURITIES, type RateMetal, type RatePurity } from './price-rules';

/** Up to 10,000,000 minor units a gram ($100,000 at cents): far above any metal's price, below any overflow. */
export const RATE_PER_GRAM_MAX = 10_000_000;

/** What is wrong with a field; the API's answer names the field before it ("purity: Platinum is quoted in 950"). */
export const METAL_RATE_MESSAGES = {
  /** "Gold 22k is now $98.50 a gram; 120 prices updated." */
  saved: (rate: Pick<MetalRateInput, 'metal' | 'purity' | 'rate_per_gram'>, repriced: number) =>
    `${rate.metal} ${rate.purity} is now ${formatCents(rate.rate_per_gram)} a gram` +
    (repriced === 0 ? '.' : `; ${repriced.toLocaleString('en-US')} price${repriced === 1 ? '' : 's'} updated.`),
  metal: `one of ${RATE_METALS.join(', ')}`,
  anyPurity: `one of ${ALL_RATE_PURITIES.join(', ')}`,
  purity: (metal: RateMetal) => `${metal} is quoted in ${RATE_PURITIES[metal].join(', ')}`,
  ratePerGram: `a whole number of minor units from 1 to ${RATE_PER_GRAM_MAX.toLocaleString('en-US')}`,
  pricesTooHigh:
    'would price a piece beyond the largest price the shop can hold; check the rate and the heaviest pieces',
} as const;

export const METAL_RATE_SOURCES = ['staff', 'feed'] as const;

export const MetalRateSchema = z.object({
  id: z.number().int(),
  metal: z.enum(RATE_METALS as [RateMetal, ...RateMetal[]]),
  purity: z.string(),
  /** Minor units of the base currency for one gram. */
  rate_per_gram: z.number().int(),
  /** Who set it: a staff member, or the configured feed. */
  source: z.enum(METAL_RATE_SOURCES),
  set_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO 8601. */
  set_at: z.string(),
});
export type MetalRate = z.infer<typeof MetalRateSchema>;

export const MetalRatesSchema = z.object({
  /** The rate in force for each metal and purity that has one, in the order of RATE_PURITIES. */
  current: z.array(MetalRateSchema),
  /** Every rate set, newest first (the latest 200). */
  history: z.array(MetalRateSchema),
});
export type MetalRates = z.infer<typeof MetalRatesSchema>;
export const MetalRatesResponseSchema = envelopeOf(MetalRatesSchema);

export const MetalRateInputSchema = z
  .object({
    metal: z.enum(RATE_METALS as [RateMetal, ...RateMetal[]], METAL_RATE_MESSAGES.metal),
    purity: z.enum(ALL_RATE_PURITIES as [RatePurity, ...RatePurity[]], METAL_RATE_MESSAGES.anyPurity),
    rate_per_gram: z
      .number(METAL_RATE_MESSAGES.ratePerGram)
      .int(METAL_RATE_MESSAGES.ratePerGram)
      .min(1, METAL_RATE_MESSAGES.ratePerGram)
      .max(RATE_PER_GRAM_MAX, METAL_RATE_MESSAGES.ratePerGram),
  })
  .superRefine((input, ctx) => {
    if (!(RATE_PURITIES[input.metal] as readonly string[]).includes(input.purity))
      ctx.addIssue({ code: 'custom', path: ['purity'], message: METAL_RATE_MESSAGES.purity(input.metal) });
  });
export type MetalRateInput = z.infer<typeof MetalRateInputSchema>;
