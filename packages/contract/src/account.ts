/**
 * The customer's profile (spec §3): read as {id, name, email, Mobile_number, image}; edited with Mobile_Number. A new
 * e-mail or mobile number applies only once the code sent to it is entered (identifier changes), and asking for one
 * needs the current password (or, for an account without one, a code sent to its current address).
 */
import { z } from 'zod';
import { IDENTIFIER_KINDS } from './account-messages';
import { EmailSchema, MobileSchema, OtpSchema, requiredText, TypedPasswordSchema } from './auth';
import { AVATAR_MAX_BYTES } from './constants';

export const UserProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  Mobile_number: z.string(),
  /** The avatar's URL, or null when the customer has none. */
  image: z.string().nullable(),
  /** Whether each identifier was proved with a code (an unproved one cannot sign in). */
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  /** False for an account without a password: it re-authenticates with a code instead. */
  has_password: z.boolean(),
  /** A new e-mail or mobile number waiting for its code, or null. */
  pending_email: z.string().nullable(),
  pending_mobile: z.string().nullable(),
  /**
   * The Google account that signs in to this one, by the e-mail Google last gave for it; null when none does
   * (decision 038). `DELETE account/google` turns it off while another way to sign in remains.
   */
  google_email: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const ProfileEditRequestSchema = z.object({
  name: requiredText('Name', 100),
  email: EmailSchema,
  Mobile_Number: MobileSchema,
  /** A PNG, JPEG or WebP data URL; empty or absent keeps the current picture. */
  image_base64_value: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 100, 'The picture must be at most 2 MB')
    .regex(/^(data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]*={0,2})?$/, 'must be a picture read as a data URL')
    .optional(),
  /** Needed to change the e-mail or mobile number. */
  current_password: TypedPasswordSchema.optional(),
  /** Instead of the password, for an account without one: the code sent by `reauthentication-code`. */
  current_otp: OtpSchema.optional(),
  /** Prove these current, unproved identifiers: a code goes to each, as for a new one. */
  verify: z.array(z.enum(IDENTIFIER_KINDS)).max(IDENTIFIER_KINDS.length).optional(),
});
export type ProfileEditRequest = z.input<typeof ProfileEditRequestSchema>;

export const IdentifierChangeParamsSchema = z.object({ kind: z.enum(IDENTIFIER_KINDS) });
export const IdentifierChangeVerifyRequestSchema = z.object({ otp: OtpSchema });
export type IdentifierChangeVerifyRequest = z.input<typeof IdentifierChangeVerifyRequestSchema>;
