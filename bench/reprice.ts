/**
 * Repricing bench (issue 29, decisions 033 and 037): BENCH_REPRICE_VARIANTS computed variants (300,000 by default, 60
 * a piece, gold of three colours at 22k) in a PostgreSQL database of their own; the owner sets the 22k gold rate
 * through the API (`POST /api/admin/metal-rates`: the table's lock, the rate, one read of its variants for PRICE_MAX,
 * the audit row, the `price-ranges` job, the NOTIFY) — every variant is repriced when it answers, each priced where it
 * is read by the `priced_variants` view — timed from the request to the answer and to the job's end (the listing's
 * price ranges refreshed), first alone and then while the listing is under load; and the listing's p99 (cache off)
 * idle and while rates are set back to back. Prints the figures beside their budgets; it never fails on them. The
 * database is dropped afterwards.
 */
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import {
  type Budget,
  fixed,
  loadAverage,
  printFigures,
  printLoad,
  printLoadPlan,
  progressPrinter,
  thousands,
  writeResults,
} from './lib/format';
import { runInterleaved, percentile as sortedPercentile } from './lib/load';
import { scratchDir, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';
import { mintStaffSession } from './lib/staff-session';
import { seedGeneratedCatalog } from './seed-catalog';

const BUDGETS = {
  /** Issue 29: a new rate reprices 300,000 computed variants in under a second. */
  repriceMs: { max: 1_000, unit: 'ms' },
  /** Issue 29: the listing's p99 while rates are set stays within twice its idle p99. */
  listingRatio: { max: 2, unit: '×' },
  /** A rate the owner sets while shoppers browse is set, not refused for a busy database. */
  refused: { max: 0, unit: '' },
} satisfies Record<string, Budget>;

const VARIANTS = numberFromEnv('BENCH_REPRICE_VARIANTS', 300_000);
const PER_PIECE = 60;
const PIECES = Math.ceil(VARIANTS / PER_PIECE);
const CONNECTIONS = numberFromEnv('BENCH_REPRICE_CONNECTIONS', 8);
const ALONE = 5;
const RUNS = runsFromEnv(2);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'lumen_bench_reprice';
const LISTING = '/api/catalog/products?pageSize=24&metal=Gold';
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;

/** The pieces, then VARIANTS computed variants in one INSERT … SELECT, a first 22k rate, ANALYZE; an owner's session. */
async function seed(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    const db = database.db;
    await seedGeneratedCatalog(db, PIECES, { variants: 'opening' });
    // One statement for all the variants: longer than the server's statement timeout, so on a connection of its own.
    const writer = new pg.Client({ connectionString: databaseUrl });
    await writer.connect();
    await writer.query('delete from product_variants');
    // Piece p's variant n: yellow, rose or white gold at 22k in size n, 2–10 g; making 12 % (15 % before the
    // sale) or 1,250 a gram; stones on one in three. Its own price columns hold 0, as a computed variant's do.
    await writer.query(
      `insert into product_variants (product_id, sku, metal, purity, size, position, weight_mg, price, original_price,
        quantity, pricing, making_type, making, original_making, stones_value, other_value)
      select p.id, 'LJ-R' || p.id || '-' || n, (array['Gold', 'Rose Gold', 'White Gold'])[1 + n % 3], '22k', 'S' || n,
        n, 2000 + (p.id * 7919 + n * 104729) % 8000, 0, 0, 5, 'computed',
        case when n % 2 = 0 then 'percent' else 'per_gram' end,
        case when n % 2 = 0 then 1200 else 1250 end, case when n % 2 = 0 then 1500 else 1250 end,
        case when n % 3 = 0 then 25000 else 0 end, 500
      from products p cross join generate_series(1, $1::int) as n
      order by p.id, n
      limit $2`,
      [PER_PIECE, VARIANTS],
    );
    await writer.query(
      `insert into metal_rates (metal, purity, rate_per_gram, source) values ('Gold', '22k', 9850, 'feed')`,
    );
    await writer.end();
    return await mintStaffSession(db, { email: 'bench.reprice@lumen.example', name: 'Bench owner', role: 'owner' }, 1);
  } finally {
    await database.close();
  }
}

