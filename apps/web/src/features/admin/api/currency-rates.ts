/**
 * The currency rates (permission `pricing`): those in force with their history, and setting one. The answer to a
 * change carries the rates as they now stand, which replace the cached ones.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { CurrencyRateInput, CurrencyRates } from '@lumen/contract/currencies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

const currencyRatesKey = [...ADMIN_KEY, 'currency-rates'] as const;

export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyRatesKey,
    queryFn: async () => (await staffData<CurrencyRates>(ADMIN_API_PATHS.adminCurrencyRates)).data,
  });
}

export function useSetCurrencyRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurrencyRateInput) =>
      staffData<CurrencyRates>(ADMIN_API_PATHS.adminCurrencyRates, { method: 'POST', body }),
    onSuccess: ({ data }) => queryClient.setQueryData(currencyRatesKey, data),
  });
}
