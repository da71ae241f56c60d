/**
 * `GET /api/catalog/products`: one page of the catalogue with its facet counts. Shared by the home page (its best
 * sellers) and the listing; prices come back in integer cents. The web app imports only the contract's types from
 * `catalog.ts`: its values would pull zod into the page.
 */
import type { Audience, Category, Metal, ProductList, Purity, Sort, Stone } from '@lumen/contract/catalog';
import { API_PATHS } from '@lumen/contract/routes';
import type { DiamondClarity, DiamondColour, StoneShape } from '@lumen/contract/stone-words';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiTransport, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { FILTER_GROUPS } from '../catalogue-vocabulary';

export type ProductListParams = {
  category?: Category;
  audience?: Audience;
  q?: string;
  metal?: ReadonlyArray<Metal>;
  stone?: ReadonlyArray<Stone>;
  purity?: ReadonlyArray<Purity>;
  shape?: ReadonlyArray<StoneShape>;
  colour?: ReadonlyArray<DiamondColour>;
  clarity?: ReadonlyArray<DiamondClarity>;
  /** In cents. */
  minPrice?: number;
  /** In cents. */
  maxPrice?: number;
  /** The centre stone's carat range. */
  minCarat?: number;
  maxCarat?: number;
  sort?: Sort;
  /** Only pieces that can be bought now. */
  inStock?: boolean;
  page?: number;
  pageSize?: number;
};

/** The API's query string for `params`, in a fixed order so equal views share one cache entry. */
export function productListSearch(params: ProductListParams): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.audience) search.set('audience', params.audience);
  if (params.q) search.set('q', params.q);
  for (const { param } of FILTER_GROUPS) for (const value of params[param] ?? []) search.append(param, value);
  if (params.minPrice !== undefined) search.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) search.set('maxPrice', String(params.maxPrice));
  if (params.minCarat !== undefined) search.set('minCarat', String(params.minCarat));
  if (params.maxCarat !== undefined) search.set('maxCarat', String(params.maxCarat));
  if (params.sort) search.set('sort', params.sort);
  if (params.inStock) search.set('inStock', 'true');
  if (params.page !== undefined && params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== undefined) search.set('pageSize', String(params.pageSize));
  return search.toString();
}

export const productListQueryKey = (params: ProductListParams) =>
  ['catalog', 'products', 'list', productListSearch(params)] as const;

export async function fetchProductList(
  params: ProductListParams,
  signal?: AbortSignal,
  transport?: ApiTransport,
): Promise<ProductList> {
  const search = productListSearch(params);
  const { data } = await apiRequest<ProductList>(`${API_PATHS.catalogProducts}${search ? `?${search}` : ''}`, {
    signal,
    transport,
  });
  if (!data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return data;
}

/**
 * One page of products' query, for the screens and for the page's data (app/routes.tsx), which the server renderer
 * fetches through its own `transport` before rendering.
 */
export const productListQuery = (params: ProductListParams, transport?: ApiTransport) =>
  queryOptions({
    queryKey: productListQueryKey(params),
    queryFn: ({ signal }) => fetchProductList(params, signal, transport),
  });

/**
 * One page of products. With `keepPrevious`, the page on screen stays while the next view loads (the listing's
 * filters then never flash an empty grid).
 */
export function useProductList(params: ProductListParams, { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...productListQuery(params),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
