/**
 * Sign in with Google through the spec's two calls (decision 038), against a local issuer: a new Google shopper gets an
 * account from the verified e-mail and name and signs in again to it; every linking rule (Google must speak for the
 * address and our account must have proved it; an unproved address here never links, and is taken off the account
 * that never proved it); refusals write nothing; a disabled account stays out; two first sign-ins at once make one
 * account; the calls are rate-limited per address.
 */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema';
import { authCalls } from '../../test/auth-calls';
import { type GoogleIssuer, startGoogleIssuer } from '../../test/google-issuer';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let issuer: GoogleIssuer;
beforeAll(async () => {
  issuer = await startGoogleIssuer();
  t = await createTestApp({ env: { ...issuer.env, AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});
const { shopper, post, lastCode, verifiedShopper } = authCalls(() => t);

const google = async (claims: Record<string, unknown>, path = 'signInWithGoogle') =>
  post(path, { credential: await issuer.token(claims) });
const profile = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: { authorization: `Bearer ${token}` } })
  ).json().data;
const identitiesOf = (subject: string) =>
  t.database.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, subject)));
const accountsWith = (email: string) =>
  t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

describe('a new Google shopper', () => {
  it('gets an account from the verified e-mail and name, and comes back to it', async () => {
    const account = issuer.account();
    const first = await google(account, 'signUpWithGoogle');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: true, message: AUTH_MESSAGES.signedIn });
    const token = first.json().data.authentication.accessToken as string;
    expect(await profile(token)).toMatchObject({ name: account.name, email: account.email });
    const [row] = await accountsWith(account.email);
    expect(row).toMatchObject({ guest: false, passwordHash: null, mobile: null });
    expect(row?.emailVerifiedAt).not.toBeNull();

    const again = await google(account);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.json().data.authentication.accessToken)).id).toBe(row?.id);
    expect(await accountsWith(account.email)).toHaveLength(1);
    expect(await identitiesOf(account.sub)).toMatchObject([{ userId: row?.id, email: account.email }]);
  });

  it('whose e-mail Google has not verified is refused, and nothing is written', async () => {
    const account = issuer.account({ email_verified: false });
    const res = await google(account);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, message: AUTH_MESSAGES.googleEmailUnverified });
    expect(await accountsWith(account.email)).toHaveLength(0);
    expect(await identitiesOf(account.sub)).toHaveLength(0);
  });

  it('is refused with a token that does not pass, with the envelope', async () => {
    const res = await post('signInWithGoogle', {
      credential: await issuer.token(issuer.account(), { aud: 'other.apps.googleusercontent.com' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, message: AUTH_MESSAGES.googleInvalid });
    const empty = await post('signInWithGoogle', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^credential: /);
  });

  it('signing in twice at once makes one account', async () => {
    const account = issuer.account();
    const credential = await issuer.token(account);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('signInWithGoogle', { credential })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await accountsWith(account.email)).toHaveLength(1);
    expect(await identitiesOf(account.sub)).toHaveLength(1);
  });
});

describe('linking Google to an account', () => {
  it('links to the account that proved a Gmail address, and tells it by e-mail', async () => {
    const s = await verifiedShopper();
    const email = `asha.${Date.now()}@gmail.com`;
    await t.database.db.update(users).set({ email }).where(eq(users.mobile, s.Mobile_number));
    const account = issuer.account({ email: email.toUpperCase() });
    const res = await google(account);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await accountsWith(email);
    expect((await profile(res.json().data.authentication.accessToken)).id).toBe(row?.id);
    expect(await identitiesOf(account.sub)).toMatchObject([{ userId: row?.id }]);
    const notice = t.sent.find((m) => m.to === email && /sign in with Google/.test(m.subject));
    expect(notice?.text).toContain('can now be signed in to with Google');
    // The password still signs in too.
    const password = await post('signIn', { email, Mobile_number: '', password: s.password });
    expect(password.statusCode).toBe(200);
  });

  it('links an address of a Workspace domain Google manages (hd)', async () => {
    const s = await verifiedShopper();
    const res = await google(issuer.account({ email: s.email.toLowerCase(), hd: 'example.com' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await accountsWith(s.email))[0]?.passwordHash).not.toBeNull();
  });

  it('asks the shopper to sign in here first when Google does not speak for the address', async () => {
    const s = await verifiedShopper();
    const account = issuer.account({ email: s.email.toLowerCase() });
    const res = await google(account);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.googleProveFirst(s.email.toLowerCase()));
    expect(await identitiesOf(account.sub)).toHaveLength(0);
    expect(await accountsWith(s.email)).toHaveLength(1);
  });

  it('never links an address our account has not proved: a new account takes it, and the old one is told', async () => {
    // Verified by SMS only: the account's e-mail is unproved.
    const s = { ...shopper(), email: `kiran.${Date.now()}@gmail.com` };
    expect((await post('signUp', s)).statusCode).toBe(201);
    await post('otpMethod', { type: 'sms', email: s.email, Mobile_number: s.Mobile_number });
    const verified = await post('otpVerification', { otp: lastCode(s.Mobile_number), Mobile_number: s.Mobile_number });
    expect(verified.statusCode, verified.body).toBe(200);
    const [before] = await t.database.db.select().from(users).where(eq(users.mobile, s.Mobile_number));

    const res = await google(issuer.account({ email: s.email }));
    expect(res.statusCode, res.body).toBe(200);
    const mine = await profile(res.json().data.authentication.accessToken);
    expect(mine.id).not.toBe(before?.id);
    const [old] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? 0));
    expect(old?.email).toBeNull();
    expect(t.sent.some((m) => m.to.endsWith(s.Mobile_number.slice(-10)) && m.channel === 'sms')).toBe(true);
  });

  it('keeps a disabled account out', async () => {
    const account = issuer.account();
    expect((await google(account)).statusCode).toBe(200);
    await t.database.db.update(users).set({ disabledAt: sql`now()` }).where(eq(users.email, account.email));
    const res = await google(account);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accountDisabled);
  });
});

describe('the Google calls', () => {
  it('are limited per address like the other account calls', async () => {
    const limited = await createTestApp({ env: { ...issuer.env, AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const credential = await issuer.token(issuer.account());
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user/signInWithGoogle',
          payload: { credential },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
