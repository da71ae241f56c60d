/** `POST /api/user/userAddress` (spec §6): the address saved at the end of sign-up, with the new session's token. */
import type { AddressInput } from '@lumen/contract/addresses';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const saveAddress = async (body: AddressInput) =>
  (await apiRequest(API_PATHS.userAddress, { method: 'POST', body, auth: true })).message;
