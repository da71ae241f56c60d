/** SQL of wishlists: one row per customer and product. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';

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
