/**
 * Google's ID tokens (decision 038) against a local issuer with its own key set: a valid token's claims; refused when
 * expired, for another audience, from another issuer, not RS256, signed by a key the set does not publish, or
 * tampered with; the keys fetched once and again only for an unknown key id, so a rotation is followed; and a 503
 * while the keys cannot be read.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GoogleIssuer,
  startGoogleIssuer,
  TEST_GOOGLE_CLIENT_ID,
  TEST_GOOGLE_ISSUER,
} from '../../test/google-issuer';
import { createGoogleTokens } from './google-token';

let issuer: GoogleIssuer;
beforeAll(async () => {
  issuer = await startGoogleIssuer();
});
afterAll(() => issuer.stop());

const tokens = (cooldownMs = 0) =>
  createGoogleTokens({
    clientId: TEST_GOOGLE_CLIENT_ID,
    issuers: [TEST_GOOGLE_ISSUER],
    jwksUrl: issuer.jwksUrl,
    cooldownMs,
  });
const now = () => Math.floor(Date.now() / 1000);

describe('a Google ID token', () => {
  it('gives its subject, e-mail (lower-cased), whether Google verified it, its Workspace domain and the name', async () => {
    const account = issuer.account({ email: 'Meera.Rao@Lumen-Jewels.in', hd: 'lumen-jewels.in' });
    expect(await tokens().verify(await issuer.token(account))).toEqual({
      subject: account.sub,
      email: 'meera.rao@lumen-jewels.in',
      emailVerified: true,
      hostedDomain: 'lumen-jewels.in',
      name: account.name,
    });
  });

  it('is refused when expired, for another audience, from another issuer, or tampered with', async () => {
    const verifier = tokens();
    const account = issuer.account();
    const refused = [
      await issuer.token({ ...account, iat: now() - 7200, exp: now() - 120 }),
      await issuer.token(account, { aud: 'someone-else.apps.googleusercontent.com' }),
      await issuer.token(account, { iss: 'https://accounts.example.net' }),
      (await issuer.token(account)).replace(/\.[\w-]+$/, '.c2lnbmF0dXJl'),
      `${(await issuer.token(account)).split('.').slice(0, 2).join('.')}.`,
      'not.a.token',
    ];
    for (const credential of refused) expect(await verifier.verify(credential)).toBeNull();
    // Within a minute of its expiry a token still passes (clocks differ a little).
    expect(await verifier.verify(await issuer.token({ ...account, exp: now() - 30 }))).not.toBeNull();
  });

  it('is refused unless signed with RS256 by a key the issuer publishes', async () => {
    const verifier = tokens();
    const account = issuer.account();
    const hs256 = await new SignJWT({ ...account, iat: now(), exp: now() + 3600 })
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .setIssuer(TEST_GOOGLE_ISSUER)
      .setAudience(TEST_GOOGLE_CLIENT_ID)
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'));
    expect(await verifier.verify(hs256)).toBeNull();
    const stray = await issuer.strayKey();
    expect(await verifier.verify(await issuer.token(account, { key: stray }))).toBeNull();
    // A stray key that claims the published key's id fails its signature.
    expect(await verifier.verify(await issuer.token(account, { key: stray, kid: 'key-1' }))).toBeNull();
  });

  it('reads the keys once, again for an unknown key id, and so follows a rotation', async () => {
    const verifier = tokens();
    const account = issuer.account();
    const before = issuer.fetches;
    expect(await verifier.verify(await issuer.token(account))).not.toBeNull();
    expect(await verifier.verify(await issuer.token(account))).not.toBeNull();
    expect(issuer.fetches).toBe(before + 1);
    await issuer.rotate();
    expect(await verifier.verify(await issuer.token(account))).not.toBeNull();
    expect(issuer.fetches).toBe(before + 2);
  });

  it('answers 503 while the keys cannot be read, and nothing is taken for a valid token', async () => {
    const down = createGoogleTokens({
      clientId: TEST_GOOGLE_CLIENT_ID,
      issuers: [TEST_GOOGLE_ISSUER],
      jwksUrl: 'http://127.0.0.1:9/certs',
    });
    await expect(down.verify(await issuer.token(issuer.account()))).rejects.toMatchObject({ statusCode: 503 });
  });
});
