/**
 * The catalogue's words as the listing shows them: filter groups and their options (spec §2), sort options,
 * category and audience labels. The values are the contract's; they are restated here because importing values
 * from the contract's catalog module would bring zod into the page, and the type checks below fail the build the
 * moment the two lists differ.
 */
import type { Audience, Category, Metal, Purity, Sort, Stone } from '@lumen/contract/catalog';
import { JEWELLERY_GROUPS } from '../../lib/catalogue-menu';

/** Compiles only when `List` names every member of `Union`. */
type Exhaustive<Union, List extends ReadonlyArray<Union>> = Exclude<Union, List[number]> extends never ? List : never;

const metals = ['Gold', 'Rose Gold', 'Black Gold', 'Silver'] as const;
const stones = ['Gemstone', 'Diamond', 'Pearl', 'Ruby', 'Emerald'] as const;
const purities = ['18k', '22k', '24k'] as const;
const sorts = ['price_asc', 'price_desc', 'best_seller', 'newest'] as const;
const categories = [
  'rings',
  'bracelets',
  'necklaces',
  'earrings',
  'chains',
  'bangles',
  'watches',
  'diamonds',
  'bridal-sets',
  'personalised',
] as const;
const audiences = ['men', 'women', 'accessories'] as const;

export const METALS: Exhaustive<Metal, typeof metals> = metals;
export const STONES: Exhaustive<Stone, typeof stones> = stones;
export const PURITIES: Exhaustive<Purity, typeof purities> = purities;
export const SORTS: Exhaustive<Sort, typeof sorts> = sorts;
export const CATEGORIES: Exhaustive<Category, typeof categories> = categories;
export const AUDIENCES: Exhaustive<Audience, typeof audiences> = audiences;

/** The listing's filter groups, in the spec's order; `param` is the URL's and the API's parameter. */
export const FILTER_GROUPS = [
  { param: 'metal', title: 'Metal', options: METALS },
  { param: 'stone', title: 'Stone Shape', options: STONES },
  { param: 'purity', title: 'Gold Purity', options: PURITIES },
] as const;

export type FilterParam = (typeof FILTER_GROUPS)[number]['param'];

export const SORT_OPTIONS: ReadonlyArray<{ value: Sort; label: string }> = [
  { value: 'price_asc', label: 'Lowest Price' },
  { value: 'price_desc', label: 'Highest Price' },
  { value: 'best_seller', label: 'Best Seller' },
  { value: 'newest', label: 'Newest' },
];

export const CATEGORY_LABELS: Record<Category, string> = {
  rings: 'Rings',
  bracelets: 'Bracelets',
  necklaces: 'Necklaces',
  earrings: 'Earrings',
  chains: 'Chains',
  bangles: 'Bangles',
  watches: 'Watches',
  diamonds: 'Diamonds',
  'bridal-sets': 'Bridal Sets',
  personalised: 'Personalised',
};

/** "Women's Jewellery" and the rest: the mega-menu's group titles. */
export function audienceLabel(audience: Audience): string {
  return JEWELLERY_GROUPS.find((group) => group.audience === audience)?.label ?? audience;
}

export function isOneOf<T extends string>(list: ReadonlyArray<T>, value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (list as ReadonlyArray<string>).includes(value);
}

/** Listing pages hold 24 pieces: six rows of four on a desktop, twelve of two on a phone. */
export const LISTING_PAGE_SIZE = 24;
