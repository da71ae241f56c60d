/**
 * The metal rate form: which metal and purity (one choice, "Gold|22k"), and the rate per gram typed in dollars
 * ("98.50", "1,074"), sent in cents within the contract's bounds.
 */
import { type MetalRateInput, RATE_PER_GRAM_MAX } from '@lumen/contract/metal-rates';
import { RATE_PURITIES, type RateMetal } from '@lumen/contract/price-rules';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { centsOf } from './catalogue-form';

export type MetalRateForm = { rate: string; rate_per_gram: string };

/** Each metal and purity a rate is set for, as the form's choices, in the order rates are quoted. */
export const RATE_CHOICES = Object.entries(RATE_PURITIES).flatMap(([metal, purities]) =>
  purities.map((purity) => [`${metal}|${purity}`, `${metal} ${purity}`] as const),
);

export const RATE_MESSAGE = `Give the price of a gram in dollars, from 0.01 to ${(RATE_PER_GRAM_MAX / 100).toLocaleString('en-US')}, e.g. 98.50.`;

export const metalRateResolver: Resolver<MetalRateForm, unknown, MetalRateInput> = async (
  values,
): Promise<ResolverResult<MetalRateForm, MetalRateInput>> => {
  const [metal, purity] = values.rate.split('|') as [RateMetal, MetalRateInput['purity']];
  const cents = centsOf(values.rate_per_gram);
  if (cents === null || cents < 1 || cents > RATE_PER_GRAM_MAX) {
    return { values: {}, errors: { rate_per_gram: { type: 'validate', message: RATE_MESSAGE } } };
  }
  return { values: { metal, purity, rate_per_gram: cents }, errors: {} };
};
