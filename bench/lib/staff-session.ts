/**
 * A staff member and a signed-in session for a bench's back-office calls, written straight into the database as a
 * sign-in would leave them (no password or TOTP: the benches measure the calls, not the sign-in). Answers the bearer
 * token.
 */
import type { StaffRole } from '@lumen/contract/admin-roles';
import type { Db } from '../../apps/api/src/db/client';
import { staff, staffSessions } from '../../apps/api/src/db/schema';
import { hashToken, newSessionToken } from '../../apps/api/src/modules/auth/tokens';

export async function mintStaffSession(
  db: Db,
  member: { email: string; name: string; role: StaffRole },
  hours: number,
): Promise<string> {
  const [row] = await db
    .insert(staff)
    .values({ ...member, passwordHash: 'bench-no-sign-in', totpSecret: 'bench-no-sign-in' })
    .returning({ id: staff.id });
  if (!row) throw new Error('no staff member');
  const token = newSessionToken();
  const now = new Date();
  await db.insert(staffSessions).values({
    staffId: row.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
  });
  return token;
}
