/** `GET /api/dev/outbox?to=` — the messages a recipient would have received, newest first (not in production). */
import { envelopeOf } from '@lumen/contract/envelope';
import { OutboxMessageSchema, OutboxQuerySchema } from '@lumen/contract/outbox';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from './outbox-repository';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get(
    API_PATHS.devOutbox,
    {
      schema: {
        tags: ['development'],
        summary: 'Messages stored by the development outbox for one recipient, newest first',
        querystring: OutboxQuerySchema,
        response: { 200: envelopeOf(z.array(OutboxMessageSchema)) },
      },
    },
    async (request) => {
      const to = request.query.to.includes('@') ? request.query.to.toLowerCase() : request.query.to;
      const rows = await outbox.listFor(to);
      return {
        status: true,
        message: `${rows.length} message(s)`,
        data: rows.map((row) => ({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
