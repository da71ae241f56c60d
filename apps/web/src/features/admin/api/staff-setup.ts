/** A setup link's three calls: what it is for, a fresh authenticator secret, and completing it. */
import type { Staff } from '@lumen/contract/admin';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { SetupCompleteRequest, SetupLink } from '@lumen/contract/admin-setup';
import { routeTo } from '@lumen/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { ADMIN_KEY } from '../staff-session';

const setupPath = (token: string) => routeTo(ADMIN_API_PATHS.adminSetup, { token }) as `/api/${string}`;

async function dataOf<T>(promise: Promise<{ data: T | undefined }>): Promise<T> {
  const { data } = await promise;
  if (data === undefined) throw new ApiError('The answer had no data.', 500);
  return data;
}

export function useSetupLink(token: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'setup', token],
    queryFn: async () => (await dataOf(apiRequest<{ setup: SetupLink }>(setupPath(token)))).setup,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStartTotp(token: string) {
  return useMutation({
    mutationFn: () =>
      dataOf(
        apiRequest<{ secret: string; otpauth_uri: string }>(
          routeTo(ADMIN_API_PATHS.adminSetupTotp, { token }) as `/api/${string}`,
          { method: 'POST' },
        ),
      ),
  });
}

export function useCompleteSetup(token: string) {
  return useMutation({
    mutationFn: (body: SetupCompleteRequest) =>
      dataOf(apiRequest<{ staff: Staff; recovery_codes: string[] }>(setupPath(token), { method: 'POST', body })),
  });
}
