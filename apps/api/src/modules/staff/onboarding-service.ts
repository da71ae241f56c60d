/**
 * Staff onboarding: the owner invites someone (an e-mail with a one-time setup link), or a shop without an owner
 * announces an owner-setup link at start-up; the link's holder sets a password, enrols an authenticator app and gets
 * ten recovery codes. A link is checked (unknown 404; used, expired, or an owner-setup link once an owner exists 410)
 * on every step, and consumed only by the final step's single atomic statement.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { STAFF_ROLE_NAMES, type StaffRole } from '@lumen/contract/admin-roles';
import {
  ADMIN_SETUP_MESSAGES,
  INVITATION_VALID_HOURS,
  OWNER_SETUP_VALID_HOURS,
  type PendingInvitation,
  type SetupCompleteRequest,
  type SetupLink,
  type StaffInvitation,
  type StaffInvitationRequest,
} from '@lumen/contract/admin-setup';
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { open, seal, secretBoxKey } from '../../lib/secret-box';
import { brandedHtml, escapeHtml } from '../../notify/branded-email';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { hashToken, newSessionToken } from '../auth/tokens';
import type { Deliveries } from '../deliveries/service';
import type { InvitationRow, OnboardingRepository } from './onboarding-repository';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpCodeStep, totpUri } from './totp';

const HOUR_MS = 60 * 60_000;

/** The browser path of a setup link; the web app's `/admin/setup/:token` screen. */
export const setupPath = (token: string) => `/admin/setup/${token}`;

export type OnboardingServiceOptions = {
  repository: OnboardingRepository;
  deliveries: Deliveries;
  publicUrl: string;
  /** The shop's staff secret key: it seals authenticator secrets and derives the owner-setup link. */
  secretKey: () => Promise<string>;
  now?: () => number;
};

const gone = (message: string) => new HttpError(410, message);

type Actor = { staffId: string; name: string; requestId?: string | undefined };

/** An owner's invitation as the API shows it (the row's email and name are set on every invitation). */
const invitationOf = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email ?? '',
  name: row.name ?? '',
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
});

function invitationEmail(link: string, invitation: { name: string; role: StaffRole }, inviter: string) {
  const role = STAFF_ROLE_NAMES[invitation.role];
  const lines = [
    `Hello ${invitation.name},`,
    `${inviter} has invited you to the Lumen Jewels back office as ${role}.`,
    `Set your password and your authenticator app here (the link works once, for ${INVITATION_VALID_HOURS} hours):`,
    link,
  ];
  return {
    subject: 'Your invitation to the Lumen Jewels back office',
    text: lines.join('\n\n'),
    html: brandedHtml(
      'Your invitation to the back office',
      `<p>${escapeHtml(lines[0] ?? '')}</p><p>${escapeHtml(lines[1] ?? '')}</p><p>${escapeHtml(lines[2] ?? '')}</p>` +
        `<p><a href="${escapeHtml(link)}" style="color:#8a6a3b">Set up your account</a></p>`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ),
  };
}

