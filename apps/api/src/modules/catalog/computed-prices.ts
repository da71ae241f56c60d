/**
 * Computed prices (issue 29, decision 033): a variant priced from the metal rate is priced where it is read, by the
 * `priced_variants` view (db/schema/pricing.ts), so a new rate changes every such price at once without writing a
 * variant. What is stored per piece — its price range, which the listing sorts and filters on — is kept here: one
 * statement per change refreshes the pieces in scope from their priced variants and answers how many variants it
 * read and the highest original price among them, so a rate or a rule that would price a piece past PRICE_MAX is
 * refused in the same transaction (nothing is kept).
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
 * on `v`, a `priced_variants` row), from all its variants, in one statement. A piece with no variant keeps its own.
 * Answers how many variants `where` picked; throws PriceTooHigh when a computed price among them passes PRICE_MAX.
 */
export async function refreshOffersWhere(executor: Db, where: SQL): Promise<number> {
  const result = await executor.execute(sql`
    with offer as (
      select v.product_id,
        min(v.price) as price_from, max(v.price) as price_to, max(v.original_price) as highest,
        (array_agg(v.original_price order by v.price, v.position, v.id))[1] as original_price,
        coalesce(array_agg(distinct v.metal) filter (where v.metal <> ''), '{}') as metals,
        coalesce(array_agg(distinct v.purity) filter (where v.purity <> ''), '{}') as purities,
        count(*) filter (where ${where}) as picked
      from ${pricedVariants} v
      where v.product_id in (select v.product_id from ${pricedVariants} v where ${where})
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
  if ((row?.highest ?? 0) > PRICE_MAX) throw new PriceTooHigh();
  return row?.picked ?? 0;
}

/**
 * After a new rate of a metal and purity: the price range of every piece with a variant priced from it. Answers how
 * many variants follow the rate.
 */
export function refreshOffersForRate(executor: Db, rateMetal: string, purity: string): Promise<number> {
  return refreshOffersWhere(
    executor,
    sql`v.pricing = 'computed' and v.metal = any(${sql.param(metalsPricedAt(rateMetal))}::text[]) and v.purity = ${purity}`,
  );
}
