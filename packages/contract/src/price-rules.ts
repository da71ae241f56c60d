/**
 * How a jeweller prices a piece (issue 29, decision 033): a variant's price is **fixed** (staff type it) or
 * **computed** from the day's metal rate — metal weight × the rate of its metal and purity, plus making charges (per
 * gram, or a percentage of the metal's value), the stones' value and any other fixed amount. No zod here, so both
 * sides may read it.
 *
 * Rounding: every part is rounded once, to the nearest minor unit with halves up, and the price is the sum of the
 * rounded parts, so a breakup always adds up to the price shown. The database prices variants with the same rule in
 * SQL (the `priced_variants` view, apps/api db/schema/pricing.ts); `computedPrice` is the reference a test holds the
 * view to, to the minor unit.
 */
import type { Metal } from './catalog-vocabulary';

/** The metals a rate is set for, each with the purities it is quoted in (24k is the market's reference for gold). */
export const RATE_PURITIES = {
  Gold: ['24k', '22k', '18k', '14k', '9k'],
  Platinum: ['950'],
  Silver: ['925'],
} as const;
export type RateMetal = keyof typeof RATE_PURITIES;
export const RATE_METALS = Object.keys(RATE_PURITIES) as RateMetal[];
export type RatePurity = (typeof RATE_PURITIES)[RateMetal][number];
export const ALL_RATE_PURITIES = Object.values(RATE_PURITIES).flat() as RatePurity[];

/** The rate a metal is priced at: gold of every colour at gold's (the alloy's colour costs nothing by weight). */
export const RATE_METAL_OF: Record<Metal, RateMetal> = {
  Gold: 'Gold',
  'Rose Gold': 'Gold',
  'White Gold': 'Gold',
  'Black Gold': 'Gold',
  Platinum: 'Platinum',
  Silver: 'Silver',
};

/** Whether a metal and purity have a rate a price can be computed from (e.g. Rose Gold 18k; not Silver 22k). */
export function hasRate(metal: Metal | null | undefined, purity: string | null | undefined): boolean {
  if (!metal || !purity) return false;
  return (RATE_PURITIES[RATE_METAL_OF[metal]] as readonly string[]).includes(purity);
}

/** The most any price may be, in minor units ($1,000,000 at cents): the database refuses a price above it. */
export const PRICE_MAX = 100_000_000;

export const PRICINGS = ['fixed', 'computed'] as const;
export type Pricing = (typeof PRICINGS)[number];

/** Making charges per gram of metal (minor units a gram), or a percentage of the metal's value (per piece). */
export const MAKING_TYPES = ['per_gram', 'percent'] as const;
export type MakingType = (typeof MAKING_TYPES)[number];

/** The highest making charge: 500 % of the metal, or 10,000,000 minor units a gram. */
export const MAKING_PERCENT_MAX = 500;
export const MAKING_PER_GRAM_MAX = 10_000_000;

/** A percentage as stored: basis points (12.5 % is 1,250), so every making charge is an integer. */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);
export const percentOf = (basisPoints: number) => basisPoints / 100;

/** a × b / scale, rounded to the nearest integer with halves up (a, b ≥ 0; exact while a × b < 2⁵³). */
const scaled = (a: number, b: number, scale: number) => Math.floor((a * b + scale / 2) / scale);

export type PriceRule = {
  weightMg: number;
  makingType: MakingType;
  /** Minor units a gram (per_gram) or basis points of the metal's value (percent). */
  making: number;
  /** The making charge of the original price (the "Save N %" badge's), in the same unit; at least `making`. */
  originalMaking: number;
  stonesValue: number;
  otherValue: number;
};

export type ComputedPrice = {
  metalAmount: number;
  makingAmount: number;
  price: number;
  originalPrice: number;
};

/** The making charge of a rule, on a metal value already rounded. */
function makingAmount(type: MakingType, making: number, weightMg: number, metalAmount: number): number {
  return type === 'per_gram' ? scaled(weightMg, making, 1000) : scaled(metalAmount, making, 10_000);
}

/** A computed variant's price and original price at `ratePerGram` (minor units of the base currency a gram). */
export function computedPrice(rule: PriceRule, ratePerGram: number): ComputedPrice {
  const metalAmount = scaled(rule.weightMg, ratePerGram, 1000);
  const making = makingAmount(rule.makingType, rule.making, rule.weightMg, metalAmount);
  const original = makingAmount(rule.makingType, rule.originalMaking, rule.weightMg, metalAmount);
  const rest = rule.stonesValue + rule.otherValue;
  return {
    metalAmount,
    makingAmount: making,
    price: metalAmount + making + rest,
    originalPrice: metalAmount + original + rest,
  };
}
