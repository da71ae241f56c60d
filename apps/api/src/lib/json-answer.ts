/**
 * A JSON answer serialised once: its body and its strong ETag. Cached answers (the catalogue) are kept in this
 * form, so serving one from memory costs neither serialisation nor hashing.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export type JsonAnswer = { body: string; etag: string };

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (weak or strong, among several): the client's copy is current. */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

export function toJsonAnswer(value: unknown): JsonAnswer {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
}

/** Sends the body as it is: a string with a JSON content type skips Fastify's serialiser. */
export function sendJsonAnswer(reply: FastifyReply, answer: JsonAnswer) {
  return reply.type('application/json; charset=utf-8').header('etag', answer.etag).send(answer.body);
}
