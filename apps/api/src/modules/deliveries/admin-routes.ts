/** The back office's Deliveries under /api/admin/deliveries (permission `deliveries`). */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import {
  ADMIN_DELIVERY_MESSAGES,
  AdminDeliveryIdParamsSchema,
  AdminDeliveryListResponseSchema,
  AdminDeliveryQuerySchema,
  AdminDeliveryResponseSchema,
} from '@lumen/contract/deliveries';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { AdminDeliveryService } from './admin-service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export const adminDeliveryRoutes: FastifyPluginAsyncZod<{ admin: AdminDeliveryService }> = async (app, { admin }) => {
  const requireDeliveries = app.requireStaff('deliveries');

  app.get(
    ADMIN_API_PATHS.adminDeliveries,
    {
      preHandler: requireDeliveries,
      schema: {
        tags,
        operationId: 'adminListDeliveries',
        security: STAFF_SECURITY,
        summary:
          'Messages the shop sends (e-mail, SMS, WhatsApp), newest first, by state, channel, recipient, customer or order, in cursor pages, with how many are in each state; never their text',
        querystring: AdminDeliveryQuerySchema,
        response: { 200: AdminDeliveryListResponseSchema, 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', await admin.list(request.query)),
  );

  app.get(
    ADMIN_API_PATHS.adminDelivery,
    {
      preHandler: requireDeliveries,
      schema: {
        tags,
        operationId: 'adminGetDelivery',
        security: STAFF_SECURITY,
        summary: 'A message the shop sends: its state, tries and last error; never its text',
        params: AdminDeliveryIdParamsSchema,
        response: { 200: AdminDeliveryResponseSchema, ...guarded },
      },
    },
    async (request) => ok('OK', { delivery: await admin.detail(request.params.id) }),
  );

  app.post(
    ADMIN_API_PATHS.adminDeliverySendAgain,
    {
      preHandler: requireDeliveries,
      schema: {
        tags,
        operationId: 'adminSendDeliveryAgain',
        security: STAFF_SECURITY,
        summary:
          'SEND AGAIN: a message that failed for good back on the job queue (waiting), audited; 409 for any other message and for a one-time code',
        params: AdminDeliveryIdParamsSchema,
        response: { 200: AdminDeliveryResponseSchema, ...guarded, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(ADMIN_DELIVERY_MESSAGES.sendAgainQueued, {
        delivery: await admin.sendAgain(request.params.id, actorOf(request)),
      }),
  );
};
