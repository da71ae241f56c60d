/** The catalogue: one row per product, with its search document. */
import type { MaterialDetails, ProductImage } from '@lumen/contract/catalog';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, tsvector } from './columns';

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
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    materialDetails: jsonb('material_details').$type<MaterialDetails>().notNull(),
    bestSellerScore: integer('best_seller_score').notNull().default(0),
    createdAt: createdAtColumn(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', coalesce(material_details->>'material', '')), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_search_idx').using('gin', t.search),
    index('products_category_audience_idx').on(t.category, t.audience),
    index('products_best_seller_idx').on(t.bestSellerScore.desc(), t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
    check('products_price_check', sql`${t.price} >= 0 and ${t.originalPrice} >= ${t.price}`),
  ],
);
