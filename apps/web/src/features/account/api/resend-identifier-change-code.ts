/** `POST /api/account/identifier-change/{kind}/resend`: a new code to the new address; answers the server's message. */
import type { IdentifierKind } from '@lumen/contract/account-messages';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';
import { identifierChangePath } from './confirm-identifier-change';

export const resendIdentifierChangeCode = async (kind: IdentifierKind) =>
  (
    await apiRequest(identifierChangePath(API_PATHS.accountIdentifierChangeResend, kind), {
      method: 'POST',
      auth: true,
    })
  ).message;
