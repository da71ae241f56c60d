/**
 * `POST /api/account/identifier-change/{kind}/verify`: confirms a new e-mail or mobile number with the code sent to
 * it; answers the server's message and the profile, for the TanStack cache.
 */
import type { IdentifierChangeVerifyRequest, UserProfile } from '@lumen/contract/account';
import type { IdentifierKind } from '@lumen/contract/account-messages';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { type ApiPath, apiRequest } from '../../../lib/api-client';

/** An identifier-change path for one kind of address. */
export const identifierChangePath = (path: string, kind: IdentifierKind) => routeTo(path, { kind }) as ApiPath;

/** A signed-in identifier-change call that answers the profile. */
export async function profileCall(path: ApiPath, method: 'POST' | 'DELETE', body?: unknown) {
  const { message, data } = await apiRequest<UserProfile>(path, { method, body, auth: true });
  return { message, profile: data };
}

export const confirmIdentifierChange = ({ kind, otp }: { kind: IdentifierKind } & IdentifierChangeVerifyRequest) =>
  profileCall(identifierChangePath(API_PATHS.accountIdentifierChangeVerify, kind), 'POST', { otp });
