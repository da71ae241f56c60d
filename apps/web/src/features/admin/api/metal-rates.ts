/** The day's metal rates (permission `pricing`): those in force with their history, and setting one. */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { MetalRateInput, MetalRates } from '@lumen/contract/metal-rates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

const ratesKey = [...ADMIN_KEY, 'metal-rates'] as const;

export function useMetalRates() {
  return useQuery({
    queryKey: ratesKey,
    queryFn: async () => (await staffData<MetalRates>(ADMIN_API_PATHS.adminMetalRates)).data,
  });
}

export function useSetMetalRate() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Answers the server's words ("Gold 22k is now $98.50 a gram; 120 prices updated.") with the rates. */
    mutationFn: (body: MetalRateInput) =>
      staffData<MetalRates>(ADMIN_API_PATHS.adminMetalRates, { method: 'POST', body }),
    onSuccess: ({ data }) => queryClient.setQueryData(ratesKey, data),
  });
}
