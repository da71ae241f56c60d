/**
 * The metal rates under /api/admin/metal-rates (permission `pricing`: the owner and managers): the rates in force
 * with their history, and setting one (audited as `pricing.metal_rate_set`).
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import { METAL_RATE_MESSAGES, MetalRateInputSchema, MetalRatesResponseSchema } from '@lumen/contract/metal-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { PricingService } from './service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

export const adminPricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.get(
    ADMIN_API_PATHS.adminMetalRates,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminListMetalRates',
        security: STAFF_SECURITY,
        summary: 'The metal rates in force, and every rate set (newest first), with who set it and when',
        response: { 200: MetalRatesResponseSchema, ...guarded },
      },
    },
    async () => ok('OK', await pricing.metalRates()),
  );

  app.post(
    ADMIN_API_PATHS.adminMetalRates,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminSetMetalRate',
        security: STAFF_SECURITY,
        summary:
          'Set the rate of a metal at a purity (minor units of the base currency per gram); every computed price of that metal and purity follows at once',
        body: MetalRateInputSchema,
        response: { 200: MetalRatesResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const repriced = await pricing.setMetalRate(request.body, { staffId: request.staff.id, requestId: request.id });
      return ok(METAL_RATE_MESSAGES.saved(request.body, repriced), await pricing.metalRates());
    },
  );
};
