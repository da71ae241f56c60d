/** The tax classes under /api/admin/tax-classes (permission `pricing`: the owner and managers), each change audited. */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import {
  TaxClassesResponseSchema,
  TaxClassIdParamsSchema,
  TaxClassInputSchema,
  TaxClassResponseSchema,
  TaxClassUpdateSchema,
  TaxDisplaySchema,
} from '@lumen/contract/tax-classes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { TaxClassService } from './tax-classes';

const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const admin = { tags: ['admin'], security: STAFF_SECURITY };

export const taxClassRoutes: FastifyPluginAsyncZod<{ taxes: TaxClassService }> = async (app, { taxes }) => {
  const pricing = app.requireStaff('pricing');
  const actor = (request: { staff: { id: string }; id: string }) => ({
    staffId: request.staff.id,
    requestId: request.id,
  });

  app.get(
    ADMIN_API_PATHS.adminTaxClasses,
    {
      preHandler: pricing,
      schema: {
        ...admin,
        operationId: 'adminListTaxClasses',
        summary: 'The tax classes by name, with how many pieces each has; pieces with none are taxed at 18 %',
        response: { 200: TaxClassesResponseSchema, ...guarded },
      },
    },
    async () => ok('OK', await taxes.list()),
  );

  app.post(
    ADMIN_API_PATHS.adminTaxClasses,
    {
      preHandler: pricing,
      schema: {
        ...admin,
        operationId: 'adminCreateTaxClass',
        summary: 'Add a tax class: its name, HSN code and GST rate',
        body: TaxClassInputSchema,
        response: { 201: TaxClassResponseSchema, ...guarded, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const taxClass = await taxes.create(request.body, actor(request));
      return reply.code(201).send(ok(`${taxClass.name} added.`, { tax_class: taxClass }));
    },
  );

  app.put(
    ADMIN_API_PATHS.adminTaxDisplay,
    {
      preHandler: pricing,
      schema: {
        ...admin,
        operationId: 'adminSetTaxDisplay',
        summary: 'Show the listing’s and product pages’ prices including GST, or excluding it with an “excl. GST” note',
        body: TaxDisplaySchema,
        response: { 200: TaxClassesResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const message = await taxes.setDisplay(request.body.prices_include_tax, actor(request));
      return ok(message, await taxes.list());
    },
  );

  app.patch(
    ADMIN_API_PATHS.adminTaxClass,
    {
      preHandler: pricing,
      schema: {
        ...admin,
        operationId: 'adminUpdateTaxClass',
        summary: 'Change a tax class; its pieces are taxed at the new rate from now on, placed orders keep theirs',
        params: TaxClassIdParamsSchema,
        body: TaxClassUpdateSchema,
        response: { 200: TaxClassResponseSchema, ...guarded, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const taxClass = await taxes.update(request.params.id, request.body, actor(request));
      return ok(`${taxClass.name} saved.`, { tax_class: taxClass });
    },
  );

  app.delete(
    ADMIN_API_PATHS.adminTaxClass,
    {
      preHandler: pricing,
      schema: {
        ...admin,
        operationId: 'adminDeleteTaxClass',
        summary: 'Delete a tax class no piece is taxed in; answers the classes left',
        params: TaxClassIdParamsSchema,
        response: { 200: TaxClassesResponseSchema, ...guarded, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      await taxes.remove(request.params.id, actor(request));
      return ok('Tax class deleted.', await taxes.list());
    },
  );
};
