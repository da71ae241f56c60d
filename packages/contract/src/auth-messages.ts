/**
 * The server's answers to the sign-up, code, sign-in and password calls, word for word, zod-free so a screen and the
 * end-to-end suite can use them without loading zod (decision 009); `auth.ts` holds the schemas.
 */
export const AUTH_MESSAGES = {
  signedUp: 'Your account has been created. Choose where we should send your verification code.',
  codeSent: 'We have sent you a 6-digit code. It is valid for 10 minutes.',
  codeWrong: 'That code is incorrect or has expired. Please check it or ask for a new one.',
  verified: 'Verified successfully.',
  signedIn: 'Signed in successfully.',
  badCredentials: 'The email, mobile number or password is incorrect.',
  /** 403 at sign-in (after a right password or code) when the back office has disabled the account. */
  accountDisabled: 'This account has been disabled. Please contact us to use it again.',
  unverified: 'Please verify your account first: sign up again with the same details and we will send you a new code.',
  recoveryStarted: 'If an account matches, you can now verify it with a one-time code to reset your password.',
  passwordChanged: 'Your password has been changed.',
  oldPasswordRequired: 'oldPassword: Please enter your current password.',
  oldPasswordWrong: 'oldPassword: Your current password is incorrect.',
  passwordCommon: 'password: This password is too common. Please choose one that is harder to guess.',
  signedOut: 'You have been signed out.',
  emailTaken: 'email: This email is already registered. Please sign in instead.',
  mobileTaken: 'Mobile_number: This mobile number is already registered. Please sign in instead.',
  identifierTaken: 'This email or mobile number was just verified on another account.',
  emailUnproved:
    'This email is not verified on your account yet. Sign in with your mobile number, then verify the email from your profile.',
  mobileUnproved:
    'This mobile number is not verified on your account yet. Sign in with your email, then verify the number from your profile.',
  /** The per-account limits (apps/api/src/modules/auth/limits.ts). */
  tooManyCodes: 'You have asked for too many codes today. Please try again tomorrow.',
  tooManyFailures: 'Too many incorrect codes today. Please try again tomorrow.',
  signInLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes or sign in with a code.',
  waitForCode: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  /** Sign in with Google (decision 038). */
  googleOff: 'Google sign-in is not set up for this shop. Please sign in with your e-mail or mobile number.',
  googleInvalid: 'We could not check that Google sign-in. Please try again.',
  googleUnavailable:
    'Google sign-in is briefly unavailable. Please try again in a moment, or use your password or a code.',
  googleEmailUnverified:
    'Your Google account’s e-mail address is not verified. Please verify it with Google, or sign up here.',
  googleProveFirst: (email: string) =>
    `An account already uses ${email}. Sign in with your password or an e-mail code, then add Google from your profile.`,
} as const;
