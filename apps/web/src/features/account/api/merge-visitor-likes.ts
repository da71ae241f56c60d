/** `POST /api/wishlist/add` for each of a visitor's likes at sign-in, then the browser's likes are forgotten. */
import type { QueryClient } from '@tanstack/react-query';
import { clearVisitorLikes, getVisitorLikes } from '../visitor-likes';
import { accountKeys } from './account-keys';
import { addToWishlist } from './like-product';

/**
 * Adds a visitor's likes to the account that just signed in, then forgets them. A product that has left the
 * catalogue since is simply dropped.
 */
export async function mergeVisitorLikes(queryClient: QueryClient): Promise<void> {
  const likes = getVisitorLikes();
  if (likes.length === 0) return;
  await Promise.allSettled(likes.map((like) => addToWishlist(like.product_id)));
  clearVisitorLikes();
  await queryClient.invalidateQueries({ queryKey: accountKeys.wishlist });
}
