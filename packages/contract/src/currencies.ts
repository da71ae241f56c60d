/**
 * The currencies a shopper may see prices in (issue 29): `GET /api/currencies` answers the base currency and each
 * other currency with a rate set; the back office sets a rate under /api/admin/currency-rates (permission `pricing`),
 * keeping every rate ever set. A rate is how many units of the currency one unit of the base currency buys (up to six
 * decimals); prices are converted and rounded as money.ts says.
 */
import { z } from 'zod';
import { envelopeOf } from './envelope';
import { CURRENCY_CODES, type CurrencyCode, RATE_SCALE } from './money';

/** The largest rate the shop keeps: one unit of the base currency buys at most 100,000 of another. */
export const CURRENCY_RATE_MAX = 100_000;

export const CURRENCY_MESSAGES = {
  currency: `one of ${CURRENCY_CODES.join(', ')}`,
  rate: `a number above 0 and up to ${CURRENCY_RATE_MAX.toLocaleString('en-US')}, with at most six decimals`,
  /** 400 (prefixed with `currency: `): the base currency's rate is 1 by definition. */
  isBase: (base: CurrencyCode) => `${base} is the shop’s base currency: its rate is always 1`,
  /** "1 USD is now 84.25 INR." */
  saved: (base: CurrencyCode, code: CurrencyCode, rate: number) => `1 ${base} is now ${rate} ${code}.`,
} as const;

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES, CURRENCY_MESSAGES.currency);

/** A rate as the API reads it: a positive number with at most six decimals (kept in millionths). */
export const CurrencyRateValueSchema = z
  .number(CURRENCY_MESSAGES.rate)
  .positive(CURRENCY_MESSAGES.rate)
  .max(CURRENCY_RATE_MAX, CURRENCY_MESSAGES.rate)
  .refine((rate) => Math.abs(rate * RATE_SCALE - Math.round(rate * RATE_SCALE)) < 1e-6, CURRENCY_MESSAGES.rate)
  .refine((rate) => Math.round(rate * RATE_SCALE) >= 1, CURRENCY_MESSAGES.rate);

/** A currency the storefront offers, with the rate prices are converted at and when it was set. */
export const ShopCurrencySchema = z.object({
  code: CurrencyCodeSchema,
  name: z.string(),
  /** Units of this currency one unit of the base currency buys; 1 for the base currency. */
  rate: z.number(),
  /** When the rate was set (ISO 8601); null for the base currency. */
  as_of: z.string().nullable(),
});
export type ShopCurrency = z.infer<typeof ShopCurrencySchema>;

export const CurrenciesSchema = z.object({
  /** The currency orders are charged and invoiced in. */
  base: CurrencyCodeSchema,
  /** The base currency first, then each currency with a rate, in the selector's order. */
  currencies: z.array(ShopCurrencySchema),
  /**
   * Whether the listing and product pages show prices including GST at each piece's rate (the owner's choice on the
   * Tax classes screen; decision 036), or as the API gives them, excluding it, with an "excl. GST" note.
   */
  prices_include_tax: z.boolean(),
});
export type Currencies = z.infer<typeof CurrenciesSchema>;
export const CurrenciesResponseSchema = envelopeOf(CurrenciesSchema);

export const CurrencyRateSchema = z.object({
  id: z.number().int(),
  currency: CurrencyCodeSchema,
  rate: z.number(),
  /** Who set it: a staff member, or a feed. */
  source: z.enum(['staff', 'feed']),
  set_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO 8601. */
  set_at: z.string(),
});
export type CurrencyRate = z.infer<typeof CurrencyRateSchema>;

export const CurrencyRatesSchema = z.object({
  base: CurrencyCodeSchema,
  /** The rate in force of each currency that has one, in the selector's order. */
  current: z.array(CurrencyRateSchema),
  /** Every rate set, newest first (the latest 200). */
  history: z.array(CurrencyRateSchema),
});
export type CurrencyRates = z.infer<typeof CurrencyRatesSchema>;
export const CurrencyRatesResponseSchema = envelopeOf(CurrencyRatesSchema);

export const CurrencyRateInputSchema = z.object({
  currency: CurrencyCodeSchema,
  rate: CurrencyRateValueSchema,
});
export type CurrencyRateInput = z.infer<typeof CurrencyRateInputSchema>;
