/**
 * `GET /api/coupons/{code}`: a coupon's terms and whether it is valid now, so a visitor's cart can preview it; and
 * `GET /api/promotion`: the featured coupon the storefront's banner names.
 */
import { CouponCheckSchema, CouponParamsSchema, PromotionResponseSchema } from '@lumen/contract/coupons';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { CouponService } from './service';

/** Generous for a shopper trying a code or two, slow for anyone guessing codes. */
export const COUPON_CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Seconds a browser or CDN may keep the banner's promotion: a coupon the back office features or ends shows within a
 * minute, and the storefront's every page does not cost a database read.
 */
export const PROMOTION_CACHE_SECONDS = 60;

export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (app, { coupons }) => {
  app.get(
    API_PATHS.coupon,
    {
      config: { rateLimit: COUPON_CHECK_RATE_LIMIT },
      schema: {
        tags: ['coupons'],
        operationId: 'checkCoupon',
        security: [],
        summary: 'A coupon’s terms and whether it can be used now (code in any case)',
        description:
          '`value` is a percentage for `percent` and integer cents for `amount`; `category` limits the discount to that category’s lines. An unknown code answers 404; a known code that cannot be used now answers `valid: false` with the reason.',
        params: CouponParamsSchema,
        response: { 200: envelopeOf(CouponCheckSchema), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await coupons.check(request.params.code);
      return ok(data.reason ?? 'This coupon can be used.', data);
    },
  );

  app.get(
    API_PATHS.promotion,
    {
      config: { httpCache: PROMOTION_CACHE_SECONDS },
      schema: {
        tags: ['coupons'],
        operationId: 'getPromotion',
        security: [],
        summary: 'The featured coupon the storefront’s banner names, or null',
        description:
          'Chosen in the back office (PATCH /api/admin/coupons/{id} with featured: true). Null when no coupon is featured, or the featured one is inactive, outside its dates or used up.',
        response: { 200: PromotionResponseSchema },
      },
    },
    async () => ok('OK', { promotion: await coupons.promotion() }),
  );
};
