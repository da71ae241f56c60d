/** `POST /api/user/resendOtp` (spec §7): a new code on the flow's channel; answers the server's message. */
import type { ResendOtpRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const resendOtp = async (body: ResendOtpRequest) =>
  (await apiRequest(API_PATHS.resendOtp, { method: 'POST', body, auth: false })).message;
