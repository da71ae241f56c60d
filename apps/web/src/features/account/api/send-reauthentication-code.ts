/**
 * `POST /api/account/reauthentication-code`: for an account without a password, a code to its current address as the
 * proof an identifier change needs. Answers the message naming the address (masked).
 */
import { API_PATHS } from '@lumen/contract/routes';
import { type ApiPath, apiRequest } from '../../../lib/api-client';

export const sendReauthenticationCode = async () =>
  (await apiRequest(API_PATHS.accountReauthenticationCode as ApiPath, { method: 'POST', auth: true })).message;
