/** `GET /api/account/userAddress`: the signed-in customer's primary address, or null. */
import type { Address } from '@lumen/contract/addresses';
import { API_PATHS } from '@lumen/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUserToken } from '../../../lib/storage';
import { accountKeys } from './account-keys';

export const getPrimaryAddress = async (signal?: AbortSignal) =>
  (await apiRequest<Address | null>(API_PATHS.accountUserAddress, { auth: true, signal })).data ?? null;

export function usePrimaryAddressQuery() {
  return useQuery({
    queryKey: accountKeys.primaryAddress,
    queryFn: ({ signal }) => getPrimaryAddress(signal),
    enabled: getUserToken() !== null,
  });
}
