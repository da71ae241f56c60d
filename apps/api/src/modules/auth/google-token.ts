/**
 * Google's ID tokens (decision 038), checked with jose: the signature against the issuer's published keys (one remote
 * key set per process, cached, fetched again for a key id it does not know, at most every `cooldownMs`), RS256 only,
 * `iss` Google's (either spelling), `aud` our client ID, `exp` and `iat` within a minute's tolerance. A token that does
 * not pass is null; keys that cannot be fetched are a 503 (the shopper may use a password or a code meanwhile).
 */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { HttpError } from '../../plugins/envelope-and-errors';

/** What a sign-in takes from a verified token. */
export type GoogleClaims = {
  /** Google's stable id of the account: the identity. */
  subject: string;
  /** Lower-cased; an attribute that can change at Google. */
  email: string | null;
  emailVerified: boolean;
  /** The Google Workspace domain (`hd`) that manages the account, if any. */
  hostedDomain: string | null;
  name: string | null;
};

export type GoogleTokenSettings = {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
  /** The least time between two fetches of the keys for an unknown key id (30 s; tests set 0). */
  cooldownMs?: number;
};

/** The keys could not be read: not the token's fault. */
const keysUnreachable = (err: unknown) =>
  err instanceof errors.JWKSTimeout ||
  (err instanceof errors.JOSEError && err.code === 'ERR_JOSE_GENERIC') ||
  !(err instanceof errors.JOSEError);

export function createGoogleTokens(settings: GoogleTokenSettings) {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: settings.cooldownMs ?? 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  return {
    /** The claims of a valid ID token, or null. Throws a 503 when Google's keys cannot be read. */
    async verify(credential: string): Promise<GoogleClaims | null> {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          issuer: settings.issuers,
          audience: settings.clientId,
          algorithms: ['RS256'],
          clockTolerance: 60,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        return {
          subject: payload.sub,
          email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
          emailVerified: payload.email_verified === true,
          hostedDomain: typeof payload.hd === 'string' && payload.hd !== '' ? payload.hd : null,
          name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null,
        };
      } catch (err) {
        if (keysUnreachable(err)) throw new HttpError(503, AUTH_MESSAGES.googleUnavailable);
        return null;
      }
    },
  };
}
export type GoogleTokens = ReturnType<typeof createGoogleTokens>;
