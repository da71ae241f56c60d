/** The signed-in staff member (GET /api/admin/session), and signing in and out of the back office. */
import type { AdminSignInRequest, Staff } from '@lumen/contract/admin';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_KEY, clearStaffToken, getStaffToken, setStaffToken, staffData, staffRequest } from '../staff-session';

export const staffSessionKey = [...ADMIN_KEY, 'session'] as const;

export function useStaffSession() {
  const token = getStaffToken();
  return useQuery({
    queryKey: staffSessionKey,
    queryFn: async () => (await staffData<{ staff: Staff }>(ADMIN_API_PATHS.adminSession)).data.staff,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    // No staff token on the sign-in itself: a stale one must not be sent, nor cleared by its 401.
    mutationFn: (body: AdminSignInRequest) =>
      apiRequest<{ token: string; staff: Staff }>(ADMIN_API_PATHS.adminSession, { method: 'POST', body }),
    onSuccess: ({ data }) => {
      if (!data) return;
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      setStaffToken(data.token);
      queryClient.setQueryData(staffSessionKey, data.staff);
    },
  });
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffRequest(ADMIN_API_PATHS.adminSession, { method: 'DELETE' }),
    // Signed out on this device whatever the server answered (an ended session is as good as signed out).
    onSettled: () => {
      clearStaffToken();
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
    },
  });
}
