/** `POST /api/user/otpMethod` (spec §7): sends a one-time code by e-mail or SMS; answers the server's message. */
import type { OtpMethodRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const sendOtp = async (body: OtpMethodRequest) =>
  (await apiRequest(API_PATHS.otpMethod, { method: 'POST', body, auth: false })).message;
