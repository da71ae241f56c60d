/** `POST /api/guest/checkout` (issue 14): a code for a guest checkout on the chosen channel; answers the message. */
import type { GuestCheckoutRequest } from '@lumen/contract/guest';
import { API_PATHS } from '@lumen/contract/routes';
import { apiRequest } from '../../../lib/api-client';

export const startGuestCheckout = async (body: GuestCheckoutRequest) =>
  (await apiRequest(API_PATHS.guestCheckout, { method: 'POST', body, auth: false })).message;
