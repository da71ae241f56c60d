/**
 * PAY NOW: `POST /api/orders` with an Idempotency-Key. One key stands for one checkout attempt: a double click, a
 * retry after a dropped connection, even a reload of the page, send the same key, so the server answers with the
 * order it already placed instead of placing a second. The key is forgotten once an order has come back, or when
 * the server refuses it because it already placed an order with other details (422: the address or GST details
 * changed after an answer was lost); the next PAY NOW is then a new attempt.
 */
import type { Order, PlaceOrderRequest } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { readSessionItem, writeSessionItem } from '../../../lib/storage';
import { cartKeys } from '../../cart/api/cart-keys';
import { orderOf } from './get-order';
import { orderKeys } from './order-keys';

const ATTEMPT_KEY = 'lumen-checkout-attempt';

export const ATTEMPT_ALREADY_PLACED =
  'An earlier try of this checkout already placed an order with other details. Please check My Orders before ordering again.';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the checkout attempt under way (made on first use). */
export function checkoutAttemptKey(): string {
  const stored = readSessionItem(ATTEMPT_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
  const key = randomKey();
  writeSessionItem(ATTEMPT_KEY, key);
  return key;
}

export function endCheckoutAttempt(): void {
  writeSessionItem(ATTEMPT_KEY, null);
}

/** Places the cart as an order; the same `idempotencyKey` always answers with the same order. */
export async function placeOrder({ request, idempotencyKey }: { request: PlaceOrderRequest; idempotencyKey: string }) {
  const { data, message } = await apiRequest<Order>(API_PATHS.orders, {
    method: 'POST',
    body: request,
    auth: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
  return { order: orderOf(data), message };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PlaceOrderRequest) => {
      let result: Awaited<ReturnType<typeof placeOrder>>;
      try {
        result = await placeOrder({ request, idempotencyKey: checkoutAttemptKey() });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 422)) throw error;
        endCheckoutAttempt();
        throw new ApiError(ATTEMPT_ALREADY_PLACED, 422);
      }
      endCheckoutAttempt();
      queryClient.setQueryData(orderKeys.one(result.order.order_id), result.order);
      return result;
    },
    onError: notifyError,
  });
}

/** After the order: the server has emptied the cart, and the orders list has one more. */
export function refreshAfterOrder(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
  void queryClient.invalidateQueries({ queryKey: orderKeys.list });
}
