/**
 * `GET /api/cart`: the signed-in customer's cart, priced by the server. Every cart call answers with the whole cart
 * (`cartCall`), so each change's answer replaces this query's data.
 */
import type { Cart } from '@lumen/contract/cart';
import { API_PATHS } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiPath, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { cartKeys } from './cart-keys';

/** A signed-in cart call that answers with the whole cart. */
export async function cartCall(path: string, options: Parameters<typeof apiRequest>[1] = {}): Promise<Cart> {
  const { data } = await apiRequest<Cart>(path as ApiPath, { ...options, auth: true });
  if (!data) throw new Error(UNEXPECTED_ERROR_MESSAGE);
  return data;
}

export const getCart = (signal?: AbortSignal) => cartCall(API_PATHS.cart, { signal });

export const cartQuery = queryOptions({
  queryKey: cartKeys.cart,
  queryFn: ({ signal }) => getCart(signal),
});

/** The server cart, fetched only with a token. */
export function useServerCart() {
  const signedIn = useSignedIn();
  return useQuery({ ...cartQuery, enabled: signedIn });
}
