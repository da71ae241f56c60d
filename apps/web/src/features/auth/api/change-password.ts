/** `POST /api/user/changePassword` (spec §4, §6): the new password at the end of recovery, with the code's token. */
import type { ChangePasswordRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = async (body: ChangePasswordRequest) =>
  (await apiRequest(API_PATHS.changePassword, { method: 'POST', body, auth: true })).message;
