/**
 * SQL of staff onboarding: invitations, the owner-setup link, the pending authenticator secret and the one statement
 * that consumes a link. Consuming, creating the staff member, their recovery codes and the audit row is one
 * transaction, so a link makes exactly one staff member however many browsers complete it at once.
 */
import type { StaffRole } from '@lumen/contract/admin-roles';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { AlsoInTransaction, Db } from '../../db/client';
import { staff, staffInvitations, staffRecoveryCodes } from '../../db/schema/index';
import { auditedStaff } from './repository';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** What the audit log keeps of an invitation (never its token or a secret). */
const auditedInvitation = (row: InvitationRow) => ({
  kind: row.kind,
  email: row.email,
  name: row.name,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
});

/** An owner's invitation, by id, that nobody has accepted yet. */
const pendingInvitation = (id: string) =>
  and(eq(staffInvitations.id, id), eq(staffInvitations.kind, 'invitation'), isNull(staffInvitations.usedAt));

export function createOnboardingRepository(db: Db) {
  return {
    async findByTokenHash(tokenHash: string) {
      const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
      return row;
    },

    async findInvitation(id: string) {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(and(eq(staffInvitations.id, id), eq(staffInvitations.kind, 'invitation')));
      return row;
    },

    async staffEmailTaken(email: string) {
      const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
      return row !== undefined;
    },

    async hasActiveOwner() {
      const [row] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
        .limit(1);
      return row !== undefined;
    },

    /** An owner's invitation and its audit row: one transaction. */
    async invite(
      invitation: { id: string; tokenHash: string; email: string; name: string; role: StaffRole; expiresAt: Date },
      audit: Omit<AuditRecord, 'entity' | 'entityId' | 'before' | 'after'> & { staffId: string },
      also: AlsoInTransaction<InvitationRow>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffInvitations)
          .values({ ...invitation, kind: 'invitation', invitedBy: audit.staffId })
          .returning();
        if (!row) throw new Error('invitation not created');
        await recordAudit(tx, {
          ...audit,
          entity: 'staff_invitation',
          entityId: row.id,
          after: auditedInvitation(row),
        });
        await also(tx, row);
        return row;
      });
    },

    /** The owner's invitations not yet accepted, newest first (withdrawn ones are deleted). */
    async pendingInvitations() {
      return db
        .select()
        .from(staffInvitations)
        .where(and(eq(staffInvitations.kind, 'invitation'), isNull(staffInvitations.usedAt)))
        .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
    },

    /**
     * Gives a pending invitation a new token and a new expiry (the old link stops working) and writes its audit row;
     * undefined when it was accepted or withdrawn in the meantime. One conditional update, so it cannot race the
     * setup's consuming update into a second account.
     */
    async renewInvitation(
      id: string,
      renewal: { tokenHash: string; expiresAt: Date },
      audit: Omit<AuditRecord, 'entity' | 'entityId' | 'before' | 'after'> & { staffId: string },
      also: AlsoInTransaction<InvitationRow>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffInvitations)
          .set({ ...renewal, pendingTotpSecret: null })
          .where(pendingInvitation(id))
          .returning();
        if (!row) return undefined;
        await recordAudit(tx, {
          ...audit,
          entity: 'staff_invitation',
          entityId: row.id,
          after: auditedInvitation(row),
        });
        await also(tx, row);
        return row;
      });
    },

    /** Withdraws a pending invitation (its row goes; the audit log keeps what it was); undefined when it was not. */
    async withdrawInvitation(
      id: string,
      audit: Omit<AuditRecord, 'entity' | 'entityId' | 'before' | 'after'> & { staffId: string },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(staffInvitations).where(pendingInvitation(id)).returning();
        if (!row) return undefined;
        await recordAudit(tx, {
          ...audit,
          entity: 'staff_invitation',
          entityId: row.id,
          before: auditedInvitation(row),
        });
        return row;
      });
    },

    /**
     * The unused owner-setup link, made when there is none usable: an expired one is retired first, then the insert
     * is a no-op when another process made one in the meantime (the partial unique index allows one unused link).
     * `tokenHashFor` derives the new link's token hash from its id.
     */
    async ownerSetupLink(now: Date, expiresAt: Date, newId: string, tokenHashFor: (id: string) => string) {
      return db.transaction(async (tx) => {
        await tx
          .update(staffInvitations)
          .set({ usedAt: now })
          .where(
            and(
              eq(staffInvitations.kind, 'owner-setup'),
              isNull(staffInvitations.usedAt),
              lte(staffInvitations.expiresAt, now),
            ),
          );
        const inserted = await tx
          .insert(staffInvitations)
          .values({ id: newId, kind: 'owner-setup', tokenHash: tokenHashFor(newId), role: 'owner', expiresAt })
          .onConflictDoNothing()
          .returning({ id: staffInvitations.id });
        const [row] = await tx
          .select()
          .from(staffInvitations)
          .where(and(eq(staffInvitations.kind, 'owner-setup'), isNull(staffInvitations.usedAt)));
        if (!row) throw new Error('owner-setup link not found after it was made');
        return { row, created: inserted.length === 1 };
      });
    },

    /** Keeps a fresh authenticator secret on a link that is still usable; false when it no longer is. */
    async setPendingSecret(id: string, sealedSecret: string, now: Date) {
      const rows = await db
        .update(staffInvitations)
        .set({ pendingTotpSecret: sealedSecret })
        .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
        .returning({ id: staffInvitations.id });
      return rows.length === 1;
    },

    /**
     * Consumes the link (one `update … where token_hash = … and used_at is null and expires_at > now returning`, so
     * an invitation resent or withdrawn meanwhile is not consumed) and creates the staff
     * member with their recovery codes and the audit row, all in one transaction. The owner-setup link also needs the
     * shop to have no active owner still, checked under a lock on the owners' rows. Answers 'gone' when the link was
     * consumed by someone else, expired, or an owner now exists.
     */
    async complete(
      link: { id: string; tokenHash: string; kind: InvitationRow['kind']; now: Date },
      member: {
        id: string;
        email: string;
        name: string;
        role: StaffRole;
        passwordHash: string;
        totpSecret: string;
        lastTotpStep: number;
      },
      recoveryCodeHashes: string[],
      requestId: string | undefined,
    ) {
      return db.transaction(async (tx) => {
        if (link.kind === 'owner-setup') {
          const owners = await tx
            .select({ id: staff.id })
            .from(staff)
            .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
            .for('update');
          if (owners.length > 0) return 'owner-exists' as const;
        }
        const [consumed] = await tx
          .update(staffInvitations)
          .set({ usedAt: link.now, pendingTotpSecret: null })
          .where(
            and(
              eq(staffInvitations.id, link.id),
              eq(staffInvitations.tokenHash, link.tokenHash),
              isNull(staffInvitations.usedAt),
              gt(staffInvitations.expiresAt, link.now),
            ),
          )
          .returning();
        if (!consumed) return 'gone' as const;
        const [row] = await tx.insert(staff).values(member).returning();
        if (!row) throw new Error('staff member not created');
        await tx
          .insert(staffRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ staffId: row.id, codeHash })));
        await recordAudit(tx, {
          staffId: row.id,
          source: 'admin',
          action: link.kind === 'owner-setup' ? 'staff.owner_setup' : 'staff.accept_invitation',
          entity: 'staff',
          entityId: row.id,
          after: { ...auditedStaff(row), invitation_id: consumed.id, invited_by: consumed.invitedBy },
          requestId: requestId ?? null,
        });
        return row;
      });
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
