/**
 * Photos of the products uploaded through the back office, their encoded variants, and the originals still waiting
 * for their encoding (a job of the queue, `photo-encode`). The bytes live in the database, like the customers'
 * avatars, so every API process serves the same files and any process's worker can encode any upload.
 */
import { PHOTO_STATUSES } from '@lumen/contract/admin-photos';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { bytea, createdAtColumn } from './columns';

/**
 * One row per photo: its place in the product's gallery (`position`, dense from 0), its alt text, whether it is the
 * primary one (at most one per product, by a partial unique index; the code keeps exactly one while there are photos),
 * the size of the original after auto-rotation, and its `status`: an upload is written 'processing', and its job
 * makes it 'ready' (its variants written) or 'failed' (the file could not be encoded). Only ready photos are shown by
 * the shop. The column's default is 'ready' for the photos from before the queue, which were encoded at upload; an
 * upload always names its status.
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
    /** The metal the photo shows the piece in (the product page shows it while that metal is chosen); null for any. */
    metal: text('metal'),
    primary: boolean('is_primary').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('ready'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('product_photos_product_idx').on(t.productId, t.position),
    uniqueIndex('product_photos_one_primary_idx').on(t.productId).where(sql`${t.primary}`),
    check('product_photos_alt_check', sql`length(btrim(${t.alt})) > 0`),
    check('product_photos_position_check', sql`${t.position} >= 0`),
    check('product_photos_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('product_photos_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
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

/**
 * The uploaded file of a photo still being processed, kept until its job has encoded it (or found it cannot be): the
 * job deletes the row in the transaction that makes the photo ready or failed. A table of its own rather than a
 * column of product_photos, so the reads of the galleries (the storefront's included) never carry an original of up
 * to 15 MB, and the table holds only the few photos waiting.
 */
export const productPhotoOriginals = pgTable('product_photo_originals', {
  photoId: integer('photo_id')
    .primaryKey()
    .references(() => productPhotos.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
