/** `POST /api/user/signInWithGoogle` (spec §5): not offered yet; the server's refusal is what the screen shows. */
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const signInWithGoogle = async () =>
  (await apiRequest(API_PATHS.signInWithGoogle, { method: 'POST', body: {}, auth: false })).message;
