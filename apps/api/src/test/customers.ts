/** Test helper: a verified customer with a session, made through the real sign-up and OTP calls. */
import type { TestApp } from './harness';

let serial = 0;

export async function signedInCustomer(t: Pick<TestApp, 'app' | 'database' | 'sent' | 'close'>) {
  serial += 1;
  const tag = `${process.pid}${serial}`;
  const customer = {
    name: `Meera ${serial}`,
    email: `meera.${tag}@example.com`,
    Mobile_number: `8${tag.padStart(9, '0').slice(-9)}`,
    password: 'Lumen#Garnet72',
    ConfirmPassword: 'Lumen#Garnet72',
  };
  const signUp = await t.app.inject({ method: 'POST', url: '/api/user/signUp', payload: customer });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  await t.app.inject({
    method: 'POST',
    url: '/api/user/otpMethod',
    payload: { type: 'email', email: customer.email, Mobile_number: customer.Mobile_number },
  });
  const code = [...t.sent]
    .reverse()
    .find((m) => m.to === customer.email)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/user/otpVerification',
    payload: { otp: code, email: customer.email },
  });
  const token: string = verified.json().authentication.accessToken;
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/account/userData',
    headers: { authorization: `Bearer ${token}` },
  });
  return { ...customer, token, id: profile.json().data.id as number, auth: { authorization: `Bearer ${token}` } };
}
