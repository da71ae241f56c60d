/**
 * The cart: lines priced from the catalogue now, a saved-for-later list, an applied coupon and the totals. Every
 * amount is integer cents. The pricing rule itself (`cartTotals`) is in cart-pricing.ts, which has no zod.
 */
import { z } from 'zod';
import { CART_MESSAGES } from './cart-messages';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from './cart-pricing';
import { ProductPhotoSchema, pricedLineFields } from './catalog';
import { CouponTermsSchema } from './coupons';
import { EngravingInputSchema } from './engraving';
import { MESSAGES } from './messages';
import { TaxLineSchema } from './tax-classes';
import { SINGLE_LINE } from './text';

export { CART_MESSAGES } from './cart-messages';
export { CART_LINES_MAX, CART_QUANTITY_MAX, cartTotals, SHIPPING_FEE } from './cart-pricing';

const MAX_SERIAL = 2_147_483_647;

const productId = z.number().int().min(1).max(MAX_SERIAL);
const quantity = z.number().int().min(1, CART_MESSAGES.quantityMin).max(CART_QUANTITY_MAX, CART_MESSAGES.quantityMax);
/** Null, empty or absent for pieces that come in one size. */
const size = z.string().regex(SINGLE_LINE, 'must be one of the piece’s sizes').trim().max(40).nullable().optional();

/** The variant chosen; without it, the piece's default variant in `size` (a client older than variants). */
const variantId = z.number().int().min(1).max(MAX_SERIAL).optional();

/** The words (or initial) to engrave, for a piece that takes them; null or absent for a plain piece. */
const engraving = EngravingInputSchema.nullable().optional();

export const CartItemInputSchema = z.object({
  product_id: productId,
  variant_id: variantId,
  size,
  engraving,
  quantity: quantity.default(1),
});
export type CartItemInput = z.input<typeof CartItemInputSchema>;

export const CartItemPatchSchema = z
  .object({ quantity: quantity.optional(), saved_for_later: z.boolean().optional() })
  .refine((patch) => patch.quantity !== undefined || patch.saved_for_later !== undefined, {
    message: CART_MESSAGES.patchEmpty,
    path: ['quantity'],
  });
export type CartItemPatch = z.input<typeof CartItemPatchSchema>;

export const CartItemParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_SERIAL) });

const mergeLine = z.object({ product_id: productId, variant_id: variantId, size, engraving, quantity });

/**
 * A visitor's browser cart, merged at sign-in in one call: `items` add their quantities to the server's lines,
 * `saved` lines the account lacks join its saved-for-later list, and `coupon` is applied when the account's cart has
 * none and the code is valid now (any other code is simply not applied). `saved` and `coupon` are optional, so an
 * older client's `{ items }` still merges.
 */
export const CartMergeRequestSchema = z.object({
  items: z.array(mergeLine).max(CART_LINES_MAX),
  saved: z.array(mergeLine).max(CART_LINES_MAX).optional(),
  // Not CouponCodeSchema: a stored code that is no longer well-formed is simply not applied (control characters,
  // which no code ever has, are refused as in every text field).
  coupon: z.string().max(200).regex(SINGLE_LINE, MESSAGES.plainText('Coupon code')).nullable().optional(),
});
export type CartMergeRequest = z.input<typeof CartMergeRequestSchema>;

export const CartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ...pricedLineFields,
  /** Days before a personalised line ships (it is made to order); null for a plain piece. */
  lead_days: z.number().int().nullable(),
  /** The piece's primary uploaded photo, shown instead of `image` when there is one. */
  photo: ProductPhotoSchema.nullable(),
  /**
   * A price from the metal rate is held for the shopper (PRICE_LOCK_MINUTES after it was added): until when, or null
   * when it follows the catalogue (a fixed price, or a hold that ran out). Always in the server's answer.
   */
  price_locked_until: z.string().nullable().optional(),
  /**
   * A held price that ran out while the rate moved: the held price (`from`) and today's (`to`, the line's `unit_price`
   * now). The order is refused (409) until the shopper takes today's prices (`POST /api/cart/prices`).
   */
  price_change: z.object({ from: z.number().int(), to: z.number().int() }).nullable().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartTotalsSchema = z.object({
  /** Pieces in the cart (the sum of quantities). */
  item_count: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The lines' one GST rate, or their effective rate (two decimals) when their tax classes differ. */
  gst_percent: z.number(),
  /** GST on (subtotal − discount): each rate's tax rounded once to the nearest cent, halves up. */
  gst: z.number().int(),
  /** The tax per HSN code and rate, the coupon's discount shared over the lines it applies to (tax.ts). */
  tax_lines: z.array(TaxLineSchema),
  shipping: z.number().int(),
  total: z.number().int(),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;

/** The applied coupon. An applied code that has since lapsed stays shown with `valid: false` and no discount. */
export const AppliedCouponSchema = CouponTermsSchema.extend({
  discount: z.number().int(),
  valid: z.boolean(),
  reason: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

export const CartSchema = z.object({
  items: z.array(CartLineSchema),
  saved: z.array(CartLineSchema),
  coupon: AppliedCouponSchema.nullable(),
  totals: CartTotalsSchema,
});
export type Cart = z.infer<typeof CartSchema>;

export const CartMergeResultSchema = CartSchema.extend({
  /** Lines of the browser cart that were not merged, and why. */
  skipped: z.array(z.object({ product_id: z.number().int(), size: z.string().nullable(), reason: z.string() })),
});
export type CartMergeResult = z.infer<typeof CartMergeResultSchema>;
