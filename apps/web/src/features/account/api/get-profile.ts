/** `GET /api/account/userData`: the signed-in customer's profile, for the account screens and the page frame. */
import type { UserProfile } from '@lumen/contract/account';
import { API_PATHS } from '@lumen/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { accountKeys } from './account-keys';

export const getProfile = async (signal?: AbortSignal) =>
  (await apiRequest<UserProfile>(API_PATHS.accountUserData, { auth: true, signal })).data ?? null;

export function useProfileQuery() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: signedIn,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The profile for the page frame: null for a visitor (or while it loads). */
export function useUserProfile(): UserProfile | null {
  const signedIn = useSignedIn();
  const { data } = useProfileQuery();
  return signedIn ? (data ?? null) : null;
}
