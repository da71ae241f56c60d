/**
 * The metal rates under /api/admin/metal-rates (permission `pricing`: the owner and managers): the rates in force with
 * their history, the feed's state and the feed's rates waiting for a person; setting a rate, reading the feed now,
 * confirming or setting aside a waiting rate. The feed's address is the owner's (permission `settings`). Every change
 * is audited; every answer carries the rates as they now stand.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import {
  MetalRatesWithFeedResponseSchema,
  PendingRateParamsSchema,
  RATE_FEED_MESSAGES,
  RateFeedInputSchema,
} from '@lumen/contract/metal-rate-feed';
import { METAL_RATE_MESSAGES, MetalRateInputSchema } from '@lumen/contract/metal-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, HttpError, ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { PricingService } from './service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const response = { 200: MetalRatesWithFeedResponseSchema, ...guarded };

export const adminPricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  const actor = (request: { staff: { id: string }; id: string }) => ({
    staffId: request.staff.id,
    requestId: request.id,
  });

  app.get(
    ADMIN_API_PATHS.adminMetalRates,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminListMetalRates',
        security: STAFF_SECURITY,
        summary:
          'The metal rates in force, every rate set (newest first) with who set it and when, the rate feed, and its rates waiting for a person',
        response,
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
        response,
      },
    },
    async (request) => {
      const repriced = await pricing.setMetalRate(request.body, actor(request));
      return ok(METAL_RATE_MESSAGES.saved(request.body, repriced), await pricing.metalRates());
    },
  );

  app.put(
    ADMIN_API_PATHS.adminMetalRateFeed,
    {
      preHandler: app.requireStaff('settings'),
      schema: {
        tags,
        operationId: 'adminSetMetalRateFeed',
        security: STAFF_SECURITY,
        summary:
          'The owner sets the rate feed’s address (https; null turns it off) and the largest move set without a person; a new feed is read at once',
        body: RateFeedInputSchema,
        response,
      },
    },
    async (request) => ok(await pricing.saveFeed(request.body, actor(request)), await pricing.metalRates()),
  );

  app.post(
    ADMIN_API_PATHS.adminMetalRateFeedCheck,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminCheckMetalRateFeed',
        security: STAFF_SECURITY,
        summary:
          'Read the rate feed now: rates within the allowed move are set, bigger moves wait; a failed or malformed answer sets nothing (502)',
        response: { ...response, 409: ErrorEnvelopeSchema, 502: ErrorEnvelopeSchema },
      },
    },
    async () => {
      const read = await pricing.checkFeed();
      if (!read) throw conflict(RATE_FEED_MESSAGES.noFeed);
      if (!read.ok) throw new HttpError(502, read.message);
      return ok(read.message, await pricing.metalRates());
    },
  );

  app.post(
    ADMIN_API_PATHS.adminPendingMetalRateConfirm,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminConfirmMetalRate',
        security: STAFF_SECURITY,
        summary: 'Confirm a feed’s rate that waits for a person: it is set, and its computed prices follow',
        params: PendingRateParamsSchema,
        response: { ...response, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await pricing.confirmPending(request.params.id, actor(request)), await pricing.metalRates()),
  );

  app.delete(
    ADMIN_API_PATHS.adminPendingMetalRate,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminRejectMetalRate',
        security: STAFF_SECURITY,
        summary: 'Set aside a feed’s rate that waits for a person: the rate in force stays',
        params: PendingRateParamsSchema,
        response: { ...response, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await pricing.rejectPending(request.params.id, actor(request)), await pricing.metalRates()),
  );

  app.post(
    ADMIN_API_PATHS.adminPendingCurrencyRateConfirm,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminConfirmCurrencyRate',
        security: STAFF_SECURITY,
        summary:
          'Confirm a feed’s currency rate that waits for a person: it is set, and the storefront’s prices follow',
        params: PendingRateParamsSchema,
        response: { ...response, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await pricing.confirmPendingCurrency(request.params.id, actor(request)), await pricing.metalRates()),
  );

  app.delete(
    ADMIN_API_PATHS.adminPendingCurrencyRate,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags,
        operationId: 'adminRejectCurrencyRate',
        security: STAFF_SECURITY,
        summary: 'Set aside a feed’s currency rate that waits for a person: the rate in force stays',
        params: PendingRateParamsSchema,
        response: { ...response, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await pricing.rejectPendingCurrency(request.params.id, actor(request)), await pricing.metalRates()),
  );
};
