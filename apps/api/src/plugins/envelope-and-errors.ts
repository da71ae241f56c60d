/**
 * Every answer is the envelope `{ status, message, data? }`, errors included: 400 names the bad field, unknown
 * `/api/*` paths get 404, and a 5xx carries a generic message and the request id — never a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a service throws to answer with a given status and a message the shopper may read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string) => new HttpError(400, message);

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please try again later.',
  503: 'The shop is briefly unavailable. Please try again in a moment.',
};

function fieldOf(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  return path.length > 0 ? path.map(String).join('.') : fallback;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ status: false, message, requestId: reply.request.id });
}

export default fp(
  async function envelopeAndErrors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const part = error.validationContext ?? 'body';
        const field = first ? fieldOf(first.instancePath.split('/').filter(Boolean), part) : part;
        const detail = first?.message ?? 'is not valid';
        return sendError(reply, 400, `${field}: ${detail}`);
      }
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return sendError(reply, error.statusCode, error.message);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendError(reply, 500, `Something went wrong on our side. Reference: ${request.id}`);
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, statusCode, `Something went wrong on our side. Reference: ${request.id}`);
      }
      if (statusCode === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return sendError(reply, 400, 'body: is not valid JSON');
      }
      if (statusCode === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return sendError(reply, 400, 'body: is required');
      }
      // Rate limits and framework errors (413, 415, …) keep their status; the message stays generic.
      return sendError(reply, statusCode, GENERIC_MESSAGES[statusCode] ?? error.message);
    });
  },
  { name: 'envelope-and-errors' },
);
