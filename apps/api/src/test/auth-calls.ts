/**
 * Helpers of the account-call suites (modules/auth/*.test.ts): unique shoppers, the `/api/user/*` calls, the codes
 * they were sent, and shoppers signed up and verified through those calls.
 */
import { eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { authLimits, users } from '../db/schema';
import { createAuthRepository } from '../modules/auth/repository';
import type { TestApp } from './harness';

export const PASSWORD = 'Lumen#Garnet72';
let serial = 0;

/** The helpers over the app a suite opened (`app()` is read at each call, after the suite's beforeAll). */
export function authCalls(app: () => TestApp) {
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
    app().app.inject({
      method: 'POST',
      url: `/api/user/${url}`,
      payload,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  /** The code in the newest message sent to `to`. */
  function lastCode(to: string): string {
    const message = [...app().sent].reverse().find((m) => m.to === to.toLowerCase() || m.to === to);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  }

  /** Lets every 120-second wait between codes end now, as if the time had passed. */
  async function endResendWaits() {
    await app()
      .database.db.update(authLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(like(authLimits.key, 'code-resend:%'));
  }

  /** Signs a shopper up and verifies the e-mail; answers the OTP session's token. */
  async function verifiedShopper() {
    const s = shopper();
    expect((await post('signUp', s)).statusCode).toBe(201);
    expect(
      (await post('otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number })).statusCode,
    ).toBe(200);
    const res = await post('otpVerification', { otp: lastCode(s.email), email: s.email });
    expect(res.statusCode, res.body).toBe(200);
    return { ...s, otpToken: res.json().authentication.accessToken as string };
  }

  /** A verified shopper whose mobile number is proved too (as a profile change to it would leave it). */
  async function fullyVerifiedShopper() {
    const s = await verifiedShopper();
    const db = app().database.db;
    const [row] = await db.select().from(users).where(eq(users.mobile, s.Mobile_number));
    await createAuthRepository(db).proveIdentifier(
      row?.id ?? 0,
      { kind: 'mobile', value: s.Mobile_number },
      async () => undefined,
    );
    return s;
  }

  return { shopper, post, lastCode, endResendWaits, verifiedShopper, fullyVerifiedShopper };
}
