/** The catalogue: products, the listing query with its filters and sort, and facet counts. */

import { z } from 'zod';
import {
  AUDIENCES,
  CATALOG_PAGE_SIZE_DEFAULT,
  CATALOG_PAGE_SIZE_MAX,
  CATEGORIES,
  METALS,
  PURITIES,
  SEARCH_MAX_LENGTH,
  SORTS,
  STONES,
} from './catalog-vocabulary';
import { lineEngravingFields, PersonalisationSchema } from './engraving';
import { DIAMOND_CLARITIES, DIAMOND_COLOURS, STONE_SHAPES } from './stone-words';
import { HallmarkSchema, StoneSchema } from './stones';

export {
  AUDIENCES,
  type Audience,
  CATALOG_PAGE_SIZE_DEFAULT,
  CATALOG_PAGE_SIZE_MAX,
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  METALS,
  type Metal,
  PURITIES,
  type Purity,
  RELATED_PIECES_MAX,
  SEARCH_MAX_LENGTH,
  SORTS,
  type Sort,
  STONES,
  type Stone,
} from './catalog-vocabulary';

import { ProductImageSchema } from './product-image';
import { ProductStockSchema } from './stock';
import { LineTaxSchema } from './tax-classes';
import { SINGLE_LINE } from './text';
import { lineVariantFields, ProductOptionSchema, VariantSchema } from './variants';

/** A query parameter that may appear once or several times (`?metal=Gold&metal=Silver`). */
const repeatable = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** Prices in the API are integer minor units (cents): $160.00 is 16000. */
const minorUnits = z.coerce.number().int().min(0).max(100_000_000);
/** A stone's weight in carats, to the hundredth. */
const carats = z.coerce.number().min(0).max(100);

export const ProductListQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional(),
    audience: z.enum(AUDIENCES).optional(),
    q: z.string().regex(SINGLE_LINE, 'must be plain text on one line').trim().max(SEARCH_MAX_LENGTH).optional(),
    metal: repeatable(METALS),
    stone: repeatable(STONES),
    purity: repeatable(PURITIES),
    minPrice: minorUnits.optional(),
    maxPrice: minorUnits.optional(),
    /** The centre stone's shape; a diamond's colour and clarity; the centre stone's carat range (stones.ts). */
    shape: repeatable(STONE_SHAPES),
    colour: repeatable(DIAMOND_COLOURS),
    clarity: repeatable(DIAMOND_CLARITIES),
    minCarat: carats.optional(),
    maxCarat: carats.optional(),
    sort: z.enum(SORTS).optional(),
    /** `true`: only pieces that can be bought now (in stock in some size, or made to order). */
    inStock: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CATALOG_PAGE_SIZE_MAX).default(CATALOG_PAGE_SIZE_DEFAULT),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'must not be below minPrice',
    path: ['maxPrice'],
  })
  .refine((query) => query.minCarat === undefined || query.maxCarat === undefined || query.minCarat <= query.maxCarat, {
    message: 'must not be below minCarat',
    path: ['maxCarat'],
  });
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
export type ProductListFilters = z.output<typeof ProductListQuerySchema>;

export { type ProductImage, ProductImageSchema } from './product-image';

/**
 * A photo uploaded through the back office, as `<picture>` needs it: one `srcset` per format (each file's width
 * in `w` descriptors), a WebP fallback `src` for browsers without `<picture>`, and the size for the aspect ratio.
 */
export const ProductPhotoSchema = z.object({
  alt: z.string(),
  /** The metal it shows the piece in: the product page shows it while that metal is chosen. Null: any metal. */
  metal: z.enum(METALS).nullable(),
  width: z.number().int(),
  height: z.number().int(),
  sources: z.object({ avif: z.string(), webp: z.string() }),
  src: z.string(),
});
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>;

/**
 * What a cart line and an order line both show of a piece after its name: its picture, size, quantity and price.
 * In the cart `unit_price` is the catalogue's price now; in an order, the price it was bought at.
 */
export const pricedLineFields = {
  image: ProductImageSchema,
  size: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** unit_price × quantity. */
  line_total: z.number().int(),
  category: z.enum(CATEGORIES),
  ...lineVariantFields,
  ...lineEngravingFields,
  /** The HSN code and GST rate it is taxed at; absent in a browser cart kept before tax classes (the standard 18 %). */
  tax: LineTaxSchema.optional(),
};

