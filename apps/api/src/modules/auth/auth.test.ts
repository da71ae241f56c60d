/** Sign-up, sign-in, the per-IP limits of the account calls and password recovery (spec §5, §9). */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { MESSAGES } from '@lumen/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { authCalls, PASSWORD } from '../../test/auth-calls';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const { shopper, post, lastCode, verifiedShopper, fullyVerifiedShopper } = authCalls(() => t);

describe('POST /api/user/signUp', () => {
  it('creates an unverified account and stores only a password hash', async () => {
    const s = shopper();
    const res = await post('signUp', s);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.signedUp });
    const rows = await t.database.db.select().from(users);
    const row = rows.find((r) => r.email === s.email.toLowerCase());
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ password: 'Sh0rt!A', ConfirmPassword: 'Sh0rt!A' }, `password: ${MESSAGES.passwordRule}`],
    [{ password: 'alllowercase1!', ConfirmPassword: 'alllowercase1!' }, `password: ${MESSAGES.passwordRule}`],
    [{ password: 'NoDigits!!', ConfirmPassword: 'NoDigits!!' }, `password: ${MESSAGES.passwordRule}`],
    [{ password: 'NoSymbol123', ConfirmPassword: 'NoSymbol123' }, `password: ${MESSAGES.passwordRule}`],
    [{ ConfirmPassword: 'Lumen#Garnet73' }, `ConfirmPassword: ${MESSAGES.passwordMismatch}`],
    [{ Mobile_number: '98765abc' }, null],
    [{ email: 'not-an-email' }, null],
    [{ name: '' }, 'name: Name is required'],
  ])('refuses %j with the spec’s message', async (change, message) => {
    const res = await post('signUp', { ...shopper(), ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('refuses one of the most common passwords, even decorated', async () => {
    const res = await post('signUp', { ...shopper(), password: 'Password123!', ConfirmPassword: 'Password123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordCommon);
  });

  it('answers 409 naming the e-mail or the mobile number of a verified account, in any case', async () => {
    const taken = await fullyVerifiedShopper();
    const byEmail = await post('signUp', { ...shopper(), email: taken.email.toUpperCase() });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe(AUTH_MESSAGES.emailTaken);
    const byMobile = await post('signUp', { ...shopper(), Mobile_number: taken.Mobile_number });
    expect(byMobile.statusCode).toBe(409);
    expect(byMobile.json().message).toBe(AUTH_MESSAGES.mobileTaken);
  });

  it('replaces an unverified account signed up again with its details', async () => {
    const s = shopper();
    await post('signUp', s);
    const again = await post('signUp', { ...s, name: 'Asha Again' });
    expect(again.statusCode).toBe(201);
    const rows = (await t.database.db.select().from(users)).filter((r) => r.mobile === s.Mobile_number);
    expect(rows.map((r) => r.name)).toEqual(['Asha Again']);
  });
});

describe('POST /api/user/signIn', () => {
  it('returns a new token in data.authentication.accessToken for a verified account, by e-mail or mobile', async () => {
    const s = await fullyVerifiedShopper();
    const byEmail = await post('signIn', { email: s.email.toUpperCase(), Mobile_number: '', password: PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    const token = byEmail.json().data.authentication.accessToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const byMobile = await post('signIn', { email: '', Mobile_number: s.Mobile_number, password: PASSWORD });
    expect(byMobile.json().data.authentication.accessToken).not.toBe(token);
  });

  it('answers an unknown account and a wrong password alike', async () => {
    const s = await verifiedShopper();
    const wrong = await post('signIn', { email: s.email, Mobile_number: '', password: 'Wrong#Pass123' });
    const unknown = await post('signIn', { email: 'ghost@example.com', Mobile_number: '', password: 'Wrong#Pass123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('tells an account that never verified to finish signing up', async () => {
    const s = shopper();
    await post('signUp', s);
    const res = await post('signIn', { email: s.email, Mobile_number: '', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.unverified);
  });

  it('locks an account for 15 minutes after 10 failures', async () => {
    const s = await verifiedShopper();
    for (let i = 0; i < 10; i++) await post('signIn', { email: s.email, Mobile_number: '', password: 'Wrong#Pass123' });
    const res = await post('signIn', { email: s.email, Mobile_number: '', password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('accepts a 64-character Unicode password with spaces, and refuses a one-character change of it', async () => {
    const long = `Grüße aus Jaipur, ज्वेलरी ${'é'.repeat(20)} Ring #7 ok fin`.padEnd(64, 'x').slice(0, 64);
    const s = { ...shopper(), password: long, ConfirmPassword: long };
    expect([...long].length).toBe(64);
    expect((await post('signUp', s)).statusCode).toBe(201);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    await post('otpVerification', { otp: lastCode(s.email), email: s.email });
    expect((await post('signIn', { email: s.email, Mobile_number: '', password: long })).statusCode).toBe(200);
    const changed = `${long.slice(0, 63)}y`;
    expect((await post('signIn', { email: s.email, Mobile_number: '', password: changed })).statusCode).toBe(401);
  });
});

describe('per-IP limits', () => {
  it('limits the unauthenticated account calls per IP', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/forgetPassword',
          payload: { email: 'a@b.co', Mobile_number: '' },
          remoteAddress: '10.1.1.1',
        });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/user/forgetPassword', () => {
  it('answers known and unknown accounts with identical status and body', async () => {
    const s = await verifiedShopper();
    const known = await post('forgetPassword', { email: s.email, Mobile_number: '' });
    const unknown = await post('forgetPassword', { email: 'ghost@example.com', Mobile_number: '' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });
});
