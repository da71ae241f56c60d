/**
 * The catalogue's vocabulary: categories and their labels, audiences, metals, stones, purities, sorts and the page
 * sizes. No zod here, so the web app's pages can use the very same lists without loading it.
 */

export const CATEGORIES = [
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
export type Category = (typeof CATEGORIES)[number];

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

export const AUDIENCES = ['men', 'women', 'accessories'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const METALS = ['Gold', 'Rose Gold', 'Black Gold', 'Silver'] as const;
export type Metal = (typeof METALS)[number];

export const STONES = ['Gemstone', 'Diamond', 'Pearl', 'Ruby', 'Emerald'] as const;
export type Stone = (typeof STONES)[number];

export const PURITIES = ['18k', '22k', '24k'] as const;
export type Purity = (typeof PURITIES)[number];

export const SORTS = ['price_asc', 'price_desc', 'best_seller', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const CATALOG_PAGE_SIZE_DEFAULT = 24;
export const CATALOG_PAGE_SIZE_MAX = 48;
export const SEARCH_MAX_LENGTH = 100;
