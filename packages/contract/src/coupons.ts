/**
 * Coupons: a code (any case), a percentage or a fixed amount off, optionally only on one category, valid between
 * two dates while active. The discount rule itself is in cart-pricing.ts (no zod), so a visitor's browser cart
 * previews exactly what the server will charge.
 */
import { z } from 'zod';
import { CART_MESSAGES } from './cart-messages';
import { COUPON_KINDS } from './cart-pricing';
import { CATEGORIES } from './catalog';
import { envelopeOf } from './envelope';
import { MESSAGES } from './messages';

export { COUPON_KINDS, type CouponKind, couponDiscount } from './cart-pricing';

export const COUPON_CODE_MAX = 32;

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid.',
  inactive: 'This coupon is no longer available.',
  notYet: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  codeFormat: 'A coupon code has only letters, digits, - and _',
  exhausted: 'This coupon has been used as many times as it can be.',
  usedUp: 'You have already used this coupon as many times as it allows.',
  belowMinimum: CART_MESSAGES.couponBelowMinimum,
} as const;

export const CouponCodeSchema = z
  .string(MESSAGES.required('Coupon code'))
  .trim()
  .min(1, MESSAGES.required('Coupon code'))
  .max(COUPON_CODE_MAX, MESSAGES.tooLong('Coupon code', COUPON_CODE_MAX))
  .regex(/^[A-Za-z0-9_-]+$/, COUPON_MESSAGES.codeFormat);

export const CouponParamsSchema = z.object({ code: CouponCodeSchema });
export const ApplyCouponRequestSchema = z.object({ code: CouponCodeSchema });
export type ApplyCouponRequest = z.input<typeof ApplyCouponRequestSchema>;

/** What a coupon gives. `value` is a percentage (1–100) for 'percent' and integer cents for 'amount'. */
export const CouponTermsSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  /** Only lines of this category are discounted; null: the whole cart. */
  category: z.enum(CATEGORIES).nullable(),
  starts_at: z.string(),
  /** Null: no end date. */
  ends_at: z.string().nullable(),
  /** The cart subtotal (integer cents) the coupon needs; 0: any cart. */
  min_subtotal: z.number().int(),
});
export type CouponTerms = z.infer<typeof CouponTermsSchema>;

/** `GET /api/coupons/{code}`: the terms, and whether the code may be used right now (else why not). */
export const CouponCheckSchema = CouponTermsSchema.extend({
  valid: z.boolean(),
  reason: z.string().nullable(),
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;

/** Why a coupon cannot be used at `now`, or null when it can. */
export function couponProblem(
  coupon: { active: boolean; starts_at: string | Date; ends_at: string | Date | null },
  now: Date = new Date(),
): string | null {
  if (!coupon.active) return COUPON_MESSAGES.inactive;
  if (new Date(coupon.starts_at).getTime() > now.getTime()) return COUPON_MESSAGES.notYet;
  if (coupon.ends_at !== null && new Date(coupon.ends_at).getTime() <= now.getTime()) return COUPON_MESSAGES.expired;
  return null;
}

/**
 * Why the coupon's use limits refuse one more order, or null: its total `usage_limit` is reached (`uses` so far), or
 * this customer has used it `customer_uses` times of `per_customer_limit`. (Null limits: none.)
 */
export function couponUsageProblem(coupon: {
  uses: number;
  usage_limit: number | null;
  per_customer_limit: number | null;
  customer_uses: number;
}): string | null {
  if (coupon.per_customer_limit !== null && coupon.customer_uses >= coupon.per_customer_limit) {
    return COUPON_MESSAGES.usedUp;
  }
  if (coupon.usage_limit !== null && coupon.uses >= coupon.usage_limit) return COUPON_MESSAGES.exhausted;
  return null;
}

/**
 * `GET /api/promotion`: the featured coupon the storefront's banner and mega-menu name, or null when none is featured
 * (or it cannot be used now). The back office chooses it; the contract's FEATURED_PROMOTION only seeds the first one.
 */
export const PromotionSchema = z.object({
  title: z.string(),
  description: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  /** "Shop the sale" opens this category; null: the whole shop. */
  category: z.enum(CATEGORIES).nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionResponseSchema = envelopeOf(z.object({ promotion: PromotionSchema.nullable() }));

/** The featured coupon with the terms a shopper asks about (the shop assistant's answer): its end, minimum and limit. */
export type SaleInForce = Promotion &
  Pick<CouponTerms, 'ends_at' | 'min_subtotal'> & {
    /** Uses each customer has; null: no limit. */
    per_customer_limit: number | null;
  };
