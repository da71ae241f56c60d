/**
 * Shop assistant bench (issue 30): `POST /api/assistant/messages` on the built server (PGlite), at 10 connections,
 * with a rotation of real questions — the help, catalogue searches, small talk and one it cannot answer — first with
 * the opening catalogue and then with BENCH_ASSISTANT_PIECES (5,000) pieces. Each request comes from its own address
 * (X-Forwarded-For, the server trusting one proxy hop), so the per-shopper limits measure nothing here. Prints the
 * figures beside their budgets; it never fails on them.
 */
import os from 'node:os';
import { openDatabase } from '../apps/api/src/db/client';
import { type Budget, type Figure, failureFigure, fixed, printFigures, printLoad, writeResults } from './lib/format';
import { runInterleaved, type TargetResult } from './lib/load';
import { freshDataDir, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';
import { seedGeneratedCatalog } from './seed-catalog';

const BUDGETS = {
  /** Issue 30: an answer's p99 offline, on PGlite, at 10 concurrent questions. */
  p99Ms: { max: 50, unit: 'ms' },
  /** Issue 30: the same with the catalogue at 5,000 pieces. */
  p99LargeMs: { max: 150, unit: 'ms' },
  failures: { max: 0, unit: '' },
} satisfies Record<string, Budget>;

const CONNECTIONS = numberFromEnv('BENCH_ASSISTANT_CONNECTIONS', 10);
const PIECES = numberFromEnv('BENCH_ASSISTANT_PIECES', 5_000);
const LOAD = runsFromEnv(2);
const logLevel = process.env.BENCH_LOG_LEVEL || 'warn';

/** What shoppers ask, in the proportions a shop sees: mostly the help and the catalogue. */
const QUESTIONS = [
  'retrn polcy?',
  'how long does delivery take',
  'do u take upi',
  'ring sise',
  'rose gold earrings under $200',
  'show me diamond rings',
  '22 carat gold bangles for her below 50k',
  'mens platinum rings',
  'is the gold hallmarked',
  'can I cancel my order',
  'hi',
  'what is the airspeed velocity of a swallow',
];
/** Distinct addresses the requests rotate through: far more than the per-shopper allowance needs. */
const ADDRESSES = 2_000;

function target(name: string, origin: string) {
  return {
    name,
    url: `${origin}/api/assistant/messages`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    requests: Array.from({ length: ADDRESSES }, (_, index) => ({
      headers: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
      body: JSON.stringify({ text: QUESTIONS[index % QUESTIONS.length] }),
    })),
  };
}

async function measure(name: string, dataDir: string): Promise<TargetResult> {
  const server = await startBuiltServer({ dataDir, logLevel, name, env: { TRUST_PROXY: '1' } });
  try {
    const [result] = await runInterleaved([target(name, server.origin)], { ...LOAD, connections: CONNECTIONS });
    if (!result) throw new Error('the load answered nothing');
    return result;
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log('Lumen Jewels: shop assistant bench');
  console.log(
    `  PGlite (temporary DATA_DIR); ${CONNECTIONS} connections; ${LOAD.rounds} × ${LOAD.durationSeconds} s; node ${process.version}; ${os.availableParallelism()} CPUs`,
  );
  const opening = await measure('assistant (opening catalogue)', freshDataDir('assistant-opening'));

  const largeDir = freshDataDir('assistant-large');
  const database = await openDatabase({ dataDir: largeDir });
  try {
    await seedGeneratedCatalog(database.db, PIECES, { variants: 'opening' });
  } finally {
    await database.close();
  }
  const large = await measure(`assistant (${PIECES.toLocaleString('en-US')} pieces)`, largeDir);

  printLoad([opening, large]);
  const figures: Figure[] = [
    {
      label: 'answer p99, opening catalogue',
      value: opening.p99Ms,
      text: `${fixed(opening.p99Ms, 1)} ms`,
      budget: BUDGETS.p99Ms,
    },
    {
      label: `answer p99, ${PIECES.toLocaleString('en-US')} pieces`,
      value: large.p99Ms,
      text: `${fixed(large.p99Ms, 1)} ms`,
      budget: BUDGETS.p99LargeMs,
    },
    failureFigure(opening, BUDGETS.failures),
    failureFigure(large, BUDGETS.failures),
  ];
  printFigures(figures);
  console.log(`  results: ${writeResults('assistant', { opening, large, figures })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
