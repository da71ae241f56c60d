/**
 * SQL of the product photos. Every change locks the product's row first, so changes to one product's gallery run one
 * after another and its positions stay dense and its primary photo single, whatever requests arrive together.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { productPhotos, productPhotoVariants, products } from '../../db/schema/index';
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
  position: row.position,
  primary: row.primary,
  width: row.width,
  height: row.height,
});

async function lockProduct(tx: Tx, productId: number): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length > 0;
}

const galleryOf = (tx: Tx | Db, productId: number) =>
  tx.select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position));

export type PhotoChange = { alt?: string | undefined; position?: number | undefined; primary?: boolean | undefined };

/** The statements the photo calls share. */
function photoStatements(db: Db) {
  /** The photos of the products with their files (without bytes), primary first, then in gallery order. */
  async function withVariants(productIds: number[]): Promise<Map<number, PhotoWithVariants[]>> {
    const byProduct = new Map<number, PhotoWithVariants[]>();
    if (productIds.length === 0) return byProduct;
    const photos = await db
      .select()
      .from(productPhotos)
      .where(inArray(productPhotos.productId, productIds))
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

export function createPhotoRepository(db: Db) {
  const { withVariants } = photoStatements(db);

  return {
    withVariants,

    /** Whether the product exists (a gallery of no photos and an unknown product look alike otherwise). */
    async productExists(productId: number): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return rows.length > 0;
    },

    /** The product's photos in gallery order (for the back office's answers). */
    async gallery(productId: number): Promise<PhotoWithVariants[]> {
      const photos = (await withVariants([productId])).get(productId) ?? [];
      return photos.sort((a, b) => a.position - b.position);
    },

    /** Adds a photo at the end of the gallery, primary when it is the first: one transaction with its audit row. */
    async add(productId: number, alt: string, photo: EncodedPhoto, audit: Audit) {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return undefined;
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(productPhotos)
          .where(eq(productPhotos.productId, productId));
        const [row] = await tx
          .insert(productPhotos)
          .values({ productId, alt, position: n, primary: n === 0, width: photo.width, height: photo.height })
          .returning();
        if (!row) throw new Error('insert returned no photo');
        await tx.insert(productPhotoVariants).values(photo.variants.map((v) => ({ ...v, photoId: row.id })));
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
     * Changes a photo's alt text, place or primary flag: one transaction with its audit row. Moving a photo shifts the
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
