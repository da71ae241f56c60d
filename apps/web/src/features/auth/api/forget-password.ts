/** `POST /api/user/forgetPassword` (spec §4): starts password recovery; the same answer whether or not the account exists. */
import type { ForgetPasswordRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const forgetPassword = async (body: ForgetPasswordRequest) =>
  (await apiRequest(API_PATHS.forgetPassword, { method: 'POST', body, auth: false })).message;
