/**
 * The heart on every product card and product page: `POST /api/wishlist/add` and `DELETE /api/wishlist/delete/{id}`.
 * A signed-in customer's hearts are their wishlist on the server, changed optimistically and put back if the server
 * refuses; a visitor's are the browser's likes (../visitor-likes.ts).
 */
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notify as toast } from '../../../lib/notify';
import { getUserToken } from '../../../lib/storage';
import { type LikeableProduct, toggleVisitorLike, useVisitorLikes } from '../visitor-likes';
import { accountKeys } from './account-keys';
import { useWishlistQuery } from './get-wishlist';

export type { LikeableProduct } from '../visitor-likes';

export const addToWishlist = async (productId: number) =>
  (await apiRequest(API_PATHS.wishlistAdd, { method: 'POST', body: { product_id: productId }, auth: true })).message;

export const removeFromWishlist = async (productId: number) =>
  (
    await apiRequest(routeTo(API_PATHS.wishlistDelete, { id: productId }) as `/api/${string}`, {
      method: 'DELETE',
      auth: true,
    })
  ).message;

/**
 * The liked piece's stand-in in the cached wishlist until the list is fetched again (right after the change). A card
 * knows no sizes, so the stand-in has none; the list from the server carries them.
 */
const asWishlistItem = (product: LikeableProduct): WishlistItem => ({
  product_id: product.id,
  title: product.name,
  images: [product.image],
  photo: product.photo ?? null,
  price: product.price,
  original_price: product.original_price,
  sizes: [],
  variant_id: null,
  sku: null,
  options: {},
});

/** Whether `product` is liked, and the toggle for its heart. */
export function useLike(product: LikeableProduct): { liked: boolean; toggle: () => void } {
  const visitorLikes = useVisitorLikes();
  const wishlist = useWishlistQuery();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (like: boolean) => (like ? addToWishlist(product.id) : removeFromWishlist(product.id)),
    onMutate: async (like: boolean) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.wishlist });
      const previous = queryClient.getQueryData<WishlistItem[]>(accountKeys.wishlist);
      queryClient.setQueryData<WishlistItem[]>(accountKeys.wishlist, (items = []) =>
        like ? [asWishlistItem(product), ...items] : items.filter((item) => item.product_id !== product.id),
      );
      return { previous };
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData(accountKeys.wishlist, context?.previous);
      void toast('error', error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.wishlist }),
  });

  if (getUserToken() === null) {
    return {
      liked: visitorLikes.some((like) => like.product_id === product.id),
      toggle: () => toggleVisitorLike(product),
    };
  }
  const liked = wishlist.data?.some((item) => item.product_id === product.id) ?? false;
  return { liked, toggle: () => change.mutate(!liked) };
}
