/**
 * The unauthenticated code calls do the same work for a known and an unknown identifier: the same statements in the
 * same order (and the same HMAC), so their timing does not tell accounts apart. The timing itself is measured by
 * `npm run bench` (bench/account-timing.ts); here we check its cause.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { callUser, newShopper, signUpAndVerify } from '../../test/shoppers';
import { statementsOf } from '../../test/sql-statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

/** A verified shopper whose resend wait is over (a fresh one per call, so no limit is shared between the two). */
async function knownShopper() {
  const s = newShopper();
  await signUpAndVerify(t, s);
  // The verification's code went out just now: let its 120-second wait end.
  await t.database.db.execute(sql`update auth_limits set window_ends_at = now() where key like 'code-resend:%'`);
  return s;
}

const unknownShopper = () => ({ ...newShopper('Nobody'), email: `nobody.${Math.random()}@example.com` });

describe('the same work whether or not the account exists', () => {
  it.each([
    ['otpMethod', (s: { email: string }) => ({ type: 'email', email: s.email, Mobile_number: '' })],
    ['resendOtp', (s: { email: string }) => ({ type: 'email', email: s.email })],
    ['otpVerification', (s: { email: string }) => ({ otp: '000000', email: s.email })],
    ['forgetPassword', (s: { email: string }) => ({ email: s.email, Mobile_number: '' })],
    ['signIn', (s: { email: string }) => ({ email: s.email, Mobile_number: '', password: 'Wrong#Pass123' })],
  ])('POST /api/user/%s', async (path, body) => {
    const known = await knownShopper();
    const unknown = unknownShopper();
    const knownAnswer = { status: 0 };
    const unknownAnswer = { status: 0 };
    const forKnown = await statementsOf(t, async () => {
      knownAnswer.status = (await callUser(t, path, body(known))).statusCode;
    });
    const forUnknown = await statementsOf(t, async () => {
      unknownAnswer.status = (await callUser(t, path, body(unknown))).statusCode;
    });
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    expect(unknownAnswer.status).toBe(knownAnswer.status);
  });
});
