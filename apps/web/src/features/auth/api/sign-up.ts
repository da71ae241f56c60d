/** `POST /api/user/signUp` (spec §2, §7): creates the account; the code that confirms it is asked for next. */
import type { SignUpRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const signUp = async (body: SignUpRequest) =>
  (await apiRequest(API_PATHS.signUp, { method: 'POST', body, auth: false })).message;
