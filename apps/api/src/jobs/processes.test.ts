/**
 * Several processes working one queue: each message is sent once however many workers there are, a job held by a
 * process that died is taken again after its lease, and a schedule runs once per slot for the whole fleet. Each
 * "process" is a job queue with its own connections to the file's database (on PostgreSQL, its own pool; PGlite is
 * one connection, so there the queues share it).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { deliveries } from '../db/schema';
import { createDeliveryRepository } from '../modules/deliveries/repository';
import { codeQueue, createDeliveries, messageQueue, sendJob } from '../modules/deliveries/service';
import { createEmailTransport } from '../notify/email';
import { type SmtpSink, startSmtpSink } from '../test/fakes/smtp-sink';
import { createTestDatabase, onPostgres } from '../test/harness';
import { testLogger } from '../test/logger';
import { createJobQueue, type JobQueue } from './queue';

let sink: SmtpSink;
let test: Awaited<ReturnType<typeof createTestDatabase>>;
const opened: Database[] = [];
const queues: JobQueue[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  test = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const database of opened) await database.close();
  await test.drop();
  await sink.stop();
});

/** A database connection of a "process" of its own: a new pool on PostgreSQL, the one PGlite otherwise. */
async function processDatabase(): Promise<Database> {
  if (!onPostgres || !test.url) return test.database;
  const database = await openDatabase({ databaseUrl: test.url, dataDir: '' });
  opened.push(database);
  return database;
}

/** A working process that sends messages to the SMTP sink. */
async function messageProcess() {
  const database = await processDatabase();
  const jobs = createJobQueue({ database, logger: testLogger(), work: true, pollMs: 100 });
  queues.push(jobs);
  const repository = createDeliveryRepository(database.db);
  const email = createEmailTransport({ smtpUrl: sink.url, from: 'Lumen Jewels <orders@lumen.example>' });
  const send = sendJob({ repository, notifier: email, logger: testLogger() });
  jobs.work(codeQueue, send);
  jobs.work(messageQueue(1), send);
  await jobs.start();
  return { database, jobs, deliveries: createDeliveries({ repository, jobs }) };
}

describe('two processes working the message queue', () => {
  it('send 200 messages as 200 deliveries: none twice, none lost', async () => {
    const [first, second] = [await messageProcess(), await messageProcess()];
    for (let batch = 0; batch < 20; batch++) {
      const from = batch % 2 === 0 ? first : second;
      await from.database.db.transaction((tx) =>
        from.deliveries.enqueue(
          tx,
          Array.from({ length: 10 }, (_, i) => ({
            channel: 'email' as const,
            to: `buyer.${batch * 10 + i}@example.com`,
            subject: `Order ${batch * 10 + i}`,
            text: 'Thank you.',
            kind: 'order' as const,
          })),
        ),
      );
    }
    await vi.waitFor(
      async () => {
        const [row] = await first.database.db
          .select({ sent: sql<number>`count(*)::int` })
          .from(deliveries)
          .where(eq(deliveries.state, 'sent'));
        expect(row?.sent).toBe(200);
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(sink.accepted).toHaveLength(200);
    expect(new Set(sink.accepted.map((mail) => mail.messageId)).size).toBe(200);
    expect(new Set(sink.accepted.map((mail) => mail.to[0])).size).toBe(200);
  });
});

describe('a job held by a process that died', () => {
  it('is taken again by another process once its lease has run out, and finishes once', async () => {
    const database = await processDatabase();
    const runs: string[] = [];
    const spec = { name: 'lease-test', retryLimit: 2, retryDelay: 1, expireInSeconds: 1, batchSize: 1 };
    // The first process claims the job and never finishes it (as if killed while running it).
    const dead = createJobQueue({ database, logger: testLogger(), work: false });
    queues.push(dead);
    dead.work(spec, () => new Promise<void>(() => undefined));
    await dead.start();
    await database.db.transaction((tx) => dead.send(tx, spec.name, { n: 1 }));
    void dead.drain([spec.name]);
    await vi.waitFor(async () => expect(await dead.size(spec.name)).toBe(0));
    // A live process, whose upkeep expires the lost job and retries it.
    const live = createJobQueue({
      database: await processDatabase(),
      logger: testLogger(),
      work: true,
      pollMs: 100,
      upkeepSeconds: 1,
    });
    queues.push(live);
    live.work(spec, async (job) => {
      runs.push(job.id);
    });
    await live.start();
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 30_000, interval: 200 });
  });
});

