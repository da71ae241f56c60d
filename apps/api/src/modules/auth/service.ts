/**
 * Customer accounts: sign-up, one-time codes, sign-in, sessions and passwords. Every limit is counted per account
 * with an atomic slot taken before the check (limits.ts); only proved identifiers sign in, recover or receive a code
 * sign-in; a pending sign-up receives its verification code only when asked with both its identifiers. Answers never
 * reveal whether an account exists, except where the spec's flow needs it (sign-up's "already registered").
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
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { type OtpChannel, RECOVERY_WINDOW_MINUTES, SESSION_ABSOLUTE_DAYS } from '@lumen/contract/constants';
import type { GuestCheckoutRequestSchema } from '@lumen/contract/guest';
import { GUEST_MESSAGES, ORDER_LINK_SESSION_HOURS } from '@lumen/contract/guest-messages';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { SessionMethod } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { conflict, HttpError } from '../../plugins/envelope-and-errors';
import type { Deliveries } from '../deliveries/service';
import type { Limiter } from '../limits/limiter';
import { type Codes, channelsOf } from './codes';
import { createGoogleSignIn, type GoogleParts } from './google-sign-in';
import { type AccountLimits, limitKey } from './limits';
import { identifierRemovedNotices, passwordChangedMessage, verifiedChannelOf } from './messages';
import type { OrderLinks } from './order-links';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { AuthRepository, Identifier, UserRow } from './repository';
import type { SessionCache } from './session-cache';
import { hashToken, newSessionToken } from './tokens';

type Input<T extends z.ZodType> = z.output<T>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type AuthServiceOptions = {
  repository: AuthRepository;
  codes: Codes;
  limiter: Limiter;
  limits: AccountLimits;
  deliveries: Deliveries;
  logger: Logger;
  sessions: SessionCache;
  orderLinks: OrderLinks;
  google: GoogleParts;
  now?: () => number;
};

/** The identifier a call names: its e-mail when it has one, else its mobile number. */
export const identifierOf = (body: { email?: string | undefined; Mobile_number?: string | undefined }): Identifier =>
  body.email ? { kind: 'email', value: body.email } : { kind: 'mobile', value: body.Mobile_number ?? '' };

const isPending = (user: UserRow) => !user.emailVerifiedAt && !user.mobileVerifiedAt;
const isProved = (user: UserRow, identifier: Identifier) =>
  Boolean(identifier.kind === 'email' ? user.emailVerifiedAt : user.mobileVerifiedAt);

/** The steps a customer's account calls share: a new session, a counted password check, a pending sign-up. */
function accountSteps(options: AuthServiceOptions) {
  const { repository, codes, limiter, limits, deliveries, logger } = options;
  const now = options.now ?? Date.now;

  async function startSession(user: UserRow, method: SessionMethod) {
    // Said only after a right password or code, so it tells nothing to someone guessing.
    if (user.disabledAt !== null) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
    const token = newSessionToken();
    await repository.createSession({
      userId: user.id,
      tokenHash: hashToken(token),
      method,
      expiresAt: new Date(now() + (method === 'link' ? ORDER_LINK_SESSION_HOURS * HOUR : SESSION_ABSOLUTE_DAYS * DAY)),
    });
    return token;
  }

  /**
   * Checks `password` within the password limit of `key` (the account, or the identifier when none matches): the
   * slot is given back when it is right, so only wrong passwords count. With no hash, the same work answers false.
   */
  async function checkPassword(key: string, passwordHash: string | null | undefined, password: string) {
    const slot = await limiter.take(limits.passwordChecks, key);
    const right = await verifyPassword(password, passwordHash ?? undefined);
    if (right) await slot.release();
    return right;
  }

  async function createPending(user: {
    name: string;
    email: string;
    mobile: string;
    passwordHash: string | null;
    guest?: boolean;
  }) {
    try {
      return await repository.replacePendingAndCreate(user);
    } catch (err) {
      // A parallel sign-up with the same e-mail or mobile number got in first: replace it in turn.
      if (!isUniqueViolation(err)) throw err;
      return repository.replacePendingAndCreate(user);
    }
  }
  return { repository, codes, limiter, limits, deliveries, logger, now, startSession, checkPassword, createPending };
}

