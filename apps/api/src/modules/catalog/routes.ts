/**
 * `GET /api/catalog/products` (search, filters, sort, paging, facets), `GET /api/catalog/products/{id}` (id or
 * slug), and the products' artwork under `/media/`.
 */
import {
  CATEGORIES,
  METALS,
  ProductListQuerySchema,
  ProductListSchema,
  ProductParamsSchema,
  ProductSchema,
  STONES,
} from '@lumen/contract/catalog';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonAnswer } from '../../lib/json-answer';
import { notFound } from '../../plugins/envelope-and-errors';
import { renderProductArtwork } from './artwork';
import { ARTWORK_VERSION, slugify } from './seed';
import type { CatalogService } from './service';

const CATALOG_MAX_AGE_SECONDS = 60;

const ArtworkParamsSchema = z.object({
  category: z.enum(CATEGORIES),
  metal: z.enum(METALS.map(slugify) as [string, ...string[]]),
  stone: z.enum(STONES.map(slugify) as [string, ...string[]]),
  view: z.enum(['1.svg', '2.svg', '3.svg']),
});

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
    `/media/${ARTWORK_VERSION}/jewellery/:category/:metal/:stone/:view`,
    { schema: { hide: true, params: ArtworkParamsSchema } },
    async (request, reply) => {
      const { category, metal, stone, view } = request.params;
      const svg = renderProductArtwork({
        category,
        metal: METALS.find((m) => slugify(m) === metal) ?? 'Gold',
        stone: STONES.find((s) => slugify(s) === stone) ?? 'Diamond',
        view: Number(view[0]) as 1 | 2 | 3,
      });
      // The path carries the artwork version, so the answer never changes.
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
