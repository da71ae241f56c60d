/**
 * Razorpay Payment Links (hosted: UPI, cards, net banking, wallets, card EMI) through Razorpay's documented REST API
 * (v1, HTTP Basic auth with the key id and secret): a link per attempt, with the order id as `reference_id` (the
 * first attempt; later ones add `-2`, `-3`, as a reference may name one link only) and in `notes.order_id`; its state
 * by fetching the link; closing by cancelling it; a full refund of the captured payment; webhooks checked by their
 * `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret) and identified by
 * `X-Razorpay-Event-Id`. The base URL is a setting (the tests' fake).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutState,
  GATEWAY_TIMEOUT_MS,
  type GatewayEvent,
  GatewayRefused,
  InvalidSignature,
  type PaymentGateway,
  type RefundState,
} from './gateway';

export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

type PaymentLink = {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id?: string;
  notes?: Record<string, string> | null;
  payments?: { payment_id: string; amount: number; status: string }[] | null;
};
type Payment = { id: string; amount: number; currency: string; status: string; notes?: Record<string, string> | [] };
type Refund = { id: string; payment_id: string; status: 'pending' | 'processed' | 'failed' };
type Event = {
  event: string;
  payload: {
    payment_link?: { entity: PaymentLink };
    payment?: { entity: Payment & { error_description?: string | null } };
    refund?: { entity: Refund };
  };
};

const refundState = (status: Refund['status']): RefundState =>
  status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending';

const orderOf = (link: PaymentLink) => link.notes?.order_id ?? link.reference_id ?? '';

function linkState(link: PaymentLink): CheckoutState {
  if (link.status === 'paid') {
    const captured = (link.payments ?? []).filter((p) => p.status === 'captured');
    const payment = captured.at(-1);
    return {
      state: 'paid',
      payment: { id: payment?.payment_id ?? '', amount: link.amount_paid, currency: link.currency.toUpperCase() },
    };
  }
  if (link.status === 'expired' || link.status === 'cancelled') return { state: 'closed' };
  return { state: 'open' };
}

/** Constant-time comparison of two hex digests. */
function sameDigest(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export function createRazorpayGateway(
  settings: RazorpaySettings,
  options: { timeoutMs?: number } = {},
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;

  /** One REST call; Razorpay's 4xx answers (with its error description) become `GatewayRefused`. */
  async function call<T>(method: 'GET' | 'POST', path: string, signal: AbortSignal, body?: object): Promise<T> {
    const response = await fetch(`${settings.apiUrl}/v1${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { error?: { description?: string } };
    if (response.status >= 400 && response.status < 500) {
      throw new GatewayRefused(`Razorpay refused ${method} ${path}: ${answer.error?.description ?? response.status}`);
    }
    if (!response.ok) throw new Error(`Razorpay answered ${response.status} to ${method} ${path}`);
    return answer;
  }

  return {
    method: 'razorpay',

    async createCheckout(request, signal) {
      const link = await call<PaymentLink>('POST', '/payment_links', signal, {
        amount: request.amount,
        currency: request.currency,
        accept_partial: false,
        reference_id: request.attempt === 1 ? request.orderNumber : `${request.orderNumber}-${request.attempt}`,
        description: `Lumen Jewels order ${request.orderNumber}`,
        customer: {
          name: request.customer.name,
          ...(request.customer.email ? { email: request.customer.email } : {}),
          ...(request.customer.mobile ? { contact: request.customer.mobile } : {}),
        },
        // The shop sends its own e-mails; Razorpay's would duplicate them.
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: request.returnUrl,
        callback_method: 'get',
        expire_by: Math.ceil(request.expiresAt.getTime() / 1000),
        notes: { order_id: request.orderNumber },
      });
      return { checkout: link.id, url: link.short_url };
    },

    inspect: async (checkout, signal) =>
      linkState(await call<PaymentLink>('GET', `/payment_links/${checkout}`, signal)),

    async close(checkout, signal) {
      try {
        return linkState(await call<PaymentLink>('POST', `/payment_links/${checkout}/cancel`, signal));
      } catch (err) {
        // A paid, expired or cancelled link cannot be cancelled; its state says which.
        if (!(err instanceof GatewayRefused)) throw err;
        return linkState(await call<PaymentLink>('GET', `/payment_links/${checkout}`, signal));
      }
    },

    async refund(payment, key, signal) {
      const refund = await call<Refund>('POST', `/payments/${payment.id}/refund`, signal, {
        amount: payment.amount,
        speed: 'normal',
        receipt: key,
      });
      return { reference: refund.id, status: refundState(refund.status) };
    },

    readWebhook(body, headers): GatewayEvent {
      const signature = headers['x-razorpay-signature'];
      const expected = createHmac('sha256', settings.webhookSecret).update(body).digest('hex');
      if (typeof signature !== 'string' || !sameDigest(expected, signature)) {
        throw new InvalidSignature('X-Razorpay-Signature does not match the body');
      }
      const event = JSON.parse(body.toString('utf8')) as Event;
      const eventId = headers['x-razorpay-event-id'];
      // Razorpay sends the id in a header; a delivery without one is identified by its signed body.
      const base = {
        eventId: typeof eventId === 'string' && eventId ? eventId : `sha256:${expected}`,
        type: event.event,
      };
      const link = event.payload.payment_link?.entity;
      const payment = event.payload.payment?.entity;
      const refund = event.payload.refund?.entity;
      switch (event.event) {
        case 'payment_link.paid':
          if (!link || !payment) return { ...base, kind: 'ignored' };
          return {
            ...base,
            kind: 'paid',
            orderNumber: orderOf(link),
            checkout: link.id,
            payment: { id: payment.id, amount: payment.amount, currency: payment.currency.toUpperCase() },
          };
        case 'payment_link.expired':
        case 'payment_link.cancelled':
          if (!link) return { ...base, kind: 'ignored' };
          return { ...base, kind: 'checkout_closed', orderNumber: orderOf(link), checkout: link.id };
        case 'payment.failed': {
          const notes = payment?.notes;
          const orderNumber = notes && !Array.isArray(notes) ? notes.order_id : undefined;
          if (!orderNumber) return { ...base, kind: 'ignored' };
          return {
            ...base,
            kind: 'payment_failed',
            orderNumber,
            reason: payment?.error_description ?? 'payment failed',
          };
        }
        case 'refund.created':
        case 'refund.processed':
        case 'refund.failed':
          if (!refund) return { ...base, kind: 'ignored' };
          return {
            ...base,
            kind: 'refund',
            paymentId: refund.payment_id,
            refundId: refund.id,
            status: refundState(refund.status),
            reason: refund.status === 'failed' ? 'the provider could not refund the payment' : null,
          };
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}
