/**
 * The catalogue cache across processes (decision 021): a change made through one API process — a price edited in
 * the back office, the stock an order takes — is served by another at once, although its cache would keep the old
 * answer for an hour (PostgreSQL runs only; PGlite admits one process, and the admin suites and storefront-stock's
 * cached suite show the in-process signal); and the listener's recovery when the network to PostgreSQL refuses or
 * stalls.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, createTestDatabase, onPostgres } from '../../test/harness';
import { testLogger } from '../../test/logger';
import { startServerProcess } from '../../test/server-process';
import { addAddress, addToCart, openShop, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, STAFF_PASSWORD } from '../../test/staff';
import { writeStandInDist } from '../../test/stand-in-web';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { totpCode } from '../staff/totp';
import { CATALOGUE_CHANNEL, type CatalogEvents, createCatalogEvents } from './events';

/** The fields these calls read from their answers' `data`. */
type Answer = { id: number; price: number; token: string; product: { price: number }; stock: { state: string } };

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  it('a price changed through process A is served by process B without waiting for its cache to expire', async () => {
    const t = await createTestApp();
    await openShop(t);
    const member = await addStaff(t, 'manager');
    const env = {
      DATABASE_URL: t.databaseUrl ?? '',
      CATALOG_CACHE_SECONDS: '3600',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // The server-rendered product page is kept as long, and forgotten with the catalogue (decision 024).
      WEB_DIST: writeStandInDist(),
    };
    const [a, b] = await Promise.all([
      startServerProcess(env, { standInWeb: true }),
      startServerProcess(env, { standInWeb: true }),
    ]);
    try {
      const api = (server: { port: number }, path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${server.port}${path}`, init).then((res) => res.json() as Promise<{ data: Answer }>);
      const priceOnB = async () => (await api(b, '/api/catalog/products/aurora-solitaire-ring')).data.price;
      const pageOnB = () =>
        fetch(`http://127.0.0.1:${b.port}/product-details/aurora-solitaire-ring`).then((res) => res.text());
      expect(await priceOnB()).toBe(16000);
      expect(await pageOnB()).toContain('<p>16000</p>');
      const session = await api(a, '/api/admin/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: member.email,
          password: STAFF_PASSWORD,
          code: totpCode(member.secret, Date.now()),
        }),
      });
      const id = (await api(b, '/api/catalog/products/aurora-solitaire-ring')).data.id;
      const edited = await api(a, `/api/admin/products/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.data.token}` },
        body: JSON.stringify({ price: 17000 }),
      });
      expect(edited.data.product.price).toBe(17000);
      await expect.poll(priceOnB, { timeout: 10_000, interval: 50 }).toBe(17000);
      await expect.poll(pageOnB, { timeout: 10_000, interval: 50 }).toContain('<p>17000</p>');
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      await t.close();
    }
  });

  it('an order placed through one process changes the stock state another serves', async () => {
    const t = await createTestApp();
    await openShop(t);
    const b = await startServerProcess({
      DATABASE_URL: t.databaseUrl ?? '',
      CATALOG_CACHE_SECONDS: '3600',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    });
    try {
      const productOnB = async () =>
        (
          (await (
            await fetch(`http://127.0.0.1:${b.port}/api/catalog/products/princess-cut-diamond-0-5-ct`)
          ).json()) as {
            data: Answer;
          }
        ).data;
      const { id, stock } = await productOnB();
      expect(stock.state).toBe('low');
      const c = await signedInCustomer(t);
      await addToCart(t, c, { product_id: id, quantity: 2 });
      const placed = await placeOrder(t, c, { address_id: await addAddress(t, c) });
      expect(placed.statusCode, placed.body).toBe(201);
      await expect
        .poll(async () => (await productOnB()).stock.state, { timeout: 10_000, interval: 50 })
        .toBe('out_of_stock');
    } finally {
      b.child.kill('SIGTERM');
      await b.exited;
      await t.close();
    }
  });
});

describe.runIf(onPostgres)('the listener when the network to PostgreSQL breaks', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let events: CatalogEvents;
  let heard = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    events = createCatalogEvents({
      url: proxy.url(testDb.url ?? ''),
      db: testDb.database.db,
      onChange: () => {
        heard += 1;
      },
      logger: testLogger(),
      heartbeatMs: 200,
    });
    await events.ready();
  });
  afterEach(() => proxy.pass());
  afterAll(async () => {
    await events?.close();
    await proxy?.close();
    await testDb?.drop();
  });

  /** A change announced straight to the database (as another process would), not through the broken network. */
  const announce = () => testDb.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'another process')`);
  const expectHeard = async () => {
    const before = heard;
    await announce();
    await expect.poll(() => heard, { timeout: 10_000, interval: 50 }).toBeGreaterThan(before);
  };

  it('reconnects once the server takes connections again, forgets the cache then, and hears changes again', async () => {
    await expectHeard();
    await proxy.refuse();
    const whileAway = heard;
    await proxy.pass();
    // Back: the cache is forgotten at once, since changes made meanwhile were not heard.
    await expect.poll(() => heard, { timeout: 10_000, interval: 50 }).toBeGreaterThan(whileAway);
    await expectHeard();
  });

  it('replaces a connection that stops answering (half-open after a network fault) and hears changes again', async () => {
    await expectHeard();
    proxy.stall();
    const whileStalled = heard;
    await proxy.pass();
    // The stalled connection stays dead; only the heartbeat's timeout notices it and a new connection takes over.
    await expect.poll(() => heard, { timeout: 15_000, interval: 50 }).toBeGreaterThan(whileStalled);
    await expectHeard();
  });
});
