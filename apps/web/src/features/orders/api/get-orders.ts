/** `GET /api/orders?cursor=`: the signed-in customer's orders, newest first, a page at a time. */
import type { OrderPage } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPath, apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { orderKeys } from './order-keys';

/** One page of the list: the first without a cursor, then each page's `next_cursor`. */
export async function getOrdersPage(cursor: string | null, signal?: AbortSignal): Promise<OrderPage> {
  const path: ApiPath = cursor ? `${API_PATHS.orders}?cursor=${encodeURIComponent(cursor)}` : API_PATHS.orders;
  return (await apiRequest<OrderPage>(path, { auth: true, signal })).data ?? { orders: [], next_cursor: null };
}

/** The orders list, a page at a time: `fetchNextPage` loads the next (older) page while `hasNextPage`. */
export function useOrdersQuery() {
  const signedIn = useSignedIn();
  return useInfiniteQuery({
    queryKey: orderKeys.list,
    queryFn: ({ pageParam, signal }) => getOrdersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: signedIn,
  });
}
