/** The home page's Top Selling Products: the catalogue's four best sellers (`GET /api/catalog/products`). */
import { type ProductListParams, productListQuery, useProductList } from '../../catalog/api/get-products';

export const TOP_SELLERS_QUERY: ProductListParams = { sort: 'best_seller', pageSize: 4 };

export function useTopSellers() {
  return useProductList(TOP_SELLERS_QUERY);
}

/** The best sellers' query, which the server renderer fetches before rendering the home page. */
export const topSellersQuery = () => productListQuery(TOP_SELLERS_QUERY);
