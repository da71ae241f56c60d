/** The back office's inbox of contact messages under /api/admin/messages (permission `messages`). */
import {
  ADMIN_INBOX_MESSAGES,
  AdminMessageIdParamsSchema,
  AdminMessageListResponseSchema,
  AdminMessageQuerySchema,
  AdminMessageResponseSchema,
  AdminMessageUpdateRequestSchema,
  AdminReplyRequestSchema,
} from '@lumen/contract/admin-messages';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { AdminMessageService } from './admin-service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export const adminMessageRoutes: FastifyPluginAsyncZod<{ inbox: AdminMessageService }> = async (app, { inbox }) => {
  app.get(
    ADMIN_API_PATHS.adminMessages,
    {
      preHandler: app.requireStaff('messages'),
      schema: {
        tags,
        operationId: 'adminListMessages',
        security: STAFF_SECURITY,
        summary: 'Contact-form messages, newest first, by status (new or handled), in cursor pages',
        querystring: AdminMessageQuerySchema,
        response: { 200: AdminMessageListResponseSchema, 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', await inbox.list(request.query)),
  );

  app.get(
    ADMIN_API_PATHS.adminMessage,
    {
      preHandler: app.requireStaff('messages'),
      schema: {
        tags,
        operationId: 'adminGetMessage',
        security: STAFF_SECURITY,
        summary: 'A contact message with its replies',
        params: AdminMessageIdParamsSchema,
        response: { 200: AdminMessageResponseSchema, ...guarded },
      },
    },
    async (request) => ok('OK', { message: await inbox.detail(request.params.id) }),
  );

  app.patch(
    ADMIN_API_PATHS.adminMessage,
    {
      preHandler: app.requireStaff('messages'),
      schema: {
        tags,
        operationId: 'adminUpdateMessage',
        security: STAFF_SECURITY,
        summary: 'Mark a contact message new or handled',
        params: AdminMessageIdParamsSchema,
        body: AdminMessageUpdateRequestSchema,
        response: { 200: AdminMessageResponseSchema, ...guarded },
      },
    },
    async (request) =>
      ok(ADMIN_INBOX_MESSAGES.updated, {
        message: await inbox.setStatus(request.params.id, request.body.status, actorOf(request)),
      }),
  );

  app.post(
    ADMIN_API_PATHS.adminMessageReplies,
    {
      preHandler: app.requireStaff('messages'),
      schema: {
        tags,
        operationId: 'adminReplyToMessage',
        security: STAFF_SECURITY,
        summary:
          'Reply: stored with the message (which becomes handled) and put on the job queue, to go by e-mail, or SMS to a mobile number; its delivery follows the message (sending, sent, failed after the last retry)',
        params: AdminMessageIdParamsSchema,
        body: AdminReplyRequestSchema,
        response: { 201: AdminMessageResponseSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const message = await inbox.reply(request.params.id, request.body.text, actorOf(request));
      return reply.code(201).send(ok(ADMIN_INBOX_MESSAGES.replySent, { message }));
    },
  );
};
