/** The catalogue: one row per product, with its search document, and its variants with their stock. */
import type { MaterialDetails, ProductFaq, ProductImage } from '@lumen/contract/catalog';
import type { Personalisation } from '@lumen/contract/engraving-words';
import { MAKING_TYPES, PRICINGS } from '@lumen/contract/price-rules';
import type { Stone } from '@lumen/contract/stones';
import { getTableColumns, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, tsvector } from './columns';
import { taxClasses } from './tax';

/**
 * The catalogue. Prices are integer minor units (cents). `search` is a weighted full-text vector over the name,
 * the description and the material, kept by PostgreSQL itself.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    audience: text('audience').notNull(),
    metal: text('metal').notNull(),
    stone: text('stone').notNull(),
    purity: text('purity'),
    /** The lowest price of its variants, and that variant's original price (kept by `refreshOffers`). */
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    /** The highest price of its variants. */
    priceTo: integer('price_to').notNull(),
    /** The metals and purities its variants are offered in (kept by `refreshOffers`): the listing filters on them. */
    metals: text('metals').array().notNull().default(sql`'{}'::text[]`),
    purities: text('purities').array().notNull().default(sql`'{}'::text[]`),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    materialDetails: jsonb('material_details').$type<MaterialDetails>().notNull(),
    /** The piece's own questions and answers, shown before the shop's general ones on its page. */
    faqs: jsonb('faqs').$type<ProductFaq[]>().notNull().default([]),
    /** Its stones' facts (the 4Cs, origin, certificate), centre stone first (contract stones.ts). */
    stones: jsonb('stones').$type<Stone[]>().notNull().default([]),
    /** What the piece can be personalised with (engraving or an initial); null for none (contract engraving.ts). */
    personalisation: jsonb('personalisation').$type<Personalisation>(),
    bestSellerScore: integer('best_seller_score').notNull().default(0),
    /** Only published pieces reach the storefront; drafts and archived pieces live on in the back office and in orders. */
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('published'),
    /** Null for a stocked piece; the lead time in days of a piece made to order, which is never out of stock. */
    madeToOrderDays: integer('made_to_order_days'),
    /** Its tax class (HSN code and GST rate); null: the standard 18 % until the owner sets one (decision 036). */
    taxClassId: integer('tax_class_id').references(() => taxClasses.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', coalesce(material_details->>'material', '')), 'C')`,
      ),
    /** The words a shopper may misspell (name, metal, stone, category), for the search's trigram fallback (pg_trgm). */
    searchWords: text('search_words')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || metal || ' ' || stone || ' ' || replace(category, '-', ' '))`),
    /**
     * The centre stone's (the first of `stones`) shape, colour, clarity and carat, kept by PostgreSQL: the listing
     * filters and counts on them for every row, where reading them out of the JSON each time costs more than the page.
     */
    centreShape: text('centre_shape').generatedAlwaysAs(sql`stones->0->>'shape'`),
    centreColour: text('centre_colour').generatedAlwaysAs(sql`stones->0->>'colour'`),
    centreClarity: text('centre_clarity').generatedAlwaysAs(sql`stones->0->>'clarity'`),
    centreCarat: numeric('centre_carat', { mode: 'number' }).generatedAlwaysAs(sql`(stones->0->>'carat')::numeric`),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_search_idx').using('gin', t.search),
    index('products_category_audience_idx').on(t.category, t.audience),
    index('products_best_seller_idx').on(t.bestSellerScore.desc(), t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
    index('products_metals_idx').using('gin', t.metals),
    index('products_purities_idx').using('gin', t.purities),
    check('products_price_check', sql`${t.price} >= 0 and ${t.originalPrice} >= ${t.price}`),
    check('products_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check(
      'products_made_to_order_days_check',
      sql`${t.madeToOrderDays} is null or ${t.madeToOrderDays} between 1 and 365`,
    ),
  ],
);

/** The columns PostgreSQL computes from a product's others, for the search and the listing: never written. */
export type ComputedProductColumn =
  | 'search'
  | 'searchWords'
  | 'centreShape'
  | 'centreColour'
  | 'centreClarity'
  | 'centreCarat';

const {
  search: _search,
  searchWords: _searchWords,
  centreShape: _centreShape,
  centreColour: _centreColour,
  centreClarity: _centreClarity,
  centreCarat: _centreCarat,
  ...ownColumns
} = getTableColumns(products);
/** A product's own columns, to select a whole row without what PostgreSQL computes from it. */
export const productFields = ownColumns;

/**
 * A piece's variants: each offered combination of metal, purity and size ('' where the piece has no such option),
 * with its own SKU, metal weight, price and stock. Orders take from `quantity` with one conditional update each, so
 * the CHECK is the last word: stock never goes below zero. A variant made to order (its own lead time, else the
 * piece's) is never out of stock. `position` orders them; the first is the piece's default.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    metal: text('metal').notNull().default(''),
    purity: text('purity').notNull().default(''),
    size: text('size').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** The metal's weight in milligrams; null when not recorded. */
    weightMg: integer('weight_mg'),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    quantity: integer('quantity').notNull().default(0),
    madeToOrderDays: integer('made_to_order_days'),
    /** The BIS hallmark's HUID of a gold variant (six letters and digits); null where it has none. */
    huid: text('huid'),
    /**
     * 'fixed': `price` and `original_price` as staff set them; 'computed': priced from the current rate of the
     * variant's metal and purity by the rule below, read through the `priced_variants` view (pricing.ts), its own
     * price columns holding 0 (decision 033).
     */
    pricing: text('pricing', { enum: PRICINGS }).notNull().default('fixed'),
    makingType: text('making_type', { enum: MAKING_TYPES }),
    /** Minor units a gram ('per_gram') or basis points of the metal's value ('percent'); the original's likewise. */
    making: integer('making'),
    originalMaking: integer('original_making'),
    stonesValue: integer('stones_value').notNull().default(0),
    otherValue: integer('other_value').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    uniqueIndex('product_variants_options_idx').on(t.productId, t.metal, t.purity, t.size),
    index('product_variants_product_idx').on(t.productId, t.position, t.id),
    check('product_variants_quantity_check', sql`${t.quantity} >= 0`),
    check('product_variants_price_check', sql`${t.price} >= 0 and ${t.originalPrice} >= ${t.price}`),
    check('product_variants_weight_check', sql`${t.weightMg} is null or ${t.weightMg} > 0`),
    check(
      'product_variants_pricing_check',
      sql`${t.pricing} = 'fixed' or (${t.pricing} = 'computed' and ${t.weightMg} is not null
        and ${t.makingType} in ('per_gram', 'percent') and ${t.making} >= 0 and ${t.originalMaking} >= ${t.making})`,
    ),
    check('product_variants_extras_check', sql`${t.stonesValue} >= 0 and ${t.otherValue} >= 0`),
    check(
      'product_variants_made_to_order_days_check',
      sql`${t.madeToOrderDays} is null or ${t.madeToOrderDays} between 1 and 365`,
    ),
  ],
);
