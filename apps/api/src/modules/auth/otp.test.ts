/** The one-time codes of spec §5: otpMethod, otpVerification and resendOtp, with their limits. */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits, otpCodes, sessions, users } from '../../db/schema';
import { authCalls } from '../../test/auth-calls';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const { shopper, post, lastCode, endResendWaits, verifiedShopper } = authCalls(() => t);

/** A new shopper, signed up, with a verification code sent by e-mail: the shopper and that code. */
async function signedUpWithEmailCode() {
  const s = shopper();
  await post('signUp', s);
  await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
  return { s, code: lastCode(s.email) };
}

describe('POST /api/user/otpMethod, /otpVerification and /resendOtp', () => {
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
    const { s, code } = await signedUpWithEmailCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('otpVerification', { otp: wrong, email: s.email })).statusCode).toBe(400);
    const sixth = await post('otpVerification', { otp: code, email: s.email });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.codeWrong);
  });

  it('lets no more than 5 of 50 parallel wrong guesses be compared', async () => {
    const { s, code } = await signedUpWithEmailCode();
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((otp) => post('otpVerification', { otp, email: s.email })));
    const rows = await t.database.db.select().from(otpCodes);
    expect(Math.max(...rows.map((r) => r.attempts))).toBe(5);
    expect((await post('otpVerification', { otp: code, email: s.email })).statusCode).not.toBe(200);
  });

  it('accepts the correct code sent twice in parallel only once', async () => {
    const { s, code } = await signedUpWithEmailCode();
    const results = await Promise.all([
      post('otpVerification', { otp: code, email: s.email }),
      post('otpVerification', { otp: code, email: s.email }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/user/otpMethod, /otpVerification and /resendOtp: expiry, resends, other accounts, limits', () => {
  it('refuses a code past its 10 minutes with the wrong-code message', async () => {
    const { s, code } = await signedUpWithEmailCode();
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
    const { s, code: old } = await signedUpWithEmailCode();
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
