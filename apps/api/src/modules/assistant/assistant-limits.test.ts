/**
 * The assistant's limits (ASSISTANT_RATE_LIMITS) under questions sent all at once: per shopper (the account, or a
 * visitor's address) and per address. Both are counted in the shared rate-limit store, so no burst gets past either,
 * and exactly the limit's count is answered. On PostgreSQL with Redis each burst is split between two API instances
 * on the same database and the same Redis counters, as two processes of the shop would be (a session made through
 * one is read by the other). Without Redis (PGlite, or PostgreSQL alone) the counters live in each app's memory, so
 * two apps would count apart, as two processes without Redis do: there one app answers the whole burst.
 */
import { randomBytes } from 'node:crypto';
import { ASSISTANT_RATE_LIMITS } from '@lumen/contract/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { connectRedis } from '../../lib/redis';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { statusCounts } from '../../test/staff';

const withRedis = onPostgres && Boolean(process.env.TEST_REDIS_URL);
const { perAddress, perShopper } = ASSISTANT_RATE_LIMITS;

/** One API instance on the test database `url`, with its own pool and Redis connection, counting under `prefix`. */
async function makeInstance(url: string, prefix: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const redis = await connectRedis(process.env.TEST_REDIS_URL ?? '');
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none' }),
    database,
    notifier: { send: async () => undefined },
    redis,
    redisKeyPrefix: prefix,
    workJobs: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      redis.disconnect();
      await database.close();
    },
  };
}

let t: TestApp;
/** The apps a burst is sent to, in turn: two instances sharing the counters with Redis, else the test app. */
let apps: App[];
let instances: Awaited<ReturnType<typeof makeInstance>>[] = [];

beforeAll(async () => {
  // Customers sign up through `t`, with its own per-address account limits out of the way.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  if (withRedis) {
    const prefix = `assistant-limits-${randomBytes(4).toString('hex')}`;
    instances = await Promise.all([0, 1].map(() => makeInstance(t.databaseUrl ?? '', prefix)));
    apps = instances.map((instance) => instance.app);
  } else {
    apps = [t.app];
  }
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await t?.close();
});

let ips = 0;
/** A new address, for a question that must not share a per-address count with another. */
const nextIp = () => `10.31.${Math.floor(++ips / 250)}.${ips % 250}`;

/** The `i`-th question of a burst, through the burst's apps in turn. */
const ask = (i: number, options: { ip: string; headers?: Record<string, string> }) =>
  (apps[i % apps.length] as App).inject({
    method: 'POST',
    url: '/api/assistant/messages',
    payload: { text: 'hi' },
    remoteAddress: options.ip,
    headers: options.headers ?? {},
  });

type Answer = { statusCode: number; body: unknown; retryAfter: string | null | undefined };
const injected = (res: Awaited<ReturnType<typeof ask>>): Answer => ({
  statusCode: res.statusCode,
  body: res.json(),
  retryAfter: res.headers['retry-after'] as string | undefined,
});

/** An answered question has its conversation; a refused one is the limits' 429 in the error envelope. */
function expectAnswersAndRefusals(answers: Answer[]) {
  for (const answer of answers) {
    if (answer.statusCode === 200) {
      expect(answer.body).toMatchObject({ status: true, data: { conversation_id: expect.any(String) } });
      continue;
    }
    expect(answer.statusCode).toBe(429);
    expect(answer.body).toMatchObject({
      status: false,
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
}

describe('the per-shopper limit under a burst', () => {
  it('answers exactly its count of one account’s questions sent at once from as many addresses', async () => {
    const c = await signedInCustomer(t);
    const burst = perShopper.max + 10;
    // Each question from its own address, so the per-address limit counts one each and only the account's can refuse.
    const answers = (
      await Promise.all(Array.from({ length: burst }, (_, i) => ask(i, { ip: nextIp(), headers: c.auth })))
    ).map(injected);
    expect(statusCounts(answers)).toEqual({ 200: perShopper.max, 429: burst - perShopper.max });
    expectAnswersAndRefusals(answers);

    // The count is the account's, on either route and wherever it asks from next; another account is not held up.
    const answered = answers.find((answer) => answer.statusCode === 200)?.body as { data: { conversation_id: string } };
    const handOff = await (apps[0] as App).inject({
      method: 'POST',
      url: '/api/assistant/handoff',
      payload: { conversation_id: answered.data.conversation_id },
      remoteAddress: nextIp(),
      headers: c.auth,
    });
    expect(handOff.statusCode).toBe(429);
    const other = await signedInCustomer(t);
    expect((await ask(1, { ip: nextIp(), headers: other.auth })).statusCode).toBe(200);
  });

  it('answers exactly its count of one visitor’s questions sent at once from one address', async () => {
    // A visitor is known by the address alone, so both limits count the same questions and the lower one refuses
    // first: the per-shopper count, below the per-address one.
    expect(perShopper.max).toBeLessThan(perAddress.max);
    const ip = nextIp();
    const burst = perShopper.max + 10;
    const answers = (await Promise.all(Array.from({ length: burst }, (_, i) => ask(i, { ip })))).map(injected);
    expect(statusCounts(answers)).toEqual({ 200: perShopper.max, 429: burst - perShopper.max });
    expectAnswersAndRefusals(answers);
    // Another visitor, at another address, is still answered.
    expect((await ask(0, { ip: nextIp() })).statusCode).toBe(200);
  });
});

describe('the per-address limit under a burst', () => {
  it('answers exactly its count of questions sent at once from one address by several accounts', async () => {
    const burst = perAddress.max + 10;
    // Enough accounts that none reaches its own count: only the address's can refuse.
    const accounts = Math.ceil(burst / (perShopper.max - 1));
    const customers: Record<string, string>[] = [];
    for (let i = 0; i < accounts; i++) customers.push((await signedInCustomer(t)).auth);
    // Sent over sockets (all from 127.0.0.1), as a server receives them, not with app.inject: inject starts every
    // request of a burst in the same tick, and the in-memory store of the runs without Redis hands each request its
    // key's live counter, read after an await, so every request of an injected burst would read the burst's final
    // count and all 130 would be refused. (The per-shopper counts above are taken later in each request, after its
    // body and session are read, by when the injected requests have come apart.)
    const origins = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    const answers = await Promise.all(
      Array.from({ length: burst }, async (_, i): Promise<Answer> => {
        const res = await fetch(`${origins[i % origins.length]}/api/assistant/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...customers[i % accounts] },
          body: JSON.stringify({ text: 'hi' }),
        });
        return { statusCode: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: perAddress.max, 429: burst - perAddress.max });
    expectAnswersAndRefusals(answers);
  });
});
