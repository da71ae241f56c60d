/** Two API processes on one PostgreSQL and one Redis behave as one shop (PostgreSQL and Redis runs only). */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { signedInCustomer } from '../../test/customers';
import { createTestDatabase, onPostgres } from '../../test/harness';

const withRedis = onPostgres && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(withRedis)('two API instances on the same PostgreSQL and Redis', () => {
  it('share rate-limit counts and see each other’s sign-outs within a second', async () => {
    const testDb = await createTestDatabase();
    const prefix = `instances-${randomBytes(4).toString('hex')}`;
    const make = async () => {
      const database = await openDatabase({ databaseUrl: testDb.url, dataDir: '' });
      const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
      const sent: { to: string; text: string }[] = [];
      const app = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          WEB_DIST: '/none',
          AUTH_RATE_LIMIT_PER_MINUTE: '4',
        }),
        database,
        notifier: { send: async (m) => void sent.push(m) },
        redis,
        redisKeyPrefix: prefix,
      });
      return { app, database, redis, sent };
    };
    const a = await make();
    const b = await make();
    try {
      const call = (app: typeof a.app) =>
        app.inject({
          method: 'POST',
          url: '/api/user/forgetPassword',
          payload: { email: 'x@example.com', Mobile_number: '' },
          remoteAddress: '10.7.7.7',
        });
      expect((await call(a.app)).statusCode).toBe(200);
      expect((await call(b.app)).statusCode).toBe(200);
      expect((await call(a.app)).statusCode).toBe(200);
      expect((await call(b.app)).statusCode).toBe(200);
      expect((await call(a.app)).statusCode).toBe(429);

      const customer = await signedInCustomer({
        app: a.app,
        database: a.database,
        sent: a.sent as never,
        close: async () => {},
      });
      const onB = () => b.app.inject({ method: 'GET', url: '/api/account/userData', headers: customer.auth });
      expect((await onB()).statusCode).toBe(200);
      expect((await a.app.inject({ method: 'GET', url: '/api/user/signOut', headers: customer.auth })).statusCode).toBe(
        200,
      );
      await expect.poll(async () => (await onB()).statusCode, { timeout: 2_000, interval: 100 }).toBe(401);
    } finally {
      for (const instance of [a, b]) {
        await instance.app.close();
        instance.redis.disconnect();
        await instance.database.close();
      }
      await testDb.drop();
    }
  });
});
