/**
 * Rate limits with Redis behind a proxy that stalls (accepts, never answers) or refuses: limited routes still
 * answer, limits still apply (in this process's memory), each outage is logged once, and the counters go back to
 * Redis by themselves when it answers again.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { connectRedis } from '../lib/redis';
import { createTestDatabase } from '../test/harness';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
/**
 * How long the client may take to find Redis again: its reconnect back-off grows to 2 s (lib/redis.ts), so a busy
 * machine can need more than expect.poll's default second.
 */
const RECONNECTED = { timeout: 10_000, interval: 100 };

describe.runIf(Boolean(redisUrl))('rate limits while Redis is unreachable', () => {
  const prefix = `rl-outage-${randomBytes(4).toString('hex')}`;
  const logLines: string[] = [];
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let viaProxy: Redis;
  let direct: Redis;
  let app: App;

  let shopper = 0;
  /** A failed sign-in from `ip`, each time for another (unknown) account, so only the per-address limit counts. */
  const signIn = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { email: `ghost${shopper++}@example.com`, Mobile_number: '', password: 'Wrong#Pass123' },
      remoteAddress: ip,
    });
  const fourSignIns = async (ip: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(ip)).statusCode);
    return statuses;
  };
  const countedInRedis = async (ip: string) => (await direct.exists(`${prefix}:rl:POST/api/user/signIn-${ip}`)) === 1;
  const logged = (text: string) => logLines.filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    viaProxy = await connectRedis(proxy.url(redisUrl));
    direct = await connectRedis(redisUrl);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', AUTH_RATE_LIMIT_PER_MINUTE: '3' }),
      database: testDb.database,
      notifier: { send: async () => undefined },
      redis: viaProxy,
      redisKeyPrefix: prefix,
      loggerInstance: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
    });
  });
  afterEach(() => proxy.pass());
  afterAll(async () => {
    await app?.close();
    viaProxy?.disconnect();
    direct?.disconnect();
    await proxy?.close();
    await testDb?.drop();
  });

  it('counts in Redis while it answers', async () => {
    expect(await fourSignIns('10.20.0.1')).toEqual([401, 401, 401, 429]);
    expect(await countedInRedis('10.20.0.1')).toBe(true);
    expect(logged('Redis is unreachable')).toBe(0);
  });

  it('answers and still limits while Redis stalls, warns once, and counts in Redis again after', async () => {
    // Accepted, never answered: only the command timeout gets a sign-in through.
    proxy.stall();
    expect(await fourSignIns('10.20.0.2')).toEqual([401, 401, 401, 429]);
    expect(await fourSignIns('10.20.0.3')).toEqual([401, 401, 401, 429]);
    expect(await countedInRedis('10.20.0.2')).toBe(false);
    expect(logged('Redis is unreachable')).toBe(1);

    await proxy.pass();
    await expect
      .poll(async () => {
        await signIn('10.20.0.4');
        return countedInRedis('10.20.0.4');
      }, RECONNECTED)
      .toBe(true);
    expect(logged('Redis answers again')).toBe(1);
  });

  it('still limits while Redis refuses connections, warns once more, and counts in Redis again after', async () => {
    await proxy.refuse();
    expect(await fourSignIns('10.20.0.5')).toEqual([401, 401, 401, 429]);
    expect(await fourSignIns('10.20.0.6')).toEqual([401, 401, 401, 429]);
    expect(await countedInRedis('10.20.0.5')).toBe(false);
    // One warning for each of the two outages, however many requests each saw.
    expect(logged('Redis is unreachable')).toBe(2);

    await proxy.pass();
    await expect
      .poll(async () => {
        await signIn('10.20.0.7');
        return countedInRedis('10.20.0.7');
      }, RECONNECTED)
      .toBe(true);
    expect(logged('Redis answers again')).toBe(2);
  });
});
