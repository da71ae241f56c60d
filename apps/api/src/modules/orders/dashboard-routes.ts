/** `GET /api/admin/dashboard`: the shop's figures for staff who may read orders. */
import { AdminDashboardResponseSchema } from '@lumen/contract/admin-orders';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { OrderService } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    ADMIN_API_PATHS.adminDashboard,
    {
      preHandler: app.requireStaff('orders.read'),
      schema: {
        tags: ['admin'],
        operationId: 'adminDashboard',
        security: STAFF_SECURITY,
        summary:
          'Orders and revenue today / 7 / 30 days (shop’s clock, cancelled left out), chart, top pieces, waiting',
        response: { 200: AdminDashboardResponseSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async () => ok('OK', await orders.dashboard.figures()),
  );
};
