/**
 * `DELETE /api/account/identifier-change/{kind}`: drops the new address that waits for its code; answers the server's
 * message and the profile, for the TanStack cache.
 */
import type { IdentifierKind } from '@lumen/contract/account-messages';
import { API_PATHS } from '@lumen/contract/routes';
import { identifierChangePath, profileCall } from './confirm-identifier-change';

export const cancelIdentifierChange = (kind: IdentifierKind) =>
  profileCall(identifierChangePath(API_PATHS.accountIdentifierChange, kind), 'DELETE');
