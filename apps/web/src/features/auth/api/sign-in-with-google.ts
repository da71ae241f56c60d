/**
 * `POST /api/user/signInWithGoogle` (spec §5, decision 038): the ID token Google gave the page, for the shop's own
 * session token, answered exactly as `user/signIn` answers.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';
import { tokenFrom } from './sign-in';

export async function signInWithGoogle(credential: string) {
  const { message, data } = await apiRequest<unknown>(API_PATHS.signInWithGoogle, {
    method: 'POST',
    body: { credential },
    auth: false,
  });
  return { message, token: tokenFrom(data) };
}
