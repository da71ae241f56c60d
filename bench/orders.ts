/**
 * Orders bench: `POST /api/orders` (PAY NOW) at 16 connections, the budget of issue 7 (p99 ≤ 50 ms on PostgreSQL).
 *
 * Every order needs a customer with a filled cart, and placing it empties that cart, so each measured run takes its
 * customers from a pool filled beforehand through the real cart endpoint (`POST /api/cart/items`, three lines each, off
 * the clock). Customers are many (3,000 by default) so the per-customer order limit (30 a minute) never cuts in;
 * their sessions are minted straight into the database as a sign-in would leave them, since thousands of argon2
 * sign-ins would measure nothing here. Every order has its own Idempotency-Key. Only 201s are timed; anything else
 * is counted and shown. Prints figures beside the budget; it never fails on them.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { API_PATHS } from '@lumen/contract/routes';
import { openDatabase } from '../apps/api/src/db/client';
import { type Budget, fixed, loadAverage, printFigures, printTable, thousands, writeResults } from './lib/format';
import { percentile } from './lib/load';
import { startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';
import { authorized, type Buyer, cartPool, LINES_PER_ORDER, seedShoppers } from './lib/shoppers';
import { removeAccounts } from './seed-accounts';

const BUDGETS = { placeP99: { max: 50, unit: 'ms' } } satisfies Record<string, Budget>;

const RUNS = runsFromEnv();
const CONNECTIONS = numberFromEnv('BENCH_ORDER_CONNECTIONS', 16);
const CUSTOMERS = numberFromEnv('BENCH_ORDER_CUSTOMERS', 3000);
/** A first guess of orders per second, to size the first pool; later pools follow the measured rate. */
const FIRST_GUESS_PER_SECOND = 200;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const redisUrl = process.env.BENCH_REDIS_URL || undefined;
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;

type Run = { label: string; seconds: number; latencies: number[]; statuses: Map<number, number>; errors: number };

/**
 * CONNECTIONS loops, each placing the next pool customer's order as soon as its previous answer is in, for
 * `seconds` or until the pool is used up. Times every 201 from sending to the end of the body.
 */
async function placeOrders(origin: string, pool: Buyer[], seconds: number, label: string): Promise<Run> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const buyer = pool[next++];
      if (!buyer) return;
      const sent = performance.now();
      try {
        const response = await fetch(`${origin}${API_PATHS.orders}`, {
          method: 'POST',
          headers: { ...authorized(buyer), 'idempotency-key': randomUUID() },
          body: JSON.stringify({ address_id: buyer.addressId, gst: null, payment_method: 'pay_on_delivery' }),
        });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - sent);
        else statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  pool.splice(0, Math.min(next, pool.length));
  return { label, seconds: (performance.now() - started) / 1000, latencies, statuses, errors };
}

const sorted = (values: number[]) => Float64Array.from(values).sort();
const others = (run: Pick<Run, 'statuses'>) => [...run.statuses.values()].reduce((sum, n) => sum + n, 0);
const statusText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ') || 'none';

