/**
 * Stripe Checkout (hosted), through the official `stripe` package: a Checkout Session per attempt, charging the
 * order's total as one line, with the order id in `client_reference_id` and `metadata[order_id]` (also on the
 * PaymentIntent); its state by retrieving the session; closing by expiring it; a full refund of the PaymentIntent
 * under an idempotency key; webhooks checked with `stripe.webhooks.constructEvent` (signature and its 5-minute
 * tolerance). `apiUrl` points the SDK at another host (the tests' fake).
 */
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutState,
  GATEWAY_TIMEOUT_MS,
  type GatewayEvent,
  GatewayRefused,
  InvalidSignature,
  type PaymentGateway,
  type RefundState,
  type TakenPayment,
} from './gateway';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string | undefined };

/** Stripe's own bounds on a Checkout Session's `expires_at`: 30 minutes to 24 hours ahead. */
const MIN_SESSION_MS = 31 * 60_000;

/** The SDK's connection settings for another host (`http://127.0.0.1:4242`), or none for Stripe itself. */
function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

const refundState = (status: string | null): RefundState =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/** The session's state; a session completed with an asynchronous method not yet settled stays open. */
function sessionState(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'expired') return { state: 'closed' };
  if (session.status === 'complete' && session.payment_status !== 'unpaid') {
    return { state: 'paid', payment: paymentOf(session) };
  }
  return { state: 'open' };
}

function paymentOf(session: Stripe.Checkout.Session): TakenPayment {
  const intent = session.payment_intent;
  return {
    id: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  };
}

const orderOf = (session: Stripe.Checkout.Session) => session.metadata?.order_id ?? session.client_reference_id ?? '';

/** Anything the SDK throws that is Stripe answering (not the network) becomes `GatewayRefused`. */
async function refusedAsSuch<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (
      err instanceof Stripe.errors.StripeInvalidRequestError ||
      err instanceof Stripe.errors.StripeAuthenticationError
    ) {
      throw new GatewayRefused(`Stripe refused: ${err.message}`, { cause: err });
    }
    throw err;
  }
}

export function createStripeGateway(settings: StripeSettings, options: { timeoutMs?: number } = {}): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiUrl),
    timeout: options.timeoutMs ?? GATEWAY_TIMEOUT_MS,
    // The SDK retries a failed connection once, with the same idempotency key.
    maxNetworkRetries: 1,
    telemetry: false,
  });

  return {
    method: 'stripe',

    createCheckout: (request: CheckoutRequest) =>
      refusedAsSuch(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: `Lumen Jewels order ${request.orderNumber}` },
                },
              },
            ],
            client_reference_id: request.orderNumber,
            metadata: { order_id: request.orderNumber },
            payment_intent_data: { metadata: { order_id: request.orderNumber } },
            ...(request.customer.email ? { customer_email: request.customer.email } : {}),
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.ceil(Math.max(request.expiresAt.getTime(), Date.now() + MIN_SESSION_MS) / 1000),
          },
          { idempotencyKey: `checkout-${request.orderNumber}-${request.attempt}` },
        );
        if (!session.url) throw new GatewayRefused('Stripe answered a Checkout Session without a URL');
        return { checkout: session.id, url: session.url };
      }),

    inspect: (checkout) => refusedAsSuch(async () => sessionState(await stripe.checkout.sessions.retrieve(checkout))),

    async close(checkout) {
      try {
        return sessionState(await stripe.checkout.sessions.expire(checkout));
      } catch (err) {
        // Only an open session can be expired: a paid or expired one answers 400, and its state says which.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        return sessionState(await stripe.checkout.sessions.retrieve(checkout));
      }
    },

    refund: (payment, key) =>
      refusedAsSuch(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: payment.id, amount: payment.amount },
          { idempotencyKey: key },
        );
        return { reference: refund.id, status: refundState(refund.status) };
      }),

    readWebhook(body, headers): GatewayEvent {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          body,
          typeof signature === 'string' ? signature : '',
          settings.webhookSecret,
        );
      } catch (err) {
        throw new InvalidSignature('Stripe-Signature does not match the body', { cause: err });
      }
      const base = { eventId: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          if (session.payment_status === 'unpaid') return { ...base, kind: 'ignored' };
          return {
            ...base,
            kind: 'paid',
            orderNumber: orderOf(session),
            checkout: session.id,
            payment: paymentOf(session),
          };
        }
        case 'checkout.session.async_payment_failed':
          return { ...base, kind: 'payment_failed', orderNumber: orderOf(event.data.object), reason: 'payment failed' };
        case 'checkout.session.expired':
          return {
            ...base,
            kind: 'checkout_closed',
            orderNumber: orderOf(event.data.object),
            checkout: event.data.object.id,
          };
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          return {
            ...base,
            kind: 'payment_failed',
            orderNumber: intent.metadata?.order_id ?? '',
            reason: intent.last_payment_error?.message ?? 'payment failed',
          };
        }
        case 'refund.created':
        case 'refund.updated':
        case 'refund.failed': {
          const refund = event.data.object;
          const intent = refund.payment_intent;
          return {
            ...base,
            kind: 'refund',
            paymentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
            refundId: refund.id,
            status: refundState(refund.status),
            reason: refund.failure_reason ?? null,
          };
        }
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}
