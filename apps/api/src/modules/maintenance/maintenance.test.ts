import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import {
  assistantConversations,
  authLimits,
  deliveries,
  identifierChanges,
  otpCodes,
  outboxMessages,
  sessions,
  staff,
  staffSessions,
  users,
} from '../../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { testLogger } from '../../test/logger';
import { createMaintenanceRepository, type MaintenanceRepository } from './repository';
import { createMaintenanceService, type MaintenanceOptions } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

const cleanup = (options: Partial<MaintenanceOptions> = {}, db = t.database.db) =>
  createMaintenanceService(createMaintenanceRepository(db), { logger: testLogger(), ...options });

let userSerial = 0;
async function customer() {
  userSerial += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Clean Up', email: `clean.${userSerial}@example.com`, mobile: `90000000${userSerial}` })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

const outboxRow = (recipient: string, createdAt: Date) => ({
  channel: 'email' as const,
  recipient,
  subject: 'Hello',
  text: 'Hello',
  createdAt,
});

/** What is left, by the marker each row carries. */
async function remaining() {
  const names = async (query: Promise<{ name: string }[]>) => (await query).map((row) => row.name).sort();
  const db = t.database.db;
  return {
    sessions: await names(db.select({ name: sessions.tokenHash }).from(sessions)),
    staff_sessions: await names(db.select({ name: staffSessions.tokenHash }).from(staffSessions)),
    otp_codes: await names(db.select({ name: otpCodes.codeHmac }).from(otpCodes)),
    identifier_changes: await names(db.select({ name: identifierChanges.newValue }).from(identifierChanges)),
    auth_limits: await names(db.select({ name: authLimits.key }).from(authLimits)),
    outbox_messages: await names(db.select({ name: outboxMessages.recipient }).from(outboxMessages)),
    deliveries: await names(db.select({ name: deliveries.recipient }).from(deliveries)),
    assistant_conversations: await names(
      db
        .select({ name: sql<string>`coalesce(${assistantConversations.userId}::text, 'visitor')` })
        .from(assistantConversations),
    ),
  };
}

beforeEach(async () => {
  await t.database.db.execute(
    sql`truncate ${sessions}, ${staffSessions}, ${otpCodes}, ${identifierChanges}, ${authLimits}, ${outboxMessages}, ${deliveries}, ${assistantConversations} cascade`,
  );
});

describe('the clean-up of expired rows', () => {
  it('deletes expired and idle sessions, expired and spent codes, ended changes and limits, old outbox rows, and nothing else', async () => {
    const [a, b] = [await customer(), await customer()];
    const db = t.database.db;
    await db.insert(sessions).values([
      { userId: a, tokenHash: 'expired', method: 'password', expiresAt: ago(MINUTE), lastSeenAt: ago(MINUTE * 2) },
      { userId: a, tokenHash: 'idle', method: 'otp', expiresAt: ahead(10 * DAY), lastSeenAt: ago(7 * DAY + MINUTE) },
      { userId: a, tokenHash: 'live', method: 'password', expiresAt: ahead(10 * DAY), lastSeenAt: ago(6 * DAY) },
    ]);
    const [member] = await db
      .insert(staff)
      .values({ email: `m${a}@lumen.example`, name: 'M', role: 'support', passwordHash: 'x', totpSecret: 'x' })
      .returning();
    const staffId = member?.id ?? '';
    await db.insert(staffSessions).values([
      { staffId, tokenHash: 'expired', expiresAt: ago(MINUTE), lastSeenAt: ago(2 * MINUTE) },
      { staffId, tokenHash: 'idle', expiresAt: ahead(DAY), lastSeenAt: ago(31 * MINUTE) },
      { staffId, tokenHash: 'revoked', expiresAt: ahead(DAY), lastSeenAt: ago(MINUTE), revokedAt: ago(MINUTE) },
      { staffId, tokenHash: 'live', expiresAt: ahead(DAY), lastSeenAt: ago(29 * MINUTE) },
    ]);
    await db.insert(otpCodes).values([
      { userId: a, channel: 'email', codeHmac: 'expired', expiresAt: ago(MINUTE) },
      { userId: a, channel: 'sms', codeHmac: 'spent', expiresAt: ahead(5 * MINUTE), consumedAt: ago(MINUTE) },
      { userId: b, channel: 'email', codeHmac: 'live', expiresAt: ahead(5 * MINUTE) },
    ]);
    await db.insert(identifierChanges).values([
      { userId: a, kind: 'email', newValue: 'expired', codeHmac: 'x', expiresAt: ago(MINUTE) },
      { userId: a, kind: 'mobile', newValue: 'live', codeHmac: 'x', expiresAt: ahead(5 * MINUTE) },
    ]);
    await db.insert(authLimits).values([
      { key: 'ended', count: 3, windowEndsAt: ago(MINUTE) },
      { key: 'live', count: 3, windowEndsAt: ahead(MINUTE) },
    ]);
    await db
      .insert(outboxMessages)
      .values([outboxRow('old', ago(7 * DAY + MINUTE)), outboxRow('recent', ago(6 * DAY))]);
    const delivery = (recipient: string, state: 'sent' | 'failed' | 'retrying', createdAt: Date) => ({
      id: randomUUID(),
      ...outboxRow(recipient, createdAt),
      kind: 'order' as const,
      state,
    });
    await db
      .insert(deliveries)
      .values([
        delivery('old-sent', 'sent', ago(91 * DAY)),
        delivery('old-failed', 'failed', ago(91 * DAY)),
        delivery('old-retrying', 'retrying', ago(91 * DAY)),
        delivery('recent-sent', 'sent', ago(89 * DAY)),
      ]);
    await db
      .insert(assistantConversations)
      .values([{ createdAt: ago(91 * DAY) }, { userId: b, createdAt: ago(89 * DAY) }]);

    const logger = testLogger();
    const deleted = await cleanup({ logger }).runOnce();

    expect(deleted).toEqual({
      sessions: 2,
      staff_sessions: 3,
      otp_codes: 2,
      identifier_changes: 1,
      auth_limits: 1,
      outbox_messages: 1,
      deliveries: 2,
      assistant_conversations: 1,
    });
    expect(await remaining()).toEqual({
      sessions: ['live'],
      staff_sessions: ['live'],
      otp_codes: ['live'],
      identifier_changes: ['live'],
      auth_limits: ['live'],
      outbox_messages: ['recent'],
      deliveries: ['old-retrying', 'recent-sent'],
      assistant_conversations: [String(b)],
    });
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith({ deleted }, 'expired rows removed');
  });
});

describe('a clean-up run', () => {
  it('deletes in bounded batches, and the next run goes on where the last stopped', async () => {
    await t.database.db
      .insert(outboxMessages)
      .values([
        ...Array.from({ length: 7 }, (_, i) => outboxRow(`old-${i}`, ago(8 * DAY))),
        outboxRow('recent', ago(DAY)),
      ]);
    const statements: number[] = [];
    const real = createMaintenanceRepository(t.database.db);
    const counting: MaintenanceRepository = {
      ...real,
      outboxMessages: async (before, batch) => {
        const count = await real.outboxMessages(before, batch);
        statements.push(count);
        return count;
      },
    };
    const service = createMaintenanceService(counting, { logger: testLogger(), batchSize: 2, maxBatches: 2 });
    expect((await service.runOnce()).outbox_messages).toBe(4);
    expect(statements).toEqual([2, 2]);
    expect((await remaining()).outbox_messages).toHaveLength(4);
    expect((await service.runOnce()).outbox_messages).toBe(3);
    expect(statements).toEqual([2, 2, 2, 1]);
    expect((await remaining()).outbox_messages).toEqual(['recent']);
  });

  it('logs a table that fails and still cleans the others; the run never throws', async () => {
    await t.database.db.insert(outboxMessages).values(outboxRow('old', ago(8 * DAY)));
    const logger = testLogger();
    const failure = new Error('relation is locked');
    const repository: MaintenanceRepository = {
      ...createMaintenanceRepository(t.database.db),
      sessions: async () => {
        throw failure;
      },
    };
    const deleted = await createMaintenanceService(repository, { logger }).runOnce();
    expect(deleted).toMatchObject({ sessions: 0, outbox_messages: 1 });
    expect(logger.error).toHaveBeenCalledWith(
      { err: failure, table: 'sessions' },
      'clean-up of expired rows failed; the next run tries again',
    );
    expect((await remaining()).outbox_messages).toEqual([]);
  });

  it('runs in two processes at once without failing, each expired row deleted once', async () => {
    const user = await customer();
    await t.database.db
      .insert(outboxMessages)
      .values([
        ...Array.from({ length: 1_500 }, (_, i) => outboxRow(`old-${i}`, ago(8 * DAY))),
        ...Array.from({ length: 20 }, (_, i) => outboxRow(`recent-${i}`, ago(DAY))),
      ]);
    await t.database.db.insert(sessions).values(
      Array.from({ length: 600 }, (_, i) => ({
        userId: user,
        tokenHash: `${i % 3 === 0 ? 'live' : 'expired'}-${i}`,
        method: 'password' as const,
        expiresAt: i % 3 === 0 ? ahead(DAY) : ago(MINUTE),
      })),
    );
    // A second process: its own connection pool to the same PostgreSQL database (PGlite has one connection).
    const other: Database | undefined =
      onPostgres && t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '' }) : undefined;
    try {
      const [firstLog, secondLog] = [testLogger(), testLogger()];
      const runs = await Promise.all([
        cleanup({ logger: firstLog, batchSize: 50 }).runOnce(),
        cleanup({ logger: secondLog, batchSize: 50 }, (other ?? t.database).db).runOnce(),
      ]);
      expect(firstLog.error).not.toHaveBeenCalled();
      expect(secondLog.error).not.toHaveBeenCalled();
      expect(runs.reduce((sum, run) => sum + run.outbox_messages, 0)).toBe(1_500);
      expect(runs.reduce((sum, run) => sum + run.sessions, 0)).toBe(400);
      const left = await remaining();
      expect(left.outbox_messages).toHaveLength(20);
      expect(left.outbox_messages.every((name) => name.startsWith('recent-'))).toBe(true);
      expect(left.sessions).toHaveLength(200);
      expect(left.sessions.every((name) => name.startsWith('live-'))).toBe(true);
    } finally {
      await other?.close();
    }
  });
});

describe('the scheduled clean-up', () => {
  it('is a job of the job queue: the scheduled job runs the clean-up', async () => {
    await t.database.db.insert(outboxMessages).values([outboxRow('old', ago(8 * DAY)), outboxRow('recent', ago(DAY))]);
    await t.database.db.transaction((tx) => t.app.jobs.send(tx, 'clean-up', {}));
    await t.app.jobs.drain(['clean-up']);
    const rows = await t.database.db.select({ recipient: outboxMessages.recipient }).from(outboxMessages);
    expect(rows.map((row) => row.recipient)).toEqual(['recent']);
  });

  it('stops between two statements once the process is shutting down', async () => {
    const shutdown = new AbortController();
    const real = createMaintenanceRepository(t.database.db);
    let calls = 0;
    const repository: MaintenanceRepository = {
      ...real,
      sessions: async (...args) => {
        calls += 1;
        shutdown.abort();
        await real.sessions(...args);
        return 2;
      },
    };
    const service = createMaintenanceService(repository, { logger: testLogger(), batchSize: 2 });
    const deleted = await service.runOnce(shutdown.signal);
    expect(calls).toBe(1);
    expect(deleted).toMatchObject({ sessions: 2, otp_codes: 0, outbox_messages: 0 });
  });
});