async function main() {
  console.log('Lumen Jewels: orders bench');
  console.log(
    `  database ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}; rate-limit ` +
      `counters ${redisUrl ? 'in Redis (BENCH_REDIS_URL)' : 'in memory'}; node ${process.version}; ` +
      `${os.availableParallelism()} CPUs, load average ${loadAverage()}`,
  );
  const tag = String(1000 + Math.floor(Math.random() * 9000));
  const seeded = await seedShoppers({ tag, customers: CUSTOMERS, databaseUrl, name: 'orders' });
  console.log(
    `\n  ${thousands(seeded.buyers.length)} customers (one address, one session each) and ${seeded.products.length} ` +
      `products written in ${seeded.seconds.toFixed(1)} s`,
  );

  // Pay on delivery up to the most the shop accepts, so that no cart of two pieces is refused it (409).
  const env = { PAY_ON_DELIVERY_MAX: '10000000' };
  const api = await startBuiltServer({ dataDir: seeded.dataDir, databaseUrl, redisUrl, logLevel, env });
  const runs: Run[] = [];
  let fillSeconds = 0;
  try {
    let perSecond = FIRST_GUESS_PER_SECOND;
    const carts = cartPool(api.origin, seeded);
    const pool = carts.state.pool;
    /** Tops the pool up to what `seconds` of orders at the last rate need, with room to spare. */
    const topUp = (seconds: number) => carts.topUp(Math.ceil(perSecond * seconds * 1.5) + CONNECTIONS);

    console.log(
      `\nPOST ${API_PATHS.orders}, ${CONNECTIONS} connections: ${RUNS.warmupSeconds} s warm-up, then ` +
        `${RUNS.rounds} runs × ${RUNS.durationSeconds} s; ${LINES_PER_ORDER} cart lines per order`,
    );
    const rounds = [
      { label: 'warm-up', seconds: RUNS.warmupSeconds },
      ...Array.from({ length: RUNS.rounds }, (_, i) => ({ label: `run ${i + 1}`, seconds: RUNS.durationSeconds })),
    ];
    for (const round of rounds) {
      await topUp(round.seconds);
      const run = await placeOrders(api.origin, pool, round.seconds, round.label);
      perSecond = Math.max(perSecond, run.latencies.length / run.seconds);
      if (round.label !== 'warm-up') runs.push(run);
      const ordered = sorted(run.latencies);
      console.log(
        `    ${run.label.padEnd(8)} ${thousands(run.latencies.length / run.seconds).padStart(6)} orders/s  ` +
          `p99 ${fixed(percentile(ordered, 99), 1).padStart(6)} ms  other answers: ${statusText(run.statuses)}` +
          (run.errors ? `, ${run.errors} failed requests` : '') +
          (run.seconds < round.seconds - 0.5 ? '  (pool used up early)' : ''),
      );
    }
    await checkOrders(api.origin, seeded.buyers.slice(0, 3));
    fillSeconds = carts.state.fillSeconds;
  } finally {
    await api.stop();
    if (databaseUrl) {
      const cleanup = await openDatabase({ databaseUrl, dataDir: 'memory://' });
      await removeAccounts(cleanup.db, tag);
      await cleanup.close();
    }
  }
  report(runs, fillSeconds);
}

/** The first customers' orders are listed back as placed: Pending, with the lines' total. */
async function checkOrders(origin: string, buyers: Buyer[]) {
  for (const buyer of buyers) {
    const response = await fetch(`${origin}${API_PATHS.orders}`, { headers: authorized(buyer) });
    const body = (await response.json()) as { data?: { orders: { status: string; other_items: number }[] } };
    const first = body.data?.orders[0];
    if (response.status !== 200 || !first || first.status !== 'Pending' || first.other_items !== LINES_PER_ORDER - 1) {
      throw new Error(`customer ${buyer.id}'s orders read back as ${response.status} ${JSON.stringify(body)}`);
    }
  }
}

function report(runs: Run[], fillSeconds: number) {
  const all = sorted(runs.flatMap((run) => run.latencies));
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const statuses = new Map<number, number>();
  for (const run of runs) for (const [status, n] of run.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const p99 = percentile(all, 99);

  console.log(`\nPOST ${API_PATHS.orders}, ${CONNECTIONS} connections (pooled over ${runs.length} runs)`);
  printTable(
    [
      { header: 'orders' },
      { header: 'orders/s', align: 'right' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'max ms', align: 'right' },
      { header: 'other answers', align: 'right' },
      { header: 'errors', align: 'right' },
    ],
    [
      [
        thousands(all.length),
        thousands(all.length / seconds),
        fixed(percentile(all, 50), 2),
        fixed(p99, 2),
        fixed(all.at(-1), 2),
        String(others({ statuses })),
        String(errors),
      ],
    ],
  );
  console.log(`  other answers: ${statusText(statuses)}; carts filled off the clock in ${fillSeconds.toFixed(1)} s`);
  console.log('');
  printFigures([
    { label: `POST ${API_PATHS.orders} p99`, value: p99, text: `${fixed(p99, 2)} ms`, budget: BUDGETS.placeP99 },
  ]);

  const file = writeResults('orders', {
    at: new Date().toISOString(),
    node: process.version,
    database: databaseUrl ? 'postgresql' : 'pglite',
    redis: Boolean(redisUrl),
    connections: CONNECTIONS,
    orders: all.length,
    ordersPerSecond: all.length / seconds,
    p50Ms: percentile(all, 50),
    p99Ms: p99,
    otherAnswers: Object.fromEntries(statuses),
    errors,
    runs: runs.map((run) => ({
      label: run.label,
      seconds: run.seconds,
      orders: run.latencies.length,
      p99Ms: percentile(sorted(run.latencies), 99),
    })),
    budget: BUDGETS.placeP99,
  });
  console.log(`\n  results: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
