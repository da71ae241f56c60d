/**
 * Every answer is the envelope `{ status, message, data? }`, errors included: 400 names the bad field, unknown
 * `/api/*` paths get 404, a database that cannot be reached 503 with Retry-After, and a 5xx carries a generic
 * message and the request id — never a stack trace. Errors Fastify and Node answer before any route or hook runs
 * (a bad URL, an over-long path parameter, a malformed request, headers too large or too slow) get the envelope and
 * the security headers too, through `frameworkErrors` and `clientErrorHandler` (Fastify options, set in app.ts).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { SECURITY_HEADERS } from './security-headers';

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

/**
 * The success envelope every route answers with: `ok(message)`, and `data` when there is some. (The
 * spec's sign-in calls also put `authentication` beside them: `{ ...ok(message), authentication }`.)
 */
export function ok(message: string): { status: true; message: string };
export function ok<Data>(message: string, data: Data): { status: true; message: string; data: Data };
export function ok(message: string, ...data: [unknown?]) {
  return data.length === 0 ? { status: true as const, message } : { status: true as const, message, data: data[0] };
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

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function fieldOf(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  return path.length > 0 ? path.map(String).join('.') : fallback;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ status: false, message, requestId: reply.request.id });
}

export default fp(
  async function envelopeAndErrors(app: FastifyInstance) {
    // Two answers Node gives on its own, outside clientError: an HTTP/1.1 request without Host (app.ts turns Node's
    // requireHostHeader off so that the check is made here), and an Expect header other than 100-continue.
    app.addHook('onRequest', async (request, reply) => {
      if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
        reply.headers(SECURITY_HEADERS);
        throw new HttpError(400, 'The request has no Host header.');
      }
    });
    app.server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      const body = JSON.stringify({ status: false, message: 'The Expect header is not supported.' });
      res.writeHead(417, {
        ...SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      res.end(body);
    });

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
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, GENERIC_MESSAGES[503] ?? 'Service unavailable.');
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendError(reply, 500, `Something went wrong on our side. Reference: ${request.id}`);
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 500) {
        // The logger's error serializer (lib/log-errors) leaves out the query's parameters and the values it quotes.
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

/** Fastify's own routing errors (a malformed URL, a path parameter over `maxParamLength`), in the envelope. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  // These answers skip every hook, so the security headers and the request id are set here.
  reply.headers(SECURITY_HEADERS).header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, 'The address is too long.');
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, 'The address is not valid.');
  request.log.error({ err: error }, 'routing failed');
  return sendError(reply, 500, `Something went wrong on our side. Reference: ${request.id}`);
};

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Node's answer to a request it could not parse or that arrived too slowly, before Fastify sees it: a minimal
 * envelope with the security headers, then the connection is closed (as Node itself does).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, GENERIC_MESSAGES[400] ?? 'Bad request.'];
  // Only the code: the error carries the raw bytes received, which may hold an Authorization header.
  this.log.debug({ code: err.code }, 'client error');
  // Write only when no answer has begun on this connection, or the client would read a corrupt one.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ status: false, message });
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(err);
}
