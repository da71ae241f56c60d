/**
 * Sign-up, OTP, sign-in and password calls of spec §7, with the field names and the validation messages of
 * spec §5 exactly. The server and the web app validate with these same schemas.
 */
import { z } from 'zod';
import {
  EMAIL_MAX,
  MOBILE_MAX_DIGITS,
  OTP_CHANNELS,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { parseIdentifier } from './identifier';
import { MESSAGES } from './messages';
import { SINGLE_LINE } from './text';

/** OWASP's list of password special characters: the printable ASCII symbols, space included. */
export const PASSWORD_SPECIAL_CHARACTERS = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** The composition rule of spec §5. Length counts characters (code points), never bytes; nothing is truncated. */
export function meetsPasswordRule(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))
  );
}

export const PasswordSchema = z
  .string(MESSAGES.passwordRule)
  .regex(SINGLE_LINE, MESSAGES.plainText('Password'))
  .refine(meetsPasswordRule, MESSAGES.passwordRule);

/** A password as typed to be checked (sign-in, the current password): any length the rule allows, one plain line. */
export const TypedPasswordSchema = z
  .string(MESSAGES.required('Password'))
  .min(1, MESSAGES.required('Password'))
  .max(PASSWORD_MAX_LENGTH * 4)
  .regex(SINGLE_LINE, MESSAGES.plainText('Password'));

export const requiredText = (field: string, max: number) =>
  z
    .string(MESSAGES.required(field))
    .regex(SINGLE_LINE, MESSAGES.plainText(field))
    .trim()
    .min(1, MESSAGES.required(field))
    .max(max, MESSAGES.tooLong(field, max));

/** The confirmation of a new password: checked against it, and one plain line like it. */
const ConfirmPasswordSchema = z.string(MESSAGES.passwordMismatch).regex(SINGLE_LINE, MESSAGES.passwordMismatch);

export const EmailSchema = z
  .string(MESSAGES.required('Email'))
  .trim()
  .min(1, MESSAGES.required('Email'))
  .max(EMAIL_MAX, MESSAGES.tooLong('Email', EMAIL_MAX))
  .pipe(z.email(MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const MobileSchema = z
  .string(MESSAGES.required('Mobile number'))
  .trim()
  .min(1, MESSAGES.required('Mobile number'))
  .regex(new RegExp(`^\\d{1,${MOBILE_MAX_DIGITS}}$`), MESSAGES.mobileInvalid);

/** An optional e-mail or mobile field: the spec's clients send the unused one as an empty string. */
const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(EmailSchema.optional());
const optionalMobile = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(MobileSchema.optional());

export const SignUpRequestSchema = z
  .object({
    name: requiredText('Name', 100),
    email: EmailSchema,
    Mobile_number: MobileSchema,
    password: PasswordSchema,
    ConfirmPassword: ConfirmPasswordSchema,
  })
  .refine((body) => body.password === body.ConfirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['ConfirmPassword'],
  });
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

export const OtpChannelSchema = z.enum(OTP_CHANNELS, MESSAGES.otpChannelRequired);

const hasOneIdentifier = (body: { email?: string; Mobile_number?: string }) =>
  Boolean(body.email) !== Boolean(body.Mobile_number);

/** One account identifier: `email`, or `Mobile_number` (the other empty). */
const identified = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, email: optionalEmail, Mobile_number: optionalMobile })
    .refine((body) => hasOneIdentifier(body as { email?: string; Mobile_number?: string }), {
      message: MESSAGES.identifierInvalid,
      path: ['email'],
    });

/**
 * Where to send a code: `type` names the channel, and the identifier of that channel must be filled (the sign-up
 * flow sends both e-mail and mobile; the OTP sign-in and recovery flows send one).
 */
export const OtpMethodRequestSchema = z
  .object({ type: OtpChannelSchema, email: optionalEmail, Mobile_number: optionalMobile })
  .refine((body) => (body.type === 'email' ? Boolean(body.email) : Boolean(body.Mobile_number)), {
    message: MESSAGES.otpChannelMismatch,
    path: ['type'],
  });
export type OtpMethodRequest = z.input<typeof OtpMethodRequestSchema>;

export const OtpSchema = z
  .string(MESSAGES.otpAllDigits)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpAllDigits);

