/**
 * The customer's profile: read, and edited. The name and picture change at once; a new e-mail or mobile number
 * needs the customer to prove themselves again and applies only once its code is entered (auth/identifier-change).
 */
import type { ProfileEditRequestSchema, UserProfile } from '@lumen/contract/account';
import { ACCOUNT_MESSAGES, IDENTIFIER_LABELS, type IdentifierKind } from '@lumen/contract/account-messages';
import { RECOVERY_WINDOW_MINUTES } from '@lumen/contract/constants';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import type { IdentifierChanges } from '../auth/identifier-change';
import type { AccountRepository } from './account-repository';
import { processAvatar } from './avatar';

export const avatarPath = (userId: number, version: string) => `/media/avatars/${userId}-${version}.webp`;

const signInAgain = () => new HttpError(401, 'Please sign in to continue.');

type Change = { kind: IdentifierKind; value: string; proving: boolean };

/** The session an edit is made in: how and when it was opened. */
type EditSession = { userId: number; method: string; createdAt: Date };

/**
 * Whether the edit only adds an address the account has none of, in a session Google opened moments ago for an
 * account without a password: that sign-in is the proof (a new Google shopper gives a mobile number right after it).
 */
function addsAfterGoogle(
  current: { email: string | null; mobile: string | null; passwordHash: string | null },
  session: EditSession,
  changes: Change[],
  now: number,
) {
  return (
    session.method === 'google' &&
    now - session.createdAt.getTime() < RECOVERY_WINDOW_MINUTES * 60_000 &&
    current.passwordHash === null &&
    changes.every((change) => (change.kind === 'email' ? current.email : current.mobile) === null)
  );
}

/** The identifiers an edit changes, and the current unproved ones it asks to prove. */
function identifierChanges(
  current: { email: string | null; mobile: string | null; emailVerifiedAt: Date | null; mobileVerifiedAt: Date | null },
  body: { email: string; Mobile_Number: string; verify?: IdentifierKind[] | undefined },
): Change[] {
  const wanted: Record<IdentifierKind, { value: string; now: string | undefined; proved: boolean }> = {
    email: { value: body.email, now: current.email?.toLowerCase(), proved: current.emailVerifiedAt !== null },
    mobile: { value: body.Mobile_Number, now: current.mobile ?? undefined, proved: current.mobileVerifiedAt !== null },
  };
  return (['email', 'mobile'] as const).flatMap((kind): Change[] => {
    const { value, now, proved } = wanted[kind];
    if (value !== now) return [{ kind, value, proving: false }];
    if (!body.verify?.includes(kind)) return [];
    if (proved) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified(IDENTIFIER_LABELS[kind]));
    return [{ kind, value, proving: true }];
  });
}

function editMessage(changes: Change[], sentTo: string[]): string {
  if (changes.length === 0) return ACCOUNT_MESSAGES.profileSaved;
  const labels = changes.map((change) => IDENTIFIER_LABELS[change.kind]).join(' and ');
  return changes.every((change) => change.proving)
    ? ACCOUNT_MESSAGES.confirmProof(labels, sentTo.join(' and '))
    : ACCOUNT_MESSAGES.confirmChange(labels, sentTo.join(' and '));
}

/** Reads a customer's profile as the API answers it (401 when the account is gone). */
export function profileReader(repository: AccountRepository) {
  return async function profile(userId: number): Promise<UserProfile> {
    const row = await repository.profile(userId);
    if (!row) throw signInAgain();
    return {
      id: row.id,
      name: row.name,
      email: row.email ?? '',
      Mobile_number: row.mobile ?? '',
      image: row.avatarVersion ? avatarPath(row.id, row.avatarVersion) : null,
      email_verified: row.emailVerifiedAt !== null,
      mobile_verified: row.mobileVerifiedAt !== null,
      has_password: row.hasPassword,
      pending_email: row.pendingEmail,
      pending_mobile: row.pendingMobile,
      google_email: row.googleEmail,
    };
  };
}

export function createAccountService(
  repository: AccountRepository,
  identifiers: IdentifierChanges,
  now: () => number = Date.now,
) {
  const profile = profileReader(repository);

  async function user(userId: number) {
    const row = await repository.user(userId);
    if (!row) throw signInAgain();
    return row;
  }

  return {
    profile,

    /**
     * Only the signed-in customer's own profile may be edited: any other id is 404. A new e-mail or mobile number —
     * or a current one the customer asks to prove (`verify`) — starts a change that waits for its code. Everything
     * that can refuse (proof of identity, an address taken, the picture, the code limits) is checked before anything
     * is saved, so a refused edit saves nothing. Right after a Google sign-in, adding a missing address needs no
     * other proof (`addsAfterGoogle`).
     */
    async edit(session: EditSession, id: number, body: z.output<typeof ProfileEditRequestSchema>) {
      const { userId } = session;
      if (id !== userId) throw notFound('This account could not be found.');
      const current = await user(userId);
      const changes = identifierChanges(current, body);
      if (changes.length > 0) {
        if (!addsAfterGoogle(current, session, changes, now())) await identifiers.reauthenticate(current, body);
        for (const change of changes) await identifiers.assertAvailable(userId, change.kind, change.value);
      }
      const avatar = body.image_base64_value ? await processAvatar(body.image_base64_value) : undefined;
      await identifiers.reserveSends(
        current,
        changes.map((change) => change.kind),
      );
      await repository.update(userId, body.name, avatar);
      const sentTo: string[] = [];
      for (const change of changes) sentTo.push(await identifiers.start(current, change.kind, change.value));
      return { message: editMessage(changes, sentTo), profile: await profile(userId) };
    },

    async confirmChange(session: { id: string; userId: number }, kind: IdentifierKind, otp: string) {
      const message = await identifiers.confirm(await user(session.userId), session.id, kind, otp);
      return { message, profile: await profile(session.userId) };
    },

    async resendChangeCode(userId: number, kind: IdentifierKind) {
      return identifiers.resend(await user(userId), kind);
    },

    async cancelChange(userId: number, kind: IdentifierKind) {
      const message = await identifiers.cancel(userId, kind);
      return { message, profile: await profile(userId) };
    },

    /** Turns Google sign-in off while another way to sign in remains (decision 038). */
    async unlinkGoogle(userId: number) {
      const outcome = await repository.unlinkGoogle(userId);
      if (outcome === 'none') throw notFound(ACCOUNT_MESSAGES.googleNotLinked);
      if (outcome === 'last-way') throw conflict(ACCOUNT_MESSAGES.googleLastWay);
      return { message: ACCOUNT_MESSAGES.googleUnlinked, profile: await profile(userId) };
    },

    async sendReauthenticationCode(userId: number) {
      return identifiers.sendReauthenticationCode(await user(userId));
    },

    avatar: (userId: number, version: string) => repository.avatar(userId, version),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
