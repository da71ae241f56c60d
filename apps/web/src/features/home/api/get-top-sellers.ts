/** The home page's Top Selling Products: the catalogue's four best sellers (`GET /api/catalog/products`). */
import type { ApiTransport } from '../../../lib/api-client';
import { type ProductListParams, productListQuery, useProductList } from '../../catalog/api/get-products';

export const TOP_SELLERS_QUERY: ProductListParams = { sort: 'best_seller', pageSize: 4 };

export function useTopSellers() {
  return useProductList(TOP_SELLERS_QUERY);
}

/** The best sellers' query, the home page's data (app/routes.tsx). */
export const topSellersQuery = (transport?: ApiTransport) => productListQuery(TOP_SELLERS_QUERY, transport);
