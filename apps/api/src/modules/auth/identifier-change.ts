/**
 * Changing a customer's e-mail or mobile number, so a stolen session cannot move an account away from its owner: the
 * change needs the current password (or, for an account without one, a code sent to its current address), applies
 * only once the code sent to the new address is entered, tells the current address at once and again when it
 * applies, and ends every other session of the account.
 */
import { ACCOUNT_MESSAGES, IDENTIFIER_LABELS, type IdentifierKind } from '@lumen/contract/account-messages';
import { OTP_MAX_ATTEMPTS } from '@lumen/contract/constants';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict } from '../../plugins/envelope-and-errors';
import type { Outgoing } from '../deliveries/service';
import type { Slot } from '../limits/limiter';
import { limitKey } from './limits';
import {
  changeAppliedMessage,
  changeRequestedMessage,
  codeMessage,
  identifierRemovedNotices,
  maskIdentifier,
  verifiedChannelOf,
} from './messages';
import type { AuthRepository, Identifier, UserRow } from './repository';
import type { AuthServiceOptions } from './service';
import { newOtp, otpHmac, sameDigest } from './tokens';

/** The auth service's parts, and what a change's own code needs. */
export type IdentifierChangeOptions = Omit<AuthServiceOptions, 'orderLinks' | 'google'> & {
  otpSecret: () => Promise<string>;
  otpTtlMs: number;
  /** The password check of sign-in, within the same per-account limit. */
  checkPassword(key: string, passwordHash: string | null | undefined, password: string): Promise<boolean>;
  now?: () => number;
};

/** A change's code is bound to the account, the kind and the new value, so it confirms nothing else. */
const changeBinding = (kind: IdentifierKind, value: string) => `change-${kind}:${value.toLowerCase()}`;

/** Where an account's own codes go when it proves itself without a password: its proved e-mail, else its mobile. */
function provedIdentifierOf(user: UserRow): Identifier | undefined {
  if (user.email && user.emailVerifiedAt) return { kind: 'email', value: user.email };
  if (user.mobile && user.mobileVerifiedAt) return { kind: 'mobile', value: user.mobile };
  return undefined;
}

/** Whether `identifier` is the account's own already (a proof of it, not a change). */
const isCurrent = (user: UserRow, identifier: Identifier) =>
  identifier.kind === 'email'
    ? identifier.value.toLowerCase() === user.email?.toLowerCase()
    : identifier.value === user.mobile;

/** The address to tell about a change of `kind`: that identifier when it was proved, else one the account proved. */
function currentAddressOf(user: UserRow, kind: IdentifierKind) {
  if (kind === 'email' && user.email && user.emailVerifiedAt) return { channel: 'email' as const, to: user.email };
  if (kind === 'mobile' && user.mobile && user.mobileVerifiedAt) return { channel: 'sms' as const, to: user.mobile };
  return verifiedChannelOf(user);
}

/** What the identifier-change calls share. */
function identifierChangeSteps(options: IdentifierChangeOptions) {
  const { repository, limiter, limits, deliveries, logger } = options;
  const now = options.now ?? Date.now;

  /** A new code for the change to `value` (replacing any earlier one), sent to `value`, with `notices` if any. */
  async function sendChangeCode(user: UserRow, kind: IdentifierKind, value: string, notices: Outgoing[] = []) {
    const code = newOtp();
    const expiresAt = new Date(now() + options.otpTtlMs);
    const channel = kind === 'email' ? 'email' : 'sms';
    const codeHmac = otpHmac(await options.otpSecret(), code, user.id, changeBinding(kind, value));
    await repository.startIdentifierChange(
      { userId: user.id, kind, newValue: value, codeHmac, expiresAt },
      async (tx) => {
        await deliveries.enqueueCode(tx, user.id, {
          channel,
          to: value,
          ...codeMessage(user.name, code, channel),
          userId: user.id,
          validUntil: expiresAt,
        });
        await deliveries.enqueue(tx, notices);
      },
    );
  }

  /**
   * Takes the code sends of these changes within the account's limits (one per kind per 120 s, and the daily
   * count), all or none: a refusal comes before anything is saved, and gives back what it had taken.
   */
  async function reserveSends(user: UserRow, kinds: IdentifierKind[]) {
    const taken: Slot[] = [];
    try {
      for (const kind of kinds) {
        taken.push(await limiter.take(limits.codeResend, `${limitKey(user.id)}:change-${kind}`));
        taken.push(await limiter.take(limits.codeSends, limitKey(user.id)));
      }
    } catch (err) {
      await Promise.all(taken.map((slot) => slot.release()));
      throw err;
    }
  }
  return { repository, limiter, limits, deliveries, logger, now, sendChangeCode, reserveSends };
}

