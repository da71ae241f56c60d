/**
 * Paying online: the provider's hosted page the browser is sent to, `POST /api/orders/{id}/payment` (Pay now: a
 * fresh hosted page for an order still awaiting payment) and `POST /api/orders/{id}/payment/refresh` (the server
 * asks the provider how the payment stands, for when its webhook is late). The tab remembers which order went to
 * the provider, so the page it comes back to can say "Confirming your payment…" before the order has loaded.
 */
import { ORDER_MESSAGES, type Order } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { readSessionItem, writeSessionItem } from '../../../lib/storage';
import { orderOf, orderPath } from './get-order';
import { orderKeys } from './order-keys';

const UNDERWAY_KEY = 'lumen-payment-underway';

/** Leaving the shop for the provider's page, in one place so tests can stand in for the browser. */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** True when this tab was sent to the provider to pay order `id` (and has not seen it settle since). */
export const isPaymentUnderway = (id: string) => readSessionItem(UNDERWAY_KEY) === id;

export function forgetPaymentUnderway(): void {
  writeSessionItem(UNDERWAY_KEY, null);
}

/**
 * Sends the browser to the provider's hosted page to pay order `id`. Settles only if this page is shown again (the
 * shopper came Back and the browser restored it from its cache), so a caller awaiting it stays busy while the page
 * unloads instead of offering its button again.
 */
export function goToPayment(id: string, url: string): Promise<void> {
  writeSessionItem(UNDERWAY_KEY, id);
  const shownAgain = new Promise<void>((resolve) =>
    window.addEventListener('pageshow', () => resolve(), { once: true }),
  );
  paymentPage.open(url);
  return shownAgain;
}

export async function payOrder(id: string): Promise<Order> {
  return orderOf((await apiRequest<Order>(orderPath(API_PATHS.orderPayment, id), { method: 'POST', auth: true })).data);
}

export async function refreshPayment(id: string, signal?: AbortSignal): Promise<Order> {
  return orderOf(
    (await apiRequest<Order>(orderPath(API_PATHS.orderPaymentRefresh, id), { method: 'POST', auth: true, signal }))
      .data,
  );
}

/**
 * Pay now: a fresh hosted page, and the browser goes there (`isPending` stays true while it does). A refusal is shown as the server words it (409: the order
 * no longer awaits payment; 503: the provider is unreachable) and the order is read again.
 */
export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const order = await payOrder(id);
      queryClient.setQueryData(orderKeys.one(id), order);
      if (!order.payment.redirect_url) throw new ApiError(ORDER_MESSAGES.paymentUnavailable, 503);
      await goToPayment(id, order.payment.redirect_url);
    },
    onError: (error, id) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.list });
    },
  });
}
