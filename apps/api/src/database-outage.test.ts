/**
 * A PostgreSQL server that goes away (refused, or stalled: connections accepted, nothing ever answered): routes that
 * need it answer 503 in the envelope with Retry-After, within the connect and query timeouts, and the app recovers
 * by itself when the server is back.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp, loggerOptions } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { createJobQueue } from './jobs/queue';
import { DATABASE_RETRY_AFTER_SECONDS } from './plugins/envelope-and-errors';
import { createTestDatabase, onPostgres } from './test/harness';
import { testLogger } from './test/logger';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

const GHOST = 'ghost.outage@example.com';
const calls: Record<'catalogue' | 'signIn' | 'account', InjectOptions> = {
  catalogue: { method: 'GET', url: '/api/catalog/products' },
  signIn: {
    method: 'POST',
    url: '/api/user/signIn',
    payload: { email: GHOST, Mobile_number: '', password: 'Wrong#Pass123' },
  },
  // The token guard looks the session up in the database.
  account: {
    method: 'GET',
    url: '/api/account/userData',
    headers: { authorization: `Bearer ${'a'.repeat(43)}` },
  },
};

describe.runIf(onPostgres)('while the database is unreachable', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  const logLines: string[] = [];

  const call = (name: keyof typeof calls) => app.inject(calls[name]);
  const expectUnavailable = async (name: keyof typeof calls) => {
    const res = await call(name);
    expect(res.statusCode, name).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.json()).toEqual({ status: false, message: expect.any(String), requestId: expect.any(String) });
  };
  /** Connections checked out of the pool and not given back; 0 whenever no request is running. */
  const checkedOut = () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return pool.totalCount - pool.idleCount;
  };
  const expectServed = async () => {
    expect((await call('catalogue')).statusCode).toBe(200);
    expect((await call('signIn')).statusCode).toBe(401);
    expect((await call('account')).statusCode).toBe(401);
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.close();
    const target = new URL(testDb.url ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({
      databaseUrl: proxy.url(testDb.url ?? ''),
      dataDir: '',
      connectTimeoutMs: 1_000,
      queryTimeoutMs: 1_000,
    });
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent',
        CATALOG_CACHE_SECONDS: '0',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      database,
      notifier: { send: async () => undefined },
      // The queue's own test is below; here no worker holds a connection while the pool is counted.
      workJobs: false,
      loggerInstance: pino(loggerOptions('warn') as pino.LoggerOptions, {
        write: (line: string) => logLines.push(line),
      }),
    });
  });
  // Each test breaks the network its own way; the next starts from a working one.
  afterEach(() => proxy.pass());
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.close().catch(() => undefined);
    await testDb?.drop();
  });

  it('answers 503 with Retry-After while the server refuses connections, and recovers', async () => {
    await expectServed();
    await proxy.refuse();
    for (const name of Object.keys(calls) as (keyof typeof calls)[]) await expectUnavailable(name);
    await proxy.pass();
    await expect.poll(async () => (await call('catalogue')).statusCode).toBe(200);
    await expectServed();
  });

  it('answers 503 with Retry-After while the server stalls for ever, and recovers', async () => {
    await expectServed();
    // Open connections stop answering, new ones are accepted and never answered: only the timeouts end a request.
    proxy.stall();
    for (const name of Object.keys(calls) as (keyof typeof calls)[]) await expectUnavailable(name);
    await proxy.pass();
    await expect.poll(async () => (await call('catalogue')).statusCode).toBe(200);
    await expectServed();
    expect(checkedOut()).toBe(0);
  });

  it.each([
    ['at BEGIN', false],
    ['inside a transaction', true],
  ])('drops a connection whose answer stalled %s, instead of keeping or reusing it', async (_where, inside) => {
    const transaction = (stallAfterBegin = false) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (stallAfterBegin) proxy.stall();
        await tx.execute(sql`select 1`);
      });
    await transaction();
    if (!inside) proxy.stall();
    const stalled = await transaction(inside).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(stalled)).toBe(true);
    // Connections that were open stay stalled for good (half-open, as after a network fault): each may fail once
    // more when first used, and must then be gone. A connection kept after its timeout would fail every time.
    await proxy.pass();
    let inARow = 0;
    for (let attempt = 0; attempt < 25 && inARow < 5; attempt++) {
      inARow = (await transaction().then(
        () => true,
        () => false,
      ))
        ? inARow + 1
        : 0;
    }
    expect(inARow).toBe(5);
    // Drizzle begins a transaction outside its try/finally: a failed BEGIN must not keep its connection for good.
    expect(checkedOut()).toBe(0);
  });

  it('the job queue: a change that cannot commit puts nothing on it; its workers wait out the outage and carry on', async () => {
    const ran: number[] = [];
    const spec = { name: 'outage', retryLimit: 3, retryDelay: 1, expireInSeconds: 30, batchSize: 5 };
    const jobs = createJobQueue({ database, logger: testLogger(), work: true, pollMs: 100 });
    jobs.work<{ n: number }>(spec, async (job) => {
      ran.push(job.data.n);
    });
    await jobs.start();
    const send = (n: number) => database.db.transaction((tx) => jobs.send(tx, spec.name, { n }));
    try {
      proxy.stall();
      expect(isDatabaseUnavailable(await send(0).catch((error: unknown) => error))).toBe(true);
      await proxy.pass();
      // A connection left stalled may fail once more; then the change commits with its job.
      await expect
        .poll(
          () =>
            send(1).then(
              () => true,
              () => false,
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 20_000, interval: 100 });
    } finally {
      await jobs.stop();
    }
  });

  it('logs the cause of a failure, never the query parameters', () => {
    const warnings = logLines.filter((line) => line.includes('database unavailable'));
    expect(warnings.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(GHOST);
  });
});
