/** The customer's profile: read, and edited with the same uniqueness rules as at sign-up. */
import type { ProfileEditRequestSchema, UserProfile } from '@lumen/contract/account';
import type { z } from 'zod';
import { HttpError, notFound } from '../../plugins/envelope-and-errors';
import { processAvatar } from './avatar';
import type { AccountRepository } from './repository';

export const avatarPath = (userId: number, version: string) => `/media/avatars/${userId}-${version}.webp`;

export function createAccountService(repository: AccountRepository) {
  async function profile(userId: number): Promise<UserProfile> {
    const row = await repository.profile(userId);
    if (!row) throw new HttpError(401, 'Please sign in to continue.');
    return {
      id: row.id,
      name: row.name,
      email: row.email ?? '',
      Mobile_number: row.mobile ?? '',
      image: row.avatarVersion ? avatarPath(row.id, row.avatarVersion) : null,
    };
  }

  return {
    profile,

    /** Only the signed-in customer's own profile may be edited: any other id is 404. */
    async edit(userId: number, id: number, body: z.output<typeof ProfileEditRequestSchema>) {
      if (id !== userId) throw notFound('This account could not be found.');
      const holder = await repository.holderOf(userId, body.email, body.Mobile_Number);
      if (holder?.email?.toLowerCase() === body.email.toLowerCase()) {
        throw new HttpError(409, 'email: This email is already registered to another account.');
      }
      if (holder)
        throw new HttpError(409, 'Mobile_Number: This mobile number is already registered to another account.');
      const avatar = body.image_base64_value ? await processAvatar(body.image_base64_value) : undefined;
      await repository.update(userId, { name: body.name, email: body.email, mobile: body.Mobile_Number }, avatar);
      return profile(userId);
    },

    avatar: (userId: number, version: string) => repository.avatar(userId, version),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
