/**
 * `POST /api/orders/{id}/access` (issue 14): the link in a guest's order confirmation (`?key=`) opens a short session
 * for that guest; answers the server's message and the token.
 */
import type { OrderAccessRequest } from '@lumen/contract/guest';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';
import { tokenFrom } from '../../auth/api/sign-in';
import { orderPath } from './get-order';

export async function openOrderLink(id: string, body: OrderAccessRequest) {
  const { message, envelope } = await apiRequest<unknown>(orderPath(API_PATHS.orderAccess, id), {
    method: 'POST',
    body,
    auth: false,
  });
  return { message, token: tokenFrom(envelope) };
}
