/**
 * `GET /api/payments/methods` (public): the ways to pay this shop offers now, in checkout's order. Pay on delivery
 * is always among them, with its upper limit.
 */
import type { PaymentOption, PaymentOptions } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const paymentOptionsKey = ['payment-options'] as const;

export async function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOption[]> {
  return (await apiRequest<PaymentOptions>(API_PATHS.paymentMethods, { signal })).data?.methods ?? [];
}

export const paymentOptionsQuery = () =>
  queryOptions({
    queryKey: paymentOptionsKey,
    queryFn: ({ signal }) => getPaymentOptions(signal),
    // A refusal will not change on a second ask; checkout then offers pay on delivery alone.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery());
}

/** Why `option` cannot take an order of `total` cents, or null when it can. */
export function optionProblem(option: PaymentOption, total: number, format: (cents: number) => string): string | null {
  return option.max_total !== null && total > option.max_total
    ? `Available for orders up to ${format(option.max_total)}`
    : null;
}
