/**
 * The audit writer: every change a staff member (or the command line) makes is recorded by the module that makes it,
 * inside the transaction of the change, so a change and its audit row commit or fail together. The table refuses
 * UPDATE and DELETE (migration 0006); the staff module reads it (modules/staff/audit.ts).
 */
import type { Db } from './client';
import { auditLog } from './schema/index';

type Executor = Pick<Db, 'insert'>;

export type AuditRecord = {
  /** The staff member who made the change; null for the command line and the rate feed. */
  staffId: string | null;
  source?: 'admin' | 'cli' | 'feed';
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
