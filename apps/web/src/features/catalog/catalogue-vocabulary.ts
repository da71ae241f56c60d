/**
 * The catalogue's words as the listing shows them: filter groups and their options (spec §2), sort options and
 * audience labels. The lists themselves are the contract's (its zod-free catalog-vocabulary module).
 */
import { type Audience, GOLD_PURITIES, METALS, type Sort, STONES } from '@lumen/contract/catalog-vocabulary';
import { DIAMOND_CLARITIES, DIAMOND_COLOURS, SHAPE_LABELS, STONE_SHAPES } from '@lumen/contract/stone-words';
import { JEWELLERY_GROUPS } from '../../lib/catalogue-menu';

/**
 * The listing's filter groups, in the spec's order; `param` is the URL's and the API's parameter. The panel lists the
 * options the listing's pieces are offered in (its facets), in this order.
 */
export const FILTER_GROUPS = [
  { param: 'metal', title: 'Metal', options: METALS },
  { param: 'stone', title: 'Stone Shape', options: STONES },
  { param: 'purity', title: 'Gold Purity', options: GOLD_PURITIES },
  // Beyond the spec: the centre stone's cut shape, and a diamond's colour and clarity, as Blue Nile filters them.
  { param: 'shape', title: 'Cut', options: STONE_SHAPES, labels: SHAPE_LABELS },
  { param: 'colour', title: 'Diamond Colour', options: DIAMOND_COLOURS },
  { param: 'clarity', title: 'Diamond Clarity', options: DIAMOND_CLARITIES },
] as const;

export type FilterParam = (typeof FILTER_GROUPS)[number]['param'];

export const SORT_OPTIONS: ReadonlyArray<{ value: Sort; label: string }> = [
  { value: 'price_asc', label: 'Lowest Price' },
  { value: 'price_desc', label: 'Highest Price' },
  { value: 'best_seller', label: 'Best Seller' },
  { value: 'newest', label: 'Newest' },
];

/** "Women's Jewellery" and the rest: the mega-menu's group titles. */
export function audienceLabel(audience: Audience): string {
  return JEWELLERY_GROUPS.find((group) => group.audience === audience)?.label ?? audience;
}

export function isOneOf<T extends string>(list: ReadonlyArray<T>, value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (list as ReadonlyArray<string>).includes(value);
}

/** Listing pages hold 24 pieces: six rows of four on a desktop, twelve of two on a phone. */
export const LISTING_PAGE_SIZE = 24;
