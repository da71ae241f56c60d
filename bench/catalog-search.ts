/**
 * Part 3 of the catalogue bench (catalog.ts): a large generated catalogue in a PostgreSQL database of its own
 * (BENCH_SEARCH_PRODUCTS pieces; BENCH_SEARCH_VARIANTS=many for 60 variants a piece), filtered searches and single
 * products under load with the catalogue cache off and on, and EXPLAIN ANALYZE of the listing and facet queries as
 * the repository sends them. The database is dropped afterwards.
 */
import { type ProductListQuery, ProductListQuerySchema } from '@lumen/contract/catalog';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/repository';
import { explainQuery } from './lib/explain';
import { printTable, thousands } from './lib/format';
import { type Envelope, requestJson } from './lib/http';
import type { LoadTarget, TargetResult } from './lib/load';
import { type ServerProcess, scratchDir, startBuiltServer } from './lib/server';
import { numberFromEnv } from './lib/settings';
import { seedGeneratedCatalog } from './seed-catalog';

/** A listing page's items and total, as the benches read them. */
export type ListData = { items: { id: number; slug: string }[]; total: number };
/** Interleaved runs of targets at a number of connections (catalog.ts's `load`). */
type Load = (targets: LoadTarget[], connections: number) => Promise<TargetResult[]>;

const SEARCH_PRODUCTS = numberFromEnv('BENCH_SEARCH_PRODUCTS', 10_000);
/** `many` (BENCH_SEARCH_VARIANTS=many): 60 variants per piece in sizes, 42 per piece without (seed-catalog.ts). */
const SEARCH_VARIANTS = process.env.BENCH_SEARCH_VARIANTS === 'many' ? 'many' : 'opening';

const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Created, filled and dropped by this bench; dropped first too, should an interrupted run have left it. */
const PG_DATABASE = 'lumen_bench_catalog';

/** Two filters and a search term each (some with a sort), rotated so the load is not one cached URL. */
export const SEARCHES: ProductListQuery[] = [
  { category: 'rings', metal: 'Gold', q: 'diamond' },
  { category: 'necklaces', metal: 'Rose Gold', q: 'halo' },
  { category: 'earrings', stone: 'Pearl', q: 'pearl' },
  { category: 'rings', metal: 'Black Gold', q: 'band' },
  { category: 'bracelets', metal: 'Silver', q: 'bead' },
  { category: 'rings', stone: 'Ruby', q: 'promise' },
  { category: 'bangles', metal: 'Gold', q: 'emerald' },
  { audience: 'women', metal: 'Rose Gold', q: 'ring' },
  { category: 'chains', metal: 'Gold', q: 'chain', sort: 'price_asc' },
  { category: 'watches', metal: 'Gold', q: 'gold', sort: 'newest' },
  { audience: 'men', stone: 'Diamond', q: 'black', sort: 'best_seller' },
  { category: 'rings', metal: 'Gold', q: 'sol' },
];

const listingPath = (query: ProductListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, pageSize: 24 })) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) params.append(key, String(one));
  }
  return `/api/catalog/products?${params}`;
};

