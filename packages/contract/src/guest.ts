/**
 * Guest checkout (issue 14): a shopper without an account names themselves, proves their e-mail or mobile number with
 * a one-time code (the sign-up flow's own codes and limits, then `POST /api/user/otpVerification`), and checks out.
 * Each order's confirmation carries a signed link that opens it again; signing up later with the proved e-mail or
 * mobile number brings the guest's orders into the new account.
 */
import { z } from 'zod';
import { EmailSchema, MobileSchema, OtpChannelSchema, requiredText } from './auth';
import { MESSAGES } from './messages';
import { SINGLE_LINE } from './text';

export { GUEST_MESSAGES } from './guest-messages';

/** Who is checking out, and where their code goes (`type`: email, sms or whatsapp). */
export const GuestCheckoutRequestSchema = z.object({
  name: requiredText('Name', 100),
  email: EmailSchema,
  Mobile_number: MobileSchema,
  type: OtpChannelSchema,
});
export type GuestCheckoutRequest = z.input<typeof GuestCheckoutRequestSchema>;

/** The key of an order's link, as the confirmation gives it (`?key=`). */
export const OrderAccessRequestSchema = z.object({
  key: z
    .string(MESSAGES.required('key'))
    .trim()
    .min(1, MESSAGES.required('key'))
    .max(200)
    .regex(SINGLE_LINE, MESSAGES.plainText('key')),
});
export type OrderAccessRequest = z.input<typeof OrderAccessRequestSchema>;
