/**
 * SQL of the clean-up: deletes rows that no longer mean anything (expired sessions and codes, ended limit windows,
 * old outbox messages), a bounded batch per statement.
 *
 * Safe with several processes without a lock between them: each batch is one statement that picks its rows with
 * `for update skip locked`, so two processes cleaning at once delete different rows, never wait on each other and
 * never fail; deleting a row that is already gone is simply nothing to do.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  assistantConversations,
  authLimits,
  deliveries,
  identifierChanges,
  otpCodes,
  outboxMessages,
  sessions,
  staffSessions,
} from '../../db/schema';

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

export function createMaintenanceRepository(db: Db) {
  /** Deletes up to `batch` rows of `table` that match `where` and no one else is deleting now; answers how many. */
  async function deleteBatch(table: PgTable, key: PgColumn, where: SQL, batch: number): Promise<number> {
    const result = await db.execute(sql`
      delete from ${table} where ${key} in (
        select ${key} from ${table} where ${where} limit ${batch} for update skip locked
      )
      returning 1 as deleted`);
    return rowsOf(result).length;
  }

  return {
    /** Sessions past their absolute expiry, or not seen since `idleBefore`. */
    sessions: (expiredBefore: Date, idleBefore: Date, batch: number) =>
      deleteBatch(
        sessions,
        sessions.id,
        sql`${sessions.expiresAt} < ${at(expiredBefore)} or ${sessions.lastSeenAt} < ${at(idleBefore)}`,
        batch,
      ),

    /** Staff sessions past their absolute end, idle since `idleBefore`, or revoked. */
    staffSessions: (expiredBefore: Date, idleBefore: Date, batch: number) =>
      deleteBatch(
        staffSessions,
        staffSessions.id,
        sql`${staffSessions.expiresAt} < ${at(expiredBefore)} or ${staffSessions.lastSeenAt} < ${at(idleBefore)} or ${staffSessions.revokedAt} is not null`,
        batch,
      ),

    /** One-time codes past their expiry, and spent ones. */
    otpCodes: (expiredBefore: Date, batch: number) =>
      deleteBatch(
        otpCodes,
        otpCodes.id,
        sql`${otpCodes.expiresAt} < ${at(expiredBefore)} or ${otpCodes.consumedAt} is not null`,
        batch,
      ),

    /** Pending e-mail or mobile changes whose code has expired. */
    identifierChanges: (expiredBefore: Date, batch: number) =>
      deleteBatch(
        identifierChanges,
        identifierChanges.id,
        sql`${identifierChanges.expiresAt} < ${at(expiredBefore)}`,
        batch,
      ),

    /** Limit counters whose window has ended (the next check starts a new window anyway). */
    authLimits: (endedBefore: Date, batch: number) =>
      deleteBatch(authLimits, authLimits.key, sql`${authLimits.windowEndsAt} < ${at(endedBefore)}`, batch),

    /** Development outbox messages nobody will read any more. */
    outboxMessages: (createdBefore: Date, batch: number) =>
      deleteBatch(outboxMessages, outboxMessages.id, sql`${outboxMessages.createdAt} < ${at(createdBefore)}`, batch),

    /** Messages sent or given up long ago (one still waiting or retrying is never deleted). */
    deliveries: (createdBefore: Date, batch: number) =>
      deleteBatch(
        deliveries,
        deliveries.id,
        sql`${deliveries.createdAt} < ${at(createdBefore)} and ${deliveries.state} in ('sent', 'failed')`,
        batch,
      ),

    /** Shop assistant conversations started long ago, with their turns (a hand-off's inbox message stays). */
    assistantConversations: (createdBefore: Date, batch: number) =>
      deleteBatch(
        assistantConversations,
        assistantConversations.id,
        sql`${assistantConversations.createdAt} < ${at(createdBefore)}`,
        batch,
      ),
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
