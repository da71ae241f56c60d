/** SQL of wishlists: one row per customer and product, read with the product's default variant. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, wishlistItems } from '../../db/schema/index';
import type { VariantRow } from '../catalog/variants';

/** The piece's default variant (its first), which the wishlist's ADD TO CART adds. */
const defaultVariant = sql<Pick<VariantRow, 'id' | 'sku' | 'metal' | 'purity' | 'size'> | null>`(
  select json_build_object('id', v.id, 'sku', v.sku, 'metal', v.metal, 'purity', v.purity, 'size', v.size)
  from ${productVariants} v where v.product_id = "products"."id" order by v.position, v.id limit 1)`;

export function createWishlistRepository(db: Db) {
  return {
    list(userId: number) {
      return db
        .select({
          productId: products.id,
          name: products.name,
          images: products.images,
          price: products.price,
          originalPrice: products.originalPrice,
          sizes: products.sizes,
          variant: defaultVariant,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(products.id));
    },

    async productExists(productId: number) {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      return Boolean(row);
    },

    async add(userId: number, productId: number) {
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async remove(userId: number, productId: number) {
      const rows = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return rows.length > 0;
    },
  };
}
export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
