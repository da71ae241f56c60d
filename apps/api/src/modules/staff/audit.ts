/**
 * The audit writer and reader. `recordAudit` runs inside the transaction of the change it records, so a change and
 * its audit row commit or fail together. The table refuses UPDATE and DELETE (migration 0006).
 */
import type { AuditQuery } from '@lumen/contract/admin';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

type Executor = Pick<Db, 'insert'>;

export type AuditRecord = {
  /** The staff member who made the change; null for the command line. */
  staffId: string | null;
  source?: 'admin' | 'cli';
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: record.staffId,
    source: record.source ?? (record.staffId === null ? 'cli' : 'admin'),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    requestId: record.requestId ?? null,
  });
}

const DAY_MS = 24 * 60 * 60_000;

export function createAuditRepository(db: Db) {
  return {
    /** Newest first; `to` includes its whole day. Answers one row more than asked, to tell whether a page follows. */
    async list(query: AuditQuery) {
      const conditions = [
        query.staff_id ? eq(auditLog.staffId, query.staff_id) : undefined,
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lt(auditLog.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
        query.cursor ? sql`${auditLog.id} < ${Number(query.cursor)}` : undefined,
      ];
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