export const OtpVerificationRequestSchema = identified({ otp: OtpSchema });
export type OtpVerificationRequest = z.input<typeof OtpVerificationRequestSchema>;

/** A new code on the same channel as the last one, or on `type` when given. */
export const ResendOtpRequestSchema = z
  .object({ type: OtpChannelSchema.optional(), email: optionalEmail, Mobile_number: optionalMobile })
  .refine((body) => Boolean(body.email) || Boolean(body.Mobile_number), {
    message: MESSAGES.identifierInvalid,
    path: ['email'],
  })
  .refine((body) => !body.type || (body.type === 'email' ? Boolean(body.email) : Boolean(body.Mobile_number)), {
    message: MESSAGES.otpChannelMismatch,
    path: ['type'],
  });
export type ResendOtpRequest = z.input<typeof ResendOtpRequestSchema>;

export const SignInRequestSchema = identified({ password: TypedPasswordSchema });
export type SignInRequest = z.input<typeof SignInRequestSchema>;

export const ForgetPasswordRequestSchema = identified({});
export type ForgetPasswordRequest = z.input<typeof ForgetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    password: PasswordSchema,
    ConfirmPassword: ConfirmPasswordSchema,
    oldPassword: TypedPasswordSchema.optional(),
  })
  .refine((body) => body.password === body.ConfirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['ConfirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** `authentication.accessToken` on OTP verification; `data.authentication.accessToken` on sign-in. */
export const AuthenticationSchema = z.object({ accessToken: z.string() });
export const OtpVerificationResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  authentication: AuthenticationSchema,
});
/** Sign in with Google (decision 038): the ID token Google Identity Services gave the browser. */
export const GoogleSignInRequestSchema = z.object({
  credential: z
    .string()
    .trim()
    .min(1, 'credential is required')
    .max(4096, 'is too long for an ID token')
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be an ID token'),
});

export const SignInResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ authentication: AuthenticationSchema }),
});

/**
 * Spec §5's identifier rule (see identifier.ts) as the request's two fields, the unused one empty as the spec's
 * clients send it; null when the value is neither an e-mail address nor a mobile number.
 */
export function identifierFields(value: string): { email: string; Mobile_number: string } | null {
  const identifier = parseIdentifier(value);
  if (!identifier) return null;
  return identifier.kind === 'email'
    ? { email: identifier.email, Mobile_number: '' }
    : { email: '', Mobile_number: identifier.mobile };
}

export const IdentifierSchema = z.string(MESSAGES.identifierInvalid).transform((value, ctx) => {
  const fields = identifierFields(value);
  if (!fields) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.identifierInvalid });
    return z.NEVER;
  }
  return fields;
});

/** The sign-in form (/): one identifier field and the password. */
export const SignInFormSchema = z.object({
  identifier: IdentifierSchema,
  password: SignInRequestSchema.shape.password,
});
export type SignInForm = z.input<typeof SignInFormSchema>;

/** The forgot-password form: one identifier field. */
export const ForgotPasswordFormSchema = z.object({ identifier: IdentifierSchema });
export type ForgotPasswordForm = z.input<typeof ForgotPasswordFormSchema>;

/** The six OTP boxes: the e-mail OTP screen says 'Please enter 6 digits', the others 'Please enter all 6 digits'. */
export const otpFormSchema = (message: string = MESSAGES.otpAllDigits) =>
  z.object({ otp: z.string(message).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message) });
export type OtpForm = { otp: string };

/** The OTP channel choice of /otp-method (required). */
export const OtpChannelFormSchema = z.object({ type: OtpChannelSchema });

/** The e-mail OTP sign-in request form (/email-otp-method). */
export const EmailFormSchema = z.object({ email: EmailSchema });

/** The mobile OTP sign-in request form (/mobile-otp-method). */
export const MobileFormSchema = z.object({ Mobile_number: MobileSchema });

/** A new password and its confirmation (/create-password). */
export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, ConfirmPassword: ConfirmPasswordSchema })
  .refine((body) => body.password === body.ConfirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['ConfirmPassword'],
  });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

/** The account's /change-password form: the old password too, since the session is not a fresh recovery. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: z.string(MESSAGES.required('Old password')).min(1, MESSAGES.required('Old password')),
    password: PasswordSchema,
    ConfirmPassword: ConfirmPasswordSchema,
  })
  .refine((body) => body.password === body.ConfirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['ConfirmPassword'],
  });
