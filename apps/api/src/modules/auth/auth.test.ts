import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { MESSAGES } from '@lumen/contract/messages';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits, otpCodes, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createAuthRepository } from './repository';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const PASSWORD = 'Lumen#Garnet72';
let serial = 0;
/** A new shopper with an e-mail and mobile number nobody else has. */
function shopper() {
  serial += 1;
  return {
    name: `Asha ${serial}`,
    email: `Asha.${serial}.${process.pid}@Example.com`,
    Mobile_number: `9${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(6, '0')}`,
    password: PASSWORD,
    ConfirmPassword: PASSWORD,
  };
}

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/${url}`,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** The code in the newest message sent to `to`. */
function lastCode(to: string): string {
  const message = [...t.sent].reverse().find((m) => m.to === to.toLowerCase() || m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Lets every 120-second wait between codes end now, as if the time had passed. */
async function endResendWaits() {
  await t.database.db
    .update(authLimits)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(like(authLimits.key, 'code-resend:%'));
}

/** Signs a shopper up and verifies the e-mail; answers the OTP session's token. */
async function verifiedShopper() {
  const s = shopper();
  expect((await post('signUp', s)).statusCode).toBe(201);
  expect((await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number })).statusCode).toBe(
    200,
  );
  const res = await post('otpVerification', { otp: lastCode(s.email), email: s.email });
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, otpToken: res.json().authentication.accessToken as string };
}

/** A verified shopper whose mobile number is proved too (as a profile change to it would leave it). */
async function fullyVerifiedShopper() {
  const s = await verifiedShopper();
  const [row] = await t.database.db.select().from(users).where(eq(users.mobile, s.Mobile_number));
  await createAuthRepository(t.database.db).proveIdentifier(row?.id ?? 0, { kind: 'mobile', value: s.Mobile_number });
  return s;
}

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

describe('one-time codes', () => {
  it('sends a code on the chosen channel, verifies it once, and returns a session token', async () => {
    const s = shopper();
    await post('signUp', s);
    const sent = await post('otpMethod', { type: 'sms', email: s.email, Mobile_number: s.Mobile_number });
    expect(sent.statusCode).toBe(200);
    const message = t.sent.at(-1);
    expect(message).toMatchObject({ channel: 'sms', to: s.Mobile_number });
    const code = lastCode(s.Mobile_number);
    const res = await post('otpVerification', { otp: code, Mobile_number: s.Mobile_number });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, authentication: { accessToken: expect.any(String) } });
    const again = await post('otpVerification', { otp: code, Mobile_number: s.Mobile_number });
    expect(again.statusCode).toBe(400);
    const row = (await t.database.db.select().from(users)).find((r) => r.mobile === s.Mobile_number);
    expect(row?.mobileVerifiedAt).not.toBeNull();
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('answers an unknown identifier exactly as a known one and sends nothing', async () => {
    const before = t.sent.length;
    const res = await post('otpMethod', { type: 'email', email: 'nobody.here@example.com', Mobile_number: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.codeSent });
    expect(t.sent.length).toBe(before);
  });

  it('stores no plaintext code and no plaintext token', async () => {
    const s = await verifiedShopper();
    const codes = await t.database.db.select().from(otpCodes);
    for (const row of codes) expect(row.codeHmac).not.toMatch(/^\d{6}$/);
    const all = JSON.stringify(await t.database.db.select().from(sessions));
    expect(all).not.toContain(s.otpToken);
  });

  it('refuses a resend within 120 s with 429 and Retry-After, and sends nothing', async () => {
    const s = await verifiedShopper();
    const before = t.sent.length;
    const res = await post('resendOtp', { type: 'email', email: s.email });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(100);
    expect(t.sent.length).toBe(before);
  });

  it('fails the 6th submission of a code, even the correct one', async () => {
    const s = shopper();
    await post('signUp', s);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    const code = lastCode(s.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('otpVerification', { otp: wrong, email: s.email })).statusCode).toBe(400);
    const sixth = await post('otpVerification', { otp: code, email: s.email });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.codeWrong);
  });

  it('lets no more than 5 of 50 parallel wrong guesses be compared', async () => {
    const s = shopper();
    await post('signUp', s);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    const code = lastCode(s.email);
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((otp) => post('otpVerification', { otp, email: s.email })));
    const rows = await t.database.db.select().from(otpCodes);
    expect(Math.max(...rows.map((r) => r.attempts))).toBe(5);
    expect((await post('otpVerification', { otp: code, email: s.email })).statusCode).not.toBe(200);
  });

  it('accepts the correct code sent twice in parallel only once', async () => {
    const s = shopper();
    await post('signUp', s);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    const code = lastCode(s.email);
    const results = await Promise.all([
      post('otpVerification', { otp: code, email: s.email }),
      post('otpVerification', { otp: code, email: s.email }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code past its 10 minutes with the wrong-code message', async () => {
    const s = shopper();
    await post('signUp', s);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    const code = lastCode(s.email);
    // Ten minutes and one second pass.
    const [user] = (await t.database.db.select().from(users)).filter((r) => r.email === s.email.toLowerCase());
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.userId, user?.id ?? 0));
    const res = await post('otpVerification', { otp: code, email: s.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.codeWrong);
  });

  it('stops the previous code working after a resend', async () => {
    const s = shopper();
    await post('signUp', s);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    const old = lastCode(s.email);
    // The resend is allowed once 120 seconds have passed since the last send.
    await endResendWaits();
    expect(
      (await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number })).statusCode,
    ).toBe(200);
    const fresh = lastCode(s.email);
    if (fresh !== old) expect((await post('otpVerification', { otp: old, email: s.email })).statusCode).toBe(400);
    expect((await post('otpVerification', { otp: fresh, email: s.email })).statusCode).toBe(200);
  });

  it('refuses a sign-up code presented for another account', async () => {
    const a = shopper();
    const b = shopper();
    await post('signUp', a);
    await post('signUp', b);
    await post('otpMethod', { type: 'email', email: a.email, Mobile_number: a.Mobile_number });
    expect((await post('otpVerification', { otp: lastCode(a.email), email: b.email })).statusCode).toBe(400);
    expect((await post('otpVerification', { otp: lastCode(a.email), email: a.email })).statusCode).toBe(200);
  });

  it('refuses the 11th failed verification in 24 hours even with a fresh, correct code', async () => {
    const s = shopper();
    await post('signUp', s);
    await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    for (let i = 0; i < 10; i++) await post('otpVerification', { otp: '999999', email: s.email });
    await t.database.db.delete(otpCodes);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/otpVerification',
      payload: { otp: lastCode(s.email), email: s.email },
    });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(AUTH_MESSAGES.tooManyFailures);
  });
  it('lets a test environment shorten the resend wait (OTP_RESEND_SECONDS)', async () => {
    const quick = await createTestApp({ env: { OTP_RESEND_SECONDS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
    try {
      const s = shopper();
      const call = (url: string, payload: object) =>
        quick.app.inject({ method: 'POST', url: `/api/user/${url}`, payload });
      await call('signUp', s);
      const signUpCode = { type: 'email', email: s.email, Mobile_number: s.Mobile_number };
      expect((await call('otpMethod', signUpCode)).statusCode).toBe(200);
      expect((await call('otpMethod', signUpCode)).statusCode).toBe(200);
      expect(quick.sent.filter((m) => m.to === s.email.toLowerCase())).toHaveLength(2);
    } finally {
      await quick.close();
    }
  });

  it('sends at most 10 codes per account in 24 hours', async () => {
    const s = await verifiedShopper();
    const [user] = (await t.database.db.select().from(users)).filter((r) => r.email === s.email.toLowerCase());
    // Ten codes were sent over the last day: the window ends in 13 hours.
    await t.database.db
      .insert(authLimits)
      .values({ key: `code-sends:user:${user?.id}`, count: 10, windowEndsAt: sql`now() + interval '13 hours'` })
      .onConflictDoUpdate({
        target: authLimits.key,
        set: { count: 10, windowEndsAt: sql`now() + interval '13 hours'` },
      });
    await endResendWaits();
    const before = t.sent.length;
    const res = await post('resendOtp', { type: 'email', email: s.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyCodes);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(12 * 3600);
    expect(t.sent.length).toBe(before);
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

describe('sessions and passwords', () => {
  const signOut = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/signOut', headers: { authorization: `Bearer ${token}` } });

  it('rejects a token after sign-out', async () => {
    const s = await verifiedShopper();
    expect((await signOut(s.otpToken)).statusCode).toBe(200);
    const again = await signOut(s.otpToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().status).toBe(false);
  });

  it('asks for a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/signOut' })).statusCode).toBe(401);
    const bogus = await signOut('x'.repeat(43));
    expect(bogus.statusCode).toBe(401);
  });

  it('changes the password in the recovery flow without the old one, ends every other session, and sends a notice', async () => {
    const s = await verifiedShopper();
    const other = (await post('signIn', { email: s.email, Mobile_number: '', password: PASSWORD })).json().data
      .authentication.accessToken;
    const res = await post(
      'changePassword',
      { password: 'Lumen#Sapphire88', ConfirmPassword: 'Lumen#Sapphire88' },
      s.otpToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await signOut(other)).statusCode).toBe(401);
    expect(t.sent.at(-1)).toMatchObject({ channel: 'email', subject: 'Your Lumen Jewels password was changed' });
    expect((await post('signIn', { email: s.email, Mobile_number: '', password: PASSWORD })).statusCode).toBe(401);
    expect((await post('signIn', { email: s.email, Mobile_number: '', password: 'Lumen#Sapphire88' })).statusCode).toBe(
      200,
    );
  });

  it('changes the password even when the notice cannot be sent, and answers 200', async () => {
    let failing = false;
    const flaky = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
      notifier: {
        send: async (message) => {
          if (failing) throw new Error('SMTP server unavailable');
          flaky.sent.push(message);
        },
      },
    });
    try {
      const s = { ...shopper() };
      const call = (url: string, payload: object, token?: string) =>
        flaky.app.inject({
          method: 'POST',
          url: `/api/user/${url}`,
          payload,
          ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        });
      await call('signUp', s);
      await call('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
      const code = flaky.sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      const token = (await call('otpVerification', { otp: code, email: s.email })).json().authentication.accessToken;
      failing = true;
      const res = await call(
        'changePassword',
        { password: 'Lumen#Sapphire88', ConfirmPassword: 'Lumen#Sapphire88' },
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const signIn = await call('signIn', { email: s.email, Mobile_number: '', password: 'Lumen#Sapphire88' });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await flaky.close();
    }
  });

  it('needs the old password in a password session', async () => {
    const s = await verifiedShopper();
    const token = (await post('signIn', { email: s.email, Mobile_number: '', password: PASSWORD })).json().data
      .authentication.accessToken;
    const body = { password: 'Lumen#Sapphire88', ConfirmPassword: 'Lumen#Sapphire88' };
    expect((await post('changePassword', body, token)).json().message).toBe(AUTH_MESSAGES.oldPasswordRequired);
    expect((await post('changePassword', { ...body, oldPassword: 'Nope#1234' }, token)).json().message).toBe(
      AUTH_MESSAGES.oldPasswordWrong,
    );
    expect((await post('changePassword', { ...body, oldPassword: PASSWORD }, token)).statusCode).toBe(200);
  });

  it('ends a session after 7 idle days or 30 days in all', async () => {
    const s = await verifiedShopper();
    const signIn = async () =>
      (await post('signIn', { email: s.email, Mobile_number: '', password: PASSWORD })).json().data.authentication
        .accessToken as string;
    const [idle, old, fresh] = [await signIn(), await signIn(), await signIn()];
    const session = (token: string) => eq(sessions.tokenHash, hashToken(token));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 second'` })
      .where(session(idle));
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(session(old));
    const userData = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/account/userData', headers: { authorization: `Bearer ${token}` } });
    expect((await userData(idle)).statusCode).toBe(401);
    expect((await userData(old)).statusCode).toBe(401);
    expect((await userData(fresh)).statusCode).toBe(200);
    // An ended session is removed, not kept for later.
    expect(await t.database.db.select().from(sessions).where(session(idle))).toEqual([]);
  });

  it('needs the old password once the recovery session is more than 10 minutes old', async () => {
    const s = await verifiedShopper();
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '10 minutes 1 second'` })
      .where(eq(sessions.tokenHash, hashToken(s.otpToken)));
    const body = { password: 'Lumen#Sapphire88', ConfirmPassword: 'Lumen#Sapphire88' };
    const res = await post('changePassword', body, s.otpToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.oldPasswordRequired);
  });

  it('voids every outstanding code when the password changes', async () => {
    const s = await verifiedShopper();
    await endResendWaits();
    const sent = t.sent.length;
    expect((await post('otpMethod', { type: 'email', email: s.email, Mobile_number: '' })).statusCode).toBe(200);
    expect(t.sent.length).toBe(sent + 1);
    const code = lastCode(s.email);
    const body = { password: 'Lumen#Sapphire88', ConfirmPassword: 'Lumen#Sapphire88' };
    expect((await post('changePassword', body, s.otpToken)).statusCode).toBe(200);
    const res = await post('otpVerification', { otp: code, email: s.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.codeWrong);
  });

  it('answers the Google calls with 501 until Google sign-in exists', async () => {
    const res = await post('signInWithGoogle', {});
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ status: false, message: 'Google sign-in is not available' });
  });
});