export function createIdentifierChanges(options: IdentifierChangeOptions) {
  const { repository, limiter, limits, deliveries, sendChangeCode, reserveSends } = identifierChangeSteps(options);

  return {
    /**
     * The proof a change needs: the current password, checked within the sign-in limit; for an account without a
     * password, a code sent to its proved address by `sendReauthenticationCode`.
     */
    async reauthenticate(
      user: UserRow,
      proof: { current_password?: string | undefined; current_otp?: string | undefined },
    ) {
      if (user.passwordHash) {
        if (!proof.current_password) throw badRequest(ACCOUNT_MESSAGES.passwordNeeded);
        if (!(await options.checkPassword(limitKey(user.id), user.passwordHash, proof.current_password))) {
          throw badRequest(ACCOUNT_MESSAGES.passwordWrong);
        }
        return;
      }
      const identifier = provedIdentifierOf(user);
      if (!proof.current_otp || !identifier) throw badRequest(ACCOUNT_MESSAGES.codeNeeded);
      if (!(await options.codes.check(identifier, user, proof.current_otp)))
        throw badRequest(ACCOUNT_MESSAGES.codeWrong);
    },

    /** A code to the account's proved address, for an account that re-authenticates without a password. */
    async sendReauthenticationCode(user: UserRow) {
      const identifier = provedIdentifierOf(user);
      if (!identifier) throw badRequest(ACCOUNT_MESSAGES.codeNeeded);
      await options.codes.send(identifier, user, identifier.kind === 'email' ? 'email' : 'sms');
      return ACCOUNT_MESSAGES.reauthCodeSent(maskIdentifier(identifier.kind, identifier.value));
    },

    /** 409 when another account has proved `value` (an unproved holder does not count: proving it here detaches it). */
    async assertAvailable(userId: number, kind: IdentifierKind, value: string) {
      const holders = await repository.provedHolders(
        kind === 'email' ? value : null,
        kind === 'mobile' ? value : null,
        userId,
      );
      if (holders.length > 0)
        throw conflict(kind === 'email' ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.mobileTaken);
    },

    reserveSends,

    /**
     * Starts (or restarts) a change whose send `reserveSends` took: a code to the new address, and a notice to the
     * current one unless the address is the account's own, unproved, being proved. Answers the address masked.
     */
    async start(user: UserRow, kind: IdentifierKind, newValue: string) {
      const current = currentAddressOf(user, kind);
      const notices: Outgoing[] =
        current && !isCurrent(user, { kind, value: newValue })
          ? [
              {
                ...current,
                ...changeRequestedMessage(user.name, kind, newValue, current.channel),
                kind: 'account',
                userId: user.id,
              },
            ]
          : [];
      await sendChangeCode(user, kind, newValue, notices);
      return maskIdentifier(kind, newValue);
    },

    /** A new code to the pending change's address. */
    async resend(user: UserRow, kind: IdentifierKind) {
      const pending = (await repository.pendingIdentifierChanges(user.id)).find((change) => change.kind === kind);
      if (!pending) throw badRequest(ACCOUNT_MESSAGES.noPendingChange);
      await reserveSends(user, [kind]);
      await sendChangeCode(user, kind, pending.newValue);
      return ACCOUNT_MESSAGES.codeResent;
    },

    /**
     * Applies the change when `otp` is its code: within the account's daily code checks and the change's own
     * attempts, in one transaction that proves the new address (taking it off accounts that never proved it) and ends
     * every other session. The previous address is told.
     */
    async confirm(user: UserRow, sessionId: string, kind: IdentifierKind, otp: string) {
      const slot = await limiter.take(limits.codeChecks, limitKey(user.id));
      const change = await repository.takeChangeAttempt(user.id, kind, OTP_MAX_ATTEMPTS);
      if (!change) throw badRequest(ACCOUNT_MESSAGES.codeWrong);
      const expected = otpHmac(await options.otpSecret(), otp, user.id, changeBinding(kind, change.newValue));
      if (!sameDigest(change.codeHmac, expected)) throw badRequest(ACCOUNT_MESSAGES.codeWrong);
      await slot.release();
      const identifier: Identifier = { kind, value: change.newValue };
      const proving = isCurrent(user, identifier);
      const previous = proving ? undefined : currentAddressOf(user, kind);
      let applied: Awaited<ReturnType<AuthRepository['applyIdentifierChange']>>;
      try {
        applied = await repository.applyIdentifierChange(
          change.id,
          user.id,
          identifier,
          proving ? undefined : sessionId,
          (tx, detached) =>
            deliveries.enqueue(tx, [
              ...identifierRemovedNotices(detached, kind, change.newValue),
              previous && {
                ...previous,
                ...changeAppliedMessage(user.name, kind, change.newValue, previous.channel),
                kind: 'account',
                userId: user.id,
              },
            ]),
        );
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(kind === 'email' ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.mobileTaken);
        throw err;
      }
      if (!applied) throw badRequest(ACCOUNT_MESSAGES.codeWrong);
      if (proving) return ACCOUNT_MESSAGES.proofConfirmed(IDENTIFIER_LABELS[kind]);
      options.sessions.revokeUser(user.id);
      return ACCOUNT_MESSAGES.changeConfirmed(IDENTIFIER_LABELS[kind]);
    },

    async cancel(userId: number, kind: IdentifierKind) {
      await repository.cancelIdentifierChange(userId, kind);
      return ACCOUNT_MESSAGES.changeCancelled;
    },
  };
}

export type IdentifierChanges = ReturnType<typeof createIdentifierChanges>;
