/**
 * Catalogue bench: one product by id against a bare Fastify route running the same query, the 24-item listing under
 * load, both on PGlite with the server's default in-memory cache and with it off, then filtered searches and single
 * products over 10,000 products on PostgreSQL (or 5,000 × 60 variants, BENCH_SEARCH_VARIANTS=many), with EXPLAIN
 * ANALYZE of the listing and facet queries. Prints figures beside their budgets;
 * it never fails on them.
 */
import os from 'node:os';
import { type ListData, postgresPart, SEARCHES } from './catalog-search';
import { printExplained } from './lib/explain';
import {
  type Budget,
  type Figure,
  failureFigure,
  fixed,
  printFigures,
  printLoad,
  printLoadPlan,
  progressPrinter,
  thousands,
  writeResults,
} from './lib/format';
import { type Envelope, requestJson } from './lib/http';
import { type LoadTarget, runInterleaved, type TargetResult } from './lib/load';
import { freshDataDir, startBare, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';

const BUDGETS = {
  productRpsRatio: { min: 90, unit: '%' },
  productP99Ratio: { max: 1.25, unit: '×' },
  listRps: { min: 3000, unit: 'req/s' },
  failures: { min: 0, max: 0 },
  searchP99Ms: { max: 25, unit: 'ms' },
  /** Issue 28: one product's answer (its variants, options, stones) on PostgreSQL, cache off. */
  productP99Ms: { max: 10, unit: 'ms' },
} satisfies Record<string, Budget>;

const RUNS = runsFromEnv();
const CONNECTIONS = {
  product: numberFromEnv('BENCH_CONNECTIONS', 50),
  list: numberFromEnv('BENCH_LIST_CONNECTIONS', 100),
  search: numberFromEnv('BENCH_SEARCH_CONNECTIONS', 32),
};
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;
/**
 * Sent as `accept-encoding` on every request when set (`br, gzip`, as browsers do). Unset, autocannon asks for no
 * encoding and the API's compression is never exercised.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || undefined;

const LIST_PATH = '/api/catalog/products?pageSize=24';
/** No budget: one `select 1` per request on the same server at the same concurrency, a gauge of the machine's load. */
const HEALTH_REFERENCE = 'health (reference)';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const progress = progressPrinter(24);

/** Interleaved runs of `targets` at `connections`, with a line saying how they are run. */
function load(targets: LoadTarget[], connections: number): Promise<TargetResult[]> {
  printLoadPlan(RUNS, targets.length, connections, acceptEncoding ? `, accept-encoding: ${acceptEncoding}` : '');
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
  return runInterleaved(
    targets.map((target) => (headers ? { ...target, headers } : target)),
    { ...RUNS, connections, onRun: progress },
  );
}

/** Every product id the server lists, read page by page. */
async function productIds(origin: string): Promise<{ id: number; slug: string }[]> {
  const products: { id: number; slug: string }[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await requestJson<Envelope<ListData>>(
      `${origin}/api/catalog/products?pageSize=48&page=${page}`,
    );
    if (status !== 200 || !body.data) throw new Error(`listing page ${page} answered ${status}`);
    products.push(...body.data.items.map(({ id, slug }) => ({ id, slug })));
    if (products.length >= body.data.total || body.data.items.length === 0) return products;
  }
}

/** Part 1 and 2: one product and the 24-item listing, on PGlite, with the default cache and without. */
async function pgliteParts() {
  const cached = await startBuiltServer({
    name: 'api-cache-default',
    dataDir: freshDataDir('api-cache-default'),
    logLevel,
  });
  const uncached = await startBuiltServer({
    name: 'api-cache-off',
    dataDir: freshDataDir('api-cache-off'),
    logLevel,
    catalogCacheSeconds: 0,
  });
  const bare = await startBare(freshDataDir('bare-data'));
  try {
    const products = await productIds(cached.origin);
    for (const server of [uncached, bare]) {
      for (const { id, slug } of products) {
        const url =
          server === bare ? `${bare.origin}/bare/product/${id}` : `${server.origin}/api/catalog/products/${id}`;
        const { status, body } = await requestJson<Envelope<{ id: number; slug: string }>>(url);
        if (status !== 200 || body.data?.slug !== slug) {
          throw new Error(`${server.name} answered ${status} for product ${id}, not ${slug}`);
        }
      }
    }
    console.log(
      `\n  ${products.length} products in each PGlite database; all three servers answer the same product for ` +
        'every id (a fresh data folder each, seeded on start)',
    );

    console.log('\n1. GET /api/catalog/products/{id} against the bare route, ids rotated over every product');
    const productPaths = (prefix: string) => products.map(({ id }) => `${prefix}/${id}`);
    const first = products[0]?.id ?? 1;
    const product = await load(
      [
        {
          name: 'api, default cache',
          url: `${cached.origin}/api/catalog/products/${first}`,
          paths: productPaths('/api/catalog/products'),
        },
        {
          name: 'api, cache off',
          url: `${uncached.origin}/api/catalog/products/${first}`,
          paths: productPaths('/api/catalog/products'),
        },
        { name: 'bare', url: `${bare.origin}/bare/product/${first}`, paths: productPaths('/bare/product') },
      ],
      CONNECTIONS.product,
    );

    for (const server of [cached, uncached]) {
      const { status, body } = await requestJson<Envelope<ListData>>(`${server.origin}${LIST_PATH}`);
      if (status !== 200 || body.data?.items.length !== 24) {
        throw new Error(`${server.name} answered ${status} with ${body.data?.items.length} items on ${LIST_PATH}`);
      }
    }
    console.log(`\n2. GET ${LIST_PATH} (24 items and the facets), and /api/health as the machine's reference`);
    const list = await load(
      [
        { name: 'listing, default cache', url: `${cached.origin}${LIST_PATH}` },
        { name: 'listing, cache off', url: `${uncached.origin}${LIST_PATH}` },
        { name: HEALTH_REFERENCE, url: `${cached.origin}/api/health` },
      ],
      CONNECTIONS.list,
    );
    return { products: products.length, product, list };
  } finally {
    await bare.stop();
    await uncached.stop();
    await cached.stop();
  }
}

async function main() {
  console.log('Lumen Jewels: catalogue bench');
  console.log(
    `  server log level ${logLevel ?? 'default (info)'}; accept-encoding ${acceptEncoding ?? 'none'}; ` +
      `node ${process.version}; ${os.availableParallelism()} CPUs`,
  );

  const pglite = await pgliteParts();
  await sleep(500);
  const postgres = await postgresPart(load, { connections: CONNECTIONS.search, logLevel });

  const byName = (results: TargetResult[], name: string) => results.find((r) => r.name === name);
  const bare = byName(pglite.product, 'bare');

  console.log(`\n1. One product by id, PGlite, ${CONNECTIONS.product} connections (pooled over all rounds)`);
  printLoad(pglite.product);
  const productFigures: Figure[] = [];
  for (const name of ['api, default cache', 'api, cache off']) {
    const api = byName(pglite.product, name);
    const rps = ((api?.rps ?? Number.NaN) / (bare?.rps ?? Number.NaN)) * 100;
    const p99 = (api?.p99Ms ?? Number.NaN) / (bare?.p99Ms ?? Number.NaN);
    productFigures.push(
      { label: `${name}: req/s ÷ bare req/s`, value: rps, text: `${fixed(rps, 1)} %`, budget: BUDGETS.productRpsRatio },
      { label: `${name}: p99 ÷ bare p99`, value: p99, text: `${fixed(p99, 2)} ×`, budget: BUDGETS.productP99Ratio },
    );
  }
  console.log('');
  printFigures(productFigures);

  console.log(`\n2. Listing, ${LIST_PATH}, PGlite, ${CONNECTIONS.list} connections`);
  printLoad(pglite.list);
  console.log('');
  printFigures(
    pglite.list
      .filter((r) => r.name !== HEALTH_REFERENCE)
      .flatMap((r) => [
        { label: `${r.name}: req/s`, value: r.rps, text: thousands(r.rps), budget: BUDGETS.listRps },
        failureFigure(r, BUDGETS.failures),
      ]),
  );

  if (postgres.skipped === undefined) {
    console.log(
      `\n3. Filtered search, ${thousands(postgres.products)} products, PostgreSQL, ${CONNECTIONS.search} ` +
        `connections, ${SEARCHES.length} listings rotated`,
    );
    printLoad(postgres.search);
    console.log('');
    printFigures(
      postgres.search.flatMap((r) => [
        {
          label: `${r.name}: p99`,
          value: r.p99Ms,
          text: `${fixed(r.p99Ms, 2)} ms`,
          budget: r.name.startsWith('product') ? BUDGETS.productP99Ms : BUDGETS.searchP99Ms,
        },
        failureFigure(r, BUDGETS.failures),
      ]),
    );
    console.log('\n  EXPLAIN ANALYZE, once each, warm (the queries as the repository sends them)');
    printExplained(postgres.explained);
  } else {
    console.log(`\n3. Filtered search on PostgreSQL: skipped, ${postgres.skipped}`);
  }

  const summary = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    logLevel: logLevel ?? 'default',
    acceptEncoding: acceptEncoding ?? null,
    runs: RUNS,
    connections: CONNECTIONS,
    budgets: BUDGETS,
    pglite,
    postgres,
  };
  console.log(`\n  summary written to ${writeResults('catalog', summary)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`Catalogue bench could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
