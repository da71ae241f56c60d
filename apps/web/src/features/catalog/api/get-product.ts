/** `GET /api/catalog/products/{id or slug}`: one product with its images, sizes and material details (prices in cents). */
import type { Product } from '@lumen/contract/catalog';
import { API_PATHS } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiTransport, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';

export const productQueryKey = (idOrSlug: string) => ['catalog', 'products', 'detail', idOrSlug] as const;

export async function fetchProduct(idOrSlug: string, signal?: AbortSignal, transport?: ApiTransport): Promise<Product> {
  const { data } = await apiRequest<Product>(`${API_PATHS.catalogProducts}/${encodeURIComponent(idOrSlug)}`, {
    signal,
    transport,
  });
  if (!data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return data;
}

/** True when the API says there is no such product (an unknown id, or one that is not an id or slug at all). */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The product's query, for the product page and for a screen that needs the whole piece on demand (the wishlist);
 * `transport` is the server renderer's, when it fetches the page's data (app/routes.tsx).
 */
export const productQuery = (idOrSlug: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: productQueryKey(idOrSlug),
    queryFn: ({ signal }) => fetchProduct(idOrSlug, signal, transport),
    // A missing product stays missing; only a failed connection is worth one more try.
    retry: (failureCount, error) => !isProductMissing(error) && failureCount < 1,
    // A failed answer is shown as it is when the page comes back (the "not found" page the server rendered among
    // them, which the browser then hydrates rather than asking again); the page's Try again asks anew.
    retryOnMount: false,
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQuery(idOrSlug));
}
