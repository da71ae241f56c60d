/**
 * The messages the shop sends (permission `deliveries`): by state, channel, recipient, customer or order in cursor
 * pages with how many are in each state, and SEND AGAIN of one that failed for good.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { OtpChannel } from '@lumen/contract/constants';
import type { Delivery, DeliveryState } from '@lumen/contract/deliveries';
import { routeTo } from '@lumen/contract/routes';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

export const deliveriesKey = [...ADMIN_KEY, 'deliveries'] as const;
const PAGE_SIZE = 25;

/** What the list is narrowed to; '' for no narrowing. The same names as the API's query and the screen's address. */
export type DeliveryFilters = {
  state: DeliveryState | '';
  channel: OtpChannel | '';
  recipient: string;
  user_id: string;
  order_id: string;
};
export const NO_DELIVERY_FILTERS: DeliveryFilters = {
  state: '',
  channel: '',
  recipient: '',
  user_id: '',
  order_id: '',
};

export type DeliveryPage = {
  deliveries: Delivery[];
  next_cursor: string | null;
  counts: Record<DeliveryState, number>;
};

/** The list's address: the filters given, the page size and the cursor of the next page. */
export function deliveryListQuery(filters: Partial<DeliveryFilters>, cursor: string | null, limit = PAGE_SIZE): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value && value.trim() !== '') query.set(name, value.trim());
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `${ADMIN_API_PATHS.adminDeliveries}?${query}`;
}

const fetchPage = async (filters: Partial<DeliveryFilters>, cursor: string | null, limit?: number) =>
  (await staffData<DeliveryPage>(deliveryListQuery(filters, cursor, limit) as `/api/${string}`)).data;

export function useDeliveries(filters: DeliveryFilters) {
  return useInfiniteQuery({
    queryKey: [...deliveriesKey, 'list', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPage(filters, pageParam),
    getNextPageParam: (page) => page.next_cursor,
    // The rows and the state's counts stay on screen while other filters load.
    placeholderData: keepPreviousData,
  });
}

/** The latest messages to a customer or about an order, for its page's Messages card. */
export function useLatestDeliveries(about: { user_id: string } | { order_id: string }, limit: number) {
  return useQuery({
    queryKey: [...deliveriesKey, 'latest', about, limit],
    queryFn: () => fetchPage(about, null, limit),
  });
}

export function useSendAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffData<{ delivery: Delivery }>(routeTo(ADMIN_API_PATHS.adminDeliverySendAgain, { id }) as `/api/${string}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}