/** Whether a `price-ranges` job is waiting or running. */
async function rangesPending(watcher: pg.Client): Promise<boolean> {
  const { rows } = await watcher.query(
    `select 1 from pgboss.job where name = 'price-ranges' and state in ('created', 'retry', 'active') limit 1`,
  );
  return rows.length > 0;
}

/**
 * Sets the 22k gold rate through the API; answers the milliseconds from request to answer, and to the end of the
 * ranges' job (read every 5 ms on `watcher`), and the answer's message.
 */
async function setRate(
  origin: string,
  token: string,
  rate: number,
  watcher: pg.Client,
): Promise<{ ms: number; rangesMs: number; message: string }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/metal-rates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ metal: 'Gold', purity: '22k', rate_per_gram: rate }),
  });
  const body = (await response.json()) as { message: string };
  if (response.status !== 200) throw new Error(`setting a rate answered ${response.status}: ${body.message}`);
  const ms = performance.now() - started;
  while (await rangesPending(watcher)) await new Promise((resolve) => setTimeout(resolve, 5));
  return { ms, rangesMs: performance.now() - started, message: body.message };
}

const percentile = (values: number[], p: number) => sortedPercentile(Float64Array.from(values).sort(), p);

async function main() {
  console.log('Lumen Jewels: repricing bench');
  console.log(`  node ${process.version}; ${os.availableParallelism()} CPUs, load average ${loadAverage()}`);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
  } catch (err) {
    console.log(
      `  skipped: PostgreSQL is not reachable at ${PG_ADMIN_URL} (${err instanceof Error ? err.message : err})`,
    );
    return;
  }
  const databaseUrl = new URL(PG_ADMIN_URL);
  databaseUrl.pathname = `/${PG_DATABASE}`;
  await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
  await admin.query(`create database ${PG_DATABASE}`);
  try {
    const seedStart = performance.now();
    const token = await seed(databaseUrl.href);
    const api = await startBuiltServer({
      name: 'reprice',
      dataDir: scratchDir('unused'),
      databaseUrl: databaseUrl.href,
      logLevel,
      catalogCacheSeconds: 0,
    });
    // Watches the queue for the end of each rate's `price-ranges` job.
    const watcher = new pg.Client({ connectionString: databaseUrl.href });
    await watcher.connect();
    try {
      // The first rate sets every piece's price range; then the tables are analysed, as autovacuum would.
      await setRate(api.origin, token, 9_900, watcher);
      const analyse = new pg.Client({ connectionString: databaseUrl.href });
      await analyse.connect();
      await analyse.query('vacuum analyze product_variants');
      await analyse.query('vacuum analyze products');
      const [{ n }] = (
        await analyse.query(`select count(*)::int as n from product_variants where pricing = 'computed'`)
      ).rows as [{ n: number }];
      await analyse.end();
      console.log(
        `\n  ${thousands(n)} computed variants on ${thousands(PIECES)} pieces, written and priced in ` +
          `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
      );

      const alone: number[] = [];
      const aloneRanges: number[] = [];
      let message = '';
      for (let i = 0; i < ALONE; i++) {
        const set = await setRate(api.origin, token, 9_851 + i * 17, watcher);
        alone.push(set.ms);
        aloneRanges.push(set.rangesMs);
        message = set.message;
      }
      console.log(`  ${ALONE} rates set one after another, nothing else running: "${message}"`);
      console.log(`    answered in ${alone.map((ms) => `${fixed(ms, 0)} ms`).join(', ')}`);
      console.log(`    ranges refreshed in ${aloneRanges.map((ms) => `${fixed(ms, 0)} ms`).join(', ')}`);

      const listing = { name: 'listing (cache off)', url: `${api.origin}${LISTING}` };
      console.log(`\n  GET ${LISTING}, ${CONNECTIONS} connections, idle`);
      printLoadPlan(RUNS, 1, CONNECTIONS);
      const [idle] = await runInterleaved([listing], { ...RUNS, connections: CONNECTIONS, onRun: progressPrinter(20) });

      let stop = false;
      const during: number[] = [];
      const duringRanges: number[] = [];
      const refused: string[] = [];
      const setting = (async () => {
        for (let i = 0; !stop; i++) {
          try {
            const set = await setRate(api.origin, token, 9_700 + (i % 50) * 7, watcher);
            during.push(set.ms);
            duringRanges.push(set.rangesMs);
          } catch (err) {
            refused.push(err instanceof Error ? err.message : String(err));
          }
        }
      })();
      console.log(`\n  the same listing while rates are set back to back`);
      const [busy] = await runInterleaved([{ ...listing, name: 'listing, repricing' }], {
        ...RUNS,
        connections: CONNECTIONS,
        onRun: progressPrinter(20),
      });
      stop = true;
      await setting;
      if (!idle || !busy) throw new Error('the listing load gave no figures');
      console.log('');
      printLoad([idle, busy]);
      const spread = (values: number[]) =>
        values.length === 0
          ? 'none'
          : `p50 ${fixed(percentile(values, 50), 0)} ms, max ${fixed(Math.max(...values), 0)} ms`;
      console.log(
        `  ${during.length} rates set during the load: answered ${spread(during)}; ranges refreshed ` +
          `${spread(duringRanges)}; ${refused.length} refused${refused[0] ? ` (${refused[0]})` : ''}`,
      );
      console.log('');
      const ratio = busy.p99Ms / idle.p99Ms;
      printFigures([
        {
          label: `set a rate, ${thousands(n)} repriced, median alone`,
          value: percentile(alone, 50),
          text: `${fixed(percentile(alone, 50), 0)} ms`,
          budget: BUDGETS.repriceMs,
        },
        {
          label: 'set a rate, slowest alone',
          value: Math.max(...alone),
          text: `${fixed(Math.max(...alone), 0)} ms`,
          budget: BUDGETS.repriceMs,
        },
        {
          label: 'ranges refreshed (the job), median alone',
          value: percentile(aloneRanges, 50),
          text: `${fixed(percentile(aloneRanges, 50), 0)} ms`,
          budget: BUDGETS.repriceMs,
        },
        {
          label: 'ranges refreshed, slowest alone',
          value: Math.max(...aloneRanges),
          text: `${fixed(Math.max(...aloneRanges), 0)} ms`,
          budget: BUDGETS.repriceMs,
        },
        {
          label: 'rates refused under the listing load',
          value: refused.length,
          text: `${refused.length} of ${refused.length + during.length}`,
          budget: BUDGETS.refused,
        },
        {
          label: 'listing p99 repricing / idle',
          value: ratio,
          text: `${fixed(ratio, 2)}× (${fixed(busy.p99Ms, 1)} / ${fixed(idle.p99Ms, 1)} ms)`,
          budget: BUDGETS.listingRatio,
        },
      ]);
      const file = writeResults('reprice', {
        at: new Date().toISOString(),
        node: process.version,
        variants: n,
        pieces: PIECES,
        aloneMs: alone,
        aloneRangesMs: aloneRanges,
        duringMs: {
          p50: percentile(during, 50),
          max: Math.max(...during),
          rangesP50: percentile(duringRanges, 50),
          rangesMax: Math.max(...duringRanges),
          count: during.length,
          refused: refused.length,
        },
        listing: { idleP99Ms: idle.p99Ms, busyP99Ms: busy.p99Ms, idleRps: idle.rps, busyRps: busy.rps },
        budgets: BUDGETS,
      });
      console.log(`\n  results: ${file}`);
    } finally {
      await watcher.end();
      await api.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

await main();
