/** `POST /api/account/edit/{id}` (spec §7): saves the profile; answers the server's message and the saved profile. */
import type { ProfileEditRequest, UserProfile } from '@lumen/contract/account';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export async function saveProfile({ id, body }: { id: string | number; body: ProfileEditRequest }) {
  const { message, data } = await apiRequest<UserProfile>(routeTo(API_PATHS.accountEdit, { id }) as `/api/${string}`, {
    method: 'POST',
    body,
    auth: true,
  });
  return { message, profile: data };
}
