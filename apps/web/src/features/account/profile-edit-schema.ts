/**
 * The edit form's validation: the contract's ProfileEditRequestSchema (loaded on demand, with zod), plus the proof a
 * new e-mail or mobile number needs — the current password, or for an account without one the code sent to its
 * current address — asked for only when one of them differs from the profile, with the server's own messages.
 */
import type { ProfileEditRequest, UserProfile } from '@lumen/contract/account';
import { ACCOUNT_MESSAGES } from '@lumen/contract/account-messages';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { needsProof, type VerifySwitches, verifyKinds, withoutField } from './identifier-change';

export type ProfileEditValues = {
  name: string;
  email: string;
  Mobile_Number: string;
  current_password: string;
  current_otp: string;
} & VerifySwitches;

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

/** A resolver rather than a schema: the body to check depends on the profile and on which fields changed. */
export async function loadProfileEditSchema(
  profile: UserProfile,
): Promise<Resolver<ProfileEditValues, unknown, ProfileEditRequest>> {
  const [{ ProfileEditRequestSchema }, { zodResolver }] = await Promise.all([
    loadAccountModule(),
    import('@hookform/resolvers/zod'),
  ]);
  const check = zodResolver(ProfileEditRequestSchema);
  return async (values, context, options) => {
    const body = bodyOf(profile, values);
    const proof: FieldErrors<ProfileEditValues> = {};
    if ('current_password' in body && !body.current_password) {
      proof.current_password = { type: 'required', message: withoutField(ACCOUNT_MESSAGES.passwordNeeded) };
    }
    if ('current_otp' in body && !body.current_otp) {
      proof.current_otp = { type: 'required', message: withoutField(ACCOUNT_MESSAGES.codeNeeded) };
    }
    const result = await check(body, context, options as never);
    if (Object.keys(result.errors).length === 0 && Object.keys(proof).length === 0) {
      return { values: result.values as ProfileEditRequest, errors: {} };
    }
    // The schema's own complaint about an empty proof field gives way to the clearer "please enter" message.
    return { values: {}, errors: { ...(result.errors as FieldErrors<ProfileEditValues>), ...proof } };
  };
}
