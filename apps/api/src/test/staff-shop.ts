/** A back-office suite's shop: the opening catalogue and one staff member of each role, opened before and closed after. */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { openShop } from './shopping-fixtures';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from './staff';

/** `use` is given the app once it is open; `as(role)` signs that role's member in and answers its headers. */
export function useStaffShop(use: (t: TestApp) => void, env: Record<string, string> = {}) {
  const clock = testClock();
  const members = {} as Record<StaffRole, TestStaff>;
  let opened: TestApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...env }, now: clock.now });
    opened = t;
    await openShop(t);
    for (const role of STAFF_ROLES) members[role] = await addStaff(t, role);
    use(t);
  });
  afterAll(() => opened?.close());
  const as = async (role: StaffRole) => {
    if (!opened) throw new Error('the staff shop is not open yet');
    return bearer(await signInStaff(opened, clock, members[role]));
  };
  return { clock, members, as };
}
