/**
 * `GET /api/catalog/products` (search, filters, sort, paging, facets), `GET /api/catalog/products/{id}` (id or
 * slug), its "You may also like" (`GET /api/catalog/products/{id}/related`) and the printable ring sizer (`GET /api/catalog/ring-sizer.pdf`). The products' pictures are static files drawn by the build (content/artwork), served by plugins/static-web.
 */
import {
  ProductListQuerySchema,
  ProductListSchema,
  ProductParamsSchema,
  ProductSchema,
  RELATED_PIECES_MAX,
  RelatedProductsSchema,
} from '@lumen/contract/catalog';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonAnswer } from '../../lib/json-answer';
import { sendPdf } from '../../lib/send-pdf';
import { notFound } from '../../plugins/envelope-and-errors';
import { ringSizerPdf } from './ring-sizer';
import type { CatalogService } from './service';

const CATALOG_MAX_AGE_SECONDS = 60;

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    API_PATHS.catalogProducts,
    {
      config: { httpCache: CATALOG_MAX_AGE_SECONDS },
      schema: {
        tags: ['catalog'],
        operationId: 'listProducts',
        security: [],
        summary: 'Search, filter, sort and page the catalogue, with facet counts',
        description:
          'Prices are integer minor units (cents). `metal`, `stone` and `purity` may repeat. Default sort: relevance when `q` is given, else best seller. Each facet group is counted with every filter except its own; `facets.price` is the range before the price filter.',
        querystring: ProductListQuerySchema,
        response: { 200: envelopeOf(ProductListSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => sendJsonAnswer(reply, await catalog.listAnswer(request.query)),
  );

  app.get(
    `${API_PATHS.catalogProducts}/:id`,
    {
      config: { httpCache: CATALOG_MAX_AGE_SECONDS },
      schema: {
        tags: ['catalog'],
        operationId: 'getProduct',
        security: [],
        summary: 'One product, by id or slug',
        params: ProductParamsSchema,
        response: { 200: envelopeOf(ProductSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const answer = await catalog.findAnswer(request.params.id);
      if (!answer) throw notFound('This product could not be found.');
      return sendJsonAnswer(reply, answer);
    },
  );

  app.get(
    API_PATHS.relatedProducts,
    {
      config: { httpCache: CATALOG_MAX_AGE_SECONDS },
      schema: {
        tags: ['catalog'],
        operationId: 'listRelatedProducts',
        security: [],
        summary: 'A product\'s "You may also like", by its id or slug',
        description: `Up to ${RELATED_PIECES_MAX} other published pieces that can be bought now and share the product's category or its collection (its \`audience\`, the menu group it is listed under). Those sharing both come first, then the collection's, then the category's; best sellers first within each, then by id. An empty \`items\` when nothing is related; 404 for an unknown or unpublished product. Prices as in the listing.`,
        params: ProductParamsSchema,
        response: { 200: envelopeOf(RelatedProductsSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const answer = await catalog.relatedAnswer(request.params.id);
      if (!answer) throw notFound('This product could not be found.');
      return sendJsonAnswer(reply, answer);
    },
  );

  app.get(
    API_PATHS.ringSizer,
    {
      schema: {
        tags: ['catalog'],
        operationId: 'ringSizer',
        security: [],
        summary:
          'The printable ring sizer (application/pdf, one A4 page at true scale): circles and a strip by US size',
        response: {
          200: {
            description: 'The ring sizer',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (_request, reply) => sendPdf(reply, 'lumen-ring-sizer.pdf', await ringSizerPdf(), true),
  );
};
