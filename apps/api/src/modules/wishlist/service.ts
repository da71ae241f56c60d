/** A customer's wishlist: liked products, newest first; liking twice keeps one row. */
import type { WishlistItem } from '@lumen/contract/wishlist';
import { notFound } from '../../plugins/envelope-and-errors';
import type { WishlistRepository } from './repository';

export function createWishlistService(repository: WishlistRepository) {
  return {
    async list(userId: number): Promise<WishlistItem[]> {
      return (await repository.list(userId)).map((row) => ({
        product_id: row.productId,
        title: row.name,
        images: row.images,
        price: row.price,
        original_price: row.originalPrice,
        sizes: row.sizes,
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
