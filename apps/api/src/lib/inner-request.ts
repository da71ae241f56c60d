/**
 * Requests the app makes to itself: the page renderer fetches a page's data through the API's own routes with
 * `app.inject` (plugins/static-web.ts). They carry a header whose value only this process knows, so they are not
 * request-logged one by one: the page request that made them is, and three log lines per page would be noise.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-lumen-inner-request';
const token = randomBytes(18).toString('base64url');

export const innerRequestHeaders = { [HEADER]: token } as const;

export const isInnerRequest = (request: FastifyRequest) => request.headers[HEADER] === token;
