/** Two API processes on one PostgreSQL and one Redis behave as one shop (PostgreSQL and Redis runs only). */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { connectRedis } from '../../lib/redis';
import { signedInCustomer } from '../../test/customers';
import { createTestDatabase, onPostgres, settleMessagesAfterInject } from '../../test/harness';
import { newShopper } from '../../test/shoppers';

const withRedis = onPostgres && Boolean(process.env.TEST_REDIS_URL);

/** An API instance on the test database `url`, with its own Redis connection and notifier. */
async function makeInstance(url: string, prefix: string, env: Record<string, string> = {}) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const redis = await connectRedis(process.env.TEST_REDIS_URL ?? '');
  const sent: { to: string; text: string }[] = [];
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none', ...env }),
    database,
    notifier: { send: async (m) => void sent.push(m) },
    redis,
    redisKeyPrefix: prefix,
  });
  settleMessagesAfterInject(app);
  return {
    app,
    database,
    redis,
    sent,
    async close() {
      await app.close();
      redis.disconnect();
      await database.close();
    },
  };
}

describe.runIf(withRedis)('two API instances on the same PostgreSQL and Redis', () => {
  it('share rate-limit counts and see each other’s sign-outs within a second', async () => {
    const testDb = await createTestDatabase();
    const prefix = `instances-${randomBytes(4).toString('hex')}`;
    const make = () => makeInstance(testDb.url ?? '', prefix, { AUTH_RATE_LIMIT_PER_MINUTE: '4' });
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
      await a.close();
      await b.close();
      await testDb.drop();
    }
  });

  it('hold the account limits together: 10 password checks and one code send between them', async () => {
    const testDb = await createTestDatabase();
    const prefix = `instances-${randomBytes(4).toString('hex')}`;
    const a = await makeInstance(testDb.url ?? '', prefix, { AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const b = await makeInstance(testDb.url ?? '', prefix, { AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const s = newShopper();
      const onA = (path: string, payload: object) =>
        a.app.inject({ method: 'POST', url: `/api/user/${path}`, payload });
      const onB = (path: string, payload: object) =>
        b.app.inject({ method: 'POST', url: `/api/user/${path}`, payload });
      expect((await onA('signUp', s)).statusCode).toBe(201);
      const codeRequest = { type: 'email', email: s.email, Mobile_number: s.Mobile_number };
      const sends = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? onA : onB)('otpMethod', codeRequest)),
      );
      expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect([...a.sent, ...b.sent].filter((m) => m.to === s.email)).toHaveLength(1);

      const wrong = { email: s.email, Mobile_number: '', password: 'Wrong#Pass123' };
      const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? onA : onB)('signIn', wrong)));
      expect(guesses.filter((r) => r.statusCode !== 429)).toHaveLength(10);
    } finally {
      await a.close();
      await b.close();
      await testDb.drop();
    }
  });
});
