/**
 * Cache headers. Public, read-mostly answers (the catalogue) get a short max-age plus a strong ETag computed from the
 * body (or brought by a prepared answer), so a repeat visit costs a 304 with no body; routes opt in with
 * `config: { httpCache: seconds }`. Any answer to a request that carries a token is personal: `private, no-store`, so
 * no shared cache or back button keeps it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, matchesEtag } from '../lib/json-answer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds a browser or CDN may reuse the answer before revalidating. */
    httpCache?: number;
  }
}

export default fp(
  async function httpCache(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers.authorization !== undefined) {
        reply.header('cache-control', 'private, no-store');
        return payload;
      }
      const maxAge = request.routeOptions.config.httpCache;
      if (maxAge === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      // A prepared answer (lib/json-answer) brings its own ETag.
      const prepared = reply.getHeader('etag');
      const etag = typeof prepared === 'string' ? prepared : etagOf(payload);
      reply.header('etag', etag);
      reply.header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
