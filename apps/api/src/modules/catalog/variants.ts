/**
 * A piece's variants as rows and as the API shows them: the SKU of a new variant, a variant's options, its stock,
 * and `refreshOffers`, which keeps each piece's price range and the metals and purities it is offered in (the
 * listing's card and filters) in step with its variants. Every write of variants calls it in its transaction.
 */
import type { Metal, Purity } from '@lumen/contract/catalog-vocabulary';
import { type StockLevel, stockLevel } from '@lumen/contract/stock-levels';
import type { VariantOptions } from '@lumen/contract/variant-words';

export { variantSku } from '@lumen/contract/variant-words';

import type { Variant } from '@lumen/contract/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { productRef } from './listing-sql';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariant = Omit<typeof productVariants.$inferInsert, 'id'>;

/** The variants of the piece of the query's `products` row, default first, as rows: one column, no second query. */
export const variantsOf = sql<
  VariantRow[]
>`coalesce((select json_agg(json_build_object('id', v.id, 'productId', v.product_id,
  'sku', v.sku, 'metal', v.metal, 'purity', v.purity, 'size', v.size, 'position', v.position, 'weightMg', v.weight_mg,
  'price', v.price, 'originalPrice', v.original_price, 'quantity', v.quantity,
  'madeToOrderDays', v.made_to_order_days, 'huid', v.huid) order by v.position, v.id)
  from ${productVariants} v where v.product_id = ${productRef}), '[]'::json)`;

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

export function toVariant(row: VariantRow, pieceDays: number | null): Variant {
  const level = variantLevel(row, pieceDays);
  const days = leadTime(row, pieceDays);
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
  };
}

/**
 * Sets each piece's `price` (its cheapest variant's, with that variant's original price), `price_to`, and the metals
 * and purities it is offered in, from its variants, in one statement. A piece with no variant keeps its own.
 */
export async function refreshOffers(executor: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
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
      where v.product_id = any(${sql.param(productIds)}::int[])
      group by v.product_id
    ) as offer
    where ${products.id} = offer.product_id`);
}
