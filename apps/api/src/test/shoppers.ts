/** Test helpers for the account calls: unique shoppers, calls without a token, and the codes they were sent. */
import type { TestApp } from './harness';

export const PASSWORD = 'Lumen#Garnet72';
let serial = 0;

/** A new shopper with an e-mail and mobile number nobody else has (in this process). */
export function newShopper(prefix = 'Kiran') {
  serial += 1;
  const tag = `${process.pid % 10_000}${String(serial).padStart(5, '0')}`;
  return {
    name: `${prefix} ${serial}`,
    email: `${prefix.toLowerCase()}.${tag}@example.com`,
    Mobile_number: `7${tag.padStart(9, '0').slice(-9)}`,
    password: PASSWORD,
    ConfirmPassword: PASSWORD,
  };
}

export type Shopper = ReturnType<typeof newShopper>;

export const callUser = (t: TestApp, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/user/${path}`, payload, headers });

/** The codes sent to `to`, oldest first. */
export const codesTo = (t: TestApp, to: string) =>
  t.sent.filter((m) => m.to === to).flatMap((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? []);

export function lastCodeTo(t: TestApp, to: string): string {
  const code = codesTo(t, to).at(-1);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Signs `s` up and verifies it on `channel` through the sign-up flow's calls; answers the session token. */
export async function signUpAndVerify(t: TestApp, s: Shopper, channel: 'email' | 'sms' = 'email') {
  const signUp = await callUser(t, 'signUp', s);
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  await callUser(t, 'otpMethod', { type: channel, email: s.email, Mobile_number: s.Mobile_number });
  const to = channel === 'email' ? s.email : s.Mobile_number;
  const identifier = channel === 'email' ? { email: s.email } : { Mobile_number: s.Mobile_number };
  const verified = await callUser(t, 'otpVerification', { otp: lastCodeTo(t, to), ...identifier });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return verified.json().authentication.accessToken as string;
}
