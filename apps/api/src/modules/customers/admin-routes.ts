/** The back office's customers under /api/admin/customers (permission `customers`). */
import {
  ADMIN_CUSTOMER_MESSAGES,
  AdminCustomerIdParamsSchema,
  AdminCustomerListResponseSchema,
  AdminCustomerQuerySchema,
  AdminCustomerResponseSchema,
  AdminCustomerUpdateRequestSchema,
  CustomerExportResponseSchema,
} from '@lumen/contract/admin-customers';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { AdminCustomerService } from './admin-service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ customers: AdminCustomerService }> = async (
  app,
  { customers },
) => {
  app.get(
    ADMIN_API_PATHS.adminCustomers,
    {
      preHandler: app.requireStaff('customers'),
      schema: {
        tags,
        operationId: 'adminListCustomers',
        security: STAFF_SECURITY,
        summary: 'Customers matching q (name, e-mail or mobile), newest first, in cursor pages',
        querystring: AdminCustomerQuerySchema,
        response: { 200: AdminCustomerListResponseSchema, 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', await customers.list(request.query)),
  );

  app.get(
    ADMIN_API_PATHS.adminCustomer,
    {
      preHandler: app.requireStaff('customers'),
      schema: {
        tags,
        operationId: 'adminGetCustomer',
        security: STAFF_SECURITY,
        summary: 'A customer’s profile, addresses and orders with their totals',
        params: AdminCustomerIdParamsSchema,
        response: { 200: AdminCustomerResponseSchema, ...guarded },
      },
    },
    async (request) => ok('OK', { customer: await customers.detail(request.params.id) }),
  );

  app.patch(
    ADMIN_API_PATHS.adminCustomer,
    {
      preHandler: app.requireStaff('customers'),
      schema: {
        tags,
        operationId: 'adminUpdateCustomer',
        security: STAFF_SECURITY,
        summary: 'Disable (ending every session; sign-in is refused) or enable a customer',
        params: AdminCustomerIdParamsSchema,
        body: AdminCustomerUpdateRequestSchema,
        response: { 200: AdminCustomerResponseSchema, ...guarded },
      },
    },
    async (request) =>
      ok(request.body.disabled ? ADMIN_CUSTOMER_MESSAGES.disabled : ADMIN_CUSTOMER_MESSAGES.enabled, {
        customer: await customers.setDisabled(request.params.id, request.body.disabled, actorOf(request)),
      }),
  );

  app.get(
    ADMIN_API_PATHS.adminCustomerExport,
    {
      preHandler: app.requireStaff('customers'),
      schema: {
        tags,
        operationId: 'adminExportCustomer',
        security: STAFF_SECURITY,
        summary: 'Everything the shop keeps about a customer, as a JSON download (the export is audited)',
        params: AdminCustomerIdParamsSchema,
        response: { 200: CustomerExportResponseSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const data = await customers.exportData(request.params.id, actorOf(request));
      reply.header('content-disposition', `attachment; filename="customer-${request.params.id}.json"`);
      return ok('OK', data);
    },
  );

  app.post(
    ADMIN_API_PATHS.adminCustomerErase,
    {
      preHandler: app.requireStaff('customers'),
      schema: {
        tags,
        operationId: 'adminEraseCustomer',
        security: STAFF_SECURITY,
        summary: 'Erase a customer’s personal data, keeping their orders as tax records; 409 while an order is open',
        params: AdminCustomerIdParamsSchema,
        response: { 200: AdminCustomerResponseSchema, ...guarded, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(ADMIN_CUSTOMER_MESSAGES.erased, { customer: await customers.erase(request.params.id, actorOf(request)) }),
  );
};
