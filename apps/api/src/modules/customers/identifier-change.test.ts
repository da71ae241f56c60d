/**
 * Changing the e-mail or mobile number (issue: account takeover): a stolen session alone cannot move the account.
 * The change needs the current password (or a code to the current address for an account without one), applies only
 * once the code sent to the new address is entered, tells the current address twice, and ends other sessions.
 */
import { ACCOUNT_MESSAGES } from '@lumen/contract/account-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { callUser, codesTo, lastCodeTo, newShopper, PASSWORD, signUpAndVerify } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', OTP_RESEND_SECONDS: '0' } });
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const edit = (c: Customer, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/edit/${c.id}`,
    headers: c.auth,
    payload: { name: c.name, email: c.email, Mobile_Number: c.Mobile_number, ...body },
  });
const confirm = (c: Customer, kind: string, otp: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/identifier-change/${kind}/verify`,
    headers: c.auth,
    payload: { otp },
  });
const profileOf = async (c: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth })).json().data;
const newEmail = () => `new.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('POST /api/account/edit/{id} with a new e-mail', () => {
  it('needs the current password, and saves nothing without it', async () => {
    const c = await signedInCustomer(t);
    const res = await edit(c, { name: 'Renamed', email: newEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordNeeded);
    const wrong = await edit(c, { name: 'Renamed', email: newEmail(), current_password: 'Wrong#Pass123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.passwordWrong);
    expect(await profileOf(c)).toMatchObject({ name: c.name, email: c.email, pending_email: null });
  });

  it('counts wrong current passwords with the sign-in lockout', async () => {
    const c = await signedInCustomer(t);
    for (let i = 0; i < 10; i++) await edit(c, { email: newEmail(), current_password: 'Wrong#Pass123' });
    expect((await edit(c, { email: newEmail(), current_password: c.password })).statusCode).toBe(429);
    const signIn = await callUser(t, 'signIn', { email: c.email, Mobile_number: '', password: c.password });
    expect(signIn.statusCode).toBe(429);
  });

  it('applies only once the code sent to the new address is entered, telling the old address twice', async () => {
    const c = await signedInCustomer(t);
    const other = (await callUser(t, 'signIn', { email: c.email, Mobile_number: '', password: c.password })).json().data
      .authentication.accessToken;
    const address = newEmail();
    const res = await edit(c, { name: 'Meera Menon', email: address, current_password: c.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/Enter the code we sent to n\*\*\*@example\.com/);
    expect(res.json().data).toMatchObject({ name: 'Meera Menon', email: c.email, pending_email: address });
    expect(t.sent.find((m) => m.to === c.email && /change was requested/.test(m.subject))?.text).toContain(
      'If this was not you',
    );
    const code = lastCodeTo(t, address);

    // Until then, the new address is nobody's.
    expect((await callUser(t, 'signIn', { email: address, Mobile_number: '', password: PASSWORD })).statusCode).toBe(
      401,
    );

    expect((await confirm(c, 'email', code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    const confirmed = await confirm(c, 'email', code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: address, email_verified: true, pending_email: null });
    expect(t.sent.some((m) => m.to === c.email && /e-mail address was changed/.test(m.subject))).toBe(true);

    // Other sessions end; this one carries on; the new address signs in and the old one no longer does.
    const otherSession = { authorization: `Bearer ${other}` };
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: otherSession })).statusCode,
      )
      .toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth })).statusCode).toBe(200);
    expect((await callUser(t, 'signIn', { email: address, Mobile_number: '', password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await callUser(t, 'signIn', { email: c.email, Mobile_number: '', password: PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('confirms a code once, even sent twice in parallel', async () => {
    const c = await signedInCustomer(t);
    const address = newEmail();
    await edit(c, { email: address, current_password: c.password });
    const code = lastCodeTo(t, address);
    const answers = await Promise.all([confirm(c, 'email', code), confirm(c, 'email', code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('binds the code to its change: it neither signs in nor confirms another change', async () => {
    const c = await signedInCustomer(t);
    const address = newEmail();
    await edit(c, { email: address, current_password: c.password });
    const code = lastCodeTo(t, address);
    expect((await callUser(t, 'otpVerification', { otp: code, email: c.email })).statusCode).toBe(400);
    expect((await confirm(c, 'mobile', code)).statusCode).toBe(400);
    expect((await confirm(c, 'email', code)).statusCode).toBe(200);
  });

  it('takes the address off an account that never proved it, and tells that account', async () => {
    const holder = newShopper('Holder');
    const taker = await signedInCustomer(t);
    const unproved = newEmail();
    await signUpAndVerify(t, { ...holder, email: unproved }, 'sms');
    await edit(taker, { email: unproved, current_password: taker.password });
    expect((await confirm(taker, 'email', lastCodeTo(t, unproved))).statusCode).toBe(200);
    const [holderRow] = await t.database.db.select().from(users).where(eq(users.mobile, holder.Mobile_number));
    expect(holderRow?.email).toBeNull();
    expect(t.sent.some((m) => m.to === holder.Mobile_number && /was removed/.test(m.subject))).toBe(true);
  });

  it('sends a new code on resend (the previous one stops working) and forgets a cancelled change', async () => {
    const c = await signedInCustomer(t);
    const address = newEmail();
    await edit(c, { email: address, current_password: c.password });
    const first = lastCodeTo(t, address);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/account/identifier-change/email/resend',
      headers: c.auth,
    });
    expect(resend.statusCode).toBe(200);
    expect(codesTo(t, address)).toHaveLength(2);
    const second = lastCodeTo(t, address);
    if (second !== first) expect((await confirm(c, 'email', first)).statusCode).toBe(400);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/identifier-change/email',
      headers: c.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.pending_email).toBeNull();
    expect((await confirm(c, 'email', second)).statusCode).toBe(400);
    expect((await profileOf(c)).email).toBe(c.email);
  });

  it('changes the mobile number the same way, with a code by SMS', async () => {
    const c = await signedInCustomer(t);
    const mobile = `6${String(Date.now()).slice(-9)}`;
    expect((await edit(c, { Mobile_Number: mobile, current_password: c.password })).statusCode).toBe(200);
    expect(t.sent.at(-2)).toMatchObject({ channel: 'sms', to: mobile });
    const confirmed = await confirm(c, 'mobile', lastCodeTo(t, mobile));
    expect(confirmed.json().data).toMatchObject({ Mobile_number: mobile, mobile_verified: true });
  });
});

describe('proving the account’s own unproved mobile number', () => {
  it('sends a code to it on request, with the password, and proves it without ending other sessions', async () => {
    const c = await signedInCustomer(t);
    const other = (await callUser(t, 'signIn', { email: c.email, Mobile_number: '', password: c.password })).json().data
      .authentication.accessToken;
    expect((await profileOf(c)).mobile_verified).toBe(false);
    expect((await edit(c, { verify: ['mobile'] })).json().message).toBe(ACCOUNT_MESSAGES.passwordNeeded);
    const res = await edit(c, { verify: ['mobile'], current_password: c.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Enter the code we sent to \*+\d{4} to verify your mobile number\.$/);
    expect(res.json().data.pending_mobile).toBe(c.Mobile_number);
    expect(t.sent.some((m) => m.to === c.email && /change was requested/.test(m.subject))).toBe(false);
    const confirmed = await confirm(c, 'mobile', lastCodeTo(t, c.Mobile_number));
    expect(confirmed.json()).toMatchObject({
      message: 'Your mobile number is verified.',
      data: { mobile_verified: true },
    });
    const otherSession = { authorization: `Bearer ${other}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: otherSession })).statusCode,
    ).toBe(200);
    const byMobile = await callUser(t, 'signIn', { email: '', Mobile_number: c.Mobile_number, password: c.password });
    expect(byMobile.statusCode).toBe(200);
  });

  it('refuses to prove an address that is proved already', async () => {
    const c = await signedInCustomer(t);
    const res = await edit(c, { verify: ['email'], current_password: c.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.alreadyVerified('email address'));
  });
});

