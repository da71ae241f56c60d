/**
 * Payments bench (issue 14): paying online beside paying on delivery, at 16 connections, on the built server
 * configured with the local Stripe and Razorpay fakes (apps/api/src/test/fakes/, started in this process).
 *
 * Four cases, each timed from sending to the end of the answer, only successes timed (anything else counted):
 *   pay on delivery  `POST /api/orders` with `pay_on_delivery` (the orders bench's figure, same run, same server);
 *   stripe order     `POST /api/orders` with `stripe`: the order awaiting payment and its Checkout Session, made
 *                    with the Stripe fake after the order's commit, before the answer;
 *   stripe webhook   the signed `checkout.session.completed` of an order placed by the previous case, sent to
 *                    `/api/payments/stripe/webhook` (built beforehand, off the clock: the fake's `pay()` completes
 *                    the session, `event()` + `signedDelivery()` make the delivery); the order turns paid;
 *   order + webhook  one order placed with `stripe`, its session paid in the fake, its webhook sent: the pair's time.
 * The fake's own webhook target stays unset, so `pay()` sends nothing and the bench times every delivery itself.
 * Customers and carts as in orders.ts (many customers, so the per-customer order limit never cuts in). Prints the
 * figures; it judges none of them.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Order } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { paymentEvents } from '../apps/api/src/db/schema';
import { startFakeRazorpay } from '../apps/api/src/test/fakes/razorpay-fake';
import { type FakeStripe, startFakeStripe } from '../apps/api/src/test/fakes/stripe-fake';
import { fixed, loadAverage, printTable, thousands, writeResults } from './lib/format';
import { percentile } from './lib/load';
import { type ServerProcess, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';
import { authorized, type Buyer, cartPool, LINES_PER_ORDER, seedShoppers } from './lib/shoppers';
import { removeAccounts } from './seed-accounts';

const RUNS = runsFromEnv();
const CONNECTIONS = numberFromEnv('BENCH_ORDER_CONNECTIONS', 16);
const CUSTOMERS = numberFromEnv('BENCH_ORDER_CUSTOMERS', 3000);
/** A first guess of orders per second, to size the first pools; later pools follow each case's measured rate. */
const FIRST_GUESS_PER_SECOND = 150;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const redisUrl = process.env.BENCH_REDIS_URL || undefined;
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;

/** Test-mode keys for the fakes (production accepts them with PAYMENTS_ALLOW_TEST_KEYS=true, a staging shop). */
const STRIPE_KEYS = { secretKey: 'sk_test_lumenbench000000', webhookSecret: 'whsec_lumenbench000000' };
const RAZORPAY_KEYS = {
  keyId: 'rzp_test_lumenbench00',
  keySecret: 'razorpay-bench-secret',
  webhookSecret: 'rzp-bench-hook',
};

/** Pay on delivery up to the most the shop accepts, so that no cart of two pieces is refused it (409). */
const POD_MAX = '10000000';

type CaseName = 'pay on delivery' | 'stripe order' | 'stripe webhook' | 'order + webhook';
const CASES: CaseName[] = ['pay on delivery', 'stripe order', 'stripe webhook', 'order + webhook'];

type Run = { name: CaseName; label: string; seconds: number; latencies: number[]; statuses: Map<string, number> };
/** An order placed in the bench and the customer who placed it. */
type Placed = { orderId: string; buyer: Buyer };
type Delivery = Placed & { eventId: string; body: string; headers: Record<string, string> };
/** One unit of work of a loop: its time in ms when it succeeded, else what it was answered. */
type Outcome = { ms: number } | { other: string };

/**
 * CONNECTIONS loops, each taking the next job as soon as its previous one is done, for `seconds` or until `next`
 * has none left.
 */
