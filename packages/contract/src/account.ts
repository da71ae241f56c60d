/** The customer's profile (spec §3): read as {id, name, email, Mobile_number, image}; edited with Mobile_Number. */
import { z } from 'zod';
import { EmailSchema, MobileSchema } from './auth';
import { AVATAR_MAX_BYTES } from './constants';
import { MESSAGES } from './messages';

export const UserProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  Mobile_number: z.string(),
  /** The avatar's URL, or null when the customer has none. */
  image: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const ProfileEditRequestSchema = z.object({
  name: z.string(MESSAGES.required('Name')).trim().min(1, MESSAGES.required('Name')).max(100),
  email: EmailSchema,
  Mobile_Number: MobileSchema,
  /** A PNG, JPEG or WebP data URL; empty or absent keeps the current picture. */
  image_base64_value: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 100, 'The picture must be at most 2 MB')
    .optional(),
});
export type ProfileEditRequest = z.input<typeof ProfileEditRequestSchema>;
