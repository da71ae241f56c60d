/** `GET /api/ManageAddress/list`: the signed-in customer's addresses (the account screens and checkout). */
import type { Address } from '@lumen/contract/addresses';
import { API_PATHS } from '@lumen/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { accountKeys } from './account-keys';

export const getAddresses = async (signal?: AbortSignal) =>
  (await apiRequest<Address[]>(API_PATHS.addressList, { auth: true, signal })).data ?? [];

export function useAddressesQuery() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: signedIn,
  });
}
