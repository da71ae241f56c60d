/**
 * How the Razorpay fake's API works on the shared skeleton: Basic key id and secret, JSON bodies, Razorpay's error
 * envelope, and the routes for Payment Links and refunds.
 */
import type { Answer, ProviderApi } from '../provider-fake';
import { razorpayCheckout } from './hosted-checkout';
import { badRequest } from './params';
import { cancelLink, createLink } from './payment-links';
import { refundPayment } from './refunds';
import type { FakeRazorpayOptions, RazorpayPaymentLink, RazorpayStore } from './types';

function route(store: RazorpayStore, method: string, path: string, body: Record<string, unknown>): Answer {
  if (method === 'POST' && (path === '/v1/payment_links' || path === '/v1/payment_links/')) {
    return createLink(store, body);
  }
  const linkPath = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
  if (linkPath) {
    const link = store.fake.links.get(decodeURIComponent(linkPath[1] ?? ''));
    if (!link) return badRequest('The id provided does not exist', 'id');
    if (method === 'GET' && !linkPath[2]) return { status: 200, body: link };
    if (method === 'POST' && linkPath[2]) return cancelLink(link);
  }
  const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
  if (method === 'POST' && refundPath) return refundPayment(store, decodeURIComponent(refundPath[1] ?? ''), body);
  return {
    status: 404,
    body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } },
  };
}

/** A GET's query, or a JSON object body (an empty body is `{}`); a body that is not JSON is refused with 400. */
function decode(method: string, url: URL, raw: string): { body: Record<string, unknown>; refused?: Answer } {
  if (method === 'GET') return { body: Object.fromEntries(url.searchParams) };
  if (raw.trim() === '') return { body: {} };
  try {
    const parsed: unknown = JSON.parse(raw);
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    return { body: isObject ? (parsed as Record<string, unknown>) : {} };
  } catch {
    return { body: {}, refused: badRequest('The request body is not valid JSON.') };
  }
}

export function razorpayApi(
  store: RazorpayStore,
  { keyId, keySecret }: Pick<FakeRazorpayOptions, 'keyId' | 'keySecret'>,
): ProviderApi<RazorpayPaymentLink> {
  return {
    auth: { scheme: 'Basic', credentials: `${keyId}:${keySecret}` },
    errors: {
      unauthorized: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      outage: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error (fake outage).' } },
      crashed: (error) => ({ error: { code: 'SERVER_ERROR', description: String(error) } }),
    },
    decode,
    route: (call) => route(store, call.method, call.path, call.body),
    checkout: razorpayCheckout(store, keySecret),
  };
}
