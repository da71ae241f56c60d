/**
 * The back office's variants grid: a piece's variants as staff edit them (each offered metal × purity × size with its
 * SKU, metal weight, prices and stock), and the whole set saved at once (`PUT /api/admin/products/{id}/variants`).
 */

import { z } from 'zod';
import { METALS, PURITIES } from './catalog-vocabulary';
import { MADE_TO_ORDER_DAYS_MAX } from './stock-levels';
import { HALLMARKED_METALS, HUID_PATTERN } from './stone-words';
import { SINGLE_LINE } from './text';

/** The most variants a piece may have (Shopify's limit is 2,048; a jeweller's piece has tens). */
export const VARIANTS_MAX = 300;
export const VARIANT_STOCK_MAX = 100_000;

export const ADMIN_VARIANT_MESSAGES = {
  saved: 'The variants have been saved.',
  sameOptionsTwice: 'each combination of metal, purity and size once',
  sameSkuTwice: 'each SKU once',
  skuTaken: (sku: string) => `The SKU "${sku}" is already used by another piece.`,
  notThisPiece: 'is not one of this piece’s variants',
  pricesOrder: 'original_price must not be below price',
  severalOptions: 'This piece comes in several metals or purities: set each variant’s stock in its variants grid.',
  huidGoldOnly: 'only a gold variant carries a HUID',
} as const;

export const AdminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  metal: z.enum(METALS).nullable(),
  purity: z.enum(PURITIES).nullable(),
  size: z.string().nullable(),
  /** The metal's weight in grams (to the milligram). */
  weight_g: z.number().nullable(),
  price: z.number().int(),
  original_price: z.number().int(),
  quantity: z.number().int(),
  made_to_order_days: z.number().int().nullable(),
  /** The BIS hallmark's HUID of a gold variant; null where it has none. */
  huid: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

const money = z.number().int().min(0).max(100_000_000);

export const AdminVariantInputSchema = z
  .object({
    /** An existing variant of the piece; absent for a new one. */
    id: z.number().int().min(1).max(2_147_483_647).optional(),
    sku: z
      .string()
      .trim()
      .min(1, 'sku: required')
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'sku: letters, digits and hyphens'),
    metal: z.enum(METALS).nullable(),
    purity: z.enum(PURITIES).nullable(),
    size: z.string().trim().max(40).regex(SINGLE_LINE, 'size: one line of plain text').nullable(),
    weight_g: z.number().min(0.001).max(10_000).nullable(),
    price: money,
    original_price: money,
    quantity: z.number().int().min(0).max(VARIANT_STOCK_MAX),
    made_to_order_days: z.number().int().min(1).max(MADE_TO_ORDER_DAYS_MAX).nullable(),
    /** Six letters and digits, for gold; absent or null for none (as an older client sends it). */
    huid: z.string().trim().toUpperCase().regex(HUID_PATTERN, 'huid: six letters and digits').nullable().optional(),
  })
  .strict()
  .refine((variant) => variant.original_price >= variant.price, {
    message: ADMIN_VARIANT_MESSAGES.pricesOrder,
    path: ['original_price'],
  })
  .refine((variant) => !variant.huid || HALLMARKED_METALS.includes(variant.metal ?? ''), {
    message: ADMIN_VARIANT_MESSAGES.huidGoldOnly,
    path: ['huid'],
  });
export type AdminVariantInput = z.infer<typeof AdminVariantInputSchema>;

const optionsKey = (variant: Pick<AdminVariantInput, 'metal' | 'purity' | 'size'>) =>
  [variant.metal ?? '', variant.purity ?? '', variant.size ?? ''].join('|');

export const AdminVariantsRequestSchema = z
  .object({ variants: z.array(AdminVariantInputSchema).min(1).max(VARIANTS_MAX) })
  .strict()
  .refine((body) => new Set(body.variants.map(optionsKey)).size === body.variants.length, {
    message: ADMIN_VARIANT_MESSAGES.sameOptionsTwice,
    path: ['variants'],
  })
  .refine((body) => new Set(body.variants.map((v) => v.sku.toLowerCase())).size === body.variants.length, {
    message: ADMIN_VARIANT_MESSAGES.sameSkuTwice,
    path: ['variants'],
  });
export type AdminVariantsRequest = z.infer<typeof AdminVariantsRequestSchema>;