export const ProductSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  audience: z.enum(AUDIENCES),
  metal: z.enum(METALS),
  stone: z.enum(STONES),
  purity: z.enum(PURITIES).nullable(),
  /** The lowest price of its variants (with that variant's original price): what the card shows. */
  price: z.number().int(),
  original_price: z.number().int(),
  /** The price range of its variants: "from" this … */
  price_from: z.number().int(),
  /** … to this (the same for a piece with one price). */
  price_to: z.number().int(),
  /** The metals it is offered in, in the vocabulary's order. */
  metals: z.array(z.enum(METALS)),
  image: ProductImageSchema,
  /** The primary uploaded photo; null when the piece has none and its drawn `image` is shown. */
  photo: ProductPhotoSchema.nullable(),
  /** The HSN code and GST rate it is taxed at (its tax class; the standard 18 % with no HSN until one is set). */
  tax: LineTaxSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const MaterialDetailsSchema = z.object({
  stock_number: z.string(),
  shape: z.string(),
  carat_weight: z.string(),
  certification: z.string(),
  depth: z.string(),
  cut_grade: z.string(),
  material: z.string(),
  measurements: z.string(),
  clarity: z.string(),
  polish: z.string(),
});
export type MaterialDetails = z.infer<typeof MaterialDetailsSchema>;

export const PRODUCT_FAQS_MAX = 12;
export const ProductFaqSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'question: required')
    .max(200)
    .regex(SINGLE_LINE, 'question: one line of plain text'),
  answer: z.string().trim().min(1, 'answer: required').max(2000),
});
export type ProductFaq = z.infer<typeof ProductFaqSchema>;

export const ProductSchema = ProductSummarySchema.extend({
  description: z.string(),
  images: z.array(ProductImageSchema),
  /** Uploaded photos, primary first, then in the gallery's order; empty when the drawn `images` are shown. */
  photos: z.array(ProductPhotoSchema),
  sizes: z.array(z.string()),
  material_details: MaterialDetailsSchema,
  /** The piece's own questions and answers (the shop's general ones are the page's own). */
  faqs: z.array(ProductFaqSchema),
  created_at: z.string(),
  /** Whether it can be bought now: in stock, only a few left, out of stock, or made to order; per size too. */
  stock: ProductStockSchema,
  /** The options a shopper chooses (metal, purity, size), each with the values some variant has; empty for one. */
  options: z.array(ProductOptionSchema),
  /** Every combination offered, the default first. */
  variants: z.array(VariantSchema),
  /** Its stones' facts (the 4Cs, natural or lab-grown, the lab's certificate), centre stone first; empty for none. */
  stones: z.array(StoneSchema),
  /** The default variant's BIS hallmark; each variant has its own where they differ. */
  hallmark: HallmarkSchema.nullable(),
  /** What the piece can be personalised with (engraving in a font, or an initial); null for a plain piece. */
  personalisation: PersonalisationSchema.nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

const FacetCountSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int() }));

export const ProductFacetsSchema = z.object({
  metal: FacetCountSchema(METALS),
  stone: FacetCountSchema(STONES),
  purity: FacetCountSchema(PURITIES),
  /** The centre stones' shapes, and the diamonds' colours and clarities, the result's pieces have. */
  shape: FacetCountSchema(STONE_SHAPES),
  colour: FacetCountSchema(DIAMOND_COLOURS),
  clarity: FacetCountSchema(DIAMOND_CLARITIES),
  /** The centre stones' carat range before the carat filter applies. Null when none has a carat. */
  carat: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** The price range of the result before the price filter applies: the slider's bounds. Null when empty. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** How many of the result can be bought now (the "In stock" filter's count), with every other filter applied. */
  in_stock: z.number().int(),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

export const ProductListSchema = z.object({
  items: z.array(ProductSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: ProductFacetsSchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;

/**
 * A piece's "You may also like": up to RELATED_PIECES_MAX published pieces that can be bought now, never the piece
 * itself, those of its own collection and category first (its menu group: Men's, Women's Jewellery or Accessories),
 * then of its collection, then of its category; best sellers first within each.
 */
export const RelatedProductsSchema = z.object({ items: z.array(ProductSummarySchema) });
export type RelatedProducts = z.infer<typeof RelatedProductsSchema>;

export const ProductParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'must be a product id or slug'),
});
