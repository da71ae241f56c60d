/** The audit log's reader: the back office's audit screen (its writer, `recordAudit`, is db/audit.ts). */
import type { AuditQuery } from '@lumen/contract/admin';
import { SHOP } from '@lumen/contract/shop';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** The instant a day on the shop's clock starts (the screen shows each entry's time on that clock). */
const shopDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP.timeZone})`;
/** The instant the day after `day` starts on the shop's clock. */
const shopDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP.timeZone})`;

export function createAuditRepository(db: Db) {
  return {
    /**
     * Newest first; `from` and `to` are days on the shop's clock, `to` included whole. Answers one row more than
     * asked, to tell whether a page follows.
     */
    async list(query: AuditQuery) {
      const conditions = [
        query.staff_id ? eq(auditLog.staffId, query.staff_id) : undefined,
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.from ? gte(auditLog.at, shopDayStart(query.from)) : undefined,
        query.to ? lt(auditLog.at, shopDayEnd(query.to)) : undefined,
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
