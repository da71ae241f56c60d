/**
 * The query keys of the signed-in customer's server state (lib/account-queries.ts). Every key starts with
 * 'account', so signing out drops them all; kept apart so that signing in does not load the queries themselves.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'userData'] as const,
  primaryAddress: ['account', 'primaryAddress'] as const,
  addresses: ['account', 'addresses'] as const,
  wishlist: ['account', 'wishlist'] as const,
};
