/** The back office's coupons under /api/admin/coupons (permission `coupons`). */
import {
  ADMIN_COUPON_MESSAGES,
  AdminCouponCreateRequestSchema,
  AdminCouponIdParamsSchema,
  AdminCouponListResponseSchema,
  AdminCouponQuerySchema,
  AdminCouponResponseSchema,
  AdminCouponUpdateRequestSchema,
} from '@lumen/contract/admin-coupons';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { AdminCouponService } from './admin-service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

export const adminCouponRoutes: FastifyPluginAsyncZod<{ coupons: AdminCouponService }> = async (app, { coupons }) => {
  app.get(
    ADMIN_API_PATHS.adminCoupons,
    {
      preHandler: app.requireStaff('coupons'),
      schema: {
        tags,
        operationId: 'adminListCoupons',
        security: STAFF_SECURITY,
        summary: 'Every coupon (or those whose code contains q), newest first, with uses and distinct customers',
        querystring: AdminCouponQuerySchema,
        response: { 200: AdminCouponListResponseSchema, ...guarded },
      },
    },
    async (request) => ok('OK', { coupons: await coupons.list(request.query.q) }),
  );

  app.post(
    ADMIN_API_PATHS.adminCoupons,
    {
      preHandler: app.requireStaff('coupons'),
      schema: {
        tags,
        operationId: 'adminCreateCoupon',
        security: STAFF_SECURITY,
        summary: 'Create a coupon; featuring it takes the feature off the coupon that had it',
        body: AdminCouponCreateRequestSchema,
        response: { 201: AdminCouponResponseSchema, ...guarded, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(ADMIN_COUPON_MESSAGES.created, { coupon: await coupons.create(request.body, actorOf(request)) })),
  );

  app.get(
    ADMIN_API_PATHS.adminCoupon,
    {
      preHandler: app.requireStaff('coupons'),
      schema: {
        tags,
        operationId: 'adminGetCoupon',
        security: STAFF_SECURITY,
        summary: 'One coupon with its uses and distinct customers',
        params: AdminCouponIdParamsSchema,
        response: { 200: AdminCouponResponseSchema, ...guarded, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', { coupon: await coupons.find(request.params.id) }),
  );

  app.patch(
    ADMIN_API_PATHS.adminCoupon,
    {
      preHandler: app.requireStaff('coupons'),
      schema: {
        tags,
        operationId: 'adminUpdateCoupon',
        security: STAFF_SECURITY,
        summary: 'Edit a coupon: its terms, limits, active (deactivate) or featured (the storefront banner’s coupon)',
        params: AdminCouponIdParamsSchema,
        body: AdminCouponUpdateRequestSchema,
        response: { 200: AdminCouponResponseSchema, ...guarded, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(ADMIN_COUPON_MESSAGES.updated, {
        coupon: await coupons.update(request.params.id, request.body, actorOf(request)),
      }),
  );
};
