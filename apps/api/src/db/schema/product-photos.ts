/**
 * Photos of the products uploaded through the back office, and their encoded variants. The bytes live in the
 * database, like the customers' avatars, so every API process serves the same files.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { bytea, createdAtColumn } from './columns';

/**
 * One row per photo: its place in the product's gallery (`position`, dense from 0), its alt text, whether it is the
 * primary one (at most one per product, by a partial unique index; the code keeps exactly one while there are photos),
 * and the size of the original after auto-rotation.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('product_photos_product_idx').on(t.productId, t.position),
    uniqueIndex('product_photos_one_primary_idx').on(t.productId).where(sql`${t.primary}`),
    check('product_photos_alt_check', sql`length(btrim(${t.alt})) > 0`),
    check('product_photos_position_check', sql`${t.position} >= 0`),
    check('product_photos_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export const PHOTO_FORMAT_VALUES = ['avif', 'webp'] as const;

/**
 * The encoded files of a photo: one per format and width. `hash` is a digest of `bytes` and part of the file's URL
 * (`/media/products/{hash}-{width}.{format}`), so a replaced photo gets new URLs and old ones can be cached forever.
 */
export const productPhotoVariants = pgTable(
  'product_photo_variants',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => productPhotos.id, { onDelete: 'cascade' }),
    format: text('format', { enum: PHOTO_FORMAT_VALUES }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.format, t.width] }),
    index('product_photo_variants_hash_idx').on(t.hash),
    check('product_photo_variants_format_check', sql`${t.format} in ('avif', 'webp')`),
  ],
);
