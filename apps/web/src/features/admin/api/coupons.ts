/** The coupons (permission `coupons`): the list with usage counts, create, edit, activate / deactivate. */
import type { AdminCoupon, AdminCouponCreateRequest, AdminCouponUpdateRequest } from '@lumen/contract/admin-coupons';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { routeTo } from '@lumen/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

export const couponsKey = [...ADMIN_KEY, 'coupons'] as const;

export function useCoupons(search: string) {
  return useQuery({
    queryKey: [...couponsKey, search],
    queryFn: async () => {
      const query = search.trim() === '' ? '' : `?${new URLSearchParams({ q: search.trim() })}`;
      return (await staffData<{ coupons: AdminCoupon[] }>(`${ADMIN_API_PATHS.adminCoupons}${query}`)).data.coupons;
    },
    placeholderData: (previous) => previous,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCouponCreateRequest) =>
      staffData<{ coupon: AdminCoupon }>(ADMIN_API_PATHS.adminCoupons, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminCouponUpdateRequest }) =>
      staffData<{ coupon: AdminCoupon }>(routeTo(ADMIN_API_PATHS.adminCoupon, { id }) as `/api/${string}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
