/**
 * `GET /api/currencies`: the base currency orders are charged in and each currency prices may be shown in, with its
 * rate. Public, and fetched with the frame of every storefront page, so the server renders prices in the shopper's
 * currency and the browser hydrates from the same answer.
 */
import type { Currencies } from '@lumen/contract/currencies';
import { API_PATHS } from '@lumen/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiTransport, apiRequest } from '../../../lib/api-client';

export const currenciesQueryKey = ['currencies'] as const;

export async function fetchCurrencies(signal?: AbortSignal, transport?: ApiTransport): Promise<Currencies> {
  const { data } = await apiRequest<Currencies>(API_PATHS.currencies, { signal, transport });
  if (!data) throw new Error('The currencies answer had no data');
  return data;
}

/** The currencies' query; `transport` is the server renderer's, when it fetches the page's data (app/routes.ts). */
export const currenciesQuery = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: currenciesQueryKey,
    queryFn: ({ signal }) => fetchCurrencies(signal, transport),
    staleTime: 60_000,
  });

/** The currencies: undefined while they load (or when the API could not say: prices then show in the base currency). */
export function useCurrencies(): Currencies | undefined {
  return useQuery(currenciesQuery()).data;
}
