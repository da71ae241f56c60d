/** The OpenAPI document (`/api/openapi.json`) and its docs page (`/api/docs`), generated from the contract's schemas. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lumen Jewels API',
          description:
            'Every answer is the envelope `{ status, message, data? }`. Account calls take `Authorization: Bearer <token>`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: API_PATHS.docs, staticCSP: false });
    app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
