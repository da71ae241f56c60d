/**
 * The account limits of the shop (README, "Security in short"), counted per account — or per identifier when no
 * account matches — so the e-mail and the mobile number of one account share them.
 */
import {
  OTP_MAX_FAILURES_PER_DAY,
  OTP_MAX_SENDS_PER_DAY,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_MAX_FAILURES,
} from '@lumen/contract/constants';
import type { Limit } from '../limits/limiter';
import type { Identifier } from './repository';

const DAY_SECONDS = 24 * 60 * 60;

export const LIMIT_MESSAGES = {
  tooManyCodes: 'You have asked for too many codes today. Please try again tomorrow.',
  tooManyFailures: 'Too many incorrect codes today. Please try again tomorrow.',
  signInLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes or sign in with a code.',
  waitForCode: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
} as const;

export function accountLimits(resendSeconds: number) {
  return {
    /** Password checks per account: a slot per check, given back when the password is right. */
    passwordChecks: {
      name: 'password',
      max: SIGN_IN_MAX_FAILURES,
      windowSeconds: SIGN_IN_LOCK_MINUTES * 60,
      message: () => LIMIT_MESSAGES.signInLocked,
    },
    /** Code checks per account and day: a slot per check, given back when the code is right. */
    codeChecks: {
      name: 'code-checks',
      max: OTP_MAX_FAILURES_PER_DAY,
      windowSeconds: DAY_SECONDS,
      message: () => LIMIT_MESSAGES.tooManyFailures,
    },
    codeSends: {
      name: 'code-sends',
      max: OTP_MAX_SENDS_PER_DAY,
      windowSeconds: DAY_SECONDS,
      message: () => LIMIT_MESSAGES.tooManyCodes,
    },
    /** One code per account and channel per wait (spec §9: 120 s). */
    codeResend: { name: 'code-resend', max: 1, windowSeconds: resendSeconds, message: LIMIT_MESSAGES.waitForCode },
  } satisfies Record<string, Limit>;
}

export type AccountLimits = ReturnType<typeof accountLimits>;

/** The counter key: the account when one matches, else the identifier itself. */
export function limitKey(userId: number, identifier?: Identifier): string;
export function limitKey(userId: number | undefined, identifier: Identifier): string;
export function limitKey(userId: number | undefined, identifier?: Identifier): string {
  return userId !== undefined ? `user:${userId}` : `${identifier?.kind}:${identifier?.value.toLowerCase()}`;
}
