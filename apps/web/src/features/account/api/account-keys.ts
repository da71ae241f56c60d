/**
 * The query keys of the signed-in customer's account data. Every key starts with lib/session.ts's `SESSION_KEY`
 * ('account'), so signing out drops them all.
 */
import { SESSION_KEY } from '../../../lib/session';

export const accountKeys = {
  all: SESSION_KEY,
  profile: [...SESSION_KEY, 'userData'] as const,
  primaryAddress: [...SESSION_KEY, 'primaryAddress'] as const,
  addresses: [...SESSION_KEY, 'addresses'] as const,
  wishlist: [...SESSION_KEY, 'wishlist'] as const,
};
