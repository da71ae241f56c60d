/** The owner's staff management: the list, invitations, role and enabled state, ending sessions. */
import type { StaffMember } from '@lumen/contract/admin';
import type { StaffRole } from '@lumen/contract/admin-roles';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { PendingInvitation, StaffInvitation, StaffInvitationRequest } from '@lumen/contract/admin-setup';
import { routeTo } from '@lumen/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData, staffRequest } from '../staff-session';

export const staffListKey = [...ADMIN_KEY, 'staff'] as const;

export function useStaffList(enabled = true) {
  return useQuery({
    queryKey: staffListKey,
    queryFn: async () => (await staffData<{ staff: StaffMember[] }>(ADMIN_API_PATHS.adminStaff)).data.staff,
    enabled,
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvitationRequest) =>
      staffData<{ invitation: StaffInvitation }>(ADMIN_API_PATHS.adminStaffInvitations, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const invitationsKey = [...ADMIN_KEY, 'staff', 'invitations'] as const;

export function usePendingInvitations() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: async () =>
      (await staffData<{ invitations: PendingInvitation[] }>(ADMIN_API_PATHS.adminStaffInvitations)).data.invitations,
  });
}

/** Resends (a new link) or withdraws a pending invitation; answers the server's message. */
export function useInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'withdraw' }) =>
      action === 'resend'
        ? staffData<{ invitation: StaffInvitation }>(
            routeTo(ADMIN_API_PATHS.adminStaffInvitationResend, { id }) as `/api/${string}`,
            { method: 'POST' },
          )
        : staffData<{ invitation: StaffInvitation }>(
            routeTo(ADMIN_API_PATHS.adminStaffInvitation, { id }) as `/api/${string}`,
            { method: 'DELETE' },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export type StaffChange = { id: string; disabled?: boolean; role?: StaffRole };

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: StaffChange) =>
      staffData<{ staff: StaffMember }>(routeTo(ADMIN_API_PATHS.adminStaffMember, { id }) as `/api/${string}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useRevokeStaffSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffRequest(routeTo(ADMIN_API_PATHS.adminStaffRevokeSessions, { id }) as `/api/${string}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
