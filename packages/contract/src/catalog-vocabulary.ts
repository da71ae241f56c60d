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

/** The metals a piece is made in. `Gold` is yellow gold (the spec's filter names it so); labels say it in full. */
export const METALS = ['Gold', 'Rose Gold', 'White Gold', 'Black Gold', 'Platinum', 'Silver'] as const;
export type Metal = (typeof METALS)[number];

export const METAL_LABELS: Record<Metal, string> = {
  Gold: 'Yellow Gold',
  'Rose Gold': 'Rose Gold',
  'White Gold': 'White Gold',
  'Black Gold': 'Black Gold',
  Platinum: 'Platinum',
  Silver: 'Silver',
};

export const STONES = ['Gemstone', 'Diamond', 'Pearl', 'Ruby', 'Emerald'] as const;
export type Stone = (typeof STONES)[number];

/** Gold's purities in karats (the listing's "Gold Purity" filter), then platinum's and silver's fineness. */
export const GOLD_PURITIES = ['9k', '14k', '18k', '22k', '24k'] as const;
export const PURITIES = [...GOLD_PURITIES, '950', '925'] as const;
export type Purity = (typeof PURITIES)[number];

export const PURITY_LABELS: Record<Purity, string> = {
  '9k': '9K',
  '14k': '14K',
  '18k': '18K',
  '22k': '22K',
  '24k': '24K',
  '950': 'Platinum 950',
  '925': 'Sterling 925',
};

export const SORTS = ['price_asc', 'price_desc', 'best_seller', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const CATALOG_PAGE_SIZE_DEFAULT = 24;
export const CATALOG_PAGE_SIZE_MAX = 48;
export const SEARCH_MAX_LENGTH = 100;
/** How many pieces a product page's "You may also like" shows at most: one row of the four-column grid. */
export const RELATED_PIECES_MAX = 4;

/**
 * The `sizes` of uploaded product photos: the slot a photo fills at each breakpoint, so the browser picks the
 * smallest file (of the widths the API encodes) that fills it. Shared by the web app's `<picture>` elements and the
 * product page's preload hint, which must name the same file the page will ask for.
 */
export const PRODUCT_PHOTO_SIZES = {
  /** The product grid: two columns, three from md, four from lg (home), inside the 1320 px container. */
  card: '(min-width: 1400px) 330px, (min-width: 768px) 33vw, 50vw',
  /** The product page's stage: the whole width on a phone, about half of the container from md. */
  stage: '(min-width: 1400px) 680px, (min-width: 768px) 52vw, 100vw',
  /** The gallery's thumbnails and the checkout's line pictures. */
  thumb: '96px',
  /** A cart line's picture (5.5rem on a phone, 8.5rem wider). */
  line: '136px',
} as const;