export function createAuthService(options: AuthServiceOptions) {
  const { repository, codes, limiter, limits, deliveries, now, startSession, checkPassword, createPending } =
    accountSteps(options);

  const google = createGoogleSignIn({ ...options.google, deliveries, startSession });

  return {
    /** The proof of the account's password for a sensitive change (identifier change), within the same limit. */
    checkPassword,

    /** `user/signInWithGoogle` and `user/signUpWithGoogle`: a Google ID token signs in, links or signs up (google-sign-in.ts). */
    signInWithGoogle: google.signIn,
    /** Throws the 501 of a shop without GOOGLE_CLIENT_ID. */
    checkGoogleOn: google.checkOn,

    async signUp(body: Input<typeof SignUpRequestSchema>) {
      if (isCommonPassword(body.password)) throw new HttpError(400, AUTH_MESSAGES.passwordCommon);
      const holders = await repository.provedHolders(body.email, body.Mobile_number);
      if (holders.some((h) => h.email?.toLowerCase() === body.email && h.emailVerifiedAt)) {
        throw conflict(AUTH_MESSAGES.emailTaken);
      }
      if (holders.some((h) => h.mobile === body.Mobile_number && h.mobileVerifiedAt)) {
        throw conflict(AUTH_MESSAGES.mobileTaken);
      }
      await createPending({
        name: body.name,
        email: body.email,
        mobile: body.Mobile_number,
        passwordHash: await hashPassword(body.password),
      });
      return AUTH_MESSAGES.signedUp;
    },

    /** A code on `type`: to the proved holder of that identifier, or to the pending sign-up that holds both given. */
    async sendOtp(body: Input<typeof OtpMethodRequestSchema>) {
      const identifier: Identifier =
        body.type === 'email'
          ? { kind: 'email', value: body.email ?? '' }
          : { kind: 'mobile', value: body.Mobile_number ?? '' };
      const companion = (body.type === 'email' ? body.Mobile_number : body.email) ?? null;
      await codes.send(identifier, await repository.findCodeRecipient(identifier, companion), body.type);
      return AUTH_MESSAGES.codeSent;
    },

    /**
     * Guest checkout: a code on `type` to whoever proved that identifier (a registered account signs in with it, a
     * returning guest finds their guest account again), else to a new guest holding the name, e-mail and mobile number
     * given, which `verifyOtp` then proves. The identifier's own wait between codes is taken first, so repeated starts
     * neither make guests nor send codes faster than a resend would; the answer is the same either way.
     */
    async startGuestCheckout(body: Input<typeof GuestCheckoutRequestSchema>) {
      const identifier: Identifier =
        body.type === 'email' ? { kind: 'email', value: body.email } : { kind: 'mobile', value: body.Mobile_number };
      const key = limitKey(undefined, identifier);
      await limiter.take(limits.codeResend, `guest:${key}`);
      await limiter.take(limits.codeSends, `guest:${key}`);
      const recipient =
        (await repository.findProvedHolder(identifier)) ??
        (await createPending({
          name: body.name,
          email: body.email,
          mobile: body.Mobile_number,
          passwordHash: null,
          guest: true,
        }));
      await codes.send(identifier, recipient, body.type);
      return AUTH_MESSAGES.codeSent;
    },

    /**
     * An order's signed link (its confirmation): a short session on the guest who placed it. Once that guest has
     * signed up the order is in their account, and the link sends them to sign in; a wrong or expired key, or an
     * unknown order, is one answer.
     */
    async openOrderLink(orderNumber: string, key: string) {
      const owner = await repository.orderOwner(orderNumber);
      const valid = await options.orderLinks.verify(owner?.id ?? 0, orderNumber, key);
      if (!owner || !valid) throw new HttpError(403, GUEST_MESSAGES.linkInvalid);
      if (!owner.guest) throw new HttpError(403, GUEST_MESSAGES.linkSignIn);
      return { message: GUEST_MESSAGES.opened, accessToken: await startSession(owner, 'link') };
    },

    /** A new code on the code sign-in screens: proved identifiers only, on `type` or where the last code went. */
    async resendOtp(body: Input<typeof ResendOtpRequestSchema>) {
      const identifier = identifierOf(body);
      const user = await repository.findProvedHolder(identifier);
      const previous = await repository.latestCodeChannel(user?.id ?? 0);
      const channels = channelsOf(identifier);
      const channel: OtpChannel =
        body.type ?? (previous && channels.includes(previous) ? previous : channels[0]) ?? 'email';
      if (!channels.includes(channel)) {
        throw new HttpError(400, 'type: does not match the identifier');
      }
      await codes.send(identifier, user, channel);
      return AUTH_MESSAGES.codeSent;
    },

    /** A correct code proves its identifier (taking it off accounts that never proved it) and starts a session. */
    async verifyOtp(body: Input<typeof OtpVerificationRequestSchema>) {
      const identifier = identifierOf(body);
      const user = await repository.findAccount(identifier);
      const channel = await codes.check(identifier, user, body.otp);
      if (!user || !channel) throw new HttpError(400, AUTH_MESSAGES.codeWrong);
      if (!isProved(user, identifier)) {
        try {
          await repository.proveIdentifier(user.id, identifier, (tx, detached) =>
            deliveries.enqueue(tx, identifierRemovedNotices(detached, identifier.kind, identifier.value)),
          );
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.identifierTaken);
          throw err;
        }
      }
      return { message: AUTH_MESSAGES.verified, accessToken: await startSession(user, 'otp') };
    },

    /**
     * A password sign-in with a proved identifier. With the right password for an identifier its account never
     * proved, the answer says what to use instead (only the password's holder learns it); a wrong one is 401 either way.
     */
    async signIn(body: Input<typeof SignInRequestSchema>) {
      const identifier = identifierOf(body);
      const user = await repository.findSignInAccount(identifier);
      if (!(await checkPassword(limitKey(user?.id, identifier), user?.passwordHash, body.password)) || !user) {
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }
      if (isPending(user)) throw new HttpError(403, AUTH_MESSAGES.unverified);
      if (!isProved(user, identifier)) {
        throw new HttpError(
          403,
          identifier.kind === 'email' ? AUTH_MESSAGES.emailUnproved : AUTH_MESSAGES.mobileUnproved,
        );
      }
      return { message: AUTH_MESSAGES.signedIn, accessToken: await startSession(user, 'password') };
    },

    /** The same answer, with the same work, whether or not the account exists. */
    async forgetPassword(body: Input<typeof ForgetPasswordRequestSchema>) {
      await repository.findProvedHolder(identifierOf(body));
      return AUTH_MESSAGES.recoveryStarted;
    },

    /**
     * A new password: the old one is needed unless the session was made by a code in the last few minutes (the
     * recovery flow), and is checked within the password limit. The change, the end of every other session and of
     * every outstanding code are one transaction; the notice leaves after it.
     */
    async changePassword(
      session: { id: string; userId: number; method: SessionMethod; createdAt: Date },
      body: Input<typeof ChangePasswordRequestSchema>,
    ) {
      const user = await repository.findUserById(session.userId);
      if (!user) throw new HttpError(401, 'Please sign in to continue.');
      const recovering =
        session.method === 'otp' && now() - session.createdAt.getTime() < RECOVERY_WINDOW_MINUTES * MINUTE;
      if (!recovering) {
        if (!body.oldPassword) throw new HttpError(400, AUTH_MESSAGES.oldPasswordRequired);
        if (!(await checkPassword(limitKey(user.id), user.passwordHash, body.oldPassword))) {
          throw new HttpError(400, AUTH_MESSAGES.oldPasswordWrong);
        }
      }
      if (isCommonPassword(body.password)) throw new HttpError(400, AUTH_MESSAGES.passwordCommon);
      const reach = verifiedChannelOf(user);
      await repository.changePassword(user.id, await hashPassword(body.password), session.id, (tx) =>
        deliveries.enqueue(tx, [
          reach && { ...reach, ...passwordChangedMessage(user.name, reach.channel), kind: 'account', userId: user.id },
        ]),
      );
      options.sessions.revokeUser(user.id);
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
