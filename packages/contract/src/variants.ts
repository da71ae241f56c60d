/**
 * A piece's options (metal, purity, size) and its variants: each offered combination with its own SKU, weight, price
 * and stock. The words of an option (`optionWords`) are in variant-words.ts, which has no zod, for the pages.
 */

import { z } from 'zod';
import { METALS, PURITIES } from './catalog-vocabulary';
import { PRICINGS } from './price-rules';
import { ProductImageSchema } from './product-image';
import { STOCK_STATES } from './stock-levels';
import { HallmarkSchema } from './stones';

export { OPTION_NAMES, type OptionName, optionLabel, optionWords, type VariantOptions } from './variant-words';

/** What a variant is, by option; a piece without sizes has no `size`, a loose stone no `metal`. */
export const VariantOptionsSchema = z.object({
  metal: z.enum(METALS).optional(),
  purity: z.enum(PURITIES).optional(),
  size: z.string().optional(),
});

export const ProductOptionSchema = z.object({
  name: z.enum(['metal', 'purity', 'size']),
  label: z.string(),
  values: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      /** A metal's own pictures of the piece, shown while it is chosen; absent where the piece's pictures serve. */
      images: z.array(ProductImageSchema).optional(),
    }),
  ),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/**
 * What a computed price is made of (price-rules.ts), for the product page and the invoice: the metal (its weight × the
 * rate it was priced at), the making charges, the stones, any other amount, and the tax on their sum. Every figure is
 * integer minor units of the base currency, each rounded once (halves up); `total` is the price with its tax.
 */
export const PriceBreakupSchema = z.object({
  metal: z.object({
    weight_g: z.number(),
    /** Minor units a gram. */
    rate: z.number().int(),
    amount: z.number().int(),
  }),
  making: z.number().int(),
  stones: z.number().int(),
  other: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type PriceBreakup = z.infer<typeof PriceBreakupSchema>;

/** What one piece's price from the metal rate was made of when it was ordered (the order's line and its invoice). */
export const LinePriceBreakupSchema = PriceBreakupSchema.omit({ tax: true, total: true });
export type LinePriceBreakup = z.infer<typeof LinePriceBreakupSchema>;

export const VariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  options: VariantOptionsSchema,
  /** Integer minor units (cents), as every price. */
  price: z.number().int(),
  original_price: z.number().int(),
  /** The metal's weight in grams (to the milligram); null when not recorded. */
  weight_g: z.number().nullable(),
  stock_state: z.enum(STOCK_STATES),
  /** How many are left when the state is `low` (the shop publishes no other count). */
  stock_left: z.number().int().nullable(),
  /** The lead time of a variant made to order; absent for a stocked one. */
  made_to_order_days: z.number().int().optional(),
  /** Its BIS hallmark (a gold variant's HUID); null where it has none. */
  hallmark: HallmarkSchema.nullable(),
  /** 'fixed': the shop set the price; 'computed': it follows the day's metal rate (price-rules.ts). */
  pricing: z.enum(PRICINGS),
  /** A computed price's parts; absent for a fixed one. */
  breakup: PriceBreakupSchema.optional(),
  /** When the rate a computed price was made at was set (ISO 8601): "Price as of …"; absent for a fixed one. */
  price_as_of: z.string().optional(),
});
export type Variant = z.infer<typeof VariantSchema>;

/** What a cart line and an order line say of the variant bought. Null on an order line older than variants. */
export const lineVariantFields = {
  variant_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  options: VariantOptionsSchema,
};
