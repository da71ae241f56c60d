/**
 * `GET /api/promotion`: the featured coupon the promotional strip and the mega-menu's sale card name, or null. The
 * back office chooses it; the answer is public and cached for a minute by the browser too.
 */
import type { Promotion } from '@lumen/contract/coupons';
import { API_PATHS } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiTransport, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export const promotionQueryKey = ['promotion'] as const;

export async function fetchPromotion(signal?: AbortSignal, transport?: ApiTransport): Promise<Promotion | null> {
  const { data } = await apiRequest<{ promotion: Promotion | null }>(API_PATHS.promotion, { signal, transport });
  return data?.promotion ?? null;
}

/** The promotion's query; `transport` is the server renderer's, when it fetches the page's data (app/routes.tsx). */
export const promotionQuery = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: promotionQueryKey,
    queryFn: ({ signal }) => fetchPromotion(signal, transport),
    staleTime: 60_000,
    // The strip is an extra: when the API cannot say, the page shows none rather than an error.
    retry: false,
  });

/** The featured promotion: `undefined` while it loads, null when there is none (or the API could not say). */
export function usePromotion(): Promotion | null | undefined {
  const { data, isError } = useQuery(promotionQuery());
  return isError ? null : data;
}

/** Where the sale is: the listing of the category the coupon applies to, or every piece. */
export function saleListingPath({ category }: Pick<Promotion, 'category'>): string {
  return paths.product(category ? { category } : {});
}