/** Part 3: filtered searches over a large catalogue on PostgreSQL, and the plans of their queries. */
export async function postgresPart(
  load: Load,
  { connections, logLevel }: { connections: number; logLevel?: string | undefined },
) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  // A connection that drops (the server restarting, or our own `drop … with (force)`) must not crash the bench.
  admin.on('error', () => undefined);
  try {
    await admin.connect();
  } catch (err) {
    const reason = `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${err instanceof Error ? err.message : err})`;
    console.log(`\n3. skipped: ${reason}`);
    await admin.end().catch(() => undefined);
    return { skipped: reason };
  }

  const databaseUrl = new URL(PG_ADMIN_URL);
  databaseUrl.pathname = `/${PG_DATABASE}`;
  const servers: ServerProcess[] = [];
  let pool: pg.Pool | undefined;
  try {
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.query(`create database ${PG_DATABASE}`);

    // Migrations, as the server applies them, then the generated catalogue before any server sees an empty one.
    const migrated = await openDatabase({ databaseUrl: databaseUrl.href, dataDir: 'memory://' });
    await migrated.close();
    const client = new pg.Pool({ connectionString: databaseUrl.href, max: 2 });
    client.on('error', () => undefined);
    pool = client;
    const captured: { query: string; params: unknown[] }[] = [];
    let capturing = false;
    const logQuery = (query: string, params: unknown[]) => {
      if (capturing) captured.push({ query, params });
    };
    const db = drizzle(client, { schema, logger: { logQuery } }) as unknown as Db;
    const seedStart = performance.now();
    const inserted = await seedGeneratedCatalog(db, SEARCH_PRODUCTS, { variants: SEARCH_VARIANTS });
    const [counted] = (await client.query('select count(*)::int as n from product_variants')).rows;
    const variantCount = counted?.n ?? 0;
    // What autovacuum would do a minute later: without statistics the planner guesses the table's size.
    await client.query('analyze products');
    await client.query('analyze product_variants');
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `\n3. ${thousands(inserted)} generated products with ${thousands(variantCount)} variants in PostgreSQL ` +
        `database ${PG_DATABASE} (inserted in ${seedSeconds.toFixed(1)} s, 500 a statement, then ANALYZE)`,
    );

    const uncached = await startBuiltServer({
      name: 'pg-cache-off',
      dataDir: scratchDir('unused'),
      databaseUrl: databaseUrl.href,
      logLevel,
      catalogCacheSeconds: 0,
    });
    servers.push(uncached);
    const cached = await startBuiltServer({
      name: 'pg-cache-default',
      dataDir: scratchDir('unused'),
      databaseUrl: databaseUrl.href,
      logLevel,
    });
    servers.push(cached);

    const paths = SEARCHES.map(listingPath);
    const matches: { path: string; total: number; items: number }[] = [];
    for (const p of paths) {
      const { status, body } = await requestJson<Envelope<ListData>>(`${uncached.origin}${p}`);
      if (status !== 200 || !body.data) throw new Error(`${p} answered ${status}: ${body.message}`);
      matches.push({ path: p, total: body.data.total, items: body.data.items.length });
    }
    console.log('  the listings rotated (each connection requests them in turn):');
    printTable(
      [{ header: 'path' }, { header: 'matches', align: 'right' }, { header: 'on page', align: 'right' }],
      matches.map((m) => [decodeURIComponent(m.path), thousands(m.total), String(m.items)]),
      '    ',
    );

    // Products spread over the catalogue (a fresh database numbers them from 1), each a page of its own.
    const productPaths = Array.from(
      { length: 200 },
      (_, i) => `/api/catalog/products/${1 + Math.floor((i * inserted) / 200)}`,
    );
    const search = await load(
      [
        { name: 'search, cache off', url: `${uncached.origin}${paths[0]}`, paths },
        { name: 'search, default cache', url: `${cached.origin}${paths[0]}`, paths },
        { name: 'product, cache off', url: `${uncached.origin}${productPaths[0]}`, paths: productPaths },
      ],
      connections,
    );
    for (const server of servers.splice(0)) await server.stop();

    // The queries exactly as the repository sends them, captured from its Drizzle instance, then explained.
    const repository = createCatalogRepository(db);
    const explain = async (label: string, query: ProductListQuery, run: 'listPage' | 'facets') => {
      const filters = ProductListQuerySchema.parse({ ...query, pageSize: 24 });
      await repository[run](filters); // once to warm the caches, as under load
      captured.length = 0;
      capturing = true;
      await repository[run](filters);
      capturing = false;
      const sent = captured[0];
      if (!sent) throw new Error(`no query captured for ${label}`);
      return explainQuery(client, label, sent);
    };
    const representative = SEARCHES[0] ?? {};
    const terms = decodeURIComponent(listingPath(representative).split('?')[1] ?? '');
    const explained = [
      await explain(`listPage  ${terms}`, representative, 'listPage'),
      await explain(`facets    ${terms}`, representative, 'facets'),
      await explain('listPage  category=rings&pageSize=24 (no search)', { category: 'rings' }, 'listPage'),
      await explain('facets    category=rings&pageSize=24 (no search)', { category: 'rings' }, 'facets'),
    ];
    return { products: inserted, seedSeconds, matches, search, explained };
  } finally {
    for (const server of servers) await server.stop();
    await pool?.end();
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`).catch((err: Error) => {
      console.log(`  could not drop ${PG_DATABASE}: ${err.message}`);
    });
    await admin.end();
  }
}
