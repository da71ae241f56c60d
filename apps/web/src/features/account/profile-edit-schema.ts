/**
 * The edit form's validation: the contract's ProfileEditRequestSchema (loaded on demand, with zod), plus the proof a
 * new e-mail or mobile number needs — the current password, or for an account without one the code sent to its
 * current address — asked for only when one of them differs from the profile, with the server's own messages.
 */
import type { ProfileEditRequest, UserProfile } from '@lumen/contract/account';
import { ACCOUNT_MESSAGES } from '@lumen/contract/account-messages';
import type { ContractSchema } from '../../lib/use-contract-form';
import { needsProof, type VerifySwitches, verifyKinds, withoutField } from './api/identifier-change';

export type ProfileEditValues = {
  name: string;
  email: string;
  Mobile_Number: string;
  current_password: string;
  current_otp: string;
} & VerifySwitches;

type Issue = { path: PropertyKey[]; message: string };

let accountModule: Promise<typeof import('@lumen/contract/account')> | undefined;
const loadAccountModule = () => {
  accountModule ??= import('@lumen/contract/account');
  return accountModule;
};

/** The request body the values make: the proof only when an address changes or is to be proved. */
function bodyOf(profile: UserProfile, values: ProfileEditValues): ProfileEditRequest {
  const { name, email, Mobile_Number } = values;
  if (!needsProof(profile, values)) return { name, email, Mobile_Number };
  const verify = verifyKinds(values);
  return {
    name,
    email,
    Mobile_Number,
    ...(verify.length > 0 ? { verify } : {}),
    ...(profile.has_password ? { current_password: values.current_password } : { current_otp: values.current_otp }),
  };
}

export async function loadProfileEditSchema(profile: UserProfile): Promise<ContractSchema<ProfileEditRequest>> {
  const { ProfileEditRequestSchema } = await loadAccountModule();
  return {
    safeParse(input: unknown) {
      const values = input as ProfileEditValues;
      const body = bodyOf(profile, values);
      const proof: Issue[] = [];
      if ('current_password' in body && !body.current_password) {
        proof.push({ path: ['current_password'], message: withoutField(ACCOUNT_MESSAGES.passwordNeeded) });
      }
      if ('current_otp' in body && !body.current_otp) {
        proof.push({ path: ['current_otp'], message: withoutField(ACCOUNT_MESSAGES.codeNeeded) });
      }
      const result = ProfileEditRequestSchema.safeParse(body);
      if (result.success && proof.length === 0) return { success: true, data: result.data };
      const issues: Issue[] = result.success ? [] : result.error.issues;
      return { success: false, error: { issues: [...issues.filter((i) => !isAbout(i, proof)), ...proof] } };
    },
  };
}

/** The schema's own complaint about an empty proof field gives way to the clearer "please enter" message. */
const isAbout = (issue: Issue, proof: Issue[]) => proof.some((p) => p.path[0] === issue.path[0]);
