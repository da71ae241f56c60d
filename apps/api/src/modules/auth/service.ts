/**
 * Customer accounts: sign-up, one-time codes, sign-in, sessions and passwords, with the security numbers of the
 * accounts issue. Answers never reveal whether an account exists, except where the spec's flow needs it.
 */
import type {
  ChangePasswordRequestSchema,
  ForgetPasswordRequestSchema,
  OtpMethodRequestSchema,
  OtpVerificationRequestSchema,
  ResendOtpRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@lumen/contract/auth';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_FAILURES_PER_DAY,
  OTP_MAX_SENDS_PER_DAY,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type OtpChannel,
  RECOVERY_WINDOW_MINUTES,
  SESSION_ABSOLUTE_DAYS,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_MAX_FAILURES,
} from '@lumen/contract/constants';
import type { z } from 'zod';
import type { Notifier } from '../../notify/notifier';
import { HttpError } from '../../plugins/envelope-and-errors';
import { codeMessage, passwordChangedMessage } from './messages';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { AuthRepository, UserRow } from './repository';
import type { SessionCache } from './session-cache';
import { hashToken, newOtp, newSessionToken, otpHmac, sameDigest } from './tokens';

type Input<T extends z.ZodType> = z.output<T>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const AUTH_MESSAGES = {
  signedUp: 'Your account has been created. Choose where we should send your verification code.',
  codeSent: 'We have sent you a 6-digit code. It is valid for 10 minutes.',
  codeWrong: 'That code is incorrect or has expired. Please check it or ask for a new one.',
  verified: 'Verified successfully.',
  signedIn: 'Signed in successfully.',
  badCredentials: 'The email, mobile number or password is incorrect.',
  unverified: 'Please verify your account first: sign in with a one-time code sent to your email or mobile.',
  recoveryStarted: 'If an account matches, you can now verify it with a one-time code to reset your password.',
  passwordChanged: 'Your password has been changed.',
  oldPasswordRequired: 'oldPassword: Please enter your current password.',
  oldPasswordWrong: 'oldPassword: Your current password is incorrect.',
  passwordCommon: 'password: This password is too common. Please choose one that is harder to guess.',
  signedOut: 'You have been signed out.',
  emailTaken: 'email: This email is already registered. Please sign in instead.',
  mobileTaken: 'Mobile_number: This mobile number is already registered. Please sign in instead.',
  tooManyCodes: 'You have asked for too many codes today. Please try again tomorrow.',
  tooManyFailures: 'Too many incorrect codes today. Please try again tomorrow.',
  signInLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes or sign in with a code.',
} as const;

const tooMany = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export type AuthServiceOptions = {
  repository: AuthRepository;
  notifier: Notifier;
  sessions: SessionCache;
  otpSecret: () => Promise<string>;
  /** Shortened by tests of expiry; OTP_TTL_MINUTES otherwise. */
  otpTtlMs?: number;
  /** The wait between two codes; OTP_RESEND_SECONDS (spec §9) unless a test environment shortens it. */
  resendSeconds?: number;
  now?: () => number;
};

