/**
 * Changing the e-mail or mobile number (contract `account.ts`): the proof a change needs (the current password, or a
 * code sent to the current address for an account without one), and the calls of the code step that confirms the new
 * address: verify, resend and cancel. Each call that answers a profile hands it back for the TanStack cache.
 */
import type { IdentifierChangeVerifyRequest, IdentifierKind, UserProfile } from '@lumen/contract/account';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

// Types only from the contract's account module: its values come with zod, which only the forms load (decision 009).
const KINDS: readonly IdentifierKind[] = ['email', 'mobile'];

/** How the screens name each kind ('Confirm your new email address'). */
export const KIND_LABELS: Record<IdentifierKind, string> = { email: 'email address', mobile: 'mobile number' };

const at = (path: string, kind: IdentifierKind) => routeTo(path, { kind }) as `/api/${string}`;

export type PendingChange = { kind: IdentifierKind; value: string };

/** The new addresses that wait for their code, e-mail first. */
export function pendingChanges(profile: UserProfile): PendingChange[] {
  return KINDS.flatMap((kind) => {
    const value = kind === 'email' ? profile.pending_email : profile.pending_mobile;
    return value ? [{ kind, value }] : [];
  });
}

/** Whether the form's e-mail or mobile number differs from the profile's, as the server compares them. */
export function changesIdentifier(profile: UserProfile, values: { email: string; Mobile_Number: string }): boolean {
  return (
    values.email.trim().toLowerCase() !== profile.email.toLowerCase() ||
    values.Mobile_Number.trim() !== profile.Mobile_number
  );
}

/** The server's message for a refusal that names a field, without the field ('current_password: …' → '…'). */
export const withoutField = (message: string) => message.replace(/^[A-Za-z_]+: /, '');

async function profileCall(path: `/api/${string}`, method: 'POST' | 'DELETE', body?: unknown) {
  const { message, data } = await apiRequest<UserProfile>(path, { method, body, auth: true });
  return { message, profile: data };
}

export const identifierChangeApi = {
  /** For an account without a password: a code to its current address. Answers the message naming it (masked). */
  sendReauthenticationCode: async () =>
    (await apiRequest(API_PATHS.accountReauthenticationCode as `/api/${string}`, { method: 'POST', auth: true }))
      .message,

  confirm: ({ kind, otp }: { kind: IdentifierKind } & IdentifierChangeVerifyRequest) =>
    profileCall(at(API_PATHS.accountIdentifierChangeVerify, kind), 'POST', { otp }),

  resend: async (kind: IdentifierKind) =>
    (await apiRequest(at(API_PATHS.accountIdentifierChangeResend, kind), { method: 'POST', auth: true })).message,

  cancel: (kind: IdentifierKind) => profileCall(at(API_PATHS.accountIdentifierChange, kind), 'DELETE'),
};
