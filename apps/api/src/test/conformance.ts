/**
 * Holds the OpenAPI document to the API's real answers: every answer a test receives must be declared there — its
 * status, its content type and, for JSON, a body that matches the schema (Ajv, JSON Schema 2020-12 as in OpenAPI
 * 3.1). The harness records every answer of a test file and checks them all when the file closes its app.
 */
import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One answer as the client received it, with the route pattern that produced it. */
export type Answer = {
  method: string;
  /** Fastify's route pattern, e.g. `/api/orders/:id`. */
  route: string;
  status: number;
  /** The content-type header, parameters included ('' when none). */
  contentType: string;
  /** The body as text; undefined when it was a stream the recorder could not read. */
  body: string | undefined;
};

type MediaTypeObject = { schema?: unknown };
type ResponseObject = { description?: string; content?: Record<string, MediaTypeObject> };
type OperationObject = { operationId?: string; responses?: Record<string, ResponseObject> };
export type OpenApiDocument = {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
};

export type ConformanceReport = {
  /** One line per disagreement: operation, status and what disagreed (with how many answers showed it). */
  problems: string[];
  /** How many answers were checked (repeats included). */
  checked: number;
  /** The documented operations the answers exercised, as 'GET /api/orders/{id}'. */
  operations: Set<string>;
};

/** OpenAPI's own format names that JSON Schema does not define: annotations, accepted as they are. */
const OPENAPI_FORMATS = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'];

/** '/api/orders/:id/invoice.pdf' → '/api/orders/{id}/invoice.pdf', as @fastify/swagger writes paths. */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');
const shorten = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Checks each answer against the document; `count` says how many identical answers one entry stands for. */
export function checkAnswers(
  document: OpenApiDocument,
  answers: Iterable<Answer & { count?: number }>,
): ConformanceReport {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  for (const format of OPENAPI_FORMATS) if (!ajv.formats[format]) ajv.addFormat(format, true);
  // The OpenAPI 3.1 dialect's keywords, and `components` so that '#/components/schemas/…' references resolve.
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example', 'components']);
  const validators = new Map<string, ValidateFunction | Error>();
  const validatorFor = (key: string, schema: unknown) => {
    let validator = validators.get(key);
    if (!validator) {
      try {
        const root =
          schema && typeof schema === 'object' && document.components
            ? { ...schema, components: document.components }
            : (schema as object);
        validator = ajv.compile(root);
      } catch (error) {
        validator = error as Error;
      }
      validators.set(key, validator);
    }
    return validator;
  };

  const problems = new Map<string, number>();
  const operations = new Set<string>();
  let checked = 0;

  for (const answer of answers) {
    const count = answer.count ?? 1;
    checked += count;
    const report = (text: string) => problems.set(text, (problems.get(text) ?? 0) + count);
    const path = openApiPath(answer.route);
    const operationName = `${answer.method} ${path}`;
    const operation = document.paths?.[path]?.[answer.method.toLowerCase()];
    if (!operation) {
      report(`${operationName}: the operation is not in the document`);
      continue;
    }
    operations.add(operationName);
    const responses = operation.responses ?? {};
    const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((key) => responses[key]);
    const mediaType = mediaTypeOf(answer.contentType);
    const where = `${operationName} → ${answer.status}${mediaType ? ` ${mediaType}` : ''}`;
    if (!statusKey) {
      report(`${where}: status ${answer.status} is not declared (declared: ${Object.keys(responses).join(', ')})`);
      continue;
    }
    const content = responses[statusKey]?.content;
    const declaredTypes = Object.keys(content ?? {});
    if (answer.body === '') {
      if (declaredTypes.length > 0) report(`${where}: the body is empty, but ${declaredTypes.join(', ')} is declared`);
      continue;
    }
    const media = content?.[mediaType] ?? content?.[`${mediaType.split('/')[0]}/*`] ?? content?.['*/*'];
    if (!media) {
      report(
        `${where}: content type ${mediaType || '(none)'} is not declared (declared: ${declaredTypes.join(', ') || 'no body'})`,
      );
      continue;
    }
    if (answer.body === undefined || !isJson(mediaType) || media.schema === undefined) continue;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      report(`${where}: the body is not JSON: ${shorten(answer.body)}`);
      continue;
    }
    const validate = validatorFor(`${path} ${answer.method} ${statusKey} ${mediaType}`, media.schema);
    if (validate instanceof Error) {
      report(`${where}: the declared schema does not compile: ${validate.message}`);
    } else if (!validate(body)) {
      const errors = ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
      report(`${where}: the body does not match the schema: ${errors} — got ${shorten(answer.body)}`);
    }
  }

  return {
    problems: [...problems].map(([text, count]) => (count > 1 ? `${text} (${count} answers)` : text)),
    checked,
    operations,
  };
}

/**
 * Records every answer `app` gives to its documented routes. `instrument` must run on the bare instance, before any
 * plugin or route, so that its hooks reach every route and see bodies before compression. Routes added after
 * `endOfApiRoutes()` (a test's own routes) and routes hidden from the document are not recorded.
 */
export function createAnswerLog() {
  const answers = new Map<string, Answer & { count: number }>();
  const testRoutes = new Set<string>();
  const bodies = new WeakMap<FastifyRequest, string | undefined>();
  let apiRoutesDone = false;

  function instrument(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!apiRoutesDone) return;
      for (const method of [route.method].flat()) testRoutes.add(`${method} ${route.url}`);
    });
    // Runs before the other plugins' onSend hooks: the body as serialised, before compression.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (typeof payload === 'string') bodies.set(request, payload);
      else if (Buffer.isBuffer(payload)) bodies.set(request, payload.toString('utf8'));
      else if (payload === null || payload === undefined) bodies.set(request, '');
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const { url: route, method, schema } = request.routeOptions;
      if (!route || method === 'HEAD' || (schema as { hide?: boolean } | undefined)?.hide) return;
      if (testRoutes.has(`${request.method} ${route}`)) return;
      // A later hook may turn the answer into a 304 (http-cache), which has no body.
      const body = reply.statusCode === 304 || reply.statusCode === 204 ? '' : bodies.get(request);
      const answer: Answer = {
        method: request.method,
        route,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        body,
      };
      const key = JSON.stringify(answer);
      const seen = answers.get(key);
      if (seen) seen.count += 1;
      else answers.set(key, { ...answer, count: 1 });
    });
  }

  return {
    instrument,
    /** Routes added from now on belong to the test, not to the API. */
    endOfApiRoutes() {
      apiRoutesDone = true;
    },
    /** The distinct answers recorded so far, each with how many times it was given. */
    get answers(): Array<Answer & { count: number }> {
      return [...answers.values()];
    },
    /** Checks every recorded answer; throws one error listing every disagreement. */
    assertConforms(document: OpenApiDocument) {
      const result = checkAnswers(document, this.answers);
      const logFile = process.env.API_CONFORMANCE_LOG;
      if (logFile) {
        appendFileSync(
          logFile,
          `${JSON.stringify({ checked: result.checked, operations: [...result.operations], problems: result.problems })}\n`,
        );
      }
      if (result.problems.length > 0) {
        throw new Error(
          `${result.problems.length} answer(s) disagree with the OpenAPI document:\n  ${result.problems.join('\n  ')}`,
        );
      }
      return result;
    },
  };
}

export type AnswerLog = ReturnType<typeof createAnswerLog>;
