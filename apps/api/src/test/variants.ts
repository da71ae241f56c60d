/** Test helpers for pieces offered in several variants: make a piece's variants, read and set a variant's stock. */
import type { Metal, Purity } from '@lumen/contract/catalog-vocabulary';
import { eq } from 'drizzle-orm';
import { productVariants } from '../db/schema';
import { refreshOffers, variantSku } from '../modules/catalog/variants';
import type { TestApp } from './harness';

export type TestVariant = {
  metal: Metal;
  purity: Purity;
  size?: string;
  price: number;
  quantity?: number;
  weightMg?: number;
  madeToOrderDays?: number;
};

/** Replaces a piece's variants with `variants` (in this order, the first the default); answers them with their ids. */
export async function offerVariants(t: TestApp, productId: number, variants: TestVariant[]) {
  return t.database.db.transaction(async (tx) => {
    await tx.delete(productVariants).where(eq(productVariants.productId, productId));
    const rows = await tx
      .insert(productVariants)
      .values(
        variants.map((variant, position) => ({
          productId,
          sku: variantSku(productId, { metal: variant.metal, purity: variant.purity, size: variant.size ?? '' }),
          metal: variant.metal,
          purity: variant.purity,
          size: variant.size ?? '',
          position,
          price: variant.price,
          originalPrice: Math.round(variant.price * 1.25),
          quantity: variant.quantity ?? 50,
          weightMg: variant.weightMg ?? null,
          madeToOrderDays: variant.madeToOrderDays ?? null,
        })),
      )
      .returning();
    await refreshOffers(tx, [productId]);
    return rows.sort((a, b) => a.position - b.position);
  });
}

export async function variantStock(t: TestApp, variantId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ quantity: productVariants.quantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.quantity;
}

export const setVariantStock = (t: TestApp, variantId: number, quantity: number) =>
  t.database.db.update(productVariants).set({ quantity }).where(eq(productVariants.id, variantId));
