/** The back office's orders and dashboard: the filtered list in cursor pages, one order, its fulfilment steps. */
import type {
  AdminDashboard,
  AdminOrder,
  AdminOrderPage,
  CancelOrderRequest,
  MarkPaidRequest,
  ShipOrderRequest,
} from '@lumen/contract/admin-orders';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { routeTo } from '@lumen/contract/routes';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderFilters, ordersApiQuery } from '../orders-logic';
import { ADMIN_KEY, staffData, staffDownload } from '../staff-session';

export const ORDERS_PAGE = 25;
const ordersKey = [...ADMIN_KEY, 'orders'] as const;
const orderKey = (orderId: string) => [...ordersKey, 'one', orderId] as const;
const dashboardKey = [...ADMIN_KEY, 'dashboard'] as const;

const orderPath = (
  path: (typeof ADMIN_API_PATHS)[
    | 'adminOrder'
    | 'adminOrderShip'
    | 'adminOrderDeliver'
    | 'adminOrderCancel'
    | 'adminOrderNotes'
    | 'adminOrderPayment'
    | 'adminOrderPackingSlip'],
  orderId: string,
) => routeTo(path, { order_id: orderId }) as `/api/${string}`;

export function useOrderList(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: [...ordersKey, 'list', filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await staffData<AdminOrderPage>(
          `${ADMIN_API_PATHS.adminOrders}?${ordersApiQuery(filters, pageParam, ORDERS_PAGE)}`,
        )
      ).data,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKey(orderId),
    queryFn: async () => (await staffData<AdminOrder>(orderPath(ADMIN_API_PATHS.adminOrder, orderId))).data,
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async () => (await staffData<AdminDashboard>(ADMIN_API_PATHS.adminDashboard)).data,
  });
}

export type OrderStep =
  | { kind: 'ship'; body: ShipOrderRequest }
  | { kind: 'deliver' }
  | { kind: 'cancel'; body: CancelOrderRequest }
  | { kind: 'note'; text: string }
  | { kind: 'pay'; body: MarkPaidRequest };

const STEP_PATHS = {
  ship: ADMIN_API_PATHS.adminOrderShip,
  deliver: ADMIN_API_PATHS.adminOrderDeliver,
  cancel: ADMIN_API_PATHS.adminOrderCancel,
  note: ADMIN_API_PATHS.adminOrderNotes,
  pay: ADMIN_API_PATHS.adminOrderPayment,
} as const;

/** The request body of a step (deliver has none). */
export function stepBody(step: OrderStep): object | undefined {
  if (step.kind === 'ship' || step.kind === 'cancel' || step.kind === 'pay') return step.body;
  if (step.kind === 'note') return { text: step.text };
  return undefined;
}

/** A fulfilment step or a note: the server answers the order as it is now, which replaces the cached one. */
export function useOrderStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OrderStep) =>
      staffData<AdminOrder>(orderPath(STEP_PATHS[step.kind], orderId), { method: 'POST', body: stepBody(step) }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(orderKey(orderId), data);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

export function usePackingSlip(orderId: string) {
  return useMutation({
    mutationFn: () =>
      staffDownload(orderPath(ADMIN_API_PATHS.adminOrderPackingSlip, orderId), `packing-slip-${orderId}.pdf`),
  });
}
