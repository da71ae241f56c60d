/**
 * The signed-in customer's server state, one TanStack Query per call of spec §7, shared by the page frame (the
 * header's account link and like buttons) and the account screens. Every key starts with 'account', so signing out
 * drops them all (lib/session.ts). Nothing is fetched without a token.
 */
import type { UserProfile } from '@lumen/contract/account';
import type { Address } from '@lumen/contract/addresses';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { apiRequest } from './api-client';
import { getUserToken } from './storage';

const get = async <T>(path: `/api/${string}`, signal?: AbortSignal) =>
  (await apiRequest<T>(path, { auth: true, signal })).data;

export const accountApi = {
  profile: async (signal?: AbortSignal) => (await get<UserProfile>(API_PATHS.accountUserData, signal)) ?? null,
  primaryAddress: async (signal?: AbortSignal) =>
    (await get<Address | null>(API_PATHS.accountUserAddress, signal)) ?? null,
  addresses: async (signal?: AbortSignal) => (await get<Address[]>(API_PATHS.addressList, signal)) ?? [],
  wishlist: async (signal?: AbortSignal) =>
    (await get<{ wishlist: WishlistItem[] }>(API_PATHS.wishlistList, signal))?.wishlist ?? [],
  addToWishlist: async (productId: number) =>
    (await apiRequest(API_PATHS.wishlistAdd, { method: 'POST', body: { product_id: productId }, auth: true })).message,
  removeFromWishlist: async (productId: number) =>
    (
      await apiRequest(routeTo(API_PATHS.wishlistDelete, { id: productId }) as `/api/${string}`, {
        method: 'DELETE',
        auth: true,
      })
    ).message,
};

const signedIn = () => getUserToken() !== null;

export function useProfileQuery() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => accountApi.profile(signal),
    enabled: signedIn(),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The profile for the page frame: null for a visitor (or while it loads). */
export function useUserProfile(): UserProfile | null {
  const { data } = useProfileQuery();
  return signedIn() ? (data ?? null) : null;
}

export function usePrimaryAddressQuery() {
  return useQuery({
    queryKey: accountKeys.primaryAddress,
    queryFn: ({ signal }) => accountApi.primaryAddress(signal),
    enabled: signedIn(),
  });
}

export function useAddressesQuery() {
  return useQuery({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) => accountApi.addresses(signal),
    enabled: signedIn(),
  });
}

export function useWishlistQuery() {
  return useQuery({
    queryKey: accountKeys.wishlist,
    queryFn: ({ signal }) => accountApi.wishlist(signal),
    enabled: signedIn(),
  });
}
