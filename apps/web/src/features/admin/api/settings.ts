/** The owner's payment settings (permission `settings`): read them, and set the pay-on-delivery limit. */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { PaymentSettings, PaymentSettingsUpdate } from '@lumen/contract/admin-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

const settingsKey = [...ADMIN_KEY, 'settings', 'payments'] as const;

export function usePaymentSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await staffData<PaymentSettings>(ADMIN_API_PATHS.adminPaymentSettings)).data,
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentSettingsUpdate) =>
      (await staffData<PaymentSettings>(ADMIN_API_PATHS.adminPaymentSettings, { method: 'PUT', body })).data,
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
}
