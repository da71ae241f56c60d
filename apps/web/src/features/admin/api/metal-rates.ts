/**
 * The day's metal rates (permission `pricing`): those in force with their history, the rate feed and its rates
 * waiting for a person; setting a rate, reading the feed now, confirming or setting aside a waiting rate, and the
 * owner's feed settings. Every answer carries the rates as they now stand, which replace the cached ones.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { MetalRatesWithFeed, RateFeedInput } from '@lumen/contract/metal-rate-feed';
import type { MetalRateInput } from '@lumen/contract/metal-rates';
import { routeTo } from '@lumen/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiPath } from '../../../lib/api-client';
import { ADMIN_KEY, staffData } from '../staff-session';

const ratesKey = [...ADMIN_KEY, 'metal-rates'] as const;

export function useMetalRates() {
  return useQuery({
    queryKey: ratesKey,
    queryFn: async () => (await staffData<MetalRatesWithFeed>(ADMIN_API_PATHS.adminMetalRates)).data,
  });
}

/** A change of the rates: answers the server's words with the rates as they now stand, which the screen shows. */
function useRatesChange<Input>(request: (input: Input) => Promise<{ message: string; data: MetalRatesWithFeed }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ data }) => queryClient.setQueryData(ratesKey, data),
    // A refused read of the feed has recorded why: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: ratesKey }),
  });
}

const pendingPath = (path: string, id: number) => routeTo(path, { id: String(id) }) as ApiPath;

export const useSetMetalRate = () =>
  useRatesChange((body: MetalRateInput) =>
    staffData<MetalRatesWithFeed>(ADMIN_API_PATHS.adminMetalRates, { method: 'POST', body }),
  );

export const useSaveRateFeed = () =>
  useRatesChange((body: RateFeedInput) =>
    staffData<MetalRatesWithFeed>(ADMIN_API_PATHS.adminMetalRateFeed, { method: 'PUT', body }),
  );

export const useCheckRateFeed = () =>
  useRatesChange(() => staffData<MetalRatesWithFeed>(ADMIN_API_PATHS.adminMetalRateFeedCheck, { method: 'POST' }));

export const useConfirmRate = () =>
  useRatesChange((id: number) =>
    staffData<MetalRatesWithFeed>(pendingPath(ADMIN_API_PATHS.adminPendingMetalRateConfirm, id), { method: 'POST' }),
  );

export const useRejectRate = () =>
  useRatesChange((id: number) =>
    staffData<MetalRatesWithFeed>(pendingPath(ADMIN_API_PATHS.adminPendingMetalRate, id), { method: 'DELETE' }),
  );

export const useConfirmCurrencyRate = () =>
  useRatesChange((id: number) =>
    staffData<MetalRatesWithFeed>(pendingPath(ADMIN_API_PATHS.adminPendingCurrencyRateConfirm, id), { method: 'POST' }),
  );

export const useRejectCurrencyRate = () =>
  useRatesChange((id: number) =>
    staffData<MetalRatesWithFeed>(pendingPath(ADMIN_API_PATHS.adminPendingCurrencyRate, id), { method: 'DELETE' }),
  );
