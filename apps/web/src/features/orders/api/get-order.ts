/** `GET /api/orders/{id}`: one of the signed-in customer's orders. */
import type { Order } from '@lumen/contract/orders';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiPath, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { orderKeys } from './order-keys';

export const orderPath = (route: string, id: string) => routeTo(route, { id }) as ApiPath;

/** The order of an answer that must carry one. */
export function orderOf(data: Order | undefined): Order {
  if (!data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return data;
}

export const getOrder = async (id: string, signal?: AbortSignal) =>
  orderOf((await apiRequest<Order>(orderPath(API_PATHS.order, id), { auth: true, signal })).data);

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // A missing order stays missing: no second try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export function useOrderQuery(id: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...orderQuery(id), enabled: signedIn && id !== '' });
}
