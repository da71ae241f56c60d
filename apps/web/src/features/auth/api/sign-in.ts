/** `POST /api/user/signIn` (spec §2, §7): a password sign-in; answers the server's message and the access token. */
import type { SignInRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { ApiError, apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';

/** The access token of a sign-in (`data.authentication`) or an OTP verification (`authentication`). */
export function tokenFrom(source: unknown): string {
  const token = (source as { authentication?: { accessToken?: unknown } } | undefined)?.authentication?.accessToken;
  if (typeof token !== 'string' || token === '') throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 200);
  return token;
}

export async function signIn(body: SignInRequest) {
  const { message, data } = await apiRequest<unknown>(API_PATHS.signIn, { method: 'POST', body, auth: false });
  return { message, token: tokenFrom(data) };
}
