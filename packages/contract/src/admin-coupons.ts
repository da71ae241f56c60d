/**
 * The back office's coupons (permission `coupons`): list with usage counts, create, edit (deactivate, feature on the
 * storefront's banner). Amounts are integer cents, as everywhere in the API.
 */
import { z } from 'zod';
import { CATEGORIES } from './catalog';
import { COUPON_KINDS, CouponCodeSchema } from './coupons';
import { envelopeOf } from './envelope';
import { SINGLE_LINE } from './text';

export const ADMIN_COUPON_MESSAGES = {
  notFound: 'No such coupon.',
  codeTaken: 'Another coupon already has this code.',
  created: 'Coupon created.',
  updated: 'Coupon updated.',
  percentRange: 'value: a percentage is between 1 and 100',
  amountRange: 'value: an amount off is at least 1 cent',
  datesOrder: 'ends_at: the end must come after the start',
  emptyChange: 'Say what to change.',
  featuredAtOnce: 'Another coupon was featured at the same moment. Reload and try again.',
} as const;

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The banner's headline while the coupon is featured. */
  title: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** A percentage (1–100) for `percent`, integer cents for `amount`. */
  value: z.number().int(),
  category: z.enum(CATEGORIES).nullable(),
  min_subtotal: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  featured: z.boolean(),
  /** Orders it may be used on in all; null: no limit. */
  usage_limit: z.number().int().nullable(),
  /** Orders one customer may use it on; null: no limit. */
  per_customer_limit: z.number().int().nullable(),
  /** Orders placed with it so far (cancelled ones included: a cancellation does not give a use back). */
  uses: z.number().int(),
  /** Distinct customers who used it. */
  customers: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field}: at most ${max} characters`)
    .regex(SINGLE_LINE, `${field}: plain text on one line`);
const limit = (field: string) =>
  z.number().int(`${field}: a whole number`).min(1, `${field}: at least 1, or null for no limit`).max(1_000_000);

const couponFields = {
  code: CouponCodeSchema.transform((code) => code.toUpperCase()),
  title: text('title', 60),
  description: text('description', 200).min(1, 'description: say what the coupon gives'),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int('value: a whole number').min(1, ADMIN_COUPON_MESSAGES.amountRange).max(100_000_000),
  category: z.enum(CATEGORIES).nullable(),
  min_subtotal: z.number().int('min_subtotal: whole cents').min(0).max(100_000_000),
  starts_at: z.iso.datetime({ offset: true, message: 'starts_at: a date and time (ISO 8601)' }),
  ends_at: z.iso.datetime({ offset: true, message: 'ends_at: a date and time (ISO 8601)' }).nullable(),
  active: z.boolean(),
  featured: z.boolean(),
  usage_limit: limit('usage_limit').nullable(),
  per_customer_limit: limit('per_customer_limit').nullable(),
};

/** The rules that tie fields together; checked again on the merged coupon when only some fields change. */
export function couponTermsProblem(coupon: {
  kind: 'percent' | 'amount';
  value: number;
  starts_at: string;
  ends_at: string | null;
}): string | null {
  if (coupon.kind === 'percent' && (coupon.value < 1 || coupon.value > 100)) return ADMIN_COUPON_MESSAGES.percentRange;
  if (coupon.ends_at !== null && new Date(coupon.ends_at).getTime() <= new Date(coupon.starts_at).getTime()) {
    return ADMIN_COUPON_MESSAGES.datesOrder;
  }
  return null;
}

export const AdminCouponCreateRequestSchema = z
  .object({
    ...couponFields,
    title: couponFields.title.default(''),
    category: couponFields.category.default(null),
    min_subtotal: couponFields.min_subtotal.default(0),
    starts_at: couponFields.starts_at.optional(),
    ends_at: couponFields.ends_at.default(null),
    active: couponFields.active.default(true),
    featured: couponFields.featured.default(false),
    usage_limit: couponFields.usage_limit.default(null),
    per_customer_limit: couponFields.per_customer_limit.default(null),
  })
  .superRefine((body, ctx) => {
    const problem = couponTermsProblem({
      ...body,
      starts_at: body.starts_at ?? new Date().toISOString(),
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type AdminCouponCreateRequest = z.output<typeof AdminCouponCreateRequestSchema>;

export const AdminCouponUpdateRequestSchema = z
  .object(couponFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: ADMIN_COUPON_MESSAGES.emptyChange });
export type AdminCouponUpdateRequest = z.output<typeof AdminCouponUpdateRequestSchema>;

export const AdminCouponIdParamsSchema = z.object({ id: z.coerce.number().int().min(1, 'id: not a coupon id') });

export const AdminCouponQuerySchema = z.object({
  /** Part of a code, any case. */
  q: z.string().trim().max(32).regex(SINGLE_LINE, 'q: plain text only').optional(),
});

export const AdminCouponListResponseSchema = envelopeOf(z.object({ coupons: z.array(AdminCouponSchema) }));
export const AdminCouponResponseSchema = envelopeOf(z.object({ coupon: AdminCouponSchema }));
