/**
 * The product page's choice of a variant, as pure functions: what is chosen of each option (metal, purity, size),
 * the variant that choice names, the one whose price and stock to show while the choice is incomplete, and whether a
 * value can be chosen now (offered with the rest of the choice, and in stock).
 */
import type { Product } from '@lumen/contract/catalog';
import type { OptionName } from '@lumen/contract/variant-words';
import type { Variant } from '@lumen/contract/variants';

export type Choice = Partial<Record<OptionName, string>>;

const optionNames = (product: Pick<Product, 'options'>) => product.options.map((option) => option.name);

/** Whether the variant has every value the choice has made (options not chosen yet match anything). */
export const fits = (variant: Variant, choice: Choice) =>
  Object.entries(choice).every(([name, value]) => !value || variant.options[name as OptionName] === value);

/**
 * The choice a page opens with: the variant the URL names (`?variant=`), else the default variant's metal and
 * purity with the size left for the shopper to choose (a ring's size is theirs to say).
 */
export function initialChoice(product: Pick<Product, 'options' | 'variants'>, variantId: number | null): Choice {
  const named = product.variants.find((variant) => variant.id === variantId);
  const from = named ?? product.variants[0];
  if (!from) return {};
  const choice: Choice = {};
  for (const name of optionNames(product)) {
    if (name === 'size' && !named) continue;
    const value = from.options[name];
    if (value) choice[name] = value;
  }
  return choice;
}

/** The variant the choice names once every option is chosen; undefined while one is missing or none is offered. */
export function chosenVariant(product: Pick<Product, 'options' | 'variants'>, choice: Choice): Variant | undefined {
  if (optionNames(product).some((name) => !choice[name])) return undefined;
  return product.variants.find((variant) => fits(variant, choice));
}

/** The variant whose price, weight and stock the page shows: the chosen one, else the first that fits so far. */
export function shownVariant(product: Pick<Product, 'options' | 'variants'>, choice: Choice): Variant | undefined {
  return (
    chosenVariant(product, choice) ?? product.variants.find((variant) => fits(variant, choice)) ?? product.variants[0]
  );
}

/**
 * The choice with `name` set to `value`. A metal that is not offered in the chosen purity takes the first purity it
 * is offered in, so choosing a metal never lands on a combination that does not exist; the size is kept.
 */
export function choose(product: Pick<Product, 'variants'>, choice: Choice, name: OptionName, value: string): Choice {
  const next = { ...choice, [name]: value };
  if (name === 'metal' && next.purity) {
    const offered = product.variants.filter((variant) => variant.options.metal === value);
    if (!offered.some((variant) => variant.options.purity === next.purity)) {
      const purity = offered[0]?.options.purity;
      if (purity) next.purity = purity;
      else delete next.purity;
    }
  }
  return next;
}

export type ValueState = 'available' | 'out_of_stock' | 'not_offered';

/** Whether `value` of an option can be chosen with the rest of the choice: offered at all, and with any in stock. */
export function valueState(
  product: Pick<Product, 'variants'>,
  choice: Choice,
  name: OptionName,
  value: string,
): ValueState {
  const candidates = product.variants.filter((variant) => fits(variant, { ...choice, [name]: value }));
  if (candidates.length === 0) return 'not_offered';
  return candidates.every((variant) => variant.stock_state === 'out_of_stock') ? 'out_of_stock' : 'available';
}

/**
 * The uploaded photos to show while `metal` is chosen: that metal's own first, then those of any metal; another
 * metal's are left out, unless nothing would be left. Every photo while no metal is chosen.
 */
export function photosFor<T extends { metal: string | null }>(photos: readonly T[], metal: string | undefined): T[] {
  if (!metal) return [...photos];
  const shown = [...photos.filter((photo) => photo.metal === metal), ...photos.filter((photo) => photo.metal === null)];
  return shown.length > 0 ? shown : [...photos];
}
