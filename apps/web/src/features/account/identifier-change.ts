/**
 * Changing the e-mail or mobile number (contract `account.ts`): which addresses wait for their code, and whether a
 * save needs the proof of identity (the current password, or a code sent to the current address for an account
 * without one). The calls themselves are in `api/` (send-reauthentication-code, confirm-, resend- and
 * cancel-identifier-change).
 */
import type { UserProfile } from '@lumen/contract/account';
import { IDENTIFIER_KINDS, type IdentifierKind } from '@lumen/contract/account-messages';

export type PendingChange = { kind: IdentifierKind; value: string };

/** The new addresses that wait for their code, e-mail first. */
export function pendingChanges(profile: UserProfile): PendingChange[] {
  return IDENTIFIER_KINDS.flatMap((kind) => {
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

/** The form's "verify it" switches of the current, unproved addresses ('1' when on). */
export type VerifySwitches = { verify_email: string; verify_mobile: string };

/** The current addresses the shopper asked to prove (the request's `verify`). */
export const verifyKinds = (values: VerifySwitches): IdentifierKind[] =>
  IDENTIFIER_KINDS.filter((kind) => values[`verify_${kind}`] === '1');

/** Whether the save needs the proof of identity: a new address, or a current one to prove. */
export const needsProof = (profile: UserProfile, values: { email: string; Mobile_Number: string } & VerifySwitches) =>
  changesIdentifier(profile, values) || verifyKinds(values).length > 0;

/** The server's message for a refusal that names a field, without the field ('current_password: …' → '…'). */
export const withoutField = (message: string) => message.replace(/^[A-Za-z_]+: /, '');
