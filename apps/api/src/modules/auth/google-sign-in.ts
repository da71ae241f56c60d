/**
 * Sign in with Google (decision 038): `user/signInWithGoogle` and `user/signUpWithGoogle` take the ID token Google
 * gave the browser (`credential`) and answer exactly as `user/signIn` does. The identity is Google's `sub`
 * (`user_identities`); its e-mail links it to a registered account only when Google speaks for the address (Gmail,
 * or a Workspace domain) and the account proved it here — the account is told by e-mail; otherwise the shopper signs
 * in here first. A new Google shopper gets an account from the verified e-mail and name. Off (501) without
 * GOOGLE_CLIENT_ID.
 */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import type { SessionMethod } from '../../db/schema';
import { conflict, HttpError } from '../../plugins/envelope-and-errors';
import type { Deliveries } from '../deliveries/service';
import type { UserRow } from './account-proof';
import type { GoogleOutcome, GoogleQueries } from './google-queries';
import type { GoogleTokens } from './google-token';
import { googleLinkedMessage, identifierRemovedNotices } from './messages';

/** What the module gives the auth service for Google sign-in. */
export type GoogleParts = {
  /** Null when GOOGLE_CLIENT_ID is not set. */
  tokens: GoogleTokens | null;
  queries: GoogleQueries;
};

export type GoogleSignInOptions = GoogleParts & {
  deliveries: Deliveries;
  startSession: (user: UserRow, method: SessionMethod) => Promise<string>;
};

/** The notices an outcome sends: the account Google was added to, and accounts that lost an unproved address. */
function notices(outcome: GoogleOutcome) {
  if (outcome.kind === 'linked' && outcome.user.email) {
    return [
      {
        channel: 'email' as const,
        to: outcome.user.email,
        ...googleLinkedMessage(outcome.user.name),
        kind: 'account' as const,
        userId: outcome.user.id,
      },
    ];
  }
  if (outcome.kind === 'created' && outcome.user.email) {
    return identifierRemovedNotices(outcome.detached, 'email', outcome.user.email);
  }
  return [];
}

export function createGoogleSignIn(options: GoogleSignInOptions) {
  const { queries } = options;
  return {
    /** Refuses every call, whatever its body, while GOOGLE_CLIENT_ID is not set (the routes' first check). */
    checkOn() {
      if (!options.tokens) throw new HttpError(501, AUTH_MESSAGES.googleOff);
    },

    async signIn(credential: string) {
      if (!options.tokens) throw new HttpError(501, AUTH_MESSAGES.googleOff);
      const claims = await options.tokens.verify(credential);
      if (!claims) throw new HttpError(401, AUTH_MESSAGES.googleInvalid);
      const outcome = await queries.accountFor(claims, (tx, done) => options.deliveries.enqueue(tx, notices(done)));
      if (outcome === 'email-unverified') throw new HttpError(403, AUTH_MESSAGES.googleEmailUnverified);
      if (outcome === 'prove-first') throw conflict(AUTH_MESSAGES.googleProveFirst(claims.email ?? ''));
      return { message: AUTH_MESSAGES.signedIn, accessToken: await options.startSession(outcome.user, 'google') };
    },
  };
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
