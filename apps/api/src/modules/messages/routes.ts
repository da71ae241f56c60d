/** `POST /api/contact` {name, email (an e-mail address or a mobile number), message}; rate-limited per IP. */
import { ContactRequestSchema } from '@lumen/contract/contact';
import { MessageEnvelopeSchema } from '@lumen/contract/envelope';
import { MESSAGES } from '@lumen/contract/messages';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { ContactService } from './service';

export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    API_PATHS.contact,
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        security: [],
        summary: 'Send a message to the shop',
        body: ContactRequestSchema,
        response: { 201: MessageEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body);
      return reply.code(201).send(ok(MESSAGES.contactSent));
    },
  );
};
