/**
 * SQL of the product photos. Every change of a gallery locks the product's row first, so changes to one product's
 * gallery run one after another and its positions stay dense and its primary photo single, whatever requests arrive
 * together. A photo's encoding (its job) touches only that photo's row, files and original.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { AlsoInTransaction, Db } from '../../db/client';
import { productPhotoOriginals, productPhotos, productPhotoVariants, products } from '../../db/schema/index';
import type { EncodedPhoto } from './photo-encode';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PhotoRow = typeof productPhotos.$inferSelect;
export type VariantInfo = Omit<typeof productPhotoVariants.$inferSelect, 'bytes'>;
export type PhotoWithVariants = PhotoRow & { variants: VariantInfo[] };
type Audit = Pick<AuditRecord, 'staffId' | 'requestId'>;

/** What the audit log keeps of a photo: never its bytes. */
const audited = (row: PhotoRow) => ({
  id: row.id,
  alt: row.alt,
  metal: row.metal,
  position: row.position,
  primary: row.primary,
  width: row.width,
  height: row.height,
  status: row.status,
});

async function lockProduct(tx: Tx, productId: number): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length > 0;
}

const galleryOf = (tx: Tx | Db, productId: number) =>
  tx.select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position));

/** An upload checked on its request: its upright size and its bytes, to be encoded by its job. */
export type Upload = { width: number; height: number; bytes: Uint8Array };

export type PhotoChange = {
  alt?: string | undefined;
  position?: number | undefined;
  primary?: boolean | undefined;
  metal?: string | null | undefined;
};

/** The statements the photo calls share. */
function photoStatements(db: Db) {
  /**
   * The photos of the products with their files (without bytes), primary first, then in gallery order: the ready
   * ones only (what the shop shows), or `'all'` of them (the back office's gallery).
   */
  async function withVariants(
    productIds: number[],
    which: 'ready' | 'all' = 'ready',
  ): Promise<Map<number, PhotoWithVariants[]>> {
    const byProduct = new Map<number, PhotoWithVariants[]>();
    if (productIds.length === 0) return byProduct;
    const photos = await db
      .select()
      .from(productPhotos)
      .where(
        and(
          inArray(productPhotos.productId, productIds),
          which === 'ready' ? eq(productPhotos.status, 'ready') : undefined,
        ),
      )
      .orderBy(asc(productPhotos.productId), desc(productPhotos.primary), asc(productPhotos.position));
    if (photos.length === 0) return byProduct;
    const variants = await db
      .select({
        photoId: productPhotoVariants.photoId,
        format: productPhotoVariants.format,
        width: productPhotoVariants.width,
        height: productPhotoVariants.height,
        hash: productPhotoVariants.hash,
      })
      .from(productPhotoVariants)
      .where(
        inArray(
          productPhotoVariants.photoId,
          photos.map((p) => p.id),
        ),
      )
      .orderBy(asc(productPhotoVariants.width));
    const variantsOf = new Map<number, VariantInfo[]>();
    for (const v of variants) variantsOf.set(v.photoId, [...(variantsOf.get(v.photoId) ?? []), v]);
    for (const photo of photos) {
      const list = byProduct.get(photo.productId) ?? [];
      list.push({ ...photo, variants: variantsOf.get(photo.id) ?? [] });
      byProduct.set(photo.productId, list);
    }
    return byProduct;
  }
  return { withVariants };
}

/** The statements of a photo's encoding job: each touches one photo, and does nothing to one not processing. */
function encodingStatements(db: Db) {
  return {
    /** The original of a photo still processing (undefined when it is ready, failed or deleted: nothing to do). */
    async original(photoId: number): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ bytes: productPhotoOriginals.bytes })
        .from(productPhotoOriginals)
        .innerJoin(productPhotos, eq(productPhotos.id, productPhotoOriginals.photoId))
        .where(and(eq(productPhotoOriginals.photoId, photoId), eq(productPhotos.status, 'processing')));
      return row?.bytes;
    },

    /**
     * Makes a processing photo ready with its encoded files, and drops its original: one transaction. Answers the
     * photo, or undefined when it was not processing any more (deleted, or made ready by another run of its job).
     */
    async finish(photoId: number, photo: EncodedPhoto) {
      return db.transaction(async (tx) => {
        // The status changes first: its row lock makes a delete of the photo wait for this transaction, or go first.
        const [row] = await tx
          .update(productPhotos)
          .set({ status: 'ready' })
          .where(and(eq(productPhotos.id, photoId), eq(productPhotos.status, 'processing')))
          .returning();
        if (!row) return undefined;
        await tx.insert(productPhotoVariants).values(photo.variants.map((v) => ({ ...v, photoId })));
        await tx.delete(productPhotoOriginals).where(eq(productPhotoOriginals.photoId, photoId));
        return row;
      });
    },

    /** Marks a processing photo failed (its file cannot be encoded) and drops its original: one transaction. */
    async fail(photoId: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(productPhotos)
          .set({ status: 'failed' })
          .where(and(eq(productPhotos.id, photoId), eq(productPhotos.status, 'processing')))
          .returning();
        if (row) await tx.delete(productPhotoOriginals).where(eq(productPhotoOriginals.photoId, photoId));
        return row;
      });
    },
  };
}

