/** `GET /api/coupons/{code}`: a coupon's terms and whether it can be used now, as a visitor's cart previews a code. */
import type { CouponCheck } from '@lumen/contract/coupons';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { type ApiPath, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

/** An unknown code is an ApiError (404) with the server's words. */
export async function checkCoupon(code: string, signal?: AbortSignal): Promise<CouponCheck> {
  const path = routeTo(API_PATHS.coupon, { code: code.trim() }) as ApiPath;
  const { data } = await apiRequest<CouponCheck>(path, { signal });
  if (!data) throw new Error(UNEXPECTED_ERROR_MESSAGE);
  return data;
}

export const couponQuery = (code: string) =>
  queryOptions({
    queryKey: cartKeys.coupon(code),
    queryFn: ({ signal }) => checkCoupon(code, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
