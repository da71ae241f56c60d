/** Test helpers for the back office: a movable clock, staff members made as the command line makes them, sign-in. */
import type { StaffRole } from '@lumen/contract/admin-roles';
import { createLimiter } from '../modules/limits/limiter';
import { createLimitRepository } from '../modules/limits/repository';
import { createStaffRepository } from '../modules/staff/repository';
import { staffSecretKey } from '../modules/staff/secret-key';
import { createStaffService } from '../modules/staff/service';
import { totpCode } from '../modules/staff/totp';
import type { TestApp } from './harness';

export const STAFF_PASSWORD = 'Lumen#Opal-Keeper-42';

/** A clock the app reads; `advance` moves it. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

let serial = 0;

export type TestStaff = Awaited<ReturnType<typeof addStaff>>;

/** A staff member created the way `npm run staff -- add` creates one (with an audit row from the command line). */
export async function addStaff(t: Pick<TestApp, 'database'>, role: StaffRole, clock?: TestClock) {
  serial += 1;
  const db = t.database.db;
  const service = createStaffService({
    repository: createStaffRepository(db),
    limiter: createLimiter(createLimitRepository(db)),
    secretKey: staffSecretKey({ staffSecretKey: undefined }, db),
    ...(clock ? { now: clock.now } : {}),
  });
  const email = `staff.${role}.${process.pid}.${serial}@lumen.example`;
  const created = await service.create(
    { email, name: `${role} ${serial}`, role, password: STAFF_PASSWORD },
    { staffId: null },
  );
  return {
    id: created.staff.id,
    email,
    role,
    secret: created.totpSecret,
    recoveryCodes: created.recoveryCodes,
  };
}

/** POST /api/admin/session with whatever is given. */
export const postStaffSession = (t: Pick<TestApp, 'app'>, body: object, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/session', payload: body, remoteAddress: ip });

/** Signs in with the current TOTP code, moving the clock one step first so no code is a replay. */
export async function signInStaff(t: Pick<TestApp, 'app'>, clock: TestClock, member: TestStaff): Promise<string> {
  clock.advance(30_000);
  const res = await postStaffSession(t, {
    email: member.email,
    password: STAFF_PASSWORD,
    code: totpCode(member.secret, clock.now()),
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => {
    count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
    return count;
  }, {});
