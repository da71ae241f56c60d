/**
 * The signed-in customer's orders on the server: placing one (`POST /api/orders` with an Idempotency-Key), the list
 * a page at a time (`GET /api/orders?cursor=`), one order (`GET /api/orders/{id}`), cancelling (`POST /api/orders/{id}/cancel`) and the
 * invoice PDF (`GET /api/orders/{id}/invoice.pdf`). Checkout, its confirmation and the orders screens share these
 * keys, which start with 'account' so signing out drops them.
 */
import type { Order, OrderPage, PlaceOrderRequest } from '@lumen/contract/orders';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  type ApiPath,
  apiRequest,
  NetworkError,
  SESSION_ENDED_EVENT,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-client';
import { clearUserToken, getUserToken } from './storage';

export const orderKeys = {
  all: ['account', 'orders'] as const,
  list: ['account', 'orders', 'list'] as const,
  one: (id: string) => ['account', 'orders', 'one', id] as const,
};

const orderPath = (route: string, id: string) => routeTo(route, { id }) as ApiPath;

function orderOf(data: Order | undefined): Order {
  if (!data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return data;
}

export const ordersApi = {
  /** Places the cart as an order; the same `idempotencyKey` always answers with the same order. */
  place: async ({ request, idempotencyKey }: { request: PlaceOrderRequest; idempotencyKey: string }) => {
    const { data, message } = await apiRequest<Order>(API_PATHS.orders, {
      method: 'POST',
      body: request,
      auth: true,
      headers: { 'idempotency-key': idempotencyKey },
    });
    return { order: orderOf(data), message };
  },
  /** One page of the list, newest first: the first without a cursor, then each page's `next_cursor`. */
  page: async (cursor: string | null, signal?: AbortSignal): Promise<OrderPage> => {
    const path: ApiPath = cursor ? `${API_PATHS.orders}?cursor=${encodeURIComponent(cursor)}` : API_PATHS.orders;
    return (await apiRequest<OrderPage>(path, { auth: true, signal })).data ?? { orders: [], next_cursor: null };
  },
  get: async (id: string, signal?: AbortSignal) =>
    orderOf((await apiRequest<Order>(orderPath(API_PATHS.order, id), { auth: true, signal })).data),
  cancel: async (id: string) => {
    const { data, message } = await apiRequest<Order>(orderPath(API_PATHS.orderCancel, id), {
      method: 'POST',
      auth: true,
    });
    return { order: orderOf(data), message };
  },
  /** The invoice PDF as a file, fetched with the bearer token (a plain link could not carry it). */
  invoice: async (id: string): Promise<Blob> => {
    const token = getUserToken();
    let response: Response;
    try {
      response = await fetch(orderPath(API_PATHS.orderInvoice, id), {
        headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        credentials: 'same-origin',
      });
    } catch (error) {
      throw new NetworkError({ cause: error });
    }
    if (response.ok) return response.blob();
    if (response.status === 401) {
      clearUserToken();
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR_MESSAGE,
      response.status,
    );
  },
};

/** Saves `blob` as `filename` through a temporary link (what a download button does without a URL to link to). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const signedIn = () => getUserToken() !== null;

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => ordersApi.get(id, signal),
    // A missing order stays missing: no second try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** The orders list, a page at a time: `fetchNextPage` loads the next (older) page while `hasNextPage`. */
export function useOrdersQuery() {
  return useInfiniteQuery({
    queryKey: orderKeys.list,
    queryFn: ({ pageParam, signal }) => ordersApi.page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: signedIn(),
  });
}

export function useOrderQuery(id: string) {
  return useQuery({ ...orderQuery(id), enabled: signedIn() && id !== '' });
}
