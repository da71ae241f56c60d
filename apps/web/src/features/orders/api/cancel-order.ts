/**
 * `POST /api/orders/{id}/cancel`: cancels one of the signed-in customer's orders; answers the cancelled order and the
 * server's message. The caller puts the order in `orderKeys.one` and refreshes `orderKeys.list`.
 */
import type { Order } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';
import { orderOf, orderPath } from './get-order';

export async function cancelOrder(id: string) {
  const { data, message } = await apiRequest<Order>(orderPath(API_PATHS.orderCancel, id), {
    method: 'POST',
    auth: true,
  });
  return { order: orderOf(data), message };
}
