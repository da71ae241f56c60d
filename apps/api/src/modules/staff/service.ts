/**
 * Staff sign-in and the owner's staff management. Sign-in takes a slot of the account's and the address's failure
 * limits before any check and gives them back only when e-mail, password and code are all right; every wrong
 * answer — unknown e-mail (checked against a dummy hash), wrong password, wrong or replayed code, disabled
 * account — is the same 401.
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AdminSignInRequest,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffMember,
} from '@lumen/contract/admin';
import type { StaffRole } from '@lumen/contract/admin-roles';
import { SIGN_IN_LOCK_MINUTES, SIGN_IN_MAX_FAILURES } from '@lumen/contract/constants';
import { open, seal, secretBoxKey } from '../../lib/secret-box';
import { conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newSessionToken } from '../auth/tokens';
import type { Limit, Limiter } from '../limits/limiter';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SignedInStaff, StaffRepository } from './repository';
import { newTotpSecret, totpCodeStep, totpUri } from './totp';

const MINUTE = 60_000;
export const STAFF_IDLE_MS = STAFF_SESSION_IDLE_MINUTES * MINUTE;
export const STAFF_ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 60 * MINUTE;

/** Failed staff sign-ins per account, and per client address across accounts. */
export const STAFF_LIMITS = {
  account: {
    name: 'staff-sign-in',
    max: SIGN_IN_MAX_FAILURES,
    windowSeconds: SIGN_IN_LOCK_MINUTES * 60,
    message: (seconds) => ADMIN_MESSAGES.signInLocked(Math.ceil(seconds / 60)),
  },
  address: {
    name: 'staff-sign-in-address',
    max: SIGN_IN_MAX_FAILURES * 3,
    windowSeconds: SIGN_IN_LOCK_MINUTES * 60,
    message: (seconds) => ADMIN_MESSAGES.signInLocked(Math.ceil(seconds / 60)),
  },
} satisfies Record<string, Limit>;

export type StaffServiceOptions = {
  repository: StaffRepository;
  limiter: Limiter;
  /** The key TOTP secrets are sealed with (configured, or made by the shop on first start). */
  secretKey: () => Promise<string>;
  now?: () => number;
};

export type Actor = { staffId: string | null; requestId?: string | undefined };

const badCredentials = () => new HttpError(401, ADMIN_MESSAGES.badCredentials);

export function createStaffService(options: StaffServiceOptions) {
  const { repository, limiter } = options;
  const now = options.now ?? Date.now;
  let keyOnce: Promise<Buffer> | undefined;
  const boxKey = () => {
    keyOnce ??= options.secretKey().then(secretBoxKey);
    return keyOnce;
  };

  /** A TOTP code (each step once) or an unused recovery code. */
  async function checkCode(member: { id: string; totpSecret: string }, code: string): Promise<boolean> {
    if (/^\d+$/.test(code)) {
      const secret = open(await boxKey(), member.totpSecret, member.id);
      const step = totpCodeStep(secret, code, now());
      return step !== undefined && (await repository.acceptTotpStep(member.id, step));
    }
    return repository.useRecoveryCode(member.id, hashRecoveryCode(code));
  }

  return {
    async signIn(body: AdminSignInRequest, address: string) {
      const member = await repository.findByEmail(body.email);
      const addressSlot = await limiter.take(STAFF_LIMITS.address, address);
      const accountSlot = await limiter.take(
        STAFF_LIMITS.account,
        member ? `staff:${member.id}` : `email:${body.email}`,
      );
      const passwordRight = await verifyPassword(body.password, member?.passwordHash);
      if (!member || !passwordRight || member.disabledAt !== null) throw badCredentials();
      if (!(await checkCode(member, body.code))) throw badCredentials();
      await Promise.all([accountSlot.release(), addressSlot.release()]);
      const token = newSessionToken();
      const at = now();
      await repository.createSession({
        staffId: member.id,
        tokenHash: hashToken(token),
        now: new Date(at),
        expiresAt: new Date(at + STAFF_ABSOLUTE_MS),
      });
      return { token, staff: { id: member.id, email: member.email, name: member.name, role: member.role } };
    },

    /** The staff member a bearer token signs in, touching the session; undefined when it is no live session. */
    authenticate(token: string): Promise<SignedInStaff | undefined> {
      return repository.useSession(hashToken(token), new Date(now()), STAFF_IDLE_MS);
    },

    signOut: (sessionId: string) => repository.revokeSession(sessionId),

    async list(): Promise<StaffMember[]> {
      const rows = await repository.list(new Date(now()));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        disabled: row.disabledAt !== null,
        created_at: row.createdAt.toISOString(),
        active_sessions: Number(row.activeSessions),
      }));
    },

    async revokeSessions(staffId: string, actor: Actor) {
      const ended = await repository.revokeAllSessions(staffId, {
        staffId: actor.staffId,
        action: 'staff.sessions.revoke',
        requestId: actor.requestId,
      });
      if (ended === undefined) throw notFound(ADMIN_MESSAGES.staffNotFound);
      return ended;
    },

    async update(
      staffId: string,
      change: { disabled?: boolean | undefined; role?: StaffRole | undefined },
      actor: Actor,
    ) {
      const action =
        change.disabled === true ? 'staff.disable' : change.disabled === false ? 'staff.enable' : 'staff.role';
      const result = await repository.update(staffId, change, {
        staffId: actor.staffId,
        action: change.role !== undefined && change.disabled !== undefined ? 'staff.update' : action,
        requestId: actor.requestId,
      });
      if (result === 'not-found') throw notFound(ADMIN_MESSAGES.staffNotFound);
      if (result === 'last-owner') throw conflict(ADMIN_MESSAGES.lastOwner);
      const [member] = (await this.list()).filter((row) => row.id === staffId);
      if (!member) throw notFound(ADMIN_MESSAGES.staffNotFound);
      return member;
    },

    /**
     * A new staff member (the command line): a fresh TOTP secret, sealed at rest, and ten recovery codes. Answers
     * the secret's `otpauth://` URI and the codes, which are shown once and never stored in the clear.
     */
    async create(member: { email: string; name: string; role: StaffRole; password: string }, actor: Actor) {
      const id = randomUUID();
      const email = member.email.toLowerCase();
      const secret = newTotpSecret();
      const recoveryCodes = newRecoveryCodes();
      const row = await repository.create(
        {
          id,
          email,
          name: member.name,
          role: member.role,
          passwordHash: await hashPassword(member.password),
          totpSecret: seal(await boxKey(), secret, id),
        },
        recoveryCodes.map(hashRecoveryCode),
        {
          staffId: actor.staffId,
          source: actor.staffId === null ? 'cli' : 'admin',
          action: 'staff.create',
          requestId: actor.requestId,
        },
      );
      return { staff: row, totpSecret: secret, otpauthUri: totpUri(secret, email), recoveryCodes };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