describe('an edit the code limits refuse', () => {
  it('saves nothing, not even the name', async () => {
    const quick = await signedInCustomer(t);
    // OTP_RESEND_SECONDS is 0 here: fill the daily sends instead.
    await t.database.db.execute(
      sql`insert into auth_limits (key, count, window_ends_at) values (${`code-sends:user:${quick.id}`}, 10, now() + interval '1 hour') on conflict (key) do update set count = 10, window_ends_at = excluded.window_ends_at`,
    );
    const res = await edit(quick, { name: 'Should Not Stick', email: newEmail(), current_password: quick.password });
    expect(res.statusCode).toBe(429);
    expect(await profileOf(quick)).toMatchObject({ name: quick.name, pending_email: null });
  });
});

describe('an account without a password', () => {
  it('re-authenticates with a code sent to its current address', async () => {
    const c = await signedInCustomer(t);
    await t.database.db.update(users).set({ passwordHash: sql`null` }).where(eq(users.id, c.id));
    expect((await profileOf(c)).has_password).toBe(false);
    const address = newEmail();
    const without = await edit(c, { email: address });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(ACCOUNT_MESSAGES.codeNeeded);
    const sent = await t.app.inject({ method: 'POST', url: '/api/account/reauthentication-code', headers: c.auth });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await edit(c, { email: address, current_otp: lastCodeTo(t, c.email) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pending_email).toBe(address);
  });
});
