/**
 * SQL of accounts: users and the proof of their identifiers (account-proof.ts), sessions and one-time codes. The
 * look-ups that answer unauthenticated calls run the same statements whether or not an account matches (user id 0
 * matches nothing), so their timing does not tell known accounts apart.
 */
import type { Db } from '../../db/client';
import { accountQueries } from './account-queries';
import { codeAndSessionQueries } from './code-queries';
import { identifierChangeQueries } from './identifier-change-queries';

export type { DetachedHolder, Identifier, SessionRow, UserRow } from './account-proof';

export function createAuthRepository(db: Db) {
  return { ...accountQueries(db), ...codeAndSessionQueries(db), ...identifierChangeQueries(db) };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
