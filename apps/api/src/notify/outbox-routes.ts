/**
 * `GET /api/dev/outbox?to=` — the messages a recipient would have received, newest first. Development only: the route
 * does not exist in production, and it answers only a client on this machine, judged by the socket's peer (never by
 * X-Forwarded-For), so a shop reachable from elsewhere never shows anyone's codes.
 */
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { OutboxMessageSchema, OutboxQuerySchema } from '@lumen/contract/outbox';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../lib/loopback';
import { notFound, ok } from '../plugins/envelope-and-errors';
import type { OutboxRepository } from './outbox-repository';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get(
    API_PATHS.devOutbox,
    {
      schema: {
        tags: ['development'],
        operationId: 'listOutboxMessages',
        security: [],
        summary: 'Messages stored by the development outbox for one recipient, newest first',
        querystring: OutboxQuerySchema,
        response: { 200: envelopeOf(z.array(OutboxMessageSchema)), 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!isLoopback(request.raw.socket.remoteAddress))
        throw notFound(`No such API route: GET ${API_PATHS.devOutbox}`);
      const to = request.query.to.includes('@') ? request.query.to.toLowerCase() : request.query.to;
      const rows = await outbox.listFor(to);
      return ok(
        `${rows.length} message(s)`,
        rows.map((row) => ({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
