/**
 * `POST /api/user/otpVerification` (spec §7): checks a one-time code; answers the server's message and the access
 * token, which the envelope carries beside `data`.
 */
import type { OtpVerificationRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';
import { tokenFrom } from './sign-in';

export async function verifyOtp(body: OtpVerificationRequest) {
  const { message, envelope } = await apiRequest<unknown>(API_PATHS.otpVerification, {
    method: 'POST',
    body,
    auth: false,
  });
  return { message, token: tokenFrom(envelope) };
}
