/**
 * The OpenAPI document (`/api/openapi.json`) and its docs page (`/api/docs`), generated from the contract's schemas.
 * Each route declares its own answers; the error answers any route can give (invalid input, body too large, rate
 * limited, 500, 503, …) are added here in one place, from what the route takes and how it is configured.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type OpenApiOptions = {
  /** The shop's public address (PUBLIC_URL), listed as a server beside the serving origin. */
  publicUrl?: string | undefined;
};

/** What each error status means in this API; every error answer is the error envelope. */
export const ERROR_ANSWERS: Record<number, string> = {
  400: 'The request is not valid; the message names the field',
  401: 'No token, or an expired or revoked one',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state; the message says why',
  413: 'The request body is larger than the limit',
  415: 'The request body has a content type the API does not read',
  422: 'The request cannot be processed as sent; the message says why',
  429: 'Too many requests; `Retry-After` says how many seconds to wait',
  500: 'Something failed on the server; the message carries the request id',
  501: 'Not available yet',
  503: 'The database (or the server) is briefly unavailable; try again in a moment',
};

const errorAnswer = (status: number) => ({
  description: ERROR_ANSWERS[status] ?? 'An error',
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

/** Methods whose requests carry a body Fastify parses, so they can be malformed, too large or of another type. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteSchema = {
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  security?: Array<Record<string, string[]>>;
  response?: Record<string, unknown>;
};

/** The answers `route` can give besides its own: only for documented routes that declare their answers. */
export function commonAnswers(route: RouteOptions): Record<number, unknown> {
  const schema = route.schema as RouteSchema | undefined;
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const takesInput = takesBody || Boolean(schema?.body ?? schema?.querystring ?? schema?.params ?? schema?.headers);
  const needsToken = schema?.security?.some((requirement) => Object.keys(requirement).length > 0) ?? false;
  const statuses = [
    ...(route.config?.httpCache !== undefined ? [304] : []),
    ...(takesInput ? [400] : []),
    ...(needsToken ? [401] : []),
    ...(takesBody ? [413, 415] : []),
    ...(route.config?.rateLimit ? [429] : []),
    500,
    503,
  ];
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      status === 304
        ? z.null().describe('Not modified: the `If-None-Match` ETag is still current (no body)')
        : errorAnswer(status),
    ]),
  );
}

function declareCommonAnswers(route: RouteOptions) {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema?.response || schema.hide) return;
  const own = Object.fromEntries(
    Object.entries(schema.response).map(([status, answer]) => [
      status,
      // A bare error envelope gets the status's description instead of "Default Response".
      answer === ErrorEnvelopeSchema ? errorAnswer(Number(status)) : answer,
    ]),
  );
  // New objects rather than edits: route files may share one response map between routes.
  route.schema = { ...schema, response: { ...commonAnswers(route), ...own } };
}

export default fp(
  async function openapi(app: FastifyInstance, { publicUrl }: OpenApiOptions) {
    // Added before @fastify/swagger, so the document and the serialisers both see the complete answers.
    app.addHook('onRoute', declareCommonAnswers);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lumen Jewels API',
          description:
            'Every answer is the envelope `{ status, message, data? }`. Account calls take `Authorization: Bearer <token>`.',
          version: '1.0.0',
        },
        servers: [
          { url: '/', description: 'The server this document came from' },
          ...(publicUrl ? [{ url: publicUrl, description: 'The shop’s public address' }] : []),
        ],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            staff: {
              type: 'http',
              scheme: 'bearer',
              description: 'A staff session token from `POST /api/admin/session` (the back office)',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: API_PATHS.docs, staticCSP: false });
    app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
