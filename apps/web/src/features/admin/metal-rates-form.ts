/**
 * The metal rates screen's forms: a rate (which metal and purity, one choice "Gold|22k", and the rate per gram typed
 * in dollars — "98.50", "1,074" — sent in cents within the contract's bounds), and the owner's rate feed.
 */
import { MAX_JUMP_PERCENT_LIMIT, type RateFeedInput } from '@lumen/contract/metal-rate-feed';
import { type MetalRateInput, RATE_PER_GRAM_MAX } from '@lumen/contract/metal-rates';
import { RATE_PURITIES, type RateMetal } from '@lumen/contract/price-rules';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
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

export type RateFeedForm = { url: string; max_jump_percent: string };

export const FEED_URL_MESSAGE = 'Give the feed’s whole address, starting https://.';
export const MAX_JUMP_MESSAGE = `Give a percentage from 0.1 to ${MAX_JUMP_PERCENT_LIMIT}, e.g. 5 or 2.5.`;

/**
 * The rate feed form: a new address (left empty, the one set stays: it is never shown back whole, as its key may sit
 * in it) and the largest move set without a person, in percent.
 */
export const rateFeedResolver: Resolver<RateFeedForm, unknown, RateFeedInput> = async (
  values,
): Promise<ResolverResult<RateFeedForm, RateFeedInput>> => {
  const url = values.url.trim();
  const percent = Number(values.max_jump_percent.trim().replace(/\s*%$/, ''));
  const errors: FieldErrors<RateFeedForm> = {};
  if (url && !/^https?:\/\/\S+$/.test(url)) errors.url = { type: 'validate', message: FEED_URL_MESSAGE };
  const hundredths = percent * 100;
  const inRange =
    percent >= 0.1 && percent <= MAX_JUMP_PERCENT_LIMIT && Math.abs(hundredths - Math.round(hundredths)) < 1e-9;
  if (!values.max_jump_percent.trim() || !inRange)
    errors.max_jump_percent = { type: 'validate', message: MAX_JUMP_MESSAGE };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...(url ? { url } : {}), max_jump_percent: percent }, errors: {} };
};
