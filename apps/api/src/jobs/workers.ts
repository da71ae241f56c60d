/**
 * The job queue's workers (queue.ts): a loop per queue over pg-boss's fetch, complete and fail. Each job of a batch
 * succeeds or fails on its own; a full batch is followed at once by the next; an idle worker looks again every
 * `pollMs`. On stop, a job still running after a short wait is handed back (failed, so any process retries it).
 */
import type PgBoss from 'pg-boss';
import type { Logger } from '../lib/logger';
import type { JobHandler, QueueSpec } from './queue';

export function createWorkers(options: {
  boss: PgBoss;
  handlers: Map<string, { spec: QueueSpec; handler: JobHandler<never> }>;
  logger: Logger;
  pollMs: number;
}) {
  const { boss, handlers, logger } = options;
  const wakers = new Map<string, () => void>();
  const loops: Promise<void>[] = [];
  let stopping = false;
  const shutdown = new AbortController();
  /** The jobs this process is running, by id: what `stop` hands back if they outlast its wait. */
  const running = new Map<string, string>();

  /** Runs one job; a failure is recorded for its retry (or, when that fails too, left to expire). */
  async function run(name: string, handler: JobHandler<never>, job: PgBoss.JobWithMetadata<never>) {
    running.set(job.id, name);
    try {
      await handler(job, shutdown.signal);
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      try {
        await boss.fail(name, job.id, { message });
        logger.info({ queue: name, job: job.id }, 'job queue: a job failed; recorded for its retry');
      } catch (failed) {
        logger.error({ err: failed, queue: name }, 'job queue: a failed job could not be recorded; it expires');
      }
      return false;
    } finally {
      running.delete(job.id);
    }
  }

  /** Claims one batch of `name` and runs it; answers how many jobs it claimed. */
  async function runBatch(name: string): Promise<number> {
    const entry = handlers.get(name);
    if (!entry) return 0;
    const jobs = (await boss.fetch<never>(name, { batchSize: entry.spec.batchSize, includeMetadata: true })) ?? [];
    const succeeded = await Promise.all(jobs.map((job) => run(name, entry.handler, job)));
    const done = jobs.filter((_, i) => succeeded[i]).map((job) => job.id);
    // A completion that does not reach the database leaves the job to expire and run again: handlers are idempotent.
    if (done.length > 0) await boss.complete(name, done);
    return jobs.length;
  }

  async function loop(name: string) {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runBatch(name);
      } catch (err) {
        logger.error({ err, queue: name }, 'job queue: a batch failed; the worker tries again');
      }
      if (claimed === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          wakers.set(name, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        wakers.delete(name);
      }
    }
  }

  return {
    runBatch,

    start(names: string[]) {
      for (const name of names) loops.push(loop(name));
    },

    wake(name: string) {
      wakers.get(name)?.();
    },

    /** Stops claiming; waits up to `handBackAfterMs` for the jobs being run, then hands back those still running. */
    async stop(handBackAfterMs: number) {
      stopping = true;
      shutdown.abort();
      for (const wake of wakers.values()) wake();
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(loops).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), handBackAfterMs);
        }),
      ]);
      clearTimeout(timer);
      if (finished) return;
      for (const [id, name] of running) {
        await boss.fail(name, id, { message: 'handed back: the process was shutting down' }).catch(() => undefined);
        logger.warn({ queue: name, job: id }, 'job queue: a job was handed back at shutdown');
      }
    },
  };
}
