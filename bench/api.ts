/**
 * API bench: start-up time and idle memory of the built server, then interleaved load on `GET /api/health` against a
 * bare Fastify app making the same database round trip, so the table shows what our plugins and envelope cost.
 * Prints figures beside their budgets; it never fails on them.
 */
import os from 'node:os';
import { type Budget, type Figure, fixed, printFigures, printLoad, thousands, writeResults } from './lib/format';
import { type LoadTarget, runInterleaved, type TargetResult } from './lib/load';
import { freshDataDir, startBare, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';

const BUDGETS = {
  startSeconds: { max: 3, unit: 's' },
  idleRssMb: { max: 250, unit: 'MB' },
} satisfies Record<string, Budget>;

/** A target's req/s as a share of its baseline's; new endpoints add a line here and a target below. */
type Comparison = { target: string; baseline: string; budget: Budget };
const COMPARISONS: Comparison[] = [{ target: 'health', baseline: 'bare', budget: { min: 90, unit: '%' } }];

const LOAD = { ...runsFromEnv(4), connections: numberFromEnv('BENCH_CONNECTIONS', 50) };
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;
/** How long the server sits idle after its first 200 before its memory is read. */
const IDLE_SETTLE_MS = 2_000;

const mb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / (1024 * 1024));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const database = databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)';
  console.log('Lumen Jewels: API bench');
  console.log(
    `  database ${database}; server log level ${logLevel ?? 'default (info)'}; node ${process.version}; ` +
      `${os.availableParallelism()} CPUs`,
  );

  const apiDataDir = freshDataDir('api-data');
  const api = await startBuiltServer({ dataDir: apiDataDir, databaseUrl, logLevel });
  const coldStartMs = api.msToFirst200;
  await sleep(IDLE_SETTLE_MS);
  const idleRss = mb(api.rssBytes());

  let results: TargetResult[];
  let loadedRss: number | undefined;
  const bare = await startBare(freshDataDir('bare-data'), databaseUrl);
  try {
    const targets: LoadTarget[] = [
      { name: 'health', url: `${api.origin}/api/health` },
      { name: 'bare', url: `${bare.origin}/bare/health` },
    ];
    console.log(
      `\n  load: ${LOAD.rounds} rounds × ${LOAD.durationSeconds} s per target, ${LOAD.connections} connections, ` +
        `${LOAD.warmupSeconds} s warm-up each, order alternating`,
    );
    results = await runInterleaved(targets, {
      ...LOAD,
      onRun: (round, target, run) =>
        console.log(`    round ${round}  ${target.name.padEnd(8)} ${thousands(run.rps).padStart(8)} req/s`),
    });
    loadedRss = mb(api.rssBytes());
  } finally {
    await bare.stop();
    await api.stop();
  }

  // A second start on the same data: migrations already applied, as on every deploy after the first.
  const restarted = await startBuiltServer({ dataDir: apiDataDir, databaseUrl, logLevel });
  const warmStartMs = restarted.msToFirst200;
  await sleep(IDLE_SETTLE_MS);
  const restartedIdleRss = mb(restarted.rssBytes());
  await restarted.stop();

  console.log('\nStart-up and memory of `node apps/api/dist/server.js`');
  const figure = (label: string, value: number | undefined, text: string, budget?: Budget): Figure => ({
    label,
    value,
    text,
    budget,
  });
  printFigures([
    figure('start to first 200, fresh data', coldStartMs / 1000, seconds(coldStartMs), BUDGETS.startSeconds),
    figure('start to first 200, existing data', warmStartMs / 1000, seconds(warmStartMs), BUDGETS.startSeconds),
    figure('RSS idle after start, fresh data', idleRss, `${fixed(idleRss, 1)} MB`, BUDGETS.idleRssMb),
    figure('RSS after the load runs', loadedRss, `${fixed(loadedRss, 1)} MB`),
    figure(
      'RSS idle after start, existing data',
      restartedIdleRss,
      `${fixed(restartedIdleRss, 1)} MB`,
      BUDGETS.idleRssMb,
    ),
  ]);

  console.log('\nLoad (pooled over all rounds)');
  printLoad(results, { withUrl: true });

  const byName = new Map(results.map((r) => [r.name, r]));
  const comparisons = COMPARISONS.map(({ target, baseline, budget }) => {
    const ratio = ((byName.get(target)?.rps ?? Number.NaN) / (byName.get(baseline)?.rps ?? Number.NaN)) * 100;
    return { label: `${target} / ${baseline} req/s`, ratio, budget };
  });
  console.log('');
  printFigures(
    comparisons.map((c) => ({ label: c.label, value: c.ratio, text: `${fixed(c.ratio, 1)} %`, budget: c.budget })),
    'ratio',
  );

  const summary = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    database: databaseUrl ? 'postgres' : 'pglite',
    logLevel: logLevel ?? 'default',
    load: LOAD,
    startup: {
      coldStartMs,
      warmStartMs,
      idleRssMb: idleRss,
      loadedRssMb: loadedRss,
      restartedIdleRssMb: restartedIdleRss,
      budgets: BUDGETS,
    },
    targets: results,
    comparisons,
  };
  console.log(`\n  summary written to ${writeResults('api', summary)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`API bench could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
