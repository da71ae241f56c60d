/**
 * The currency rate form: which currency (any but the base), and how many of it one unit of the base currency buys,
 * typed as people write it ("84.25", "1,234.5") and sent as a number within the contract's bounds.
 */
import { CURRENCY_MESSAGES, type CurrencyRateInput, CurrencyRateValueSchema } from '@lumen/contract/currencies';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@lumen/contract/money';
import type { Resolver, ResolverResult } from 'react-hook-form';

export type CurrencyRateForm = { currency: string; rate: string };

/** The currencies a rate is set for: every one but the base, as the form's choices. */
export const currencyChoices = (base: CurrencyCode) =>
  CURRENCY_CODES.filter((code) => code !== base).map((code) => [code, `${code} — ${CURRENCIES[code].name}`] as const);

export const RATE_MESSAGE = `Give ${CURRENCY_MESSAGES.rate}, e.g. 84.25.`;

export const currencyRateResolver: Resolver<CurrencyRateForm, unknown, CurrencyRateInput> = async (
  values,
): Promise<ResolverResult<CurrencyRateForm, CurrencyRateInput>> => {
  const text = values.rate.trim().replace(/,/g, '');
  const rate = CurrencyRateValueSchema.safeParse(/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN);
  if (!rate.success) return { values: {}, errors: { rate: { type: 'validate', message: RATE_MESSAGE } } };
  return { values: { currency: values.currency as CurrencyCode, rate: rate.data }, errors: {} };
};
