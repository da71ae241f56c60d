/**
 * Back-office orders bench: `GET /api/admin/orders` over 10,000 orders (issue 13's budget: p99 ≤ 50 ms on
 * PostgreSQL) — the first page, a status filter, a search by e-mail, a date range, and page 5 through the cursor.
 *
 * The orders are written straight into the database in a few set-based statements (random customers, days over the
 * last year, mixed statuses, two lines each, their timeline), since placing 10,000 through the API would measure
 * nothing here; the staff member's session is minted as a sign-in would leave it. Run it against a fresh PostgreSQL
 * database (`BENCH_DATABASE_URL`), or PGlite when unset. Prints figures beside the budget; it never fails on them.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
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
import { type LoadTarget, runInterleaved } from './lib/load';
import { builtPgliteTemplate } from './lib/pglite-template';
import { freshDataDir, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';
import { mintStaffSession } from './lib/staff-session';
import { removeAccounts, seedAccounts } from './seed-accounts';

const BUDGET = { max: 50, unit: 'ms' } satisfies Budget;
const RUNS = runsFromEnv();
const CONNECTIONS = numberFromEnv('BENCH_ADMIN_CONNECTIONS', 8);
const ORDERS = numberFromEnv('BENCH_ADMIN_ORDERS', 10_000);
const CUSTOMERS = numberFromEnv('BENCH_ADMIN_CUSTOMERS', 1_000);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const logLevel = process.env.BENCH_LOG_LEVEL || undefined;

/** Writes the catalogue, the customers, ORDERS orders with their lines and timelines, and a staff session. */
async function seed(tag: string) {
  const started = performance.now();
  const dataDir = freshDataDir('admin-orders-data');
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    pgliteTemplate: databaseUrl ? undefined : builtPgliteTemplate(dataDir, 'admin orders bench'),
  });
  try {
    const db = database.db;
    await seedCatalog(createCatalogRepository(db));
    const accounts = await seedAccounts(db, {
      count: CUSTOMERS,
      addresses: 0,
      wishlist: 0,
      tag,
      sharedPasswordHash: true,
    });
    const ids = accounts.map((a) => a.id);
    // Orders: customer i % n, placed at a random moment of the last 365 days; a fifth cancelled, a third delivered,
    // half of the rest shipped. Totals satisfy orders_total_check (no discount, 18 % GST, free shipping).
    await db.execute(sql`
      insert into orders (order_number, user_id, idempotency_key, customer_name, customer_email, status, subtotal,
        discount, tax, shipping, total, address, payment_method, payment_status, created_at, shipped_at, carrier,
        tracking_number, delivered_at, cancelled_at, cancelled_by)
      select 'LJ-B' || ${tag} || '-' || lpad(g::text, 6, '0'), u.id, 'bench-' || ${tag} || '-' || g, u.name, u.email,
        s.status, p.subtotal, 0, p.subtotal * 18 / 100, 0, p.subtotal + p.subtotal * 18 / 100,
        '{"address_line_1":"14 Lake View Road","address_line_2":"","city":"Bengaluru","state":"Karnataka","country":"India","postal_code":"560001","address_type":"Home"}'::jsonb,
        'pay_on_delivery', 'due_on_delivery', t.at,
        case when s.shipped then t.at + interval '1 day' end,
        case when s.shipped then 'Blue Dart' end,
        case when s.shipped then 'BD' || g end,
        case when s.status = 'Delivered' then t.at + interval '3 days' end,
        case when s.status = 'Cancelled' then t.at + interval '1 hour' end,
        case when s.status = 'Cancelled' then 'customer' end
      from generate_series(1, ${ORDERS}::int) as g
      join users u on u.id = (${sql.param(ids)}::int[])[1 + g % ${ids.length}::int]
      cross join lateral (select now() - random() * interval '365 days' as at) t
      cross join lateral (select (1000 + (g * 7919) % 90000) * 100 as subtotal) p
      cross join lateral (
        select case when g % 5 = 0 then 'Cancelled' when g % 3 = 0 then 'Delivered' else 'Pending' end as status,
          (g % 5 <> 0 and (g % 3 = 0 or g % 2 = 0)) as shipped
      ) s`);
    await db.execute(sql`
      insert into order_items (order_id, position, product_id, slug, name, image, size, category, quantity,
        unit_price, line_total)
      select o.id, l.position, p.id, p.slug, p.name, p.images -> 0, null, p.category, 1, o.subtotal / 2, o.subtotal / 2
      from orders o
      cross join generate_series(0, 1) as l(position)
      join lateral (select * from products order by id offset (o.id + l.position) % (select count(*) from products) limit 1) p on true
      where o.idempotency_key like ${`bench-${tag}-%`}`);
    await db.execute(sql`
      insert into order_events (order_id, kind, at)
      select id, 'placed', created_at from orders where idempotency_key like ${`bench-${tag}-%`}`);
    await db.execute(sql`analyze`);
    const token = await mintStaffSession(
      db,
      { email: `bench.${tag}@lumen.example`, name: 'Bench fulfilment', role: 'fulfilment' },
      11,
    );
    const sample = accounts[Math.floor(accounts.length / 2)]?.email ?? '';
    return { dataDir, token, email: sample, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** The `next_cursor` after `pages` pages of the default list. */
async function cursorAfter(origin: string, token: string, pages: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const response = await fetch(`${origin}/api/admin/orders${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data?: { next_cursor: string | null; orders: unknown[] } };
    if (response.status !== 200 || !body.data?.next_cursor) throw new Error(`page ${i + 1}: ${response.status}`);
    cursor = body.data.next_cursor;
  }
  return cursor;
}

async function main() {
  console.log('Lumen Jewels: back-office orders bench');
  console.log(
    `  database ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}; node ` +
      `${process.version}; ${os.availableParallelism()} CPUs, load average ${loadAverage()}`,
  );
  const tag = String(1000 + Math.floor(Math.random() * 9000));
  const seeded = await seed(tag);
  console.log(
    `\n  ${thousands(ORDERS)} orders (two lines each) of ${thousands(CUSTOMERS)} customers written in ` +
      `${seeded.seconds.toFixed(1)} s`,
  );
  const api = await startBuiltServer({ dataDir: seeded.dataDir, databaseUrl, logLevel });
  try {
    const base = `${api.origin}/api/admin/orders`;
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const page5 = await cursorAfter(api.origin, seeded.token, 4);
    const targets: LoadTarget[] = [
      { name: 'first page', url: base },
      { name: 'status=Pending', url: `${base}?status=Pending` },
      { name: 'q=<e-mail>', url: `${base}?q=${encodeURIComponent(seeded.email)}` },
      { name: 'last 30 days', url: `${base}?from=${from}&to=${to}` },
      { name: 'cursor page 5', url: `${base}?cursor=${page5}` },
    ].map((target) => ({ ...target, headers: { authorization: `Bearer ${seeded.token}` } }));
    console.log(`\nGET /api/admin/orders (25 a page), ${CONNECTIONS} connections`);
    printLoadPlan(RUNS, targets.length, CONNECTIONS);
    const results = await runInterleaved(targets, { ...RUNS, connections: CONNECTIONS, onRun: progressPrinter(16) });
    console.log('');
    printLoad(results);
    console.log('');
    printFigures(
      results.map((r) => ({ label: `${r.name} p99`, value: r.p99Ms, text: `${fixed(r.p99Ms, 2)} ms`, budget: BUDGET })),
    );
    const file = writeResults('admin-orders', {
      at: new Date().toISOString(),
      node: process.version,
      database: databaseUrl ? 'postgresql' : 'pglite',
      orders: ORDERS,
      connections: CONNECTIONS,
      results: results.map((r) => ({ name: r.name, p50Ms: r.p50Ms, p99Ms: r.p99Ms, rps: r.rps, non2xx: r.non2xx })),
      budget: BUDGET,
    });
    console.log(`\n  results: ${file}`);
  } finally {
    await api.stop();
    if (databaseUrl) {
      const cleanup = await openDatabase({ databaseUrl, dataDir: 'memory://' });
      await cleanup.db.execute(sql`delete from staff where email = ${`bench.${tag}@lumen.example`}`);
      await cleanup.db.execute(sql`delete from orders where idempotency_key like ${`bench-${tag}-%`}`);
      await removeAccounts(cleanup.db, tag);
      await cleanup.close();
    }
  }
}

await main();
