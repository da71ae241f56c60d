/**
 * Staff sign-in: password plus a mandatory TOTP or recovery code, one generic 401, each TOTP step and each recovery
 * code once (also under parallel requests), the lockout, and the sessions' idle and absolute ends.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addStaff,
  bearer,
  postStaffSession,
  STAFF_PASSWORD,
  signInStaff,
  statusCounts,
  testClock,
} from '../../test/staff';
import { totpCode } from './totp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });

describe('POST /api/admin/session', () => {
  it('signs in with e-mail, password and the current TOTP code, and GET /api/admin/session names who', async () => {
    const member = await addStaff(t, 'manager');
    clock.advance(30_000);
    const res = await postStaffSession(t, {
      email: member.email.toUpperCase(),
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, clock.now()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, staff: who } = res.json().data;
    expect(who).toEqual({ id: member.id, email: member.email, name: expect.any(String), role: 'manager' });
    const session = await me(token);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.staff).toMatchObject({ id: member.id, role: 'manager' });
  });

  it('answers one generic 401 for an unknown e-mail, a wrong password, a wrong or missing code and a disabled account', async () => {
    const member = await addStaff(t, 'support');
    const disabled = await addStaff(t, 'support');
    await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, disabled.id));
    const code = (secret: string) => totpCode(secret, clock.now());
    const attempts = [
      { email: 'nobody@lumen.example', password: STAFF_PASSWORD, code: code(member.secret) },
      { email: member.email, password: 'Wrong#Password-1', code: code(member.secret) },
      {
        email: member.email,
        password: STAFF_PASSWORD,
        code: String((Number(code(member.secret)) + 1) % 1e6).padStart(6, '0'),
      },
      { email: member.email, password: STAFF_PASSWORD, code: 'aaaa-bbbb-cccc-dddd' },
      { email: disabled.email, password: STAFF_PASSWORD, code: code(disabled.secret) },
    ];
    for (const body of attempts) {
      const res = await postStaffSession(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json()).toMatchObject({ status: false, message: ADMIN_MESSAGES.badCredentials });
    }
    const missing = await postStaffSession(t, { email: member.email, password: STAFF_PASSWORD });
    expect(missing.statusCode).toBe(400);
  });

  it('accepts a TOTP code once: the same code again, or an older step after a newer one, is refused', async () => {
    const member = await addStaff(t, 'fulfilment');
    clock.advance(30_000);
    const body = { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) };
    expect((await postStaffSession(t, body)).statusCode).toBe(200);
    expect((await postStaffSession(t, body)).statusCode).toBe(401);
    // The previous step's code is still inside the ±1 window, but older than the step just used.
    const older = { ...body, code: totpCode(member.secret, clock.now() - 30_000) };
    expect((await postStaffSession(t, older)).statusCode).toBe(401);
    clock.advance(30_000);
    const next = { ...body, code: totpCode(member.secret, clock.now()) };
    expect((await postStaffSession(t, next)).statusCode).toBe(200);
  });

  it('accepts each recovery code once, typed in any case and with or without dashes', async () => {
    const member = await addStaff(t, 'owner');
    const [first, second] = member.recoveryCodes;
    const withCode = (code: string) => postStaffSession(t, { email: member.email, password: STAFF_PASSWORD, code });
    expect((await withCode(first ?? '')).statusCode).toBe(200);
    expect((await withCode(first ?? '')).statusCode).toBe(401);
    expect((await withCode((second ?? '').toUpperCase().replaceAll('-', ' '))).statusCode).toBe(200);
  });

  it('lets exactly one of 8 parallel sign-ins with the same recovery code through', async () => {
    const member = await addStaff(t, 'manager');
    const code = member.recoveryCodes[2] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postStaffSession(t, { email: member.email, password: STAFF_PASSWORD, code })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: 7 });
  });

  it('lets exactly one of 8 parallel sign-ins with the same TOTP code through', async () => {
    const member = await addStaff(t, 'manager');
    clock.advance(30_000);
    const body = { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => postStaffSession(t, body)));
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: 7 });
  });

  it('evaluates at most 10 of 30 parallel wrong passwords for one account; then even the right one is 429', async () => {
    const member = await addStaff(t, 'owner');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postStaffSession(t, { email: member.email, password: 'Wrong#Password-1', code: '000000' }, `10.9.0.${i + 1}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 20 });
    clock.advance(30_000);
    const right = await postStaffSession(
      t,
      { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) },
      '10.9.1.1',
    );
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('limits failures per address across accounts', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => addStaff(t, 'support')));
    const answers = [];
    for (const member of members) {
      for (let i = 0; i < 9; i++) {
        answers.push(
          await postStaffSession(t, { email: member.email, password: 'Wrong#1', code: '000000' }, '10.8.0.1'),
        );
      }
    }
    expect(statusCounts(answers)).toEqual({ 401: 30, 429: 6 });
  });
});

describe('staff sessions', () => {
  it('ends after 30 idle minutes, and a request within them keeps it alive', async () => {
    const member = await addStaff(t, 'support');
    const token = await signInStaff(t, clock, member);
    clock.advance(29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1);
    const ended = await me(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ status: false, message: ADMIN_MESSAGES.signInRequired });
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const member = await addStaff(t, 'support');
    const token = await signInStaff(t, clock, member);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends on DELETE /api/admin/session', async () => {
    const member = await addStaff(t, 'fulfilment');
    const token = await signInStaff(t, clock, member);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
