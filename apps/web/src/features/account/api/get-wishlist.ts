/** `GET /api/wishlist/list`: the signed-in customer's wishlist (the wishlist screen and every heart). */
import { API_PATHS } from '@lumen/contract/routes';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { accountKeys } from './account-keys';

export const getWishlist = async (signal?: AbortSignal) =>
  (await apiRequest<{ wishlist: WishlistItem[] }>(API_PATHS.wishlistList, { auth: true, signal })).data?.wishlist ?? [];

export function useWishlistQuery() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.wishlist,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: signedIn,
  });
}
