/**
 * Security headers on every response. The access token lives in localStorage (a spec requirement), so the
 * Content-Security-Policy allows no inline or third-party script and the page may only talk to its own origin.
 * The headers are computed once: setting them costs one object spread per response.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and the toast library set element styles at run time; no script can be injected through them.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
};

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; '),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    // CORS stays closed: no Access-Control-Allow-Origin is ever sent, so other origins cannot read answers.
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(SECURITY_HEADERS);
    });
  },
  { name: 'security-headers' },
);