/** What onboarding's calls share: the setup link and its messages, the secret box's key, a link's checks. */
function onboardingSteps(options: OnboardingServiceOptions) {
  const { repository } = options;
  const now = options.now ?? Date.now;
  let keyOnce: Promise<Buffer> | undefined;
  const boxKey = () => {
    keyOnce ??= options.secretKey().then(secretBoxKey);
    return keyOnce;
  };
  /** The owner-setup link's token is derived from its id, so a restart can show the same link again. */
  const ownerSetupToken = (secret: string, id: string) =>
    createHmac('sha256', `lumen-owner-setup:${secret}`).update(id).digest('base64url');
  const linkUrl = (token: string) => `${options.publicUrl}${setupPath(token)}`;

  /** The invitation's e-mail, put on the job queue in the transaction that makes (or renews) its link. */
  const sendInvitation = (token: string, inviter: string) => (tx: Db, row: InvitationRow) => {
    const invitation = invitationOf(row);
    return options.deliveries.enqueue(tx, {
      channel: 'email',
      to: invitation.email,
      ...invitationEmail(linkUrl(token), invitation, inviter),
      kind: 'staff',
    });
  };

  /** Why an invitation could not be resent or withdrawn: accepted meanwhile (409), or no such one (404). */
  async function closedOrUnknown(id: string): Promise<HttpError> {
    const row = await repository.findInvitation(id);
    return row ? conflict(ADMIN_SETUP_MESSAGES.invitationAccepted) : notFound(ADMIN_SETUP_MESSAGES.invitationUnknown);
  }

  /** The usable link behind `token`, or the honest error. */
  async function usableLink(token: string): Promise<InvitationRow> {
    const row = await repository.findByTokenHash(hashToken(token));
    if (!row) throw notFound(ADMIN_SETUP_MESSAGES.linkUnknown);
    if (row.usedAt !== null) throw gone(ADMIN_SETUP_MESSAGES.linkUsed);
    if (row.expiresAt.getTime() <= now()) throw gone(ADMIN_SETUP_MESSAGES.linkExpired);
    if (row.kind === 'owner-setup' && (await repository.hasActiveOwner())) throw gone(ADMIN_SETUP_MESSAGES.ownerExists);
    return row;
  }
  return { repository, now, boxKey, ownerSetupToken, linkUrl, sendInvitation, closedOrUnknown, usableLink };
}

