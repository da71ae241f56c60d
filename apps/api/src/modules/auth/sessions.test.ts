/** Sessions and passwords: sign-out, idle and absolute ends, changePassword in and out of recovery. */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { authCalls, PASSWORD } from '../../test/auth-calls';
import { createTestApp, type TestApp } from '../../test/harness';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const { shopper, post, lastCode, endResendWaits, verifiedShopper } = authCalls(() => t);

describe('GET /api/user/signOut, POST /api/user/changePassword, and the session a token opens', () => {
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

  it('answers the Google calls with 501 while GOOGLE_CLIENT_ID is not set, whatever the body', async () => {
    for (const path of ['signInWithGoogle', 'signUpWithGoogle']) {
      for (const body of [{ credential: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' }, {}]) {
        const res = await post(path, body);
        expect(res.statusCode).toBe(501);
        expect(res.json()).toMatchObject({ status: false, message: AUTH_MESSAGES.googleOff });
      }
    }
  });
});
