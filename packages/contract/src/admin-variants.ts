/**
 * The back office's variants grid: a piece's variants as staff edit them (each offered metal × purity × size with its
 * SKU, metal weight, prices and stock), and the whole set saved at once (`PUT /api/admin/products/{id}/variants`).
 * A variant's price is fixed (typed) or computed from the metal rate by its rule (price-rules.ts, issue 29).
 */

import { z } from 'zod';
import { METALS, PURITIES } from './catalog-vocabulary';
import {
  basisPointsOf,
  hasRate,
  MAKING_PER_GRAM_MAX,
  MAKING_PERCENT_MAX,
  MAKING_TYPES,
  PRICE_MAX,
  PRICINGS,
} from './price-rules';
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
  required: 'required for a fixed price',
  computedNeedsRate:
    'a computed price needs a metal and purity that have a rate (gold 9k–24k, platinum 950, silver 925)',
  computedNeedsWeight: 'required for a computed price',
  computedNeedsMaking: 'required for a computed price (0 for none)',
  makingPercent: `a percentage from 0 to ${MAKING_PERCENT_MAX}, to two decimals`,
  makingPerGram: `a whole number of minor units a gram, up to ${MAKING_PER_GRAM_MAX.toLocaleString('en-US')}`,
  originalMaking: 'must not be below making_charge',
  priceTooHigh: 'a computed price would be beyond the largest price the shop can hold; check the weights and charges',
  noRateYet: (metal: string, purity: string) =>
    `no rate is set for ${metal} ${purity} yet: set it under Metal rates, then price this variant from it`,
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
  /** 'fixed': `price` as set; 'computed': `price` and `original_price` follow the metal rate (price-rules.ts). */
  pricing: z.enum(PRICINGS),
  making_type: z.enum(MAKING_TYPES).nullable(),
  /** Minor units a gram ('per_gram') or a percentage of the metal's value ('percent'); null for a fixed price. */
  making_charge: z.number().nullable(),
  /** The making charge of the original price ("Save N %"), in the same unit; null for a fixed price. */
  original_making_charge: z.number().nullable(),
  /** Minor units added to a computed price: the stones' value and any other fixed amount. */
  stones_value: z.number().int(),
  other_value: z.number().int(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

const money = z.number().int().min(0).max(PRICE_MAX);

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
    /** Required for a fixed price; a computed variant's is the database's (anything sent is not used). */
    price: money.optional(),
    original_price: money.optional(),
    quantity: z.number().int().min(0).max(VARIANT_STOCK_MAX),
    made_to_order_days: z.number().int().min(1).max(MADE_TO_ORDER_DAYS_MAX).nullable(),
    /** Six letters and digits, for gold; absent or null for none (as an older client sends it). */
    huid: z.string().trim().toUpperCase().regex(HUID_PATTERN, 'huid: six letters and digits').nullable().optional(),
    /** Absent: 'fixed' (as an older client sends it). */
    pricing: z.enum(PRICINGS).optional(),
    making_type: z.enum(MAKING_TYPES).nullable().optional(),
    making_charge: z.number().min(0).nullable().optional(),
    /** Absent or null: the making charge itself (no "Save N %" on a computed price). */
    original_making_charge: z.number().min(0).nullable().optional(),
    stones_value: money.optional(),
    other_value: money.optional(),
  })
  .strict()
  .superRefine((variant, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (variant.pricing !== 'computed') {
      if (variant.price === undefined) problem('price', ADMIN_VARIANT_MESSAGES.required);
      if (variant.original_price === undefined) problem('original_price', ADMIN_VARIANT_MESSAGES.required);
      if ((variant.original_price ?? 0) < (variant.price ?? 0))
        problem('original_price', ADMIN_VARIANT_MESSAGES.pricesOrder);
      return;
    }
    if (!hasRate(variant.metal, variant.purity)) problem('purity', ADMIN_VARIANT_MESSAGES.computedNeedsRate);
    if (variant.weight_g === null) problem('weight_g', ADMIN_VARIANT_MESSAGES.computedNeedsWeight);
    if (!variant.making_type) problem('making_type', ADMIN_VARIANT_MESSAGES.computedNeedsMaking);
    const charges = { making_charge: variant.making_charge, original_making_charge: variant.original_making_charge };
    for (const [path, charge] of Object.entries(charges)) {
      if (charge === undefined || charge === null) {
        if (path === 'making_charge') problem(path, ADMIN_VARIANT_MESSAGES.computedNeedsMaking);
      } else if (variant.making_type === 'percent' && !isPercent(charge)) {
        problem(path, ADMIN_VARIANT_MESSAGES.makingPercent);
      } else if (variant.making_type === 'per_gram' && !isPerGram(charge)) {
        problem(path, ADMIN_VARIANT_MESSAGES.makingPerGram);
      }
    }
    if ((variant.original_making_charge ?? Number.POSITIVE_INFINITY) < (variant.making_charge ?? 0))
      problem('original_making_charge', ADMIN_VARIANT_MESSAGES.originalMaking);
  })
  .refine((variant) => !variant.huid || HALLMARKED_METALS.includes(variant.metal ?? ''), {
    message: ADMIN_VARIANT_MESSAGES.huidGoldOnly,
    path: ['huid'],
  });
export type AdminVariantInput = z.infer<typeof AdminVariantInputSchema>;

/** A percentage to two decimals (12.5, 8.25), up to the most a making charge may be. */
const isPercent = (charge: number) =>
  charge <= MAKING_PERCENT_MAX && Math.abs(basisPointsOf(charge) - charge * 100) < 1e-6;
const isPerGram = (charge: number) => Number.isInteger(charge) && charge <= MAKING_PER_GRAM_MAX;

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
