/**
 * Process-level reliability: graceful shutdown with a request in flight, and surviving a database that drops
 * connections or disappears (PostgreSQL).
 */
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createTestApp, createTestDatabase, onPostgres } from './test/harness';
import { startServerProcess } from './test/server-process';

describe('graceful shutdown', () => {
  it('finishes a request in flight during SIGTERM, refuses new work, and exits 0', { timeout: 120_000 }, async () => {
    const testDb = onPostgres ? await createTestDatabase() : undefined;
    const server = await startServerProcess({ DATABASE_URL: testDb?.url ?? '' });
    const { child, port } = server;
    try {
      // Start a contact message and send only half of its body.
      const body = JSON.stringify({ name: 'Asha', email: 'asha@example.com', message: 'Is the ring in stock?' });
      const half = Math.floor(body.length / 2);
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/contact',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => {
              text += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        const received = server.waitFor(/"url":"\/api\/contact".*incoming request/);
        req.write(body.slice(0, half));
        (async () => {
          await received;
          const shuttingDown = server.waitFor(/shutting down/);
          child.kill('SIGTERM');
          await shuttingDown;
          req.end(body.slice(half));
        })().catch(reject);
      });

      const answer = await response;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ status: true });

      // A new request after the shutdown began gets no service: refused, or 503.
      const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await testDb?.drop();
    }
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('exits 0 when stopped while its start-up still reads the database (the owner-setup link)', async () => {
    const testDb = await createTestDatabase();
    // The staff table is locked, so the start-up's last step (announcing the owner's setup link, after the shop
    // opens) waits on it; the stop begins meanwhile and closes the pool under that step.
    const locker = new pg.Client({ connectionString: testDb.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table staff in access exclusive mode');
    const server = await startServerProcess({ DATABASE_URL: testDb.url ?? '' });
    try {
      const stopping = server.waitFor(/shutting down/);
      server.child.kill('SIGTERM');
      await stopping;
      await locker.query('rollback');
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).not.toContain('Start-up failed');
    } finally {
      server.child.kill('SIGKILL');
      await locker.end();
      await testDb.drop();
    }
  });

  it('applies the migrations once when several processes start together (advisory lock)', async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `lumen_test_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), dataDir: '' })),
      );
      await Promise.all(opened.map((database) => database.close()));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const tables = await check.query("select count(*)::int as n from pg_tables where tablename = 'products'");
      await check.end();
      expect(applied.rows[0].n).toBeGreaterThan(0);
      expect(tables.rows[0].n).toBe(1);
      const journal = await import('./db/migrations/meta/_journal.json');
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('survives pg_terminate_backend: the process stays up and the next request succeeds', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const dbName = new URL(t.databaseUrl ?? '').pathname.slice(1);
        const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          dbName,
        ]);
        expect(killed.rowCount).toBeGreaterThan(0);
        await expect
          .poll(async () => (await admin.query('select 1 from pg_stat_activity where datname = $1', [dbName])).rowCount)
          .toBe(0);
      } finally {
        await admin.end();
      }
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reports 503 while the database is unreachable and recovers when it is back', async () => {
    const testDb = await createTestDatabase();
    const target = new URL(testDb.url ?? '');
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
    });
    const listen = (port: number) => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    await listen(0);
    const port = (proxy.address() as net.AddressInfo).port;
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);

    const database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: '' });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database,
      notifier: { send: async () => undefined },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: false, data: { database: 'down' } });

      await listen(port);
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      proxy.close();
      for (const socket of sockets) socket.destroy();
      await database.close().catch(() => undefined);
      await testDb.drop();
    }
  });
});
