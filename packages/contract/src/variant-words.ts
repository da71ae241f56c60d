/**
 * A variant's options in words ("Rose Gold, 14K, US 6½"), for the cart, the orders, the invoice and the back
 * office. No zod here, so every page can use it.
 */
import { METAL_LABELS, type Metal, PURITY_LABELS, type Purity } from './catalog-vocabulary';
import { formatCents } from './money';
import { sizeLabel } from './sizes';
import type { LinePriceBreakup } from './variants';

export const OPTION_NAMES = ['metal', 'purity', 'size'] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

export type VariantOptions = { metal?: Metal | undefined; purity?: Purity | undefined; size?: string | undefined };

export const OPTION_LABELS: Record<OptionName, string> = { metal: 'Metal', purity: 'Purity', size: 'Size' };

/** The label of one option's value: "Yellow Gold" for `Gold`, "14K" for `14k`, "US 6½" for `US 6.5`. */
export function optionLabel(name: OptionName, value: string): string {
  if (name === 'metal') return METAL_LABELS[value as Metal] ?? value;
  if (name === 'purity') return PURITY_LABELS[value as Purity] ?? value;
  return sizeLabel(value);
}

/** "Rose Gold, 14K, US 6½": the options a variant has, in option order; '' for a piece without options. */
export function optionWords(options: VariantOptions): string {
  return OPTION_NAMES.flatMap((name) => {
    const value = options[name];
    return value ? [optionLabel(name, value)] : [];
  }).join(', ');
}

/** A line's metal and purity in words ("Rose Gold, 14K"); '' for a line without them. */
export const metalWords = (options: VariantOptions): string =>
  optionWords({ metal: options.metal, purity: options.purity });

/** What a line says of its variant: "Rose Gold, 14K, US 6½"; one without options, its size or "One size". */
export const lineVariantWords = (line: { size: string | null; options: VariantOptions }): string =>
  optionWords(line.options) || (line.size ? sizeLabel(line.size) : 'One size');

/**
 * How a stock message names the variant short: its size ("US 6"), and its metal and purity too when the piece is
 * offered in several ("Rose Gold, 14K, US 6½"); null for a piece in one metal and one size.
 */
export const shortVariantWords = (options: VariantOptions, severalMetals: boolean): string | null =>
  (severalMetals ? optionWords(options) : options.size ? sizeLabel(options.size) : '') || null;

/** A SKU's part for an option value: its letters and digits, upper case ("US 6.5" → "US65"). */
const skuPart = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** The SKU a new variant is given: the piece's number, the metal's initials with the purity, and the size. */
export function variantSku(productId: number, options: { metal: string; purity: string; size: string }): string {
  const metal = options.metal
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('');
  const parts = [skuPart(metal + options.purity), skuPart(options.size)].filter(Boolean);
  return ['LJ', String(productId).padStart(5, '0'), ...parts].join('-');
}

/**
 * What one piece's price from the metal rate was made of, in a line of words for the invoice and the order page:
 * "Price of one: metal 4.25 g × $98.50 a gram = $418.63, making $50.24, stones $300.00". Parts of zero are left out.
 */
export function breakupWords(breakup: LinePriceBreakup, money: (minor: number) => string = formatCents): string {
  const { metal } = breakup;
  const parts = [
    `metal ${metal.weight_g.toLocaleString('en-US', { maximumFractionDigits: 3 })} g × ${money(metal.rate)} a gram = ${money(metal.amount)}`,
    ...(breakup.making > 0 ? [`making ${money(breakup.making)}`] : []),
    ...(breakup.stones > 0 ? [`stones ${money(breakup.stones)}`] : []),
    ...(breakup.other > 0 ? [`other ${money(breakup.other)}`] : []),
  ];
  return `Price of one: ${parts.join(', ')}`;
}
