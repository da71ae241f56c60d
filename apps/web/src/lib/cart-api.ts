/**
 * The signed-in customer's cart on the server (`GET /api/cart`, `POST /api/cart/items`, `PATCH|DELETE
 * /api/cart/items/{id}`, `POST /api/cart/merge`, `PUT|DELETE /api/cart/coupon`) and the public coupon check
 * (`GET /api/coupons/{code}`) a visitor's cart previews a code with. Every cart call answers with the whole cart,
 * priced by the server. The key starts with 'account', so signing out drops the cached cart.
 */
import type { Cart, CartItemInput, CartItemPatch, CartMergeRequest, CartMergeResult } from '@lumen/contract/cart';
import type { CouponCheck } from '@lumen/contract/coupons';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { type ApiPath, apiRequest, UNEXPECTED_ERROR_MESSAGE } from './api-client';

export const cartKeys = {
  cart: ['account', 'cart'] as const,
  /** Every cart mutation carries this key, so the page can tell when the cart is still changing. */
  mutation: ['cart'] as const,
  coupon: (code: string) => ['coupon', code.toUpperCase()] as const,
};

async function cartCall(path: string, options: Parameters<typeof apiRequest>[1] = {}): Promise<Cart> {
  const { data } = await apiRequest<Cart>(path as ApiPath, { ...options, auth: true });
  if (!data) throw new Error(UNEXPECTED_ERROR_MESSAGE);
  return data;
}

const itemPath = (id: number) => routeTo(API_PATHS.cartItem, { id });

export const cartApi = {
  get: (signal?: AbortSignal) => cartCall(API_PATHS.cart, { signal }),
  add: (item: CartItemInput) => cartCall(API_PATHS.cartItems, { method: 'POST', body: item }),
  update: (id: number, patch: CartItemPatch) => cartCall(itemPath(id), { method: 'PATCH', body: patch }),
  remove: (id: number) => cartCall(itemPath(id), { method: 'DELETE' }),
  applyCoupon: (code: string) => cartCall(API_PATHS.cartCoupon, { method: 'PUT', body: { code } }),
  removeCoupon: () => cartCall(API_PATHS.cartCoupon, { method: 'DELETE' }),
  merge: async (request: CartMergeRequest) => {
    const { data } = await apiRequest<CartMergeResult>(API_PATHS.cartMerge, {
      method: 'POST',
      body: request,
      auth: true,
    });
    if (!data) throw new Error(UNEXPECTED_ERROR_MESSAGE);
    return data;
  },
};

/** A coupon's terms and whether it can be used now; an unknown code is an ApiError (404) with the server's words. */
export async function checkCoupon(code: string, signal?: AbortSignal): Promise<CouponCheck> {
  const path = routeTo(API_PATHS.coupon, { code: code.trim() }) as ApiPath;
  const { data } = await apiRequest<CouponCheck>(path, { signal });
  if (!data) throw new Error(UNEXPECTED_ERROR_MESSAGE);
  return data;
}

export const serverCartQuery = queryOptions({
  queryKey: cartKeys.cart,
  queryFn: ({ signal }) => cartApi.get(signal),
});

export const couponQuery = (code: string) =>
  queryOptions({
    queryKey: cartKeys.coupon(code),
    queryFn: ({ signal }) => checkCoupon(code, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
