/**
 * A piece's variants as rows and as the API shows them: the SKU of a new variant, a variant's options, its stock,
 * and `refreshOffers`, which keeps each piece's price range and the metals and purities it is offered in (the
 * listing's card and filters) in step with its variants. Every write of variants calls it in its transaction.
 */
import type { Metal, Purity } from '@lumen/contract/catalog-vocabulary';
import { type StockLevel, stockLevel } from '@lumen/contract/stock-levels';
import type { VariantOptions } from '@lumen/contract/variant-words';

export { variantSku } from '@lumen/contract/variant-words';

import { type LineTax, taxOn } from '@lumen/contract/tax';
import type { PriceBreakup, Variant } from '@lumen/contract/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricedVariants, products, type productVariants } from '../../db/schema';
import { refreshOffersWhere } from './computed-prices';
import { productRef } from './listing-sql';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariant = Omit<typeof productVariants.$inferInsert, 'id'>;

/**
 * A variant as `variantsOf` reads it, through `priced_variants`: its row with the price a shopper pays now and, for a
 * computed one, the rate it is priced at and its metal and making parts (null for a fixed one).
 */
export type PricedVariantRow = VariantRow & {
  rateId: number | null;
  ratePerGram: number | null;
  rateSetAt: string | null;
  metalAmount: number | null;
  makingAmount: number | null;
};

/** The variants of the piece of the query's `products` row, default first, as rows: one column, no second query. */
export const variantsOf = sql<
  PricedVariantRow[]
>`coalesce((select json_agg(json_build_object('id', v.id, 'productId', v.product_id,
  'sku', v.sku, 'metal', v.metal, 'purity', v.purity, 'size', v.size, 'position', v.position, 'weightMg', v.weight_mg,
  'price', v.price, 'originalPrice', v.original_price, 'quantity', v.quantity,
  'madeToOrderDays', v.made_to_order_days, 'huid', v.huid, 'pricing', v.pricing, 'makingType', v.making_type,
  'making', v.making, 'originalMaking', v.original_making, 'stonesValue', v.stones_value, 'otherValue', v.other_value,
  'rateId', v.rate_id, 'ratePerGram', v.rate_per_gram, 'rateSetAt', v.rate_set_at, 'metalAmount', v.metal_amount,
  'makingAmount', v.making_amount) order by v.position, v.id)
  from ${pricedVariants} v where v.product_id = ${productRef}), '[]'::json)`;

/** The options a row has ('' is "no such option"), as the API names them. */
/** Whether the row's piece is offered in several metals or purities (a stock message then names them). */
export const offeredInSeveralMetals = sql<boolean>`cardinality(${products.metals}) > 1 or cardinality(${products.purities}) > 1`;

export function variantOptions(row: Pick<VariantRow, 'metal' | 'purity' | 'size'>): VariantOptions {
  return {
    ...(row.metal ? { metal: row.metal as Metal } : {}),
    ...(row.purity ? { purity: row.purity as Purity } : {}),
    ...(row.size ? { size: row.size } : {}),
  };
}

/** The lead time of a variant made to order (its own, else the piece's); null for a stocked one. */
export const leadTime = (row: Pick<VariantRow, 'madeToOrderDays'>, pieceDays: number | null) =>
  row.madeToOrderDays ?? pieceDays;

/** The storefront's level of one variant: made to order, or the level of its count. */
export const variantLevel = (
  row: Pick<VariantRow, 'madeToOrderDays' | 'quantity'>,
  pieceDays: number | null,
): StockLevel => stockLevel(leadTime(row, pieceDays) === null ? row.quantity : null);

/** A computed variant's parts, with the tax at its piece's rate, when it has been priced at a rate; else undefined. */
function breakupOf(row: PricedVariantRow, pieceTax: LineTax): PriceBreakup | undefined {
  const { weightMg, ratePerGram, metalAmount, makingAmount } = row;
  if (row.pricing !== 'computed' || weightMg === null || ratePerGram === null) return undefined;
  if (metalAmount === null || makingAmount === null) return undefined;
  const tax = taxOn(row.price, pieceTax.rate_percent);
  return {
    metal: { weight_g: weightMg / 1000, rate: ratePerGram, amount: metalAmount },
    making: makingAmount,
    stones: row.stonesValue,
    other: row.otherValue,
    tax,
    total: row.price + tax,
  };
}

export function toVariant(row: PricedVariantRow, pieceDays: number | null, pieceTax: LineTax): Variant {
  const level = variantLevel(row, pieceDays);
  const days = leadTime(row, pieceDays);
  const breakup = breakupOf(row, pieceTax);
  return {
    id: row.id,
    sku: row.sku,
    options: variantOptions(row),
    price: row.price,
    original_price: row.originalPrice,
    weight_g: row.weightMg === null ? null : row.weightMg / 1000,
    stock_state: level.state,
    stock_left: level.left,
    ...(days !== null ? { made_to_order_days: days } : {}),
    hallmark: row.huid ? { huid: row.huid } : null,
    pricing: row.pricing,
    ...(breakup && row.rateSetAt ? { breakup, price_as_of: new Date(row.rateSetAt).toISOString() } : {}),
  };
}

/**
 * Sets each piece's `price` (its cheapest variant's, with that variant's original price), `price_to`, and the metals
 * and purities it is offered in, from its variants as priced now (computed-prices.ts). A piece with no variant keeps
 * its own. A computed price past PRICE_MAX throws, and the caller's transaction writes nothing.
 */
export async function refreshOffers(executor: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await refreshOffersWhere(executor, sql`v.product_id = any(${sql.param(productIds)}::int[])`);
}
