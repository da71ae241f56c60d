/**
 * The words of the profile's identifier changes (e-mail, mobile number), zod-free so a screen can use them without
 * loading zod (decision 009); `account.ts` holds the schemas.
 */
export const IDENTIFIER_KINDS = ['email', 'mobile'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export const IDENTIFIER_LABELS: Record<IdentifierKind, string> = { email: 'email address', mobile: 'mobile number' };

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your profile has been updated.',
  confirmChange: (label: string, masked: string) =>
    `Your profile has been updated. Enter the code we sent to ${masked} to confirm your new ${label}.`,
  confirmProof: (label: string, masked: string) => `Enter the code we sent to ${masked} to verify your ${label}.`,
  changeConfirmed: (label: string) => `Your ${label} has been changed. Other devices were signed out.`,
  proofConfirmed: (label: string) => `Your ${label} is verified.`,
  changeCancelled: 'The change was cancelled.',
  codeResent: 'We have sent a new code. It is valid for 10 minutes.',
  reauthCodeSent: (masked: string) => `We have sent a code to ${masked}. Enter it to confirm the change.`,
  passwordNeeded: 'current_password: Please enter your current password to change your email or mobile number.',
  passwordWrong: 'current_password: Your current password is incorrect.',
  codeNeeded: 'current_otp: Please enter the code we sent to your current email or mobile number.',
  codeWrong: 'That code is incorrect or has expired. Please check it or ask for a new one.',
  noPendingChange: 'There is no change waiting for a code. Please save the new address again.',
  alreadyVerified: (label: string) => `verify: Your ${label} is already verified.`,
  emailTaken: 'email: This email is already registered to another account.',
  mobileTaken: 'Mobile_Number: This mobile number is already registered to another account.',
  googleUnlinked: 'Google sign-in is off for your account. Sign in with your email, mobile number or password.',
  googleNotLinked: 'Google does not sign in to this account.',
  googleLastWay:
    'Google is your only way to sign in. Set a password or verify your email or mobile number before turning it off.',
} as const;