export function createOnboardingService(options: OnboardingServiceOptions) {
  const { repository, now, boxKey, ownerSetupToken, linkUrl, sendInvitation, closedOrUnknown, usableLink } =
    onboardingSteps(options);

  return {
    async invite(body: StaffInvitationRequest, actor: Actor): Promise<StaffInvitation> {
      if (await repository.staffEmailTaken(body.email)) throw conflict(ADMIN_SETUP_MESSAGES.staffExists);
      const token = newSessionToken();
      const row = await repository.invite(
        {
          id: randomUUID(),
          tokenHash: hashToken(token),
          email: body.email,
          name: body.name,
          role: body.role,
          expiresAt: new Date(now() + INVITATION_VALID_HOURS * HOUR_MS),
        },
        { staffId: actor.staffId, action: 'staff.invite', requestId: actor.requestId },
        sendInvitation(token, actor.name),
      );
      return invitationOf(row);
    },

    async pending(): Promise<PendingInvitation[]> {
      const at = now();
      return (await repository.pendingInvitations()).map((row) => ({
        ...invitationOf(row),
        created_at: row.createdAt.toISOString(),
        expired: row.expiresAt.getTime() <= at,
      }));
    },

    /** A new link for a pending invitation, valid for INVITATION_VALID_HOURS again, e-mailed like the first. */
    async resend(id: string, actor: Actor): Promise<StaffInvitation> {
      const token = newSessionToken();
      const row = await repository.renewInvitation(
        id,
        { tokenHash: hashToken(token), expiresAt: new Date(now() + INVITATION_VALID_HOURS * HOUR_MS) },
        { staffId: actor.staffId, action: 'staff.invitation_resend', requestId: actor.requestId },
        sendInvitation(token, actor.name),
      );
      if (!row) throw await closedOrUnknown(id);
      return invitationOf(row);
    },

    async withdraw(id: string, actor: Actor): Promise<StaffInvitation> {
      const row = await repository.withdrawInvitation(id, {
        staffId: actor.staffId,
        action: 'staff.invitation_withdraw',
        requestId: actor.requestId,
      });
      if (!row) throw await closedOrUnknown(id);
      return invitationOf(row);
    },

    async describe(token: string): Promise<SetupLink> {
      const row = await usableLink(token);
      return {
        kind: row.kind,
        email: row.email,
        name: row.name,
        role: row.role,
        expires_at: row.expiresAt.toISOString(),
      };
    },

    /** A fresh authenticator secret for the link (each call replaces the last: only the newest QR code counts). */
    async startTotp(token: string) {
      const row = await usableLink(token);
      const secret = newTotpSecret();
      if (!(await repository.setPendingSecret(row.id, seal(await boxKey(), secret, row.id), new Date(now())))) {
        throw gone(ADMIN_SETUP_MESSAGES.linkUsed);
      }
      return { secret, otpauth_uri: totpUri(secret, row.email ?? STAFF_ROLE_NAMES.owner.toLowerCase()) };
    },

    async complete(token: string, body: SetupCompleteRequest, requestId?: string) {
      const row = await usableLink(token);
      const email = row.kind === 'owner-setup' ? body.email : row.email;
      const name = row.kind === 'owner-setup' ? body.name : row.name;
      if (!email) throw badRequest(ADMIN_SETUP_MESSAGES.emailRequired);
      if (!name) throw badRequest(ADMIN_SETUP_MESSAGES.nameRequired);
      if (isCommonPassword(body.password)) throw badRequest(AUTH_MESSAGES.passwordCommon);
      if (!row.pendingTotpSecret) throw conflict(ADMIN_SETUP_MESSAGES.totpFirst);
      const key = await boxKey();
      const secret = open(key, row.pendingTotpSecret, row.id);
      const at = now();
      const step = totpCodeStep(secret, body.code, at);
      if (step === undefined) throw badRequest(ADMIN_SETUP_MESSAGES.codeWrong);
      if (row.kind === 'owner-setup' && (await repository.staffEmailTaken(email))) {
        throw conflict(ADMIN_SETUP_MESSAGES.staffExists);
      }
      const id = randomUUID();
      const recoveryCodes = newRecoveryCodes();
      const created = await repository
        .complete(
          { id: row.id, tokenHash: row.tokenHash, kind: row.kind, now: new Date(at) },
          {
            id,
            email,
            name,
            role: row.role,
            passwordHash: await hashPassword(body.password),
            totpSecret: seal(key, secret, id),
            // The code that proved the enrolment does not sign in as well (each step is accepted once).
            lastTotpStep: step,
          },
          recoveryCodes.map(hashRecoveryCode),
          requestId,
        )
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw conflict(ADMIN_SETUP_MESSAGES.staffExists);
          throw err;
        });
      if (created === 'gone') throw gone(ADMIN_SETUP_MESSAGES.linkUsed);
      if (created === 'owner-exists') throw gone(ADMIN_SETUP_MESSAGES.ownerExists);
      return {
        staff: { id: created.id, email: created.email, name: created.name, role: created.role },
        recovery_codes: recoveryCodes,
      };
    },

    /**
     * The owner-setup link when the shop has no active owner: the unused one if it is still valid (a restart shows
     * the same link and adds none), else a new one valid for 24 hours. Undefined once the shop has an owner.
     */
    async ownerSetupLink(): Promise<{ url: string; expiresAt: Date; created: boolean } | undefined> {
      if (await repository.hasActiveOwner()) return undefined;
      const secret = await options.secretKey();
      const at = now();
      const { row, created } = await repository.ownerSetupLink(
        new Date(at),
        new Date(at + OWNER_SETUP_VALID_HOURS * HOUR_MS),
        randomUUID(),
        (id) => hashToken(ownerSetupToken(secret, id)),
      );
      return { url: linkUrl(ownerSetupToken(secret, row.id)), expiresAt: row.expiresAt, created };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;

/** Logs the owner-setup link once at start-up, as one clear line, when the shop has no active owner. */
export async function announceOwnerSetup(
  onboarding: Pick<OnboardingService, 'ownerSetupLink'>,
  logger: { warn(obj: object, msg: string): void },
) {
  const link = await onboarding.ownerSetupLink();
  if (!link) return undefined;
  logger.warn(
    { expiresAt: link.expiresAt.toISOString() },
    `The shop has no owner yet. Open ${link.url} to set up the owner account (one use, until ${link.expiresAt.toISOString()}), or create one with: npm run staff -- add --email E --name N --role owner`,
  );
  return link;
}
