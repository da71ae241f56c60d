/**
 * Security headers on every response. The access token lives in localStorage (a spec requirement), so the
 * Content-Security-Policy allows no inline or third-party script and the page may only talk to its own origin — except,
 * when the shop offers Sign in with Google (GOOGLE_CLIENT_ID), the origins Google Identity Services needs, as Google's
 * guide lists them (its script, frames, calls and styles under accounts.google.com/gsi/). The headers are computed
 * once: setting them costs one object spread per response.
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

/** What Google Identity Services adds to the policy when the shop offers Sign in with Google (decision 038). */
export const GOOGLE_SIGN_IN_SOURCES: Record<string, string[]> = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
};

/** The policy's text, with Google's sources when `googleSignIn`. */
function policyText(googleSignIn: boolean): string {
  const policy: Record<string, string[]> = { ...CONTENT_SECURITY_POLICY };
  if (googleSignIn) {
    for (const [directive, sources] of Object.entries(GOOGLE_SIGN_IN_SOURCES)) {
      policy[directive] = [...(policy[directive] ?? []), ...sources];
    }
  }
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers of every answer: error answers always send these, the strictest. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': policyText(false),
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

/**
 * The headers with Sign in with Google on: Google's sources in the policy, and an opener policy that lets Google's
 * sign-in pop-up answer the page that opened it (`same-origin-allow-popups`, as Google's guide asks).
 */
export const GOOGLE_SIGN_IN_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': policyText(true),
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

export default fp(
  async function securityHeaders(app: FastifyInstance, options: { googleSignIn: boolean }) {
    const headers = options.googleSignIn ? GOOGLE_SIGN_IN_HEADERS : SECURITY_HEADERS;
    // CORS stays closed: no Access-Control-Allow-Origin is ever sent, so other origins cannot read answers.
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
