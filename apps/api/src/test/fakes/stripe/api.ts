/**
 * How the Stripe fake's API works on the shared skeleton: Bearer secret key, form-encoded bodies, Stripe's error
 * envelope and request-id header, Idempotency-Key replays, and the routes for Checkout Sessions and refunds.
 */
import type { Answer, ApiCall, ProviderApi } from '../provider-fake';
import { randomId } from '../provider-fake';
import { createSession, expireSession } from './checkout-sessions';
import { stripeCheckout } from './hosted-checkout';
import { decodeStripeForm, failure, missing } from './params';
import { createRefund } from './refunds';
import type { StripeEvent, StripeSession, StripeStore } from './types';

function route(
  store: StripeStore,
  method: string,
  path: string,
  body: Record<string, unknown>,
  request: StripeEvent['request'],
): Answer {
  if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(store, body);
  const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
  if (sessionPath) {
    const id = decodeURIComponent(sessionPath[1] ?? '');
    const session = store.fake.sessions.get(id);
    const wantsExpiry = Boolean(sessionPath[2]);
    if (method === (wantsExpiry ? 'POST' : 'GET')) {
      if (!session) return missing('checkout.session', id, 'session');
      return wantsExpiry ? expireSession(store, session, request) : { status: 200, body: session };
    }
  }
  if (method === 'POST' && path === '/v1/refunds') return createRefund(store, body, request);
  return failure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
}

/**
 * Stripe's idempotent requests: a POST with an Idempotency-Key already used answers what the first request was
 * answered (a snapshot, marked `idempotent-replayed`), and is refused with other parameters.
 */
function idempotentRequests() {
  const saved = new Map<string, { request: string; status: number; body: unknown }>();
  return (call: ApiCall, answer: (request: StripeEvent['request']) => Answer): Answer => {
    const key = call.method === 'POST' ? call.req.headers['idempotency-key'] : undefined;
    const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
    const request = `${call.path}?${call.raw}`;
    const first = idempotencyKey ? saved.get(idempotencyKey) : undefined;
    if (first && first.request !== request) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      return failure(400, { type: 'idempotency_error', message });
    }
    if (first) return { status: first.status, body: first.body, headers: { 'idempotent-replayed': 'true' } };

    const answered = answer({ id: call.headers['request-id'] ?? null, idempotency_key: idempotencyKey ?? null });
    // A snapshot: a replay answers what the first request was answered, not the object as it is now.
    if (idempotencyKey)
      saved.set(idempotencyKey, { request, status: answered.status, body: structuredClone(answered.body) });
    return answered;
  };
}

export function stripeApi(store: StripeStore, secretKey: string): ProviderApi<StripeSession> {
  const idempotent = idempotentRequests();
  return {
    auth: { scheme: 'Bearer', credentials: secretKey },
    errors: {
      unauthorized: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      outage: { error: { type: 'api_error', message: 'An unknown error occurred (fake outage).' } },
      crashed: (error) => ({ error: { type: 'api_error', message: String(error) } }),
    },
    decode: (method, url, raw) => ({ body: decodeStripeForm(method === 'GET' ? url.search.slice(1) : raw) }),
    answerHeaders: () => ({ 'request-id': randomId('req_') }),
    route: (call) => idempotent(call, (request) => route(store, call.method, call.path, call.body, request)),
    checkout: stripeCheckout(store),
  };
}
