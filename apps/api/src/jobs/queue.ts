/**
 * The job queue (decision 029): pg-boss on the shop's own database — PGlite or PostgreSQL — for every message and
 * every scheduled task. A job is put on the queue in the transaction of the change that causes it (`send(tx, …)`),
 * claimed by one worker of one process (`FOR UPDATE SKIP LOCKED`), retried with exponential backoff when it fails,
 * and picked up again after its lease (`expireInSeconds`) when the process that held it died. Scheduled tasks are
 * pg-boss's cron schedules: one job per slot for the whole fleet, whichever process takes it.
 *
 * The workers are ours (workers.ts): each job of a batch succeeds or fails on its own, a full batch is followed at once
 * by the next, and tests `drain()` the queues in their own turn.
 */
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { pgliteExecutor, transactionExecutor } from './executor';
import { createWorkers } from './workers';

/** A queue and how its jobs are retried (pg-boss's retry delay doubles from `retryDelay` seconds, with jitter). */
export type QueueSpec = {
  name: string;
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** A job not finished within this is taken to be lost with its process, and tried again. */
  expireInSeconds: number;
  /** Jobs claimed and run together by one worker. */
  batchSize: number;
};

export type Job<T> = PgBoss.JobWithMetadata<T>;
/** Runs one job; `stopping` is aborted when the process begins to shut down (a long job stops between steps). */
export type JobHandler<T> = (job: Job<T>, stopping: AbortSignal) => Promise<void>;

export type JobQueueOptions = {
  database: Database;
  logger: Logger;
  /** Whether this process works the queues and keeps the schedules (tests drain by hand instead). */
  work: boolean;
  /** How often an idle worker looks for new jobs. */
  pollMs?: number;
  /** How often the schedules are looked at (pg-boss's cron monitor and worker; 30 s and 5 s by default). */
  scheduleCheckSeconds?: number;
  /** How often lost jobs are looked for — a job whose lease ran out is retried (30 s by default). */
  upkeepSeconds?: number;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

const SCHEMA = 'pgboss';

export function createJobQueue(options: JobQueueOptions) {
  const { database, logger } = options;
  const boss = new PgBoss({
    schema: SCHEMA,
    // The shop's own connections: on PostgreSQL its pool, with its timeouts and its handling of stalled connections
    // (a queue never hangs on a database that stopped answering); on PGlite its one connection.
    db: database.kind === 'pglite' ? pgliteExecutor(database) : transactionExecutor(database.db),
    // pg-boss's own upkeep (expiring lost jobs, archiving finished ones) and the cron clock, in working processes.
    supervise: options.work,
    schedule: options.work,
    migrate: true,
    maintenanceIntervalSeconds: options.upkeepSeconds ?? 30,
    ...(options.scheduleCheckSeconds
      ? {
          cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
          cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
        }
      : {}),
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue: database error; the queue carries on when it answers'));

  const handlers = new Map<string, { spec: QueueSpec; handler: JobHandler<never> }>();
  const schedules = new Map<string, string | null>();
  /** Queues this process has ever put jobs on: what `drain` looks at by default. */
  const touched = new Set<string>();
  /** The drain under way: drains take turns, so a caller's drain ends only once every earlier one has. */
  let draining: Promise<unknown> = Promise.resolve();
  const workers = createWorkers({ boss, handlers, logger, pollMs: options.pollMs ?? 250 });

  async function ensureQueues() {
    const existing = new Set(((await boss.getQueues()) as { name: string }[]).map((queue) => queue.name));
    for (const { spec } of handlers.values()) {
      const { name } = spec;
      const settings = {
        name,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelay,
        retryBackoff: true,
        expireInSeconds: spec.expireInSeconds,
      };
      if (existing.has(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, settings);
    }
  }

  return {
    /** Registers the handler of a queue (before `start`). */
    work<T>(spec: QueueSpec, handler: JobHandler<T>) {
      handlers.set(spec.name, { spec, handler: handler as JobHandler<never> });
    },

    /**
     * Runs `handler` once per slot of `cron` (minutes, in UTC) across every process: one job per slot, taken by one
     * worker. A null cron takes the schedule off. Register before `start`.
     */
    schedule(spec: QueueSpec, cron: string | null, handler: JobHandler<object>) {
      handlers.set(spec.name, { spec, handler: handler as JobHandler<never> });
      schedules.set(spec.name, cron);
    },

    /** Installs (or upgrades) the queue's tables and queues; in a working process, starts the workers and clock. */
    async start() {
      await boss.start();
      await ensureQueues();
      if (!options.work) return;
      for (const [name, cron] of schedules) {
        if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
        else await boss.unschedule(name);
      }
      workers.start([...handlers.keys()]);
    },

    /**
     * Puts a job on `name` inside `tx`, the transaction of the change that causes it: it exists if and only if the
     * change commits. Answers the job's id.
     */
    async send(tx: Db, name: string, data: object, jobOptions: { priority?: number } = {}) {
      touched.add(name);
      return boss.send(name, data, { ...jobOptions, db: transactionExecutor(tx) });
    },

    /** Puts several jobs, on any queues, inside `tx` in one statement (see `send`). */
    async sendMany(tx: Db, jobs: { name: string; data: object }[]) {
      if (jobs.length === 0) return;
      for (const job of jobs) touched.add(job.name);
      await boss.insert(jobs, { db: transactionExecutor(tx) });
    },

    /** Looks for new jobs on `name` now rather than at the next poll. */
    wake: workers.wake,

    /**
     * Runs every job that is due on `names` (by default, every queue this process has put jobs on) until none is
     * left — what the jobs put on other queues included. For tests, which do not work the queues in the background:
     * calls made at once drain in turn, so each call's drain ends after its own jobs have run, whoever ran them.
     */
    drain(names?: string[]) {
      const run = draining.then(async () => {
        const due = new Set(names ?? touched);
        while (due.size > 0) {
          for (const name of [...due]) {
            due.delete(name);
            if ((await workers.runBatch(name)) > 0) for (const other of names ?? touched) due.add(other);
          }
        }
      });
      draining = run.catch(() => undefined);
      return run;
    },

    /** How many jobs of `name` are waiting or retrying (monitoring and tests). */
    async size(name: string) {
      return boss.getQueueSize(name);
    },

    /**
     * Stops claiming and lets the jobs being run finish (each send has its own timeout) for up to `handBackAfterMs`;
     * a job still running then is handed back — failed, so that any process retries it — rather than left to its
     * lease. Then closes the queue's connections.
     */
    async stop(handBackAfterMs = 5_000) {
      await workers.stop(handBackAfterMs);
      await boss.stop({ graceful: false, wait: true, close: true });
    },
  };
}

/**
 * Installs (or upgrades) the queue's tables alone, with no queue, worker or clock: the build's PGlite template
 * (db/client.ts) ships them, so a first start and each API test file need not create them.
 */
export async function installJobSchema(database: Database, logger: Logger) {
  const queue = createJobQueue({ database, logger, work: false });
  await queue.start();
  await queue.stop();
}
