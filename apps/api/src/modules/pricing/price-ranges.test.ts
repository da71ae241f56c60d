/**
 * A new rate's pieces' price ranges (decision 037): the rate's transaction reads its variants once (PRICE_MAX) and
 * queues the `price-ranges` job, which refreshes the ranges the listing sorts and filters on a few pieces a
 * statement; on PostgreSQL, a rate set while the pieces' rows are locked (a listing under load, a long refresh) commits
 * and answers at once, and the ranges follow when the lock goes.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { metalRates, pricedVariants, products, productVariants } from '../../db/schema/index';
import { onPostgres, type TestApp } from '../../test/harness';
import { useStaffShop } from '../../test/staff-shop';
import { refreshRateRanges } from '../catalog/computed-prices';

let t: TestApp;
const { as } = useStaffShop((opened) => {
  t = opened;
});

/** Five pieces, every variant priced from the 22k gold rate: 2–6 g, 10 % making. */
let pieces: number[] = [];
beforeAll(async () => {
  const rows = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(5);
  pieces = rows.map((row) => row.id);
  await t.database.db.insert(metalRates).values({ metal: 'Gold', purity: '22k', ratePerGram: 9_000, source: 'staff' });
  await t.database.db
    .update(productVariants)
    .set({
      metal: 'Gold',
      purity: '22k',
      weightMg: sql`2000 + ${productVariants.productId} % 5 * 1000`,
      pricing: 'computed',
      makingType: 'percent',
      making: 1_000,
      originalMaking: 1_000,
      stonesValue: 0,
      otherValue: 0,
    })
    .where(inArray(productVariants.productId, pieces));
});

const setRate = async (rate_per_gram: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/metal-rates',
    headers: await as('owner'),
    payload: { metal: 'Gold', purity: '22k', rate_per_gram },
  });

/** Each piece's stored range beside the range of its priced variants now. */
async function ranges() {
  const [stored, priced] = await Promise.all([
    t.database.db
      .select({ id: products.id, from: products.price, to: products.priceTo })
      .from(products)
      .where(inArray(products.id, pieces))
      .orderBy(products.id),
    t.database.db
      .select({
        id: pricedVariants.productId,
        from: sql<number>`min(${pricedVariants.price})::int`,
        to: sql<number>`max(${pricedVariants.price})::int`,
      })
      .from(pricedVariants)
      .where(inArray(pricedVariants.productId, pieces))
      .groupBy(pricedVariants.productId)
      .orderBy(pricedVariants.productId),
  ]);
  return { stored, priced };
}

describe('a new rate’s price ranges', () => {
  it('are refreshed a few pieces a statement, every piece in the end', async () => {
    await t.database.db
      .insert(metalRates)
      .values({ metal: 'Gold', purity: '22k', ratePerGram: 9_400, source: 'staff' });
    const before = await ranges();
    expect(before.stored).not.toEqual(before.priced);
    await refreshRateRanges(t.database.db, 'Gold', '22k', undefined, 2);
    const after = await ranges();
    expect(after.stored).toEqual(after.priced);
  });

  it('stop before a batch once the job is stopping, and change nothing then', async () => {
    await t.database.db
      .insert(metalRates)
      .values({ metal: 'Gold', purity: '22k', ratePerGram: 9_600, source: 'staff' });
    const before = await ranges();
    const stopping = new AbortController();
    stopping.abort();
    await expect(refreshRateRanges(t.database.db, 'Gold', '22k', stopping.signal, 2)).rejects.toThrow();
    expect((await ranges()).stored).toEqual(before.stored);
  });

  it('follow a rate set through the API by the job it queued', async () => {
    const res = await setRate(9_700);
    expect(res.statusCode, res.body).toBe(200);
    const [job] = rowsOf<{ state: string; data: object }>(
      await t.database.db.execute(
        sql`select state, data from pgboss.job where name = 'price-ranges' order by created_on desc limit 1`,
      ),
    );
    expect(job).toEqual({ state: 'completed', data: { metal: 'Gold', purity: '22k' } });
    const { stored, priced } = await ranges();
    expect(stored).toEqual(priced);
  });
});

describe.runIf(onPostgres)('a rate set while the pieces are locked (PostgreSQL)', () => {
  it('commits and answers at once; the ranges follow when the lock goes', async () => {
    const other = await openDatabase({ databaseUrl: t.databaseUrl ?? '', dataDir: '' });
    try {
      let release: (() => void) | undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Another connection holds every piece's row, as a long refresh or a burst of writes would.
      const holding = other.db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${products} where id in ${pieces} for update`);
        await released;
      });
      const setting = setRate(9_900);
      try {
        // The rate commits while the pieces stay locked: another connection sees it.
        await expect
          .poll(async () => {
            const [rate] = await other.db
              .select({ ratePerGram: metalRates.ratePerGram })
              .from(metalRates)
              .where(and(eq(metalRates.metal, 'Gold'), eq(metalRates.purity, '22k')))
              .orderBy(desc(metalRates.id))
              .limit(1);
            return rate?.ratePerGram;
          })
          .toBe(9_900);
      } finally {
        release?.();
        await holding;
      }
      expect((await setting).statusCode).toBe(200);
      const { stored, priced } = await ranges();
      expect(stored).toEqual(priced);
    } finally {
      await other.close();
    }
  });
});
