/**
 * A local stand-in for Google's ID-token issuer (decision 038), as Google documents it: RS256 keys published as a
 * JSON Web Key Set at `jwksUrl` (each with its `kid`), and ID tokens with `iss`, `aud`, `sub`, `email`,
 * `email_verified`, `hd`, `name`, `iat` and `exp`. Keys can be rotated; fetches of the key set are counted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'lumen-test.apps.googleusercontent.com';
export const TEST_GOOGLE_ISSUER = 'https://accounts.test.example';

type Key = { kid: string; privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']; jwk: JWK };

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export type GoogleIssuer = Awaited<ReturnType<typeof startGoogleIssuer>>;

export async function startGoogleIssuer() {
  let keys = [await newKey('key-1')];
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/certs') {
      response.writeHead(404).end();
      return;
    }
    fetches += 1;
    response
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      .end(JSON.stringify({ keys: keys.map((key) => key.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let serial = 0;

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    /** The settings that point the shop at this issuer. */
    env: {
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: TEST_GOOGLE_ISSUER,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    },
    get fetches() {
      return fetches;
    },
    /** A new Google account's claims: a Gmail address Google verified, a name, a subject nobody has. */
    account(over: Partial<{ email: string; email_verified: boolean; hd: string; name: string }> = {}) {
      serial += 1;
      return {
        sub: `10${process.pid}${String(serial).padStart(8, '0')}`,
        email: `meera.google.${process.pid}.${serial}@gmail.com`,
        email_verified: true,
        name: `Meera Google ${serial}`,
        ...over,
      };
    },
    /** An ID token for `claims`, valid for an hour unless `exp`/`iat` say otherwise, signed with the current key. */
    async token(
      claims: JWTPayload & Record<string, unknown>,
      options: { aud?: string; iss?: string; key?: Key; kid?: string } = {},
    ) {
      const key = options.key ?? keys[0];
      if (!key) throw new Error('no key');
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 3600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
        .setIssuer(options.iss ?? TEST_GOOGLE_ISSUER)
        .setAudience(options.aud ?? TEST_GOOGLE_CLIENT_ID)
        .sign(key.privateKey);
    },
    /** A key the key set does not publish. */
    strayKey: () => newKey('stray'),
    /** Publishes a new key in place of the old one, as Google rotates them. */
    async rotate() {
      keys = [await newKey(`key-${fetches + 2}-${Date.now()}`)];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
