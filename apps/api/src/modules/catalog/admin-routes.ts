/**
 * The back office's catalogue under /api/admin/products: list, create, read, edit (status included), duplicate
 * (`catalogue` permission), and set stock (`stock` permission). There is no DELETE: a piece is archived instead, so
 * the orders that hold it keep it.
 */
import {
  ADMIN_CATALOGUE_MESSAGES,
  AdminProductCreateSchema,
  AdminProductIdParamsSchema,
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  AdminProductUpdateSchema,
  AdminStockSchema,
  CSV_MESSAGES,
  ProductImportRejectedSchema,
  ProductImportResponseSchema,
} from '@lumen/contract/admin-catalogue';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ADMIN_VARIANT_MESSAGES, AdminVariantsRequestSchema } from '@lumen/contract/admin-variants';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { AdminProductService } from './admin-service';
import type { AdminVariantService } from './admin-variants-service';
import { CsvRejected, type ProductCsv } from './products-csv';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const changed = { ...guarded, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };

type AdminProductOptions = { products: AdminProductService; variants: AdminVariantService; csv: ProductCsv };

/** Products one at a time: the list, create, read, edit, duplicate, stock. */
const productRoutes: FastifyPluginAsyncZod<AdminProductOptions> = async (app, { products, variants }) => {
  app.get(
    ADMIN_API_PATHS.adminProducts,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminListProducts',
        security: STAFF_SECURITY,
        summary: 'Products of every status, newest first: search, filter by category, metal, status, stock state',
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListResponseSchema, ...guarded },
      },
    },
    async (request) => ok('OK', await products.list(request.query)),
  );

  app.post(
    ADMIN_API_PATHS.adminProducts,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminCreateProduct',
        security: STAFF_SECURITY,
        summary: 'Creates a piece as a draft, with the drawn artwork until photos are uploaded, and no stock',
        body: AdminProductCreateSchema,
        response: { 201: AdminProductResponseSchema, ...changed },
      },
    },
    async (request, reply) => {
      const product = await products.create(request.body, actorOf(request));
      return reply.code(201).send(ok(ADMIN_CATALOGUE_MESSAGES.created, { product }));
    },
  );
  app.get(
    ADMIN_API_PATHS.adminProduct,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminGetProduct',
        security: STAFF_SECURITY,
        summary: 'One product, whatever its status, with its stock and whether it was ever ordered',
        params: AdminProductIdParamsSchema,
        response: { 200: AdminProductResponseSchema, ...guarded, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', { product: await products.find(request.params.id) }),
  );

  app.patch(
    ADMIN_API_PATHS.adminProduct,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminUpdateProduct',
        security: STAFF_SECURITY,
        summary: 'Edits a product; `status` publishes, unpublishes (draft) or archives it',
        params: AdminProductIdParamsSchema,
        body: AdminProductUpdateSchema,
        response: { 200: AdminProductResponseSchema, ...changed },
      },
    },
    async (request) =>
      ok(ADMIN_CATALOGUE_MESSAGES.updated, {
        product: await products.update(request.params.id, request.body, actorOf(request)),
      }),
  );

  app.post(
    ADMIN_API_PATHS.adminProductDuplicate,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminDuplicateProduct',
        security: STAFF_SECURITY,
        summary: 'Makes a draft copy of a product (no stock)',
        params: AdminProductIdParamsSchema,
        response: { 201: AdminProductResponseSchema, ...changed },
      },
    },
    async (request, reply) => {
      const product = await products.duplicate(request.params.id, actorOf(request));
      return reply.code(201).send(ok(ADMIN_CATALOGUE_MESSAGES.duplicated, { product }));
    },
  );

  app.put(
    ADMIN_API_PATHS.adminProductStock,
    {
      preHandler: app.requireStaff('stock'),
      schema: {
        tags,
        operationId: 'adminSetProductStock',
        security: STAFF_SECURITY,
        summary: 'Sets stock: {quantity} (no sizes), {sizes: [{size, quantity}]}, or {made_to_order_days}',
        params: AdminProductIdParamsSchema,
        body: AdminStockSchema,
        response: { 200: AdminProductResponseSchema, ...changed },
      },
    },
    async (request) =>
      ok(ADMIN_CATALOGUE_MESSAGES.stockSet, {
        product: await products.setStock(request.params.id, request.body, actorOf(request)),
      }),
  );

  app.put(
    ADMIN_API_PATHS.adminProductVariants,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminSetProductVariants',
        security: STAFF_SECURITY,
        summary: 'Saves the variants grid: every variant (metal, purity, size, SKU, weight, prices, stock), in order',
        params: AdminProductIdParamsSchema,
        body: AdminVariantsRequestSchema,
        response: { 200: AdminProductResponseSchema, ...changed },
      },
    },
    async (request) =>
      ok(ADMIN_VARIANT_MESSAGES.saved, {
        product: await variants.setVariants(request.params.id, request.body, actorOf(request)),
      }),
  );
};

/** The catalogue as a CSV file: export, and import (dry run or applied). */
const csvRoutes: FastifyPluginAsyncZod<AdminProductOptions> = async (app, { csv }) => {
  // The import's body is the CSV itself (this plugin only: elsewhere text/csv stays refused with 415).
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get(
    ADMIN_API_PATHS.adminProductsExport,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminExportProducts',
        security: STAFF_SECURITY,
        summary: 'Products and stock as CSV (text/csv), one row per product and size',
        response: {
          200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } },
          ...guarded,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lumen-products.csv"')
        .header('cache-control', 'private, no-store')
        .send(await csv.exportCsv()),
  );

  app.post(
    ADMIN_API_PATHS.adminProductsImport,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminImportProducts',
        security: STAFF_SECURITY,
        summary: 'Updates pieces and stock from the export’s CSV (text/csv body): every row checked, all or nothing',
        description:
          'A file with any bad row changes nothing and answers 400 with `data.errors`: row, column, message.',
        body: z.string().meta({ description: 'The CSV, with the export’s header row' }),
        response: {
          200: ProductImportResponseSchema,
          400: z.union([ProductImportRejectedSchema, ErrorEnvelopeSchema]),
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const done = await csv.importCsv(request.body, actorOf(request));
        return ok(CSV_MESSAGES.imported(done.products, done.rows), done);
      } catch (err) {
        if (!(err instanceof CsvRejected)) throw err;
        return reply.code(400).send({ status: false, message: err.message, data: { errors: err.problems } });
      }
    },
  );
};

export const adminProductRoutes: FastifyPluginAsyncZod<AdminProductOptions> = async (app, options) => {
  await app.register(productRoutes, options);
  await app.register(csvRoutes, options);
};
