/** `GET /api/account/userAddress`: the signed-in customer's primary address, or null. */
import type { Address } from '@lumen/contract/addresses';
import { API_PATHS } from '@lumen/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { accountKeys } from './account-keys';

export const getPrimaryAddress = async (signal?: AbortSignal) =>
  (await apiRequest<Address | null>(API_PATHS.accountUserAddress, { auth: true, signal })).data ?? null;

export function usePrimaryAddressQuery() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.primaryAddress,
    queryFn: ({ signal }) => getPrimaryAddress(signal),
    enabled: signedIn,
  });
}
