/**
 * Google sign-in on the account's side (decision 038): the profile names the Google account that signs in; a new Google
 * shopper adds the mobile number it lacks right after signing in, without another proof (and only then); Google is
 * turned off while another way to sign in remains, never when it is the last.
 */
import { ACCOUNT_MESSAGES } from '@lumen/contract/account-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userIdentities, users } from '../../db/schema';
import { authCalls } from '../../test/auth-calls';
import { type GoogleIssuer, startGoogleIssuer } from '../../test/google-issuer';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let issuer: GoogleIssuer;
beforeAll(async () => {
  issuer = await startGoogleIssuer();
  t = await createTestApp({ env: { ...issuer.env, AUTH_RATE_LIMIT_PER_MINUTE: '100000', OTP_RESEND_SECONDS: '0' } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});
const { post, lastCode, verifiedShopper } = authCalls(() => t);

/** A new Google shopper, signed in: their token, id and Google e-mail. */
async function googleShopper() {
  const account = issuer.account();
  const res = await post('signInWithGoogle', { credential: await issuer.token(account) });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().data.authentication.accessToken as string;
  const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
  return { token, id: row?.id ?? 0, name: account.name, email: account.email };
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const profile = async (token: string) => (await call('GET', '/api/account/userData', token)).json().data;
let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};
const newMobile = () => `8${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(6, '0')}`;

describe('the profile', () => {
  it('names the Google account that signs in, and null for an account without one', async () => {
    const g = await googleShopper();
    expect(await profile(g.token)).toMatchObject({ google_email: g.email, has_password: false, Mobile_number: '' });
    const s = await verifiedShopper();
    expect((await profile(s.otpToken)).google_email).toBeNull();
  });
});

describe('a new Google shopper adding a mobile number', () => {
  it('needs no other proof right after signing in: the code goes to the new number, which then applies', async () => {
    const g = await googleShopper();
    const mobile = newMobile();
    const res = await call('POST', `/api/account/edit/${g.id}`, g.token, {
      name: g.name,
      email: g.email,
      Mobile_Number: mobile,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pending_mobile: mobile, Mobile_number: '' });
    const confirmed = await call('POST', '/api/account/identifier-change/mobile/verify', g.token, {
      otp: lastCode(mobile),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ Mobile_number: mobile, mobile_verified: true });
  });

  it('needs the proof once the sign-in is more than ten minutes old', async () => {
    const g = await googleShopper();
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, g.id));
    const res = await call('POST', `/api/account/edit/${g.id}`, g.token, {
      name: g.name,
      email: g.email,
      Mobile_Number: newMobile(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.codeNeeded);
  });

  it('still needs the proof to change the e-mail it has', async () => {
    const g = await googleShopper();
    const res = await call('POST', `/api/account/edit/${g.id}`, g.token, {
      name: g.name,
      email: `other.${process.pid}.${next()}@example.com`,
      Mobile_Number: newMobile(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.codeNeeded);
  });
});

describe('DELETE /api/account/google', () => {
  it('turns Google off while a proved e-mail can still sign in, and answers the profile', async () => {
    const g = await googleShopper();
    const res = await call('DELETE', '/api/account/google', g.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.googleUnlinked, data: { google_email: null } });
    expect(await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, g.id))).toHaveLength(0);
    // The e-mail code still signs in.
    expect((await post('otpMethod', { type: 'email', email: g.email, Mobile_number: '' })).statusCode).toBe(200);
    const again = await call('DELETE', '/api/account/google', g.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ status: false, message: ACCOUNT_MESSAGES.googleNotLinked });
  });

  it('refuses when Google is the last way to sign in, and keeps it', async () => {
    const g = await googleShopper();
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, g.id));
    const res = await call('DELETE', '/api/account/google', g.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: ACCOUNT_MESSAGES.googleLastWay });
    expect(await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, g.id))).toHaveLength(1);
  });

  it('turns it off once when asked several times at once', async () => {
    const g = await googleShopper();
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('DELETE', '/api/account/google', g.token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404, 404, 404]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account/google' });
    expect(res.statusCode).toBe(401);
  });
});
