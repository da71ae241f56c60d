/**
 * The admin routes' guard (every route × no token, customer token, ended session, each role), the owner's staff
 * management with its last-owner rule, the audit log (a row for every change, append-only, filters and pages), and
 * log lines that never carry a password, code, token or secret.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@lumen/contract/admin-roles';
import { SHOP } from '@lumen/contract/shop';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { auditLog } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addStaff,
  bearer,
  postStaffSession,
  STAFF_PASSWORD,
  signInStaff,
  type TestStaff,
  testClock,
} from '../../test/staff';
import { totpCode } from './totp';

const clock = testClock();
const logLines: string[] = [];
let t: TestApp;
const members = {} as Record<StaffRole, TestStaff>;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    now: clock.now,
    loggerInstance: pino(loggerOptions('trace') as pino.LoggerOptions, {
      write: (line: string) => logLines.push(line),
    }),
  });
  for (const role of STAFF_ROLES) {
    members[role] = await addStaff(t, role);
    tokens[role] = await signInStaff(t, clock, members[role]);
  }
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const call = (c: Call, headers: Record<string, string> = {}) => t.app.inject({ ...c, headers });

/** Every admin route of this increment, the permission it needs (none: any staff member) and a harmless call. */
const target = () => members.support.id;
const ROUTES: { permission?: StaffPermission; call: () => Call }[] = [
  { call: () => ({ method: 'GET', url: '/api/admin/session' }) },
  { permission: 'staff', call: () => ({ method: 'GET', url: '/api/admin/staff' }) },
  {
    permission: 'staff',
    call: () => ({ method: 'PATCH', url: `/api/admin/staff/${target()}`, payload: { role: 'support' } }),
  },
  {
    permission: 'staff',
    call: () => ({ method: 'POST', url: `/api/admin/staff/${members.fulfilment.id}/sessions/revoke` }),
  },
  { permission: 'audit', call: () => ({ method: 'GET', url: '/api/admin/audit' }) },
  // Last: it ends the session it is called with.
  { call: () => ({ method: 'DELETE', url: '/api/admin/session' }) },
];