describe('a process shutting down while it runs a job', () => {
  it('hands the job back once its wait is over, for any process to retry at once', async () => {
    const database = await processDatabase();
    const spec = { name: 'hand-back', retryLimit: 2, retryDelay: 1, expireInSeconds: 600, batchSize: 1 };
    const started: string[] = [];
    const stopping = createJobQueue({ database, logger: testLogger(), work: true, pollMs: 100 });
    stopping.work(spec, async (job) => {
      started.push(job.id);
      await new Promise<void>(() => undefined);
    });
    await stopping.start();
    await database.db.transaction((tx) => stopping.send(tx, spec.name, {}));
    await vi.waitFor(() => expect(started).toHaveLength(1));
    await stopping.stop(100);
    // Failed with a retry due, not left active until its 10-minute lease runs out.
    const [job] = await database.db
      .execute<{ state: string; output: { message?: string } }>(
        sql`select state, output from pgboss.job where name = ${spec.name}`,
      )
      .then((result) => (result as unknown as { rows: { state: string; output: { message?: string } }[] }).rows);
    expect(job).toMatchObject({ state: 'retry', output: { message: 'handed back: the process was shutting down' } });
  });
});

describe.runIf(onPostgres)('a schedule with two processes', () => {
  it('runs once per slot, whichever process takes it', async () => {
    const runs: { job: string; by: string }[] = [];
    const spec = { name: 'tick', retryLimit: 0, retryDelay: 60, expireInSeconds: 60, batchSize: 1 };
    const fleet: JobQueue[] = [];
    for (const by of ['a', 'b']) {
      const jobs = createJobQueue({
        database: await processDatabase(),
        logger: testLogger(),
        work: true,
        pollMs: 100,
        scheduleCheckSeconds: 1,
      });
      queues.push(jobs);
      fleet.push(jobs);
      jobs.schedule(spec, '* * * * *', async (job) => {
        runs.push({ job: job.id, by });
      });
      await jobs.start();
    }
    // Two slots: the first within a minute, the next a minute later. Then the fleet stops, so what it did is final.
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), { timeout: 150_000, interval: 500 });
    for (const jobs of fleet) await jobs.stop();
    // Each minute's slot was taken once (pg-boss's "send-it" job for the schedule, one per minute for the whole
    // fleet), each slot put one job on the queue, and each job ran once. Not judged by the minute a run started in:
    // a slot taken late in its minute may run just after the next one begins.
    const { rows: slots } = (await test.database.db.execute<{ slot: string }>(
      sql`select singleton_on::text as slot from pgboss.job where name = '__pgboss__send-it' and singleton_key = ${spec.name}`,
    )) as unknown as { rows: { slot: string }[] };
    const { rows: ticks } = (await test.database.db.execute<{ id: string }>(
      sql`select id::text from pgboss.job where name = ${spec.name}`,
    )) as unknown as { rows: { id: string }[] };
    expect(new Set(slots.map((row) => row.slot)).size).toBe(slots.length);
    expect(ticks.length).toBeLessThanOrEqual(slots.length);
    expect(new Set(runs.map((run) => run.job)).size).toBe(runs.length);
    expect(runs.every((run) => ticks.some((tick) => tick.id === run.job))).toBe(true);
  }, 180_000);
});