export function createAuthService(options: AuthServiceOptions) {
  const { repository, notifier } = options;
  const now = options.now ?? Date.now;
  const otpTtlMs = options.otpTtlMs ?? OTP_TTL_MINUTES * MINUTE;
  const resendSeconds = options.resendSeconds ?? OTP_RESEND_SECONDS;

  const identifierOf = (body: { email?: string | undefined; Mobile_number?: string | undefined }) =>
    body.email ? `email:${body.email}` : `mobile:${body.Mobile_number}`;

  const findUser = (body: { email?: string | undefined; Mobile_number?: string | undefined }) =>
    body.email
      ? repository.findUserByEmail(body.email)
      : body.Mobile_number
        ? repository.findUserByMobile(body.Mobile_number)
        : Promise.resolve(undefined);

  async function startSession(user: UserRow, method: 'password' | 'otp') {
    const token = newSessionToken();
    await repository.createSession({
      userId: user.id,
      tokenHash: hashToken(token),
      method,
      expiresAt: new Date(now() + SESSION_ABSOLUTE_DAYS * DAY),
    });
    return token;
  }

  /** Sends a code on `channel`; limits apply per identifier whether or not an account exists. */
  async function sendCode(identifier: string, user: UserRow | undefined, channel: OtpChannel) {
    const last = await repository.lastEvent(identifier, 'otp_send');
    if (last) {
      const wait = resendSeconds - (now() - last.getTime()) / 1000;
      if (wait > 0) throw tooMany(`Please wait ${Math.ceil(wait)} seconds before asking for a new code.`, wait);
    }
    const sends = await repository.countEvents(identifier, 'otp_send', new Date(now() - DAY));
    if (sends.n >= OTP_MAX_SENDS_PER_DAY) {
      const retry = sends.oldest ? (sends.oldest.getTime() + DAY - now()) / 1000 : DAY / 1000;
      throw tooMany(AUTH_MESSAGES.tooManyCodes, retry);
    }
    await repository.recordEvent(identifier, 'otp_send');
    if (!user) return;
    const code = newOtp();
    await repository.replaceCode({
      userId: user.id,
      channel,
      codeHmac: otpHmac(await options.otpSecret(), code, user.id, channel),
      expiresAt: new Date(now() + otpTtlMs),
    });
    const to = channel === 'email' ? user.email : user.mobile;
    if (!to) return;
    await notifier.send({ channel, to, ...codeMessage(user.name, code, channel) });
  }

  return {
    async signUp(body: Input<typeof SignUpRequestSchema>) {
      if (isCommonPassword(body.password)) throw new HttpError(400, AUTH_MESSAGES.passwordCommon);
      const [byEmail, byMobile] = await Promise.all([
        repository.findUserByEmail(body.email),
        repository.findUserByMobile(body.Mobile_number),
      ]);
      const verified = (user: UserRow | undefined) => Boolean(user?.emailVerifiedAt || user?.mobileVerifiedAt);
      if (verified(byEmail)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      if (verified(byMobile)) throw new HttpError(409, AUTH_MESSAGES.mobileTaken);
      await repository.replaceUnverifiedAndCreate({
        name: body.name,
        email: body.email,
        mobile: body.Mobile_number,
        passwordHash: await hashPassword(body.password),
      });
      return AUTH_MESSAGES.signedUp;
    },

    async sendOtp(body: Input<typeof OtpMethodRequestSchema>) {
      const lookup = body.type === 'email' ? { email: body.email } : { Mobile_number: body.Mobile_number };
      await sendCode(identifierOf(lookup), await findUser(lookup), body.type);
      return AUTH_MESSAGES.codeSent;
    },

    async resendOtp(body: Input<typeof ResendOtpRequestSchema>) {
      const lookup = body.email ? { email: body.email } : { Mobile_number: body.Mobile_number };
      const user = await findUser(lookup);
      const previous = user ? await repository.latestCode(user.id, ['email', 'sms', 'whatsapp']) : undefined;
      const channel: OtpChannel = body.type ?? previous?.channel ?? (body.email ? 'email' : 'sms');
      if ((channel === 'email') !== Boolean(body.email))
        throw new HttpError(400, 'type: does not match the identifier');
      await sendCode(identifierOf(lookup), user, channel);
      return AUTH_MESSAGES.codeSent;
    },

    /** A correct code verifies its channel and starts a session made by an OTP. */
    async verifyOtp(body: Input<typeof OtpVerificationRequestSchema>) {
      const identifier = identifierOf(body);
      const failures = await repository.countEvents(identifier, 'otp_failure', new Date(now() - DAY));
      if (failures.n >= OTP_MAX_FAILURES_PER_DAY) {
        const retry = failures.oldest ? (failures.oldest.getTime() + DAY - now()) / 1000 : DAY / 1000;
        throw tooMany(AUTH_MESSAGES.tooManyFailures, retry);
      }
      const user = await findUser(body);
      const channels: OtpChannel[] = body.email ? ['email'] : ['sms', 'whatsapp'];
      const code = user ? await repository.latestCode(user.id, channels) : undefined;
      const accepted =
        user !== undefined &&
        code !== undefined &&
        (await repository.takeAttempt(code.id, OTP_MAX_ATTEMPTS)) &&
        sameDigest(code.codeHmac, otpHmac(await options.otpSecret(), body.otp, user.id, code.channel)) &&
        (await repository.consumeCode(code.id));
      if (!accepted || !user || !code) {
        await repository.recordEvent(identifier, 'otp_failure');
        throw new HttpError(400, AUTH_MESSAGES.codeWrong);
      }
      await repository.markVerified(user.id, code.channel);
      return { message: AUTH_MESSAGES.verified, accessToken: await startSession(user, 'otp') };
    },

    async signIn(body: Input<typeof SignInRequestSchema>) {
      const identifier = identifierOf(body);
      const since = new Date(now() - SIGN_IN_LOCK_MINUTES * MINUTE);
      const failures = await repository.countEvents(identifier, 'sign_in_failure', since);
      if (failures.n >= SIGN_IN_MAX_FAILURES) {
        const retry = failures.oldest
          ? (failures.oldest.getTime() + SIGN_IN_LOCK_MINUTES * MINUTE - now()) / 1000
          : 900;
        throw tooMany(AUTH_MESSAGES.signInLocked, retry);
      }
      const user = await findUser(body);
      if (!(await verifyPassword(body.password, user?.passwordHash ?? undefined)) || !user) {
        await repository.recordEvent(identifier, 'sign_in_failure');
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }
      if (!user.emailVerifiedAt && !user.mobileVerifiedAt) throw new HttpError(403, AUTH_MESSAGES.unverified);
      return { message: AUTH_MESSAGES.signedIn, accessToken: await startSession(user, 'password') };
    },

    /** The same answer, with the same work, whether or not the account exists. */
    async forgetPassword(body: Input<typeof ForgetPasswordRequestSchema>) {
      await findUser(body);
      return AUTH_MESSAGES.recoveryStarted;
    },

    async changePassword(
      session: { id: string; userId: number; method: 'password' | 'otp'; createdAt: Date },
      body: Input<typeof ChangePasswordRequestSchema>,
    ) {
      const user = await repository.findUserById(session.userId);
      if (!user) throw new HttpError(401, 'Please sign in to continue.');
      const recovering =
        session.method === 'otp' && now() - session.createdAt.getTime() < RECOVERY_WINDOW_MINUTES * MINUTE;
      if (!recovering) {
        if (!body.oldPassword) throw new HttpError(400, AUTH_MESSAGES.oldPasswordRequired);
        if (!(await verifyPassword(body.oldPassword, user.passwordHash ?? undefined))) {
          throw new HttpError(400, AUTH_MESSAGES.oldPasswordWrong);
        }
      }
      if (isCommonPassword(body.password)) throw new HttpError(400, AUTH_MESSAGES.passwordCommon);
      await repository.updatePassword(user.id, await hashPassword(body.password));
      await repository.deleteOtherSessions(user.id, session.id);
      await repository.deleteCodes(user.id);
      options.sessions.revokeUser(user.id);
      if (user.email) await notifier.send({ channel: 'email', to: user.email, ...passwordChangedMessage(user.name) });
      return AUTH_MESSAGES.passwordChanged;
    },

    async signOut(session: { id: string; tokenHash: string }) {
      await repository.deleteSession(session.id);
      options.sessions.revoke(session.tokenHash);
      return AUTH_MESSAGES.signedOut;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