describe('the staff guard on every admin route', () => {
  it('answers 401 with no token, a customer token, an unknown token and an ended session', async () => {
    const customer = await signedInCustomer(t);
    const ended = await signInStaff(t, clock, members.manager);
    await call({ method: 'DELETE', url: '/api/admin/session' }, bearer(ended));
    for (const route of ROUTES) {
      for (const headers of [{}, customer.auth, bearer('x'.repeat(43)), bearer(ended)]) {
        const res = await call(route.call(), headers);
        expect(res.statusCode, `${route.call().method} ${route.call().url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toMatchObject({ status: false, message: ADMIN_MESSAGES.signInRequired });
      }
    }
  });

  it('answers 403 to a role without the permission and 200 to a role with it', async () => {
    for (const route of ROUTES) {
      for (const role of STAFF_ROLES) {
        // Sign-out and revocation end sessions: each role gets a fresh one (fulfilment's revocation is its own).
        const token = await signInStaff(t, clock, members[role]);
        const allowed = !route.permission || ROLE_PERMISSIONS[role].includes(route.permission);
        const res = await call(route.call(), bearer(token));
        expect(res.statusCode, `${role} ${route.call().method} ${route.call().url}: ${res.body}`).toBe(
          allowed ? 200 : 403,
        );
        if (!allowed) expect(res.json().message).toBe(ADMIN_MESSAGES.forbidden);
      }
    }
  });

  it('follows the role table of the issue', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(expect.arrayContaining(['staff', 'audit', 'settings', 'coupons']));
    expect([...ROLE_PERMISSIONS.manager].sort()).toEqual(
      [
        'catalogue',
        'coupons',
        'customers',
        'deliveries',
        'messages',
        'orders',
        'orders.read',
        'pricing',
        'stock',
      ].sort(),
    );
    expect([...ROLE_PERMISSIONS.fulfilment].sort()).toEqual(['orders', 'orders.read', 'stock']);
    expect([...ROLE_PERMISSIONS.support].sort()).toEqual(['customers', 'deliveries', 'messages', 'orders.read']);
  });
});

const owner = async () => bearer(await signInStaff(t, clock, members.owner));
const audited = async (action: string, entityId: string) =>
  await t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} and ${auditLog.entityId} = ${entityId}`);

describe('the owner manages staff', () => {
  it('GET /api/admin/staff lists every member without hashes or secrets', async () => {
    const res = await call({ method: 'GET', url: '/api/admin/staff' }, await owner());
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.staff;
    expect(listed.map((m: { id: string }) => m.id)).toEqual(
      expect.arrayContaining(STAFF_ROLES.map((r) => members[r].id)),
    );
    expect(res.body).not.toMatch(/password|totp|secret|argon2/i);
  });

  it('POST …/sessions/revoke ends every session of that member, audited', async () => {
    const member = await addStaff(t, 'support');
    const [a, b] = [await signInStaff(t, clock, member), await signInStaff(t, clock, member)];
    const headers = await owner();
    const res = await call({ method: 'POST', url: `/api/admin/staff/${member.id}/sessions/revoke` }, headers);
    expect(res.statusCode, res.body).toBe(200);
    for (const token of [a, b])
      expect((await call({ method: 'GET', url: '/api/admin/session' }, bearer(token))).statusCode).toBe(401);
    const [row] = await audited('staff.sessions.revoke', member.id);
    expect(row).toMatchObject({ staffId: members.owner.id, source: 'admin', after: { sessions_ended: 2 } });
    expect(row?.requestId).toBe(res.headers['x-request-id']);
  });

  it('GET counts each member’s live sessions', async () => {
    const member = await addStaff(t, 'support');
    await signInStaff(t, clock, member);
    await signInStaff(t, clock, member);
    const list = await call({ method: 'GET', url: '/api/admin/staff' }, await owner());
    const listed = (list.json().data.staff as { id: string; active_sessions: number }[]).find(
      (m) => m.id === member.id,
    );
    expect(listed?.active_sessions).toBe(2);
  });

  it('PATCH disables a member (ending their sessions and sign-in) and enables them again, audited', async () => {
    const member = await addStaff(t, 'fulfilment');
    const token = await signInStaff(t, clock, member);
    const headers = await owner();
    const off = await call(
      { method: 'PATCH', url: `/api/admin/staff/${member.id}`, payload: { disabled: true } },
      headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.staff).toMatchObject({ disabled: true, active_sessions: 0 });
    expect((await call({ method: 'GET', url: '/api/admin/session' }, bearer(token))).statusCode).toBe(401);
    clock.advance(30_000);
    const signIn = { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) };
    expect((await postStaffSession(t, signIn)).statusCode).toBe(401);
    const on = await call(
      { method: 'PATCH', url: `/api/admin/staff/${member.id}`, payload: { disabled: false } },
      headers,
    );
    expect(on.json().data.staff.disabled).toBe(false);
    await signInStaff(t, clock, member);
    const [disable] = await audited('staff.disable', member.id);
    expect(disable).toMatchObject({
      staffId: members.owner.id,
      before: { disabled: false, role: 'fulfilment' },
      after: { disabled: true, role: 'fulfilment' },
    });
    expect(await audited('staff.enable', member.id)).toHaveLength(1);
  });

  it('PATCH changes a role, audited, and the new role applies to the next request', async () => {
    const member = await addStaff(t, 'support');
    const token = await signInStaff(t, clock, member);
    expect((await call({ method: 'GET', url: '/api/admin/staff' }, bearer(token))).statusCode).toBe(403);
    const res = await call(
      { method: 'PATCH', url: `/api/admin/staff/${member.id}`, payload: { role: 'owner' } },
      await owner(),
    );
    expect(res.json().data.staff.role).toBe('owner');
    expect((await call({ method: 'GET', url: '/api/admin/staff' }, bearer(token))).statusCode).toBe(200);
    const [row] = await audited('staff.role', member.id);
    expect(row).toMatchObject({ before: { role: 'support' }, after: { role: 'owner' } });
    // Back, so the shop has one owner again for the next test.
    await call({ method: 'PATCH', url: `/api/admin/staff/${member.id}`, payload: { disabled: true } }, await owner());
  });

  it('refuses to disable or demote the last active owner with 409, and changes nothing', async () => {
    const headers = await owner();
    const others = (await call({ method: 'GET', url: '/api/admin/staff' }, headers))
      .json()
      .data.staff.filter(
        (m: { role: string; disabled: boolean; id: string }) =>
          m.role === 'owner' && !m.disabled && m.id !== members.owner.id,
      );
    for (const other of others) {
      await call({ method: 'PATCH', url: `/api/admin/staff/${other.id}`, payload: { disabled: true } }, headers);
    }
    for (const payload of [{ disabled: true }, { role: 'manager' }]) {
      const res = await call({ method: 'PATCH', url: `/api/admin/staff/${members.owner.id}`, payload }, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_MESSAGES.lastOwner);
    }
    expect((await call({ method: 'GET', url: '/api/admin/session' }, headers)).json().data.staff.role).toBe('owner');
  });

  it('lets only one of two owners disabling each other at once succeed; one active owner remains', async () => {
    const second = await addStaff(t, 'owner');
    const [mine, theirs] = [await owner(), bearer(await signInStaff(t, clock, second))];
    const answers = await Promise.all([
      call({ method: 'PATCH', url: `/api/admin/staff/${second.id}`, payload: { disabled: true } }, mine),
      call({ method: 'PATCH', url: `/api/admin/staff/${members.owner.id}`, payload: { disabled: true } }, theirs),
    ]);
    // The loser answers 409, or 401 when the winner had already disabled them (and so ended their session).
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const staffList = await t.database.db.execute(
      sql`select count(*)::int as count from staff where role = 'owner' and disabled_at is null`,
    );
    expect((staffList as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
    // Whoever lost, the original owner is active again for the tests that follow.
    await t.database.db.execute(sql`update staff set disabled_at = null where id = ${members.owner.id}`);
    await t.database.db.execute(sql`update staff set disabled_at = now() where id = ${second.id}`);
  });

  it('answers 404 for an unknown staff member and 400 for a bad id or an empty change', async () => {
    const headers = await owner();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call({ method: 'PATCH', url: `/api/admin/staff/${unknown}`, payload: { disabled: true } }, headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'POST', url: `/api/admin/staff/${unknown}/sessions/revoke` }, headers)).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'PATCH', url: '/api/admin/staff/nope', payload: { disabled: true } }, headers)).statusCode,
    ).toBe(400);
    expect(
      (await call({ method: 'PATCH', url: `/api/admin/staff/${members.support.id}`, payload: {} }, headers)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/admin/audit and the audit log', () => {
  it('records the command line creating staff (no staff id, source cli)', async () => {
    const [row] = await audited('staff.create', members.manager.id);
    expect(row).toMatchObject({
      staffId: null,
      source: 'cli',
      entity: 'staff',
      after: { email: members.manager.email, role: 'manager' },
    });
  });

  it('filters by action, entity and staff member, and pages with a cursor', async () => {
    const headers = await owner();
    const all = await call(
      { method: 'GET', url: '/api/admin/audit?action=staff.create&entity=staff&limit=2' },
      headers,
    );
    expect(all.statusCode, all.body).toBe(200);
    const first = all.json().data;
    expect(first.entries).toHaveLength(2);
    expect(first.entries.every((e: { action: string }) => e.action === 'staff.create')).toBe(true);
    const next = await call(
      { method: 'GET', url: `/api/admin/audit?action=staff.create&limit=2&cursor=${first.next_cursor}` },
      headers,
    );
    const second = next.json().data;
    expect(Number(second.entries[0].id)).toBeLessThan(Number(first.entries[1].id));
    const byOwner = await call({ method: 'GET', url: `/api/admin/audit?staff_id=${members.owner.id}` }, headers);
    expect(byOwner.json().data.entries.length).toBeGreaterThan(0);
    expect(byOwner.json().data.entries.every((e: { staff_id: string }) => e.staff_id === members.owner.id)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP.timeZone }).format(new Date());
    const dated = await call({ method: 'GET', url: `/api/admin/audit?from=${today}&to=${today}&limit=1` }, headers);
    expect(dated.json().data.entries).toHaveLength(1);
    const future = await call({ method: 'GET', url: '/api/admin/audit?from=2999-01-01' }, headers);
    expect(future.json().data).toEqual({ entries: [], next_cursor: null });
  });

  it('reads from and to as days on the shop’s clock (India), both included', async () => {
    const headers = await owner();
    // 20:00 UTC on 27 November is 1:30 am on the 28th in India: the 28th's entry, as the screen shows its time.
    await t.database.db.insert(auditLog).values({
      staffId: null,
      source: 'cli',
      at: new Date('2026-11-27T20:00:00Z'),
      action: 'test.day',
      entity: 'test',
    });
    const between = async (from: string, to: string) =>
      (await call({ method: 'GET', url: `/api/admin/audit?action=test.day&from=${from}&to=${to}` }, headers)).json()
        .data.entries.length;
    expect(await between('2026-11-28', '2026-11-28')).toBe(1);
    expect(await between('2026-11-27', '2026-11-27')).toBe(0);
    expect(await between('2026-11-20', '2026-11-27')).toBe(0);
    expect(await between('2026-11-28', '2026-11-30')).toBe(1);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit_log', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [{ count } = { count: 0 }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as count from audit_log where action = 'forged'`,
      )) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    expect(count).toBe(0);
  });
});

describe('the logs', () => {
  it('carry no password, code, token, TOTP secret or recovery code', async () => {
    const member = await addStaff(t, 'manager');
    const token = await signInStaff(t, clock, member);
    await postStaffSession(t, { email: member.email, password: STAFF_PASSWORD, code: member.recoveryCodes[0] ?? '' });
    await postStaffSession(t, { email: member.email, password: 'Wrong#Secret-99', code: '123456' });
    await call({ method: 'GET', url: '/api/admin/session' }, bearer(token));
    const all = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of [
      STAFF_PASSWORD,
      'Wrong#Secret-99',
      token,
      member.secret,
      ...member.recoveryCodes,
      ...Object.values(tokens),
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
