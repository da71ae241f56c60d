/**
 * The job queue (decision 029) on PostgreSQL: what putting a message on the queue adds to a transaction, how many
 * messages per second two working processes deliver to a local SMTP server, and how soon after the commit a message
 * reaches it when the shop is idle. Runs on a fresh database of the PostgreSQL server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end. Prints figures beside their budgets; never fails on them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../apps/api/src/db/client';
import { createJobQueue } from '../apps/api/src/jobs/queue';
import { createDeliveryRepository } from '../apps/api/src/modules/deliveries/repository';
import { createDeliveries, type Outgoing } from '../apps/api/src/modules/deliveries/service';
import { type Figure, fixed, loadAverage, printFigures, thousands, writeResults } from './lib/format';
import { percentile } from './lib/load';

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ENQUEUES = Number(process.env.BENCH_QUEUE_ENQUEUES ?? 2000);
const MESSAGES = Number(process.env.BENCH_QUEUE_MESSAGES ?? 5000);
const LATENCY_SAMPLES = Number(process.env.BENCH_QUEUE_LATENCY_SAMPLES ?? 100);
const here = path.dirname(fileURLToPath(import.meta.url));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An SMTP server that notes when each message (by subject) arrived. */
async function smtpSink() {
  const arrived = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const subject = /^Subject:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
        arrived.set(subject, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return { url, arrived, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freshDatabase() {
  const name = `lumen_bench_queue_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A working process (queue-worker.ts); resolves once it works the queues. */
function worker(databaseUrl: string, smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'queue-worker.ts'), databaseUrl, smtpUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`queue worker exited (${code}) before it was ready`)));
  });
}

async function stopWorkers(children: ChildProcess[]) {
  await Promise.all(
    children.map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

const message = (subject: string): Outgoing => ({
  channel: 'email',
  to: 'buyer@example.com',
  subject,
  text: 'Thank you for your order.',
  kind: 'order',
});

async function waitUntil(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const stats = (samples: number[]) => {
  const sorted = Float64Array.from(samples).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function main() {
  const target = await freshDatabase().catch((err: unknown) => {
    console.log(`Job queue bench skipped: no PostgreSQL at ${serverUrl} (${(err as Error).message})`);
    return undefined;
  });
  if (!target) return;
  const sink = await smtpSink();
  const database = await openDatabase({ databaseUrl: target.url, dataDir: '' });
  const jobs = createJobQueue({ database, logger: quiet, work: false });
  jobs.work({ name: 'messages', retryLimit: 12, retryDelay: 30, expireInSeconds: 120, batchSize: 50 }, async () => {});
  jobs.work(
    { name: 'messages-codes', retryLimit: 6, retryDelay: 2, expireInSeconds: 60, batchSize: 20 },
    async () => {},
  );
  await jobs.start();
  const deliveries = createDeliveries({ repository: createDeliveryRepository(database.db), jobs });
  const children: ChildProcess[] = [];
  try {
    console.log(`Job queue on PostgreSQL (a fresh database); load average ${loadAverage()}`);
    // 1. The enqueue inside a transaction: the message's row and its job, timed alone.
    const enqueue: number[] = [];
    for (let i = 0; i < ENQUEUES; i++) {
      await database.db.transaction(async (tx) => {
        const start = performance.now();
        await deliveries.enqueue(tx, message(`enqueue ${i}`));
        enqueue.push(performance.now() - start);
      });
    }
    await database.db.execute('truncate deliveries');
    await database.db.execute(`delete from pgboss.job where name = 'messages'`);
    const enqueueCost = stats(enqueue);

    // 2. Throughput: MESSAGES waiting, then two processes start working; until the sink has them all.
    for (let i = 0; i < MESSAGES; i += 100) {
      await database.db.transaction((tx) =>
        deliveries.enqueue(
          tx,
          Array.from({ length: Math.min(100, MESSAGES - i) }, (_, j) => message(`bulk ${i + j}`)),
        ),
      );
    }
    const start = performance.now();
    children.push(...(await Promise.all([worker(target.url, sink.url), worker(target.url, sink.url)])));
    await waitUntil(() => sink.arrived.size >= MESSAGES, 300_000);
    const perSecond = MESSAGES / ((performance.now() - start) / 1000);

    // 3. Latency at idle: one message at a time, from its commit to its arrival at the SMTP server.
    const latency: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const subject = `idle ${i}`;
      await database.db.transaction((tx) => deliveries.enqueue(tx, message(subject)));
      const committed = performance.now();
      await waitUntil(() => sink.arrived.has(subject), 30_000);
      latency.push((sink.arrived.get(subject) ?? committed) - committed);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 300));
    }
    const idle = stats(latency);

    const figures: Figure[] = [
      { label: 'enqueue in a transaction, p50', value: enqueueCost.p50, text: `${fixed(enqueueCost.p50, 2)} ms` },
      {
        label: 'enqueue in a transaction, p99',
        value: enqueueCost.p99,
        text: `${fixed(enqueueCost.p99, 2)} ms`,
        budget: { max: 1, unit: 'ms' },
      },
      {
        label: `throughput, 2 processes, ${thousands(MESSAGES)} messages`,
        value: perSecond,
        text: `${thousands(perSecond)} /s`,
        budget: { min: 500, unit: '/s' },
      },
      { label: 'commit to SMTP at idle, p50', value: idle.p50, text: `${fixed(idle.p50, 0)} ms` },
      {
        label: 'commit to SMTP at idle, p99',
        value: idle.p99,
        text: `${fixed(idle.p99, 0)} ms`,
        budget: { max: 1000, unit: 'ms' },
      },
    ];
    printFigures(figures);
    console.log(`  written to ${writeResults('queue', { enqueueCost, perSecond, idle, loadAverage: loadAverage() })}`);
  } finally {
    await stopWorkers(children);
    await jobs.stop();
    await database.close();
    await sink.close();
    await target.drop();
  }
}

await main();