async function drive(
  name: CaseName,
  label: string,
  seconds: number,
  next: () => (() => Promise<Outcome>) | undefined,
): Promise<Run> {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const job = next();
      if (!job) return;
      let outcome: Outcome;
      try {
        outcome = await job();
      } catch (error) {
        outcome = { other: error instanceof Error ? error.name : 'error' };
      }
      if ('ms' in outcome) latencies.push(outcome.ms);
      else statuses.set(outcome.other, (statuses.get(outcome.other) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { name, label, seconds: (performance.now() - started) / 1000, latencies, statuses };
}

/** Places `buyer`'s order; answers the order (201) or the status it got. */
async function placeOrder(origin: string, buyer: Buyer, method: 'pay_on_delivery' | 'stripe') {
  const response = await fetch(`${origin}${API_PATHS.orders}`, {
    method: 'POST',
    headers: { ...authorized(buyer), 'idempotency-key': randomUUID() },
    body: JSON.stringify({ address_id: buyer.addressId, gst: null, payment_method: method }),
  });
  const body = (await response.json()) as { data?: Order };
  return response.status === 201 && body.data ? body.data : response.status;
}

/** The Checkout Session behind an order's Stripe page (`<fake>/pay/<session id>`). */
function sessionOf(order: Order): string | undefined {
  return order.payment.redirect_url?.split('/pay/')[1];
}

/** Completes the session in the fake and builds its signed `checkout.session.completed` delivery. */
async function paidDelivery(stripe: FakeStripe, placed: Placed, sessionId: string): Promise<Delivery> {
  await stripe.pay(sessionId);
  const session = stripe.sessions.get(sessionId);
  if (!session) throw new Error(`the Stripe fake has no session ${sessionId}`);
  const event = stripe.event('checkout.session.completed', structuredClone(session));
  return { ...placed, eventId: event.id, ...stripe.signedDelivery(event) };
}

/** Sends one delivery to the shop's Stripe webhook; 200 with `replayed: false` is a success. */
async function deliver(origin: string, delivery: Delivery): Promise<Outcome | 'ok'> {
  const response = await fetch(`${origin}${API_PATHS.stripeWebhook}`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  const body = (await response.json()) as { data?: { replayed: boolean } };
  if (response.status !== 200) return { other: String(response.status) };
  return body.data?.replayed === false ? 'ok' : { other: '200 replayed' };
}

const sorted = (values: number[]) => Float64Array.from(values).sort();
const statusText = (statuses: Map<string, number>) =>
  [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ') || 'none';

async function main() {
  console.log('Lumen Jewels: payments bench');
  console.log(
    `  database ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}; rate-limit ` +
      `counters ${redisUrl ? 'in Redis (BENCH_REDIS_URL)' : 'in memory'}; node ${process.version}; ` +
      `${os.availableParallelism()} CPUs, load average ${loadAverage()}`,
  );
  const tag = String(1000 + Math.floor(Math.random() * 9000));
  const seeded = await seedShoppers({ tag, customers: CUSTOMERS, databaseUrl, name: 'payments' });
  console.log(
    `\n  ${thousands(seeded.buyers.length)} customers (one address, one session each) and ${seeded.products.length} ` +
      `products written in ${seeded.seconds.toFixed(1)} s`,
  );

  const stripe = await startFakeStripe(STRIPE_KEYS);
  const razorpay = await startFakeRazorpay(RAZORPAY_KEYS);
  let api: ServerProcess | undefined;
  const runs: Run[] = [];
  const eventIds: string[] = [];
  let fillSeconds = 0;
  try {
    api = await startBuiltServer({
      dataDir: seeded.dataDir,
      databaseUrl,
      redisUrl,
      logLevel,
      name: 'payments-api',
      env: {
        STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
        STRIPE_API_URL: stripe.url,
        RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
        RAZORPAY_API_URL: razorpay.url,
        PAYMENTS_ALLOW_TEST_KEYS: 'true',
        PAY_ON_DELIVERY_MAX: POD_MAX,
      },
    });
    const origin = api.origin;
    const carts = cartPool(origin, seeded);
    const pool = carts.state.pool;
    const perSecond = new Map<CaseName, number>();
    /** Orders placed with stripe by the last `stripe order` run, for the webhook run that follows it. */
    let awaiting: (Placed & { sessionId: string })[] = [];
    const paidOrders: Placed[] = [];
    const podOrders: Placed[] = [];

    /** Takes customers from the pool, filled beforehand for `seconds` at the case's last rate with room to spare. */
    const buyersFor = async (name: CaseName, seconds: number) => {
      await carts.topUp(Math.ceil((perSecond.get(name) ?? FIRST_GUESS_PER_SECOND) * seconds * 1.5) + CONNECTIONS);
      let used = 0;
      return {
        next: () => (used < pool.length ? (pool[used++] as Buyer) : undefined),
        done: () => pool.splice(0, used),
      };
    };

    const runCase = async (name: CaseName, label: string, seconds: number): Promise<Run> => {
      if (name === 'stripe webhook') {
        const deliveries: Delivery[] = [];
        for (const { sessionId, ...placed } of awaiting) deliveries.push(await paidDelivery(stripe, placed, sessionId));
        awaiting = [];
        let used = 0;
        return drive(name, label, seconds, () => {
          const delivery = deliveries[used++];
          if (!delivery) return undefined;
          eventIds.push(delivery.eventId);
          return async () => {
            const sent = performance.now();
            const outcome = await deliver(origin, delivery);
            if (outcome !== 'ok') return outcome;
            paidOrders.push({ orderId: delivery.orderId, buyer: delivery.buyer });
            return { ms: performance.now() - sent };
          };
        });
      }
      const buyers = await buyersFor(name, seconds);
      const run = await drive(name, label, seconds, () => {
        const buyer = buyers.next();
        if (!buyer) return undefined;
        return async () => {
          const sent = performance.now();
          const order = await placeOrder(origin, buyer, name === 'pay on delivery' ? 'pay_on_delivery' : 'stripe');
          if (typeof order === 'number') return { other: String(order) };
          if (name === 'pay on delivery') {
            const ms = performance.now() - sent;
            podOrders.push({ orderId: order.order_id, buyer });
            return { ms };
          }
          const sessionId = sessionOf(order);
          if (!sessionId) return { other: '201 without a Stripe page' };
          if (name === 'stripe order') {
            const ms = performance.now() - sent;
            awaiting.push({ orderId: order.order_id, buyer, sessionId });
            return { ms };
          }
          const delivery = await paidDelivery(stripe, { orderId: order.order_id, buyer }, sessionId);
          eventIds.push(delivery.eventId);
          const outcome = await deliver(origin, delivery);
          if (outcome !== 'ok') return outcome;
          paidOrders.push({ orderId: order.order_id, buyer });
          return { ms: performance.now() - sent };
        };
      });
      buyers.done();
      perSecond.set(name, Math.max(perSecond.get(name) ?? 0, run.latencies.length / run.seconds));
      return run;
    };

    console.log(
      `\n${CONNECTIONS} connections: per case ${RUNS.warmupSeconds} s warm-up, then ${RUNS.rounds} rounds × ` +
        `${RUNS.durationSeconds} s (case order reversed every other round; the webhooks always follow the orders ` +
        `they pay); ${LINES_PER_ORDER} cart lines per order`,
    );
    const rounds = [
      { label: 'warm-up', seconds: RUNS.warmupSeconds },
      ...Array.from({ length: RUNS.rounds }, (_, i) => ({ label: `round ${i + 1}`, seconds: RUNS.durationSeconds })),
    ];
    for (const [index, round] of rounds.entries()) {
      const order: CaseName[] =
        index % 2 === 0 ? CASES : ['order + webhook', 'stripe order', 'stripe webhook', 'pay on delivery'];
      for (const name of order) {
        const run = await runCase(name, round.label, round.seconds);
        if (round.label !== 'warm-up') runs.push(run);
        const ordered = sorted(run.latencies);
        console.log(
          `    ${run.label.padEnd(8)} ${name.padEnd(15)} ${thousands(run.latencies.length / run.seconds).padStart(6)}/s  ` +
            `p99 ${fixed(percentile(ordered, 99), 1).padStart(6)} ms  other answers: ${statusText(run.statuses)}` +
            (run.seconds < round.seconds - 0.5 ? '  (used up early)' : ''),
        );
      }
    }
    await checkOrders(origin, paidOrders.slice(-3), podOrders.slice(-3));
    fillSeconds = carts.state.fillSeconds;
  } finally {
    await api?.stop();
    await Promise.all([stripe.close(), razorpay.close()]);
    if (databaseUrl) {
      const cleanup = await openDatabase({ databaseUrl, dataDir: 'memory://' });
      await removeAccounts(cleanup.db, tag);
      for (let i = 0; i < eventIds.length; i += 1000) {
        await cleanup.db.delete(paymentEvents).where(inArray(paymentEvents.eventId, eventIds.slice(i, i + 1000)));
      }
      await cleanup.close();
    }
  }
  report(runs, fillSeconds);
}

/** Reads orders back through their customers: the ones a webhook paid `paid`, the others due on delivery. */
async function checkOrders(origin: string, paid: Placed[], onDelivery: Placed[]) {
  const wanted = [
    ...paid.map((placed) => ({ ...placed, status: 'paid' })),
    ...onDelivery.map((placed) => ({ ...placed, status: 'due_on_delivery' })),
  ];
  for (const { orderId, buyer, status } of wanted) {
    const response = await fetch(`${origin}${API_PATHS.order.replace(':id', orderId)}`, { headers: authorized(buyer) });
    const body = (await response.json()) as { data?: Order };
    const found = body.data?.payment.status;
    if (found !== status) throw new Error(`order ${orderId} reads back as ${response.status} ${found}, not ${status}`);
  }
  console.log(`\n  read back: ${paid.length} orders paid by their webhook, ${onDelivery.length} due on delivery`);
}

function report(runs: Run[], fillSeconds: number) {
  const rows = CASES.map((name) => {
    const mine = runs.filter((run) => run.name === name);
    const all = sorted(mine.flatMap((run) => run.latencies));
    const seconds = mine.reduce((sum, run) => sum + run.seconds, 0);
    const statuses = new Map<string, number>();
    for (const run of mine) for (const [s, n] of run.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
    return {
      name,
      count: all.length,
      perSecond: all.length / seconds,
      p50Ms: percentile(all, 50),
      p975Ms: percentile(all, 97.5),
      p99Ms: percentile(all, 99),
      maxMs: all.at(-1),
      other: Object.fromEntries(statuses),
    };
  });

  console.log(`\n${CONNECTIONS} connections, pooled over ${RUNS.rounds} rounds`);
  printTable(
    [
      { header: 'case' },
      { header: 'timed' },
      { header: 'count', align: 'right' },
      { header: 'req/s', align: 'right' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p97.5 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'max ms', align: 'right' },
      { header: 'other answers', align: 'right' },
    ],
    rows.map((row) => [
      row.name,
      row.name === 'stripe webhook'
        ? `POST ${API_PATHS.stripeWebhook}`
        : row.name === 'order + webhook'
          ? 'order, then its webhook'
          : `POST ${API_PATHS.orders}`,
      thousands(row.count),
      thousands(row.perSecond),
      fixed(row.p50Ms, 2),
      fixed(row.p975Ms, 2),
      fixed(row.p99Ms, 2),
      fixed(row.maxMs, 2),
      String(Object.values(row.other).reduce((sum, n) => sum + n, 0)),
    ]),
  );
  for (const row of rows) {
    if (Object.keys(row.other).length > 0)
      console.log(`  ${row.name}: ${statusText(new Map(Object.entries(row.other)))}`);
  }
  console.log(`  carts filled off the clock in ${fillSeconds.toFixed(1)} s; load average now ${loadAverage()}`);

  const file = writeResults('payments', {
    at: new Date().toISOString(),
    node: process.version,
    database: databaseUrl ? 'postgresql' : 'pglite',
    redis: Boolean(redisUrl),
    connections: CONNECTIONS,
    loadAverage: os.loadavg(),
    cases: rows,
    runs: runs.map((run) => ({
      name: run.name,
      label: run.label,
      seconds: run.seconds,
      count: run.latencies.length,
      p99Ms: percentile(sorted(run.latencies), 99),
    })),
  });
  console.log(`\n  results: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
