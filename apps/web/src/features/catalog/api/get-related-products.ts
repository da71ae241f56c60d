/**
 * `GET /api/catalog/products/{id or slug}/related`: a piece's "You may also like", as the listing's cards (prices in
 * cents). The product page's data: the server renders the section with it, and the browser hydrates from it.
 */
import type { RelatedProducts } from '@lumen/contract/catalog';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiTransport, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { isProductMissing } from './get-product';

export const relatedProductsQueryKey = (idOrSlug: string) => ['catalog', 'products', 'related', idOrSlug] as const;

export async function fetchRelatedProducts(
  idOrSlug: string,
  signal?: AbortSignal,
  transport?: ApiTransport,
): Promise<RelatedProducts> {
  const path = routeTo(API_PATHS.relatedProducts, { id: idOrSlug }) as `/api/${string}`;
  const { data } = await apiRequest<RelatedProducts>(path, { signal, transport });
  if (!data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return data;
}

/** The related pieces' query, for the product page and its data (app/routes.ts, with the server's `transport`). */
export const relatedProductsQuery = (idOrSlug: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: relatedProductsQueryKey(idOrSlug),
    queryFn: ({ signal }) => fetchRelatedProducts(idOrSlug, signal, transport),
    // As the product's own query: an unknown piece has nothing related, and a failure stays as the server found it.
    retry: (failureCount, error) => !isProductMissing(error) && failureCount < 1,
    retryOnMount: false,
  });

export function useRelatedProducts(idOrSlug: string) {
  return useQuery(relatedProductsQuery(idOrSlug));
}
