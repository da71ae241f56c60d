/**
 * Computed prices in the database (issue 29, decision 033): one UPDATE sets every computed variant in scope to its
 * rule at the current rate of its metal and purity, with the rule of `@lumen/contract/price-rules` written in integer
 * SQL (each part rounded once, halves up; a test holds the two to the same answers). `refreshOffers` runs it for the
 * pieces it refreshes, so every write of variants leaves their prices right; a new rate runs it for its metal and
 * purity (`repriceForRate`), however many variants that is, in the rate's own transaction.
 */
import { RATE_METAL_OF } from '@lumen/contract/price-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isCheckViolation, isOutOfRange } from '../../db/errors';
import { metalRates, products, productVariants } from '../../db/schema';

/** The metals priced at each rate metal's rate, e.g. Gold → Gold, Rose Gold, White Gold, Black Gold. */
const metalsOf = (rateMetal: string) =>
  Object.entries(RATE_METAL_OF)
    .filter(([, rate]) => rate === rateMetal)
    .map(([metal]) => metal);

/** The rate metal of `v.metal` in SQL: gold of any colour is gold. */
const rateMetalOfVariant = sql.raw(
  `case ${Object.entries(RATE_METAL_OF)
    .map(([metal, rate]) => `when v.metal = '${metal}' then '${rate}'`)
    .join(' ')} end`,
);

/** a × b / scale rounded to the nearest integer, halves up, in exact bigint arithmetic (a, b ≥ 0). */
const scaled = (a: SQL, b: SQL, scale: number) =>
  sql`((${a})::bigint * (${b}) + ${sql.raw(String(scale / 2))}) / ${sql.raw(String(scale))}`;

const metalAmount = scaled(sql`v.weight_mg`, sql`r.rate_per_gram`, 1000);
const makingOf = (making: SQL) =>
  sql`case v.making_type when 'per_gram' then ${scaled(sql`v.weight_mg`, making, 1000)}
    else ${scaled(metalAmount, making, 10_000)} end`;

/**
 * Whether a write failed because a computed price came out above PRICE_MAX (the variants' CHECK) or past an integer
 * (22003): the statement fails, and with it the transaction, so no price is half-changed.
 */
export const isPriceTooHigh = (err: unknown) =>
  isOutOfRange(err) || isCheckViolation(err, 'product_variants_price_max_check');

/**
 * Reprices the computed variants `where` picks (a condition on `v`, a product_variants row) at the current rates.
 * Answers how many it repriced.
 */
async function reprice(executor: Db, where: SQL): Promise<number> {
  const result = await executor.execute(sql`
    update ${productVariants} v set
      rate_id = r.id,
      metal_amount = ${metalAmount},
      making_amount = ${makingOf(sql`v.making`)},
      price = ${metalAmount} + ${makingOf(sql`v.making`)} + v.stones_value + v.other_value,
      original_price = ${metalAmount} + ${makingOf(sql`v.original_making`)} + v.stones_value + v.other_value
    from (
      select distinct on (metal, purity) id, metal, purity, rate_per_gram
      from ${metalRates} order by metal, purity, id desc
    ) r
    where v.pricing = 'computed' and r.metal = ${rateMetalOfVariant} and r.purity = v.purity and (${where})`);
  // node-postgres says `rowCount`, PGlite `affectedRows`.
  const counted = result as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}

/** Reprices the computed variants of these pieces (every write of variants, through `refreshOffers`). */
export function repriceProducts(executor: Db, productIds: number[]): Promise<number> {
  return reprice(executor, sql`v.product_id = any(${sql.param(productIds)}::int[])`);
}

/**
 * Reprices every computed variant of a metal and purity after its rate changed, then the price range of each piece
 * that has one, in two set-wide statements. Answers how many variants it repriced.
 */
export async function repriceForRate(executor: Db, rateMetal: string, purity: string): Promise<number> {
  const metals = metalsOf(rateMetal);
  const ofRate = sql`v.metal = any(${sql.param(metals)}::text[]) and v.purity = ${purity}`;
  const count = await reprice(executor, ofRate);
  if (count > 0) {
    await refreshOffersWhere(
      executor,
      sql`v.product_id in (select v.product_id from ${productVariants} v where v.pricing = 'computed' and ${ofRate})`,
    );
  }
  return count;
}

/**
 * Sets the price range and the metals and purities offered of every piece whose variants `where` picks (a condition
 * on `v`), from its variants, in one statement. A piece with no variant keeps its own.
 */
export async function refreshOffersWhere(executor: Db, where: SQL): Promise<void> {
  await executor.execute(sql`
    update ${products} set
      price = offer.price_from, original_price = offer.original_price, price_to = offer.price_to,
      metals = offer.metals, purities = offer.purities
    from (
      select v.product_id,
        min(v.price) as price_from, max(v.price) as price_to,
        (array_agg(v.original_price order by v.price, v.position, v.id))[1] as original_price,
        coalesce(array_agg(distinct v.metal) filter (where v.metal <> ''), '{}') as metals,
        coalesce(array_agg(distinct v.purity) filter (where v.purity <> ''), '{}') as purities
      from ${productVariants} v
      where ${where}
      group by v.product_id
    ) as offer
    where ${products.id} = offer.product_id
      and (${products.price}, ${products.originalPrice}, ${products.priceTo}, ${products.metals}, ${products.purities})
        is distinct from (offer.price_from, offer.original_price, offer.price_to, offer.metals, offer.purities)`);
}
