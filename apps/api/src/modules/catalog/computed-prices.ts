/**
 * Computed prices (issue 29, decision 033): a variant priced from the metal rate is priced where it is read, by the
 * `priced_variants` view (db/schema/pricing.ts), so a new rate changes every such price at once without writing a
 * variant. What is stored per piece — its price range, which the listing sorts and filters on — is kept here: one
 * statement per change of a piece's variants refreshes its range from its priced variants and answers how many
 * variants it read and the highest original price among them, so a rule that would price a piece past PRICE_MAX is
 * refused in the same transaction (nothing is kept). A new rate is checked against PRICE_MAX by one read of its
 * variants in its own transaction; its pieces' ranges follow in short batches, by the `price-ranges` job (decision 037).
 */
import { ADMIN_VARIANT_MESSAGES } from '@lumen/contract/admin-variants';
import { METAL_RATE_MESSAGES } from '@lumen/contract/metal-rates';
import { PRICE_MAX, RATE_METAL_OF } from '@lumen/contract/price-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isOutOfRange } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { pricedVariants, products } from '../../db/schema';
import { badRequest } from '../../plugins/envelope-and-errors';

/** The metals priced at a rate metal's rate, e.g. Gold → Gold, Rose Gold, White Gold, Black Gold. */
const metalsPricedAt = (rateMetal: string) =>
  Object.entries(RATE_METAL_OF)
    .filter(([, rate]) => rate === rateMetal)
    .map(([metal]) => metal);

/** A price computed past PRICE_MAX (or past an integer, PostgreSQL's 22003): what the refusal of each change says. */
class PriceTooHigh extends Error {}
export const isPriceTooHigh = (err: unknown) => err instanceof PriceTooHigh || isOutOfRange(err);

/** The 400 of a change whose computed prices would pass PRICE_MAX, in the words of what was changed. */
export const priceTooHighError = (what: 'rate' | 'variants') =>
  what === 'rate'
    ? badRequest(`rate_per_gram: ${METAL_RATE_MESSAGES.pricesTooHigh}`)
    : badRequest(`variants: ${ADMIN_VARIANT_MESSAGES.priceTooHigh}`);

/**
 * Sets the price range and the metals and purities offered of every piece with a variant `where` picks (a condition
 * on `v`, a `priced_variants` row), from all its variants, in one statement; a piece one of whose prices would pass
 * PRICE_MAX keeps its own. `pieces`, a condition on `v.product_id` that `where` implies, lets a batch read only its own
 * pieces' variants. Answers how many variants `where` picked and the highest original price among the pieces'.
 */
async function refreshOffers(
  executor: Db,
  where: SQL,
  pieces: SQL = sql`true`,
): Promise<{ picked: number; highest: number }> {
  const result = await executor.execute(sql`
    with offer as (
      select v.product_id,
        min(v.price) as price_from, max(v.price) as price_to, max(v.original_price) as highest,
        (array_agg(v.original_price order by v.price, v.position, v.id))[1] as original_price,
        coalesce(array_agg(distinct v.metal) filter (where v.metal <> ''), '{}') as metals,
        coalesce(array_agg(distinct v.purity) filter (where v.purity <> ''), '{}') as purities,
        count(*) filter (where ${where}) as picked
      from ${pricedVariants} v
      where ${pieces} and v.product_id in (select v.product_id from ${pricedVariants} v where ${where})
      group by v.product_id
    ), refreshed as (
      update ${products} set
        price = offer.price_from, original_price = offer.original_price, price_to = offer.price_to,
        metals = offer.metals, purities = offer.purities
      from offer
      where ${products.id} = offer.product_id and offer.highest <= ${PRICE_MAX}
        and (${products.price}, ${products.originalPrice}, ${products.priceTo}, ${products.metals}, ${products.purities})
          is distinct from (offer.price_from, offer.original_price, offer.price_to, offer.metals, offer.purities)
      returning 1
    )
    select coalesce(sum(picked), 0)::int as picked, coalesce(max(highest), 0)::int as highest,
      (select count(*) from refreshed)::int as refreshed
    from offer`);
  const [row] = rowsOf<{ picked: number; highest: number }>(result);
  return { picked: row?.picked ?? 0, highest: row?.highest ?? 0 };
}

/**
 * `refreshOffers` for a change the caller's transaction refuses whole when a price would pass PRICE_MAX: answers how
 * many variants `where` picked; throws PriceTooHigh.
 */
export async function refreshOffersWhere(executor: Db, where: SQL): Promise<number> {
  const { picked, highest } = await refreshOffers(executor, where);
  if (highest > PRICE_MAX) throw new PriceTooHigh();
  return picked;
}

/** The variants (`v`, of `product_variants` or `priced_variants`) priced from a rate metal's rate at `purity`. */
const followsRate = (rateMetal: string, purity: string) =>
  sql`v.pricing = 'computed' and v.metal = any(${sql.param(metalsPricedAt(rateMetal))}::text[]) and v.purity = ${purity}`;

/**
 * In a new rate's transaction, the rate written: how many variants follow it. One read of them, no write; throws
 * PriceTooHigh when one would be priced past PRICE_MAX (the rate is refused whole).
 */
export async function checkRatePrices(executor: Db, rateMetal: string, purity: string): Promise<number> {
  const result = await executor.execute(sql`
    select count(*)::int as picked, coalesce(max(v.original_price), 0)::bigint as highest
    from ${pricedVariants} v where ${followsRate(rateMetal, purity)}`);
  const [row] = rowsOf<{ picked: number; highest: string | number }>(result);
  if (Number(row?.highest ?? 0) > PRICE_MAX) throw new PriceTooHigh();
  return row?.picked ?? 0;
}

/** Pieces whose ranges one statement refreshes after a new rate: each statement short, whatever the catalogue's size. */
export const RATE_RANGES_BATCH = 1_000;

/**
 * After a new rate: refreshes the ranges of those of the next `size` pieces (by id, after `after`) with a variant
 * priced from it. Answers the last of the `size`, or null when none is left. A piece that would pass PRICE_MAX (the rate's
 * check refused that rate, so only a later change could) keeps its range.
 */
async function refreshRateBatch(
  executor: Db,
  rateMetal: string,
  purity: string,
  after: number,
  size: number,
): Promise<number | null> {
  // The next pieces by id, read from the pieces' own key: the refresh below picks those with a variant that follows.
  const [batch] = rowsOf<{ last: number | null }>(
    await executor.execute(sql`
      select max(id)::int as last from (
        select ${products.id} from ${products} where ${products.id} > ${after} order by ${products.id} limit ${size}
      ) as batch`),
  );
  const last = batch?.last ?? null;
  if (last === null) return null;
  const pieces = sql`v.product_id > ${after} and v.product_id <= ${last}`;
  await refreshOffers(executor, sql`${followsRate(rateMetal, purity)} and ${pieces}`, pieces);
  return last;
}

/**
 * After a new rate: the price range of every piece with a variant priced from it, `batch` pieces a statement (the
 * `price-ranges` job; tests). Stops between batches once `stopping` is aborted (the job is tried again).
 */
export async function refreshRateRanges(
  executor: Db,
  rateMetal: string,
  purity: string,
  stopping?: AbortSignal,
  batch = RATE_RANGES_BATCH,
) {
  for (let after = 0; ; ) {
    stopping?.throwIfAborted();
    const last = await refreshRateBatch(executor, rateMetal, purity, after, batch);
    if (last === null) return;
    after = last;
  }
}
