/**
 * The account limits of the shop (docs/architecture.md, "Security in short"), counted per account — or per identifier when no
 * account matches — so the e-mail and the mobile number of one account share them.
 */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import {
  OTP_MAX_FAILURES_PER_DAY,
  OTP_MAX_SENDS_PER_DAY,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_MAX_FAILURES,
} from '@lumen/contract/constants';
import type { Limit } from '../limits/limiter';
import type { Identifier } from './repository';

const DAY_SECONDS = 24 * 60 * 60;

export function accountLimits(resendSeconds: number) {
  return {
    /** Password checks per account: a slot per check, given back when the password is right. */
    passwordChecks: {
      name: 'password',
      max: SIGN_IN_MAX_FAILURES,
      windowSeconds: SIGN_IN_LOCK_MINUTES * 60,
      message: () => AUTH_MESSAGES.signInLocked,
    },
    /** Code checks per account and day: a slot per check, given back when the code is right. */
    codeChecks: {
      name: 'code-checks',
      max: OTP_MAX_FAILURES_PER_DAY,
      windowSeconds: DAY_SECONDS,
      message: () => AUTH_MESSAGES.tooManyFailures,
    },
    codeSends: {
      name: 'code-sends',
      max: OTP_MAX_SENDS_PER_DAY,
      windowSeconds: DAY_SECONDS,
      message: () => AUTH_MESSAGES.tooManyCodes,
    },
    /** One code per account and channel per wait (spec §9: 120 s). */
    codeResend: { name: 'code-resend', max: 1, windowSeconds: resendSeconds, message: AUTH_MESSAGES.waitForCode },
  } satisfies Record<string, Limit>;
}

export type AccountLimits = ReturnType<typeof accountLimits>;

/** The counter key: the account when one matches, else the identifier itself. */
export function limitKey(userId: number, identifier?: Identifier): string;
export function limitKey(userId: number | undefined, identifier: Identifier): string;
export function limitKey(userId: number | undefined, identifier?: Identifier): string {
  return userId !== undefined ? `user:${userId}` : `${identifier?.kind}:${identifier?.value.toLowerCase()}`;
}
