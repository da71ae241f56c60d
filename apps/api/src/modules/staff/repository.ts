/**
 * SQL of staff accounts, their sessions and recovery codes. The one-time rules (a TOTP step once per account, a
 * recovery code once, a session's idle and absolute ends) are each one atomic statement.
 */
import type { StaffRole } from '@lumen/contract/admin-roles';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/index';

export type StaffRow = typeof staff.$inferSelect;
export type SignedInStaff = { sessionId: string; id: string; email: string; name: string; role: StaffRole };

/** What the audit log keeps of a staff member (never a hash or a secret). */
export const auditedStaff = (row: Pick<StaffRow, 'email' | 'name' | 'role' | 'disabledAt'>) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
});

export function createStaffRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase())).limit(1);
      return row;
    },

    /** A new staff member with their recovery codes and the audit row: one transaction. */
    async create(
      member: { id: string; email: string; name: string; role: StaffRole; passwordHash: string; totpSecret: string },
      recoveryCodeHashes: string[],
      audit: Omit<AuditRecord, 'entity' | 'entityId' | 'after' | 'before'>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(staff).values(member).returning();
        if (!row) throw new Error('staff member not created');
        await tx
          .insert(staffRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ staffId: row.id, codeHash })));
        await recordAudit(tx, { ...audit, entity: 'staff', entityId: row.id, after: auditedStaff(row) });
        return row;
      });
    },

    /** Accepts `step` for the account only when it is newer than every step accepted before (no replay). */
    async acceptTotpStep(staffId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ lastTotpStep: step })
        .where(and(eq(staff.id, staffId), sql`${staff.lastTotpStep} < ${step}`))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /** Spends the recovery code with this hash; true for exactly one caller. */
    async useRecoveryCode(staffId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    async createSession(session: { staffId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      await db.insert(staffSessions).values({
        staffId: session.staffId,
        tokenHash: session.tokenHash,
        createdAt: session.now,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
      });
    },

    /**
     * Checks and touches a session in one statement: it must be unrevoked, within its absolute end, seen within the
     * idle limit, and its staff member enabled. Answers the signed-in staff member, or undefined.
     */
    async useSession(tokenHash: string, now: Date, idleMs: number): Promise<SignedInStaff | undefined> {
      const idleSince = new Date(now.getTime() - idleMs).toISOString();
      const [row] = rowsOf<{ session_id: string; id: string; email: string; name: string; role: StaffRole }>(
        await db.execute(sql`
          update ${staffSessions} as s set last_seen_at = ${now.toISOString()}::timestamptz
          from ${staff} as m
          where s.token_hash = ${tokenHash} and m.id = s.staff_id
            and s.revoked_at is null and m.disabled_at is null
            and s.expires_at > ${now.toISOString()}::timestamptz
            and s.last_seen_at > ${idleSince}::timestamptz
          returning s.id as session_id, m.id, m.email, m.name, m.role`),
      );
      return row
        ? { sessionId: row.session_id, id: row.id, email: row.email, name: row.name, role: row.role }
        : undefined;
    },

    async revokeSession(sessionId: string) {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Every staff member with the number of their live sessions, owners first. */
    async list(now: Date) {
      return db
        .select({
          id: staff.id,
          email: staff.email,
          name: staff.name,
          role: staff.role,
          disabledAt: staff.disabledAt,
          createdAt: staff.createdAt,
          // The outer row qualified by hand: in a one-table select Drizzle writes a bare "id", which inside this
          // sub-select would be the session's own id.
          activeSessions: sql<number>`(select count(*)::int from ${staffSessions} s where s.staff_id = "staff"."id"
            and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz)`,
        })
        .from(staff)
        .orderBy(sql`${staff.role} <> 'owner'`, asc(staff.name));
    },

    /** Ends every live session of the staff member and records it: one transaction. Answers how many ended. */
    async revokeAllSessions(staffId: string, audit: Omit<AuditRecord, 'entity' | 'entityId'>) {
      return db.transaction(async (tx) => {
        const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
        if (!member) return undefined;
        const ended = await tx
          .update(staffSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
          .returning({ id: staffSessions.id });
        await recordAudit(tx, {
          ...audit,
          entity: 'staff',
          entityId: staffId,
          after: { sessions_ended: ended.length },
        });
        return ended.length;
      });
    },

    /**
     * Disables/enables a staff member or changes their role, in one transaction with its audit row. The active
     * owners' rows are locked first, so two parallel changes cannot both remove "the other" last owner. Disabling
     * ends every session. Answers 'not-found', 'last-owner' or the changed row.
     */
    async update(
      staffId: string,
      change: { disabled?: boolean | undefined; role?: StaffRole | undefined },
      audit: Omit<AuditRecord, 'entity' | 'entityId' | 'before' | 'after'>,
    ) {
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
          .for('update');
        const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
        if (!before) return 'not-found' as const;
        const wasActiveOwner = before.role === 'owner' && before.disabledAt === null;
        const staysActiveOwner =
          (change.role ?? before.role) === 'owner' && !(change.disabled ?? before.disabledAt !== null);
        if (wasActiveOwner && !staysActiveOwner && owners.length <= 1) return 'last-owner' as const;
        const disabledAt =
          change.disabled === undefined
            ? before.disabledAt
            : change.disabled
              ? (before.disabledAt ?? new Date())
              : null;
        const [after] = await tx
          .update(staff)
          .set({ role: change.role ?? before.role, disabledAt })
          .where(eq(staff.id, staffId))
          .returning();
        if (!after) return 'not-found' as const;
        if (after.disabledAt !== null) {
          await tx
            .update(staffSessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
        }
        await recordAudit(tx, {
          ...audit,
          entity: 'staff',
          entityId: staffId,
          before: auditedStaff(before),
          after: auditedStaff(after),
        });
        return after;
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
