/** `GET /api/health`: one database round trip; 503 in the envelope when the database does not answer. */
import { envelopeOf } from '@lumen/contract/envelope';
import { HealthSchema } from '@lumen/contract/health';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../plugins/envelope-and-errors';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    API_PATHS.health,
    {
      // Load balancers poll this route constantly: only problems are worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: [],
        summary: 'Liveness and database reachability',
        response: { 200: envelopeOf(HealthSchema), 503: envelopeOf(HealthSchema) },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
        return ok('OK', { database: 'up' as const, uptimeSeconds });
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'health: database did not answer');
        return reply.code(503).send({
          status: false,
          message: 'The database is not answering.',
          data: { database: 'down' as const, uptimeSeconds },
        });
      }
    },
  );
};
