/** A customer's wishlist: liked products, newest first; liking twice keeps one row. */
import type { ProductPhoto } from '@lumen/contract/catalog';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { notFound } from '../../plugins/envelope-and-errors';
import { variantOptions } from '../catalog/variants';
import type { WishlistRepository } from './wishlist-repository';

export function createWishlistService(
  repository: WishlistRepository,
  options: { photos?: (productIds: number[]) => Promise<Map<number, ProductPhoto[]>> } = {},
) {
  return {
    async list(userId: number): Promise<WishlistItem[]> {
      const rows = await repository.list(userId);
      const ids = rows.map((row) => row.productId);
      const photos = options.photos && ids.length > 0 ? await options.photos(ids) : new Map<number, ProductPhoto[]>();
      return rows.map((row) => ({
        product_id: row.productId,
        title: row.name,
        images: row.images,
        photo: photos.get(row.productId)?.[0] ?? null,
        price: row.price,
        original_price: row.originalPrice,
        sizes: row.sizes,
        variant_id: row.variant?.id ?? null,
        sku: row.variant?.sku ?? null,
        options: row.variant ? variantOptions(row.variant) : {},
      }));
    },
    async add(userId: number, productId: number) {
      if (!(await repository.productExists(productId))) throw notFound('This product could not be found.');
      await repository.add(userId, productId);
    },
    async remove(userId: number, productId: number) {
      if (!(await repository.remove(userId, productId))) throw notFound('This product is not in your wishlist.');
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