export function createPhotoRepository(db: Db) {
  const { withVariants } = photoStatements(db);

  return {
    withVariants,

    /** Whether the product exists (a gallery of no photos and an unknown product look alike otherwise). */
    async productExists(productId: number): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return rows.length > 0;
    },

    /** The product's photos in gallery order, whatever their status (for the back office's answers). */
    async gallery(productId: number): Promise<PhotoWithVariants[]> {
      const photos = (await withVariants([productId], 'all')).get(productId) ?? [];
      return photos.sort((a, b) => a.position - b.position);
    },

    /**
     * Adds a photo at the end of the gallery, primary when it is the first, 'processing' with its original kept for
     * its encoding: one transaction with its audit row and `also` (which puts the encoding's job on the queue).
     */
    async add(productId: number, alt: string, upload: Upload, audit: Audit, also: AlsoInTransaction<PhotoRow>) {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return undefined;
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(productPhotos)
          .where(eq(productPhotos.productId, productId));
        const { width, height } = upload;
        const [row] = await tx
          .insert(productPhotos)
          .values({ productId, alt, position: n, primary: n === 0, width, height, status: 'processing' })
          .returning();
        if (!row) throw new Error('insert returned no photo');
        await tx.insert(productPhotoOriginals).values({ photoId: row.id, bytes: Buffer.from(upload.bytes) });
        await also(tx, row);
        await recordAudit(tx, {
          ...audit,
          action: 'product.photo.add',
          entity: 'product',
          entityId: String(productId),
          after: audited(row),
        });
        return row;
      });
    },

    /**
     * Changes a photo's alt text, metal, place or primary flag: one transaction with its audit row. Moving a photo shifts the
     * ones between its old and new place by one, so positions stay 0…n-1.
     */
    async update(productId: number, photoId: number, change: PhotoChange, audit: Audit) {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return 'product-not-found' as const;
        const gallery = await galleryOf(tx, productId);
        const before = gallery.find((p) => p.id === photoId);
        if (!before) return 'photo-not-found' as const;
        if (change.primary === false && before.primary) return 'keep-one-primary' as const;
        if (change.alt !== undefined) {
          await tx.update(productPhotos).set({ alt: change.alt }).where(eq(productPhotos.id, photoId));
        }
        if (change.metal !== undefined) {
          await tx.update(productPhotos).set({ metal: change.metal }).where(eq(productPhotos.id, photoId));
        }
        if (change.position !== undefined) {
          const order = gallery.filter((p) => p.id !== photoId);
          order.splice(Math.min(change.position, order.length), 0, before);
          for (const [position, photo] of order.entries()) {
            if (photo.position !== position) {
              await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, photo.id));
            }
          }
        }
        if (change.primary && !before.primary) {
          // Two statements: the partial unique index is checked row by row, so the old primary goes first.
          await tx
            .update(productPhotos)
            .set({ primary: false })
            .where(and(eq(productPhotos.productId, productId), eq(productPhotos.primary, true)));
          await tx.update(productPhotos).set({ primary: true }).where(eq(productPhotos.id, photoId));
        }
        const [after] = await tx.select().from(productPhotos).where(eq(productPhotos.id, photoId));
        if (!after) throw new Error('photo vanished inside its transaction');
        await recordAudit(tx, {
          ...audit,
          action: 'product.photo.update',
          entity: 'product',
          entityId: String(productId),
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
    },

    /** Deletes a photo with its files; the next one in the gallery becomes primary if it was. One transaction. */
    async remove(productId: number, photoId: number, audit: Audit) {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return 'product-not-found' as const;
        const [removed] = await tx
          .delete(productPhotos)
          .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)))
          .returning();
        if (!removed) return 'photo-not-found' as const;
        await tx
          .update(productPhotos)
          .set({ position: sql`${productPhotos.position} - 1` })
          .where(and(eq(productPhotos.productId, productId), gt(productPhotos.position, removed.position)));
        if (removed.primary) {
          const [next] = await galleryOf(tx, productId).limit(1);
          if (next) await tx.update(productPhotos).set({ primary: true }).where(eq(productPhotos.id, next.id));
        }
        await recordAudit(tx, {
          ...audit,
          action: 'product.photo.delete',
          entity: 'product',
          entityId: String(productId),
          before: audited(removed),
        });
        return removed;
      });
    },

    ...encodingStatements(db),

    /** The bytes of one encoded file, found by its URL's parts. */
    async file(hash: string, width: number, format: 'avif' | 'webp') {
      const [row] = await db
        .select({ bytes: productPhotoVariants.bytes })
        .from(productPhotoVariants)
        .where(
          and(
            eq(productPhotoVariants.hash, hash),
            eq(productPhotoVariants.width, width),
            eq(productPhotoVariants.format, format),
          ),
        )
        .limit(1);
      return row?.bytes;
    },
  };
}
export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
