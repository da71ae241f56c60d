/** The audit log's reader: the back office's audit screen (its writer, `recordAudit`, is db/audit.ts). */
import type { AuditQuery } from '@lumen/contract/admin';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

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
