/**
 * `POST /api/user/signInWithGoogle` (spec §5). The button does not fetch Google's ID token yet (issue 30's next step):
 * a shop without GOOGLE_CLIENT_ID answers 501, and its message is what the screen shows.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const signInWithGoogle = async () =>
  (await apiRequest(API_PATHS.signInWithGoogle, { method: 'POST', body: {}, auth: false })).message;
