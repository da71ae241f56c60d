/**
 * Back from the provider's page, the order may still await payment because the provider's webhook has not reached
 * the shop yet. `usePaymentConfirmation` asks the server to ask the provider (`POST …/payment/refresh`) at once,
 * then every 2 s for up to 30 s, and puts each answer in the order's cache entry: the screen follows the order, and
 * the asking stops as soon as it no longer awaits payment. A shopper the provider says left without paying is asked
 * about once (`once`): no payment is on its way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { orderKeys } from './order-keys';
import { refreshPayment } from './pay-order';

export const CONFIRM_EVERY_MS = 2_000;
export const CONFIRM_FOR_MS = 30_000;

/**
 * Asks after order `id`'s payment while `awaiting` is true. `gaveUp` turns true once 30 s have passed (after the
 * first answer, with `once`), or the server refused the question, with the order still awaiting payment.
 */
export function usePaymentConfirmation(id: string, awaiting: boolean, once = false): { gaveUp: boolean } {
  const queryClient = useQueryClient();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!awaiting || gaveUp) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      let refused = false;
      try {
        queryClient.setQueryData(orderKeys.one(id), await refreshPayment(id, controller.signal));
      } catch (error) {
        // A dropped connection or a busy server: the next check may get through. A refusal will not change.
        refused = error instanceof ApiError && error.status < 500;
      }
      if (controller.signal.aborted) return;
      if (once || refused || Date.now() - started + CONFIRM_EVERY_MS > CONFIRM_FOR_MS) setGaveUp(true);
      else timer = setTimeout(() => void check(), CONFIRM_EVERY_MS);
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, awaiting, gaveUp, once, queryClient]);

  return { gaveUp };
}
