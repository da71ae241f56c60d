/**
 * Account limits under parallel requests: every limit counts per account (whichever identifier names it) or per
 * unknown identifier, with a slot taken atomically before the check, so no concurrency gets past it.
 */

import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { callUser, codesTo, lastCodeTo, newShopper, PASSWORD, signUpAndVerify } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => {
    count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
    return count;
  }, {});

const wrongPassword = (identifier: object) =>
  callUser(t, 'signIn', { email: '', Mobile_number: '', ...identifier, password: 'Wrong#Pass123' });

describe('POST /api/user/signIn under parallel guesses', () => {
  it('evaluates at most 10 of 50 wrong passwords sent at once for one account; the rest are 429', async () => {
    const s = newShopper();
    await signUpAndVerify(t, s);
    const answers = await Promise.all(Array.from({ length: 50 }, () => wrongPassword({ email: s.email })));
    expect(statuses(answers)).toEqual({ 401: 10, 429: 40 });
    const right = await callUser(t, 'signIn', { email: s.email, Mobile_number: '', password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.signInLocked);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('locks the account, not the identifier: the mobile number is locked with the e-mail', async () => {
    const s = newShopper();
    await signUpAndVerify(t, s, 'sms');
    // The e-mail is not proved, so it cannot sign in; the mobile number is the account's.
    await Promise.all(Array.from({ length: 10 }, () => wrongPassword({ Mobile_number: s.Mobile_number })));
    const byMobile = await callUser(t, 'signIn', { email: '', Mobile_number: s.Mobile_number, password: PASSWORD });
    expect(byMobile.statusCode).toBe(429);
  });

  it('counts only wrong passwords: a right one gives its slot back', async () => {
    const s = newShopper();
    await signUpAndVerify(t, s);
    for (let i = 0; i < 9; i++) await wrongPassword({ email: s.email });
    for (let i = 0; i < 3; i++) {
      const right = await callUser(t, 'signIn', { email: s.email, Mobile_number: '', password: PASSWORD });
      expect(right.statusCode).toBe(200);
    }
    expect((await wrongPassword({ email: s.email })).statusCode).toBe(401);
    expect((await wrongPassword({ email: s.email })).statusCode).toBe(429);
  });

  it('limits an unknown identifier the same way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => wrongPassword({ email: `ghost.${process.pid}@example.com` })),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 20 });
  });
});

describe('POST /api/user/otpVerification under parallel guesses', () => {
  it('checks at most 10 codes per account a day, whatever the concurrency', async () => {
    const s = newShopper();
    await callUser(t, 'signUp', s);
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    const code = lastCodeTo(t, s.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => callUser(t, 'otpVerification', { otp: wrong, email: s.email })),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 40 });
    const right = await callUser(t, 'otpVerification', { otp: code, email: s.email });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyFailures);
  });

  it('gives the slot back for a right code', async () => {
    const s = newShopper();
    // One right code (the sign-up's verification), then nine wrong ones: the right one does not count, so a tenth
    // wrong code is still evaluated and only the eleventh check is refused.
    await signUpAndVerify(t, s);
    const wrong = { otp: '000000', email: s.email };
    for (let i = 0; i < 9; i++) expect((await callUser(t, 'otpVerification', wrong)).statusCode).toBe(400);
    expect((await callUser(t, 'otpVerification', wrong)).statusCode).toBe(400);
    expect((await callUser(t, 'otpVerification', wrong)).statusCode).toBe(429);
  });
});

describe('POST /api/user/otpMethod under parallel requests', () => {
  it('sends exactly one code for 20 parallel requests for one account and channel', async () => {
    const s = newShopper();
    await callUser(t, 'signUp', s);
    const body = { type: 'sms', email: s.email, Mobile_number: s.Mobile_number };
    const answers = await Promise.all(Array.from({ length: 20 }, () => callUser(t, 'otpMethod', body)));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 19 });
    expect(codesTo(t, s.Mobile_number)).toHaveLength(1);
  });

  it('waits per channel: a code by e-mail does not hold up one by SMS', async () => {
    const s = newShopper();
    await callUser(t, 'signUp', s);
    const to = (type: string) => callUser(t, 'otpMethod', { type, email: s.email, Mobile_number: s.Mobile_number });
    expect((await to('email')).statusCode).toBe(200);
    expect((await to('sms')).statusCode).toBe(200);
    expect((await to('email')).statusCode).toBe(429);
  });
});
