/**
 * The account calls of spec §7 the auth screens make. None carries the token except the address saved at the end
 * of sign-up and the new password at the end of recovery (spec §6).
 */
import type { AddressInput } from '@lumen/contract/addresses';
import type {
  ChangePasswordRequest,
  ForgetPasswordRequest,
  OtpMethodRequest,
  OtpVerificationRequest,
  ResendOtpRequest,
  SignInRequest,
  SignUpRequest,
} from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { ApiError, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';

const post = (path: (typeof API_PATHS)[keyof typeof API_PATHS], body: unknown, auth = false) =>
  apiRequest<unknown>(path as `/api/${string}`, { method: 'POST', body, auth });

/** The access token of a sign-in (`data.authentication`) or an OTP verification (`authentication`). */
function tokenFrom(source: unknown): string {
  const token = (source as { authentication?: { accessToken?: unknown } } | undefined)?.authentication?.accessToken;
  if (typeof token !== 'string' || token === '') throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return token;
}

export const authApi = {
  signUp: async (body: SignUpRequest) => (await post(API_PATHS.signUp, body)).message,
  sendOtp: async (body: OtpMethodRequest) => (await post(API_PATHS.otpMethod, body)).message,
  resendOtp: async (body: ResendOtpRequest) => (await post(API_PATHS.resendOtp, body)).message,
  forgetPassword: async (body: ForgetPasswordRequest) => (await post(API_PATHS.forgetPassword, body)).message,

  async verifyOtp(body: OtpVerificationRequest) {
    const { message, envelope } = await post(API_PATHS.otpVerification, body);
    return { message, token: tokenFrom(envelope) };
  },

  async signIn(body: SignInRequest) {
    const { message, data } = await post(API_PATHS.signIn, body);
    return { message, token: tokenFrom(data) };
  },

  signInWithGoogle: async () => (await post(API_PATHS.signInWithGoogle, {})).message,
  saveAddress: async (body: AddressInput) => (await post(API_PATHS.userAddress, body, true)).message,
  changePassword: async (body: ChangePasswordRequest) => (await post(API_PATHS.changePassword, body, true)).message,
};
