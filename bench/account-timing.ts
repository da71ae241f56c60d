/**
 * Account timing bench: do the unauthenticated code calls take as long for an unknown identifier as for a known
 * account? For `otpMethod`, `resendOtp`, `otpVerification` (a wrong code), `forgetPassword` and `signIn` (a wrong
 * password), it sends one request at a time, alternating known and unknown, each identifier used once (so no limit
 * is hit), and prints the median of each side and their difference beside the budget (< 0.5 ms). Prints figures; it
 * never fails on them.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { openDatabase } from '../apps/api/src/db/client';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/repository';
import { seedCatalog } from '../apps/api/src/modules/catalog/seed';
import { type Budget, budgetText, fixed, printTable, verdict, writeResults } from './lib/format';
import { builtPgliteTemplate } from './lib/pglite-template';
import { scratchDir, startBuiltServer } from './lib/server';
import { numberFromEnv } from './lib/settings';
import { type BenchAccount, seedAccounts } from './seed-accounts';

const BUDGET: Budget = { max: 0.5, unit: 'ms' };
/** Calls per side and call. */
const CALLS = numberFromEnv('BENCH_TIMING_CALLS', 100);
/** Calls per side before the measured ones, to warm the JIT and the database's caches. */
const WARMUP = 20;

type Call = {
  name: string;
  path: string;
  /** The body for one identifier: a known account's e-mail or an unknown one. */
  body(email: string): object;
};

const CALLS_MEASURED: Call[] = [
  { name: 'otpMethod', path: API_PATHS.otpMethod, body: (email) => ({ type: 'email', email, Mobile_number: '' }) },
  { name: 'resendOtp', path: API_PATHS.resendOtp, body: (email) => ({ type: 'email', email }) },
  { name: 'otpVerification', path: API_PATHS.otpVerification, body: (email) => ({ otp: '000000', email }) },
  { name: 'forgetPassword', path: API_PATHS.forgetPassword, body: (email) => ({ email, Mobile_number: '' }) },
  {
    name: 'signIn',
    path: API_PATHS.signIn,
    body: (email) => ({ email, Mobile_number: '', password: 'Wrong#Pass123' }),
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function timed(url: string, body: object): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function main() {
  const perCall = WARMUP + CALLS;
  const dataDir = scratchDir('timing-data');
  const database = await openDatabase({ dataDir, pgliteTemplate: builtPgliteTemplate(dataDir, 'timing bench') });
  let accounts: BenchAccount[];
  try {
    await seedCatalog(createCatalogRepository(database.db));
    accounts = await seedAccounts(database.db, {
      count: perCall * CALLS_MEASURED.length,
      addresses: 0,
      wishlist: 0,
      tag: '7301',
      sharedPasswordHash: true,
    });
  } finally {
    await database.close();
  }
  const server = await startBuiltServer({ dataDir, authRateLimitPerMinute: 100_000, logLevel: 'warn' });
  const results: { call: string; known: number; unknown: number; difference: number; statuses: string }[] = [];
  try {
    for (const [index, call] of CALLS_MEASURED.entries()) {
      const mine = accounts.slice(index * perCall, (index + 1) * perCall);
      const known: number[] = [];
      const unknown: number[] = [];
      const statuses = new Set<string>();
      for (const [n, account] of mine.entries()) {
        const ghost = `ghost${n}.${call.name.toLowerCase()}@nobody.example`;
        // Alternate which side goes first, so a slow moment falls on both alike.
        const order = n % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const side of order) {
          const answer = await timed(
            `${server.origin}${call.path}`,
            call.body(side === 'known' ? account.email : ghost),
          );
          statuses.add(`${side} ${answer.status}`);
          if (n >= WARMUP) (side === 'known' ? known : unknown).push(answer.ms);
        }
      }
      const row = {
        call: call.name,
        known: median(known),
        unknown: median(unknown),
        difference: Math.abs(median(known) - median(unknown)),
        statuses: [...statuses].sort().join(', '),
      };
      results.push(row);
      process.stdout.write(`  ${call.name}: known ${fixed(row.known, 2)} ms, unknown ${fixed(row.unknown, 2)} ms\n`);
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(`\nAccount timing: median of ${CALLS} calls each, known account vs unknown identifier\n`);
  printTable(
    [
      { header: 'call' },
      { header: 'known ms', align: 'right' },
      { header: 'unknown ms', align: 'right' },
      { header: '|difference| ms', align: 'right' },
      { header: 'budget' },
      { header: '' },
      { header: 'statuses' },
    ],
    results.map((row) => [
      row.call,
      fixed(row.known, 2),
      fixed(row.unknown, 2),
      fixed(row.difference, 3),
      budgetText(BUDGET),
      verdict(row.difference, BUDGET),
      row.statuses,
    ]),
  );
  writeResults('account-timing', results);
}

main().catch((err: unknown) => {
  process.stderr.write(`account timing bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
