/**
 * Identifiers nobody proved (issue: account takeover). Each identifier records its own proof; an unproved one cannot
 * sign in, recover the password or receive a code sign-in, and it does not block its real owner: proving it through
 * sign-up takes it off the account that never did, which is told through the address it did prove.
 */

import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { callUser, codesTo, lastCodeTo, newShopper, PASSWORD, signUpAndVerify } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', OTP_RESEND_SECONDS: '0' } });
});
afterAll(() => t.close());

const accountOf = async (mobile: string) =>
  (await t.database.db.select().from(users).where(eq(users.mobile, mobile)))[0];

/** Someone signs up with the victim's e-mail and their own mobile number, and verifies by SMS. */
async function claimAttempt() {
  const victim = newShopper('Victim');
  const attacker = { ...newShopper('Mallory'), email: victim.email };
  await signUpAndVerify(t, attacker, 'sms');
  return { victim, attacker };
}

describe('an e-mail nobody proved', () => {
  it('does not sign in, even with the right password (which alone learns to use the mobile number)', async () => {
    const { attacker } = await claimAttempt();
    const wrong = await callUser(t, 'signIn', { email: attacker.email, Mobile_number: '', password: 'Wrong#Pass123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.badCredentials);
    const byEmail = await callUser(t, 'signIn', { email: attacker.email, Mobile_number: '', password: PASSWORD });
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json().message).toBe(AUTH_MESSAGES.emailUnproved);
    expect(byEmail.json()).not.toHaveProperty('data');
    const byMobile = await callUser(t, 'signIn', {
      email: '',
      Mobile_number: attacker.Mobile_number,
      password: PASSWORD,
    });
    expect(byMobile.statusCode).toBe(200);
  });

  it('receives no code sign-in and no recovery code', async () => {
    const { attacker } = await claimAttempt();
    const before = codesTo(t, attacker.email).length;
    expect(
      (await callUser(t, 'otpMethod', { type: 'email', email: attacker.email, Mobile_number: '' })).statusCode,
    ).toBe(200);
    expect((await callUser(t, 'forgetPassword', { email: attacker.email, Mobile_number: '' })).statusCode).toBe(200);
    expect((await callUser(t, 'resendOtp', { type: 'email', email: attacker.email })).statusCode).toBe(200);
    expect(codesTo(t, attacker.email)).toHaveLength(before);
  });

  it('does not block its owner: their sign-up proves it and takes it off the other account, which is told', async () => {
    const { victim, attacker } = await claimAttempt();
    const signUp = await callUser(t, 'signUp', victim);
    expect(signUp.statusCode).toBe(201);
    await callUser(t, 'otpMethod', { type: 'email', email: victim.email, Mobile_number: victim.Mobile_number });
    const verified = await callUser(t, 'otpVerification', { otp: lastCodeTo(t, victim.email), email: victim.email });
    expect(verified.statusCode).toBe(200);

    const theirs = await accountOf(attacker.Mobile_number);
    expect(theirs?.email).toBeNull();
    expect(theirs?.mobileVerifiedAt).not.toBeNull();
    expect(t.sent.at(-1)).toMatchObject({
      channel: 'sms',
      to: attacker.Mobile_number,
      subject: 'Your Lumen Jewels account: an unverified e-mail address was removed',
    });
    const mine = await accountOf(victim.Mobile_number);
    expect(mine?.email).toBe(victim.email);
    expect(mine?.emailVerifiedAt).not.toBeNull();
    const signIn = await callUser(t, 'signIn', { email: victim.email, Mobile_number: '', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/account/userData',
      headers: { authorization: `Bearer ${signIn.json().data.authentication.accessToken}` },
    });
    expect(profile.json().data).toMatchObject({ id: mine?.id, email: victim.email });
  });

  it('the same holds for a mobile number: its owner proves it by SMS and takes it back', async () => {
    const victim = newShopper('Owner');
    const claimer = { ...newShopper('Claimer'), Mobile_number: victim.Mobile_number };
    await signUpAndVerify(t, claimer, 'email');
    await signUpAndVerify(t, victim, 'sms');
    const [claimerRow] = await t.database.db.select().from(users).where(eq(users.email, claimer.email));
    expect(claimerRow?.mobile).toBeNull();
    expect(t.sent.some((m) => m.to === claimer.email && /mobile number was removed/.test(m.subject))).toBe(true);
  });
});

describe('a sign-up nobody finished', () => {
  it('gets its verification code only when asked with both its e-mail and mobile number', async () => {
    const s = newShopper();
    await callUser(t, 'signUp', s);
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: '' });
    await callUser(t, 'otpMethod', { type: 'sms', email: '', Mobile_number: s.Mobile_number });
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: '7000000000' });
    expect(codesTo(t, s.email)).toHaveLength(0);
    expect(codesTo(t, s.Mobile_number)).toHaveLength(0);
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    expect(codesTo(t, s.email)).toHaveLength(1);
  });

  it('still signs up again over an earlier attempt with the same details', async () => {
    const s = newShopper();
    await callUser(t, 'signUp', s);
    expect((await callUser(t, 'signUp', { ...s, name: 'Second Try' })).statusCode).toBe(201);
    expect((await accountOf(s.Mobile_number))?.name).toBe('Second Try');
  });

  it('takes two parallel sign-ups with one e-mail as one account', async () => {
    const s = newShopper();
    const answers = await Promise.all([callUser(t, 'signUp', s), callUser(t, 'signUp', s)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await t.database.db.select().from(users).where(eq(users.email, s.email))).toHaveLength(1);
  });
});
