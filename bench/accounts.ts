/**
 * Accounts bench: the signed-in reads (profile, addresses, wishlist) with a bearer token against bare Fastify routes
 * running the same queries without authentication, password sign-ins per second over many accounts, and the
 * catalogue's product p99 while a sign-in flood runs. Prints figures beside their budgets; it never fails on them.
 */
import { cpSync } from 'node:fs';
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { API_PATHS } from '@lumen/contract/routes';
import { openDatabase } from '../apps/api/src/db/client';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/repository';
import { seedCatalog } from '../apps/api/src/modules/catalog/seed';
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
import { type Envelope, requestJson } from './lib/http';
import { failures, type LoadTarget, runInterleaved, type TargetResult } from './lib/load';
import { builtPgliteTemplate } from './lib/pglite-template';
import { freshDataDir, type ServerProcess, scratchDir, startBare, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';
import { type BenchAccount, removeAccounts, seedAccounts } from './seed-accounts';

const BUDGETS = {
  readRpsRatio: { min: 85, unit: '%' },
  signInsPerSecond: { min: 150, unit: '/s' },
  floodP99Ratio: { max: 2, unit: '×' },
} satisfies Record<string, Budget>;

const RUNS = runsFromEnv();
const CONNECTIONS = {
  read: numberFromEnv('BENCH_CONNECTIONS', 50),
  signIn: numberFromEnv('BENCH_SIGNIN_CONNECTIONS', 50),
  probe: numberFromEnv('BENCH_PROBE_CONNECTIONS', 4),
};
const SEED = {
  count: numberFromEnv('BENCH_ACCOUNTS', 200),
  addresses: 3,
  wishlist: 8,
};
/** Customers whose tokens the reads rotate over (the bare routes rotate over the same ids). */
const READ_USERS = Math.min(numberFromEnv('BENCH_READ_USERS', 20), SEED.count);
/** The highest `AUTH_RATE_LIMIT_PER_MINUTE` the server accepts: the per-IP limit must not cut the sign-in load. */
const AUTH_RATE_LIMIT_PER_MINUTE = 100_000;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;
/** `CATALOG_CACHE_SECONDS` of the server (0 turns the catalogue cache off); the server's default (30) when unset. */
const catalogCacheSeconds = process.env.BENCH_CATALOG_CACHE_SECONDS
  ? Number(process.env.BENCH_CATALOG_CACHE_SECONDS)
  : undefined;
if (catalogCacheSeconds !== undefined && !(Number.isInteger(catalogCacheSeconds) && catalogCacheSeconds >= 0)) {
  throw new Error(`BENCH_CATALOG_CACHE_SECONDS=${process.env.BENCH_CATALOG_CACHE_SECONDS} is not a number of seconds.`);
}

/** The three reads of issue 4 and the bare routes that make their queries. */
const READS = [
  { name: 'account/userData', api: API_PATHS.accountUserData, bare: '/bare/account/userData' },
  { name: 'ManageAddress/list', api: API_PATHS.addressList, bare: '/bare/ManageAddress/list' },
  { name: 'wishlist/list', api: API_PATHS.wishlistList, bare: '/bare/wishlist/list' },
];
const apiName = (read: string) => `${read}, api`;
const bareName = (read: string) => `${read}, bare`;
const PRODUCT_IDLE = 'product, idle';
const PRODUCT_FLOOD = 'product, sign-in flood';

type Reader = BenchAccount & { token: string };

const LOAD_AVERAGE_AT_START = os.loadavg()[0];
const progress = progressPrinter(28);

/**
 * The catalogue and the accounts, written before any server starts. On PGlite into one data folder, which is then
 * copied for the bare app (one process owns a folder), so both read the very same rows; on PostgreSQL into the one
 * database both servers use.
 */
async function seed(tag: string) {
  const started = performance.now();
  const apiDataDir = freshDataDir('api-data');
  const database = await openDatabase({
    databaseUrl,
    dataDir: apiDataDir,
    pgliteTemplate: databaseUrl ? undefined : builtPgliteTemplate(apiDataDir, 'accounts bench'),
  });
  let accounts: BenchAccount[];
  let productIds: number[];
  try {
    const catalog = createCatalogRepository(database.db);
    await seedCatalog(catalog);
    productIds = await catalog.allIds();
    accounts = await seedAccounts(database.db, { ...SEED, tag });
  } finally {
    await database.close();
  }
  const bareDataDir = scratchDir('bare-data');
  if (!databaseUrl) cpSync(apiDataDir, bareDataDir, { recursive: true });
  return { accounts, productIds, apiDataDir, bareDataDir, seconds: (performance.now() - started) / 1000 };
}

const signInBody = (account: BenchAccount) => JSON.stringify({ email: account.email, password: account.password });

/** A password sign-in through the real route; answers the bearer token. */
async function signIn(origin: string, account: BenchAccount): Promise<string> {
  const { status, body } = await requestJson<Envelope<{ authentication: { accessToken: string } }>>(
    `${origin}${API_PATHS.signIn}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: signInBody(account) },
  );
  const token = body.data?.authentication.accessToken;
  if (status !== 200 || !token) throw new Error(`sign-in of ${account.email} answered ${status}: ${body.message}`);
  return token;
}

/** Every read answers 200 with the same envelope from both servers, and the customer's seeded rows are all there. */
async function checkReads(api: ServerProcess, bare: ServerProcess, readers: Reader[]) {
  for (const reader of readers) {
    for (const read of READS) {
      const real = await requestJson<Envelope<unknown>>(`${api.origin}${read.api}`, {
        headers: { authorization: `Bearer ${reader.token}` },
      });
      const baseline = await requestJson<Envelope<unknown>>(`${bare.origin}${read.bare}?userId=${reader.id}`);
      if (real.status !== 200 || baseline.status !== 200 || !isDeepStrictEqual(real.body, baseline.body)) {
        throw new Error(
          `${read.name} of customer ${reader.id}: api answered ${real.status} ${JSON.stringify(real.body)}, ` +
            `bare ${baseline.status} ${JSON.stringify(baseline.body)}`,
        );
      }
    }
    const addresses = await requestJson<Envelope<unknown[]>>(
      `${bare.origin}/bare/ManageAddress/list?userId=${reader.id}`,
    );
    const wishlist = await requestJson<Envelope<{ wishlist: unknown[] }>>(
      `${bare.origin}/bare/wishlist/list?userId=${reader.id}`,
    );
    if (addresses.body.data?.length !== SEED.addresses || wishlist.body.data?.wishlist.length !== SEED.wishlist) {
      throw new Error(`customer ${reader.id} does not have the seeded addresses and wishlist`);
    }
  }
}

async function main() {
  const database = databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)';
  console.log('Lumen Jewels: accounts bench');
  console.log(
    `  database ${database}; server log level ${logLevel ?? 'default (info)'}; catalogue cache ` +
      `${catalogCacheSeconds === undefined ? 'default (30 s)' : `${catalogCacheSeconds} s`}; ` +
      `AUTH_RATE_LIMIT_PER_MINUTE=${AUTH_RATE_LIMIT_PER_MINUTE}; node ${process.version}; ` +
      `${os.availableParallelism()} CPUs, load average ${loadAverage()}`,
  );

  // Four digits in every e-mail and mobile number of this run, so runs sharing a PostgreSQL database never collide.
  const tag = String(1000 + Math.floor(Math.random() * 9000));
  const seeded = await seed(tag);
  const { accounts } = seeded;
  console.log(
    `\n  ${thousands(accounts.length)} verified accounts (each its own password, argon2id through the API's ` +
      `hashPassword), ${SEED.addresses} addresses and ${SEED.wishlist} wishlist items each, written in ` +
      `${seeded.seconds.toFixed(1)} s; ` +
      (databaseUrl ? 'both servers use the same database' : 'the bare app reads a copy of the same data folder'),
  );

  const api = await startBuiltServer({
    dataDir: seeded.apiDataDir,
    databaseUrl,
    logLevel,
    catalogCacheSeconds,
    authRateLimitPerMinute: AUTH_RATE_LIMIT_PER_MINUTE,
  });
  let bare: ServerProcess | undefined;
  try {
    const baseline = await startBare(seeded.bareDataDir, databaseUrl);
    bare = baseline;
    const readers: Reader[] = [];
    for (const account of accounts.slice(0, READ_USERS)) {
      readers.push({ ...account, token: await signIn(api.origin, account) });
    }
    await checkReads(api, baseline, readers);
    console.log(
      `  ${readers.length} customers signed in through ${API_PATHS.signIn}; for each, both servers answer the same ` +
        'envelope on all three reads',
    );

    console.log(
      `\n1. The three reads with a bearer token against the bare routes, ${readers.length} customers rotated ` +
        '(a token each on the api; their ids in the query string on the bare app)',
    );
    const targets: LoadTarget[] = READS.flatMap((read) => [
      {
        name: apiName(read.name),
        url: `${api.origin}${read.api}`,
        requests: readers.map((reader) => ({ headers: { authorization: `Bearer ${reader.token}` } })),
      },
      {
        name: bareName(read.name),
        url: `${baseline.origin}${read.bare}`,
        requests: readers.map((reader) => ({ path: `${read.bare}?userId=${reader.id}` })),
      },
    ]);
    printLoadPlan(RUNS, targets.length, CONNECTIONS.read);
    const reads = await runInterleaved(targets, { ...RUNS, connections: CONNECTIONS.read, onRun: progress });

    const signInLoad: LoadTarget = {
      name: 'sign-in',
      url: `${api.origin}${API_PATHS.signIn}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: accounts.map((account) => ({ body: signInBody(account) })),
      successesOnly: true,
    };
    console.log(
      `\n2. POST ${API_PATHS.signIn}, ${thousands(accounts.length)} accounts in turn (each request the next ` +
        'account); only 200s count',
    );
    printLoadPlan(RUNS, 1, CONNECTIONS.signIn);
    const signIns = await runInterleaved([signInLoad], { ...RUNS, connections: CONNECTIONS.signIn, onRun: progress });

    const productUrl = `${api.origin}${API_PATHS.catalogProducts}/${seeded.productIds[0] ?? 1}`;
    const productPaths = seeded.productIds.map((id) => `${API_PATHS.catalogProducts}/${id}`);
    console.log(
      `\n3. GET ${API_PATHS.catalogProducts}/{id}, ids rotated over ${productPaths.length} products, idle and during ` +
        `a ${CONNECTIONS.signIn}-connection sign-in flood (started 1 s before each measured run, stopped after it)`,
    );
    printLoadPlan(RUNS, 2, CONNECTIONS.probe);
    const flood = await runInterleaved(
      [
        { name: PRODUCT_IDLE, url: productUrl, paths: productPaths },
        {
          name: PRODUCT_FLOOD,
          url: productUrl,
          paths: productPaths,
          background: { target: { ...signInLoad, name: 'sign-in flood' }, connections: CONNECTIONS.signIn },
        },
      ],
      { ...RUNS, connections: CONNECTIONS.probe, onRun: progress },
    );

    report({ reads, signIns, flood, readers: readers.length, productIds: seeded.productIds.length, seeded });
  } finally {
    await bare?.stop();
    await api.stop();
    if (databaseUrl) {
      const cleanup = await openDatabase({ databaseUrl, dataDir: 'memory://' });
      await removeAccounts(cleanup.db, tag);
      await cleanup.close();
    }
  }
}

function report(r: {
  reads: TargetResult[];
  signIns: TargetResult[];
  flood: TargetResult[];
  readers: number;
  productIds: number;
  seeded: { seconds: number; accounts: BenchAccount[] };
}) {
  const byName = (results: TargetResult[], name: string) => results.find((result) => result.name === name);

  console.log(`\n1. Signed-in reads, ${CONNECTIONS.read} connections (pooled over all rounds)`);
  printLoad(r.reads);
  const readRatios = READS.map((read) => {
    const ratio =
      ((byName(r.reads, apiName(read.name))?.rps ?? Number.NaN) /
        (byName(r.reads, bareName(read.name))?.rps ?? Number.NaN)) *
      100;
    return { read: read.name, ratio };
  });
  console.log('');
  printFigures(
    readRatios.map(({ read, ratio }) => ({
      label: `${read}: api req/s ÷ bare req/s`,
      value: ratio,
      text: `${fixed(ratio, 1)} %`,
      budget: BUDGETS.readRpsRatio,
    })),
  );

  const signIn = r.signIns[0];
  console.log(`\n2. Password sign-ins, ${CONNECTIONS.signIn} connections (200s only)`);
  printLoad(r.signIns, { rate: 'sign-ins/s' });
  console.log('');
  printFigures([
    {
      label: 'verifications/s (200s)',
      value: signIn?.rps,
      text: `${fixed(signIn?.rps, 1)} /s`,
      budget: BUDGETS.signInsPerSecond,
    },
    { label: 'sign-in errors + non-2xx', value: signIn && failures(signIn), text: String(signIn && failures(signIn)) },
  ]);

  const idle = byName(r.flood, PRODUCT_IDLE);
  const flooded = byName(r.flood, PRODUCT_FLOOD);
  const p99Ratio = (flooded?.p99Ms ?? Number.NaN) / (idle?.p99Ms ?? Number.NaN);
  console.log(
    `\n3. One product by id, ${CONNECTIONS.probe} connections, idle and during the sign-in flood ` +
      `(${CONNECTIONS.signIn} connections; its sign-ins/s are 200s only)`,
  );
  printLoad([...r.flood, ...(flooded?.background ? [flooded.background] : [])]);
  console.log('');
  printFigures([
    { label: 'product p99, idle', value: idle?.p99Ms, text: `${fixed(idle?.p99Ms, 2)} ms` },
    { label: 'product p99, during the flood', value: flooded?.p99Ms, text: `${fixed(flooded?.p99Ms, 2)} ms` },
    {
      label: 'product p99 flood ÷ idle',
      value: p99Ratio,
      text: `${fixed(p99Ratio, 2)} ×`,
      budget: BUDGETS.floodP99Ratio,
    },
    {
      label: 'flood verifications/s (200s)',
      value: flooded?.background?.rps,
      text: `${fixed(flooded?.background?.rps, 1)} /s`,
    },
  ]);

  const summary = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage: { atStart: LOAD_AVERAGE_AT_START, atEnd: os.loadavg()[0] },
    database: databaseUrl ? 'postgres' : 'pglite',
    logLevel: logLevel ?? 'default',
    catalogCacheSeconds: catalogCacheSeconds ?? 'default',
    authRateLimitPerMinute: AUTH_RATE_LIMIT_PER_MINUTE,
    runs: RUNS,
    connections: CONNECTIONS,
    seed: { ...SEED, accounts: r.seeded.accounts.length, seconds: r.seeded.seconds, readUsers: r.readers },
    budgets: BUDGETS,
    reads: { targets: r.reads, ratios: readRatios },
    signIn: signIn ?? null,
    flood: { products: r.productIds, targets: r.flood, p99Ratio },
  };
  const file = writeResults('accounts', summary);
  console.log(`\n  load average at the end ${loadAverage()}; summary written to ${file}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`Accounts bench could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
