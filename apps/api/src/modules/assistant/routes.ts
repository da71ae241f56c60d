/**
 * `POST /api/assistant/messages` — a question to the shop assistant and its answer; `POST /api/assistant/handoff` —
 * the conversation passed to staff. Both answer a visitor and, with a valid bearer token, the signed-in customer (an
 * invalid or expired token is read as a visitor: the assistant still answers, just not about orders). Limited per
 * address, and per account (or, for a visitor, per address again with its own, lower count).
 */
import {
  ASSISTANT_MESSAGES,
  ASSISTANT_RATE_LIMITS,
  AssistantAnswerResponseSchema,
  AssistantHandoffRequestSchema,
  AssistantMessageRequestSchema,
} from '@lumen/contract/assistant';
import { ErrorEnvelopeSchema, MessageEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ok } from '../../plugins/envelope-and-errors';
import type { CachedSession } from '../auth/session-cache';
import { tooManyRequests } from '../limits/limiter';
import type { AssistantService } from './service';

/** The signed-in customer's id, or null for a visitor. */
const askerOf = (request: FastifyRequest) => (request.session as CachedSession | null)?.userId ?? null;

export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService }> = async (app, { assistant }) => {
  /** Reads the session when there is one; a missing, expired or revoked token is a visitor, never a 401. */
  const optionalSession = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request, undefined as never);
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
    }
  };
  // The route's own limit counts per address, before anything else; this one, after the session is read, per shopper
  // (in the same store: Redis, shared by every process). Its 429 reads as the plugin's.
  const shopperLimit = app.createRateLimit({
    ...ASSISTANT_RATE_LIMITS.perShopper,
    keyGenerator: (request) => {
      const asker = askerOf(request);
      return asker === null ? `assistant:ip:${request.ip}` : `assistant:user:${asker}`;
    },
  });
  const perShopper = async (request: FastifyRequest) => {
    const limit = await shopperLimit(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw tooManyRequests(
        `Too many requests. Please try again in ${limit.ttlInSeconds} seconds.`,
        limit.ttlInSeconds,
      );
  };
  const common = {
    config: { rateLimit: ASSISTANT_RATE_LIMITS.perAddress },
    preHandler: [optionalSession, perShopper],
  };
  const security: Array<Record<string, string[]>> = [{}, { bearer: [] }];

  app.post(
    API_PATHS.assistantMessages,
    {
      ...common,
      schema: {
        tags: ['assistant'],
        operationId: 'askAssistant',
        security,
        summary: 'Ask the shop assistant a question',
        description:
          'Answers from the shop’s help (FAQs and policies, cited in `sources`), its catalogue (`products` and `listing_url`, prices in minor units of the base currency, from the database) and, signed in, the customer’s own orders. `handoff_offered` is true when it could not answer: `POST /api/assistant/handoff` passes the conversation to staff. A `conversation_id` that is not the asker’s starts a new conversation.',
        body: AssistantMessageRequestSchema,
        response: { 200: AssistantAnswerResponseSchema },
      },
    },
    async (request) => ok('OK', await assistant.answer(request.body, askerOf(request))),
  );

  app.post(
    API_PATHS.assistantHandoff,
    {
      ...common,
      schema: {
        tags: ['assistant'],
        operationId: 'handOffToStaff',
        security,
        summary: 'Pass the assistant conversation to the shop’s team',
        description:
          'The conversation becomes a message in the back office’s inbox, answered by e-mail: with the account’s name and contact when signed in, else with `name` and `contact` (an e-mail address or mobile number), which a visitor must give (400 otherwise). 404 for a conversation that is not the asker’s; 409 when it was passed on already.',
        body: AssistantHandoffRequestSchema,
        response: { 201: MessageEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await assistant.handOff(request.body, askerOf(request));
      return reply.code(201).send(ok(ASSISTANT_MESSAGES.handoffSent));
    },
  );
};
