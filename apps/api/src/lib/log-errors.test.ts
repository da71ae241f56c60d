import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/harness';
import { loggableError } from './log-errors';

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$asha@example.com';

describe('a failed query in the log', () => {
  it('names the statement and its SQLSTATE, never its parameters or the values PostgreSQL quotes', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/none', CLEANUP_INTERVAL_SECONDS: '0' }),
      database,
      notifier: { send: async () => undefined },
      loggerInstance: pino(loggerOptions('error') as pino.LoggerOptions, sink),
    });
    app.get('/api/test/failing-query', async () => {
      await database.db.execute(sql`select ${SECRET}::int`);
      return { status: true, message: 'unreachable' };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('asha@example.com');
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('select $1::int');
      expect(log).toContain('22P02');
      expect(log).not.toContain('asha@example.com');
      expect(log).not.toContain('argon2id');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('loggableError', () => {
  it('keeps an ordinary error as it is', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('x is not a function');
  });
});
