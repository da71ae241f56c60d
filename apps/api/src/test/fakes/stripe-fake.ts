/**
 * A local fake of the part of Stripe the shop uses, for API and end-to-end tests: Checkout Sessions (create,
 * retrieve, expire), refunds, a hosted checkout page with Pay and Decline, and signed webhook deliveries. It answers
 * in Stripe's JSON shapes, so the official `stripe` SDK, pointed at it with `host`/`port`/`protocol`, accepts it.
 * The documentation it follows is listed in the payments decision record.
 */
import { createHmac } from 'node:crypto';
import type http from 'node:http';
import Stripe from 'stripe';
import {
  backgroundTasks,
  credentials,
  type FakeCall,
  type FakeMode,
  listen,
  postWebhook,
  randomId,
  readBody,
  redirect,
  renderHostedPage,
  sendHtml,
  sendJson,
  unixNow,
} from './hosted-page';

/** A Checkout Session in Stripe's JSON shape (the fields the fake keeps). */
export type StripeSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  /** The hosted page; null once the session is complete or expired, as Stripe documents. */
  url: string | null;
};

/** A PaymentIntent in Stripe's JSON shape: created by the first attempt to pay a session. */
export type StripePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  last_payment_error: { code: string; decline_code: string; message: string; type: 'card_error' } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'succeeded';
};

/** A Refund in Stripe's JSON shape. */
export type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string | null;
  created: number;
  currency: string;
  failure_reason: string | null;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: string | null;
  status: 'pending' | 'succeeded' | 'failed';
};

/** An Event in Stripe's JSON shape. */
export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type StripeDeliveryOptions = { secret?: string; timestamp?: number };

export type FakeStripe = {
  url: string;
  host: string;
  port: number;
  sessions: Map<string, StripeSession>;
  refunds: Map<string, StripeRefund>;
  paymentIntents: Map<string, StripePaymentIntent>;
  /** Completes an open session (amount/currency overrides fake a wrong-amount payment); delivers checkout.session.completed. */
  pay(sessionId: string, options?: { amount?: number; currency?: string }): Promise<void>;
  /** A declined card: the session stays open; delivers payment_intent.payment_failed. */
  decline(sessionId: string): Promise<void>;
  /** A signed delivery to the webhook URL; answers the status the shop gave (0 when unreachable). */
  deliver(event: StripeEvent, options?: StripeDeliveryOptions): Promise<number>;
  /** Builds an event with a fresh evt_ id. */
  event(type: string, object: object): StripeEvent;
  /** The body and headers of a signed delivery, for `app.inject`. */
  signedDelivery(
    event: StripeEvent,
    options?: StripeDeliveryOptions,
  ): { body: string; headers: Record<string, string> };
  delivered: { event: StripeEvent; status: number }[];
  mode: FakeMode;
  refundOutcome: 'succeeded' | 'failed';
  webhookUrl: string | undefined;
  calls: FakeCall[];
  close(): Promise<void>;
};

export type FakeStripeOptions = { secretKey: string; webhookSecret: string; webhookUrl?: string; port?: number };

type StripeErrorBody = { type: string; code?: string; message: string; param?: string };
type Answer = { status: number; body: unknown; after?: () => Promise<unknown> };

/** Stripe's rule for `expires_at` at creation: between 30 minutes and 24 hours from now. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * Decodes a form-encoded body with bracket nesting, as the SDK sends it (`line_items[0][price_data][currency]=inr`),
 * into nested objects; objects whose keys are all indices become arrays. Values stay strings, as on the wire.
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arraysFromIndices(root) as Record<string, unknown>;
}

function arraysFromIndices(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndices(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function integer(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}

function stringMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function failure(status: number, error: StripeErrorBody): Answer {
  return { status, body: { error } };
}

function invalid(message: string, param?: string, code?: string): Answer {
  return failure(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

function missingParam(param: string): Answer {
  return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
}

function invalidInteger(param: string): Answer {
  return invalid(`Invalid integer: ${param}.`, param, 'parameter_invalid_integer');
}

function missing(kind: string, id: string, param: string): Answer {
  return failure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

/** The `Stripe-Signature` header Stripe sends: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Starts the fake on 127.0.0.1 (`port` 0 by default: any free port). */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const tasks = backgroundTasks();
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const intentMetadata = new Map<string, Record<string, string>>();
  const refunded = new Map<string, number>();

  const server = await listen((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  }, options.port);

  const fake: FakeStripe = {
    url: server.url,
    host: server.host,
    port: server.port,
    sessions: new Map(),
    refunds: new Map(),
    paymentIntents: new Map(),
    delivered: [],
    calls: [],
    mode: 'ok',
    refundOutcome: 'succeeded',
    webhookUrl: options.webhookUrl,

    async pay(sessionId, overrides = {}) {
      const session = openSession(sessionId);
      const amount = overrides.amount ?? session.amount_total;
      const currency = (overrides.currency ?? session.currency).toLowerCase();
      const intent = intentFor(session);
      Object.assign(intent, {
        amount,
        amount_received: amount,
        currency,
        last_payment_error: null,
        latest_charge: randomId('ch_', 24),
        status: 'succeeded',
      } satisfies Partial<StripePaymentIntent>);
      Object.assign(session, {
        amount_subtotal: amount,
        amount_total: amount,
        currency,
        payment_intent: intent.id,
        payment_status: 'paid',
        status: 'complete',
        url: null,
      } satisfies Partial<StripeSession>);
      await fake.deliver(fake.event('checkout.session.completed', structuredClone(session)));
    },

    async decline(sessionId) {
      const session = openSession(sessionId);
      const intent = intentFor(session);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        type: 'card_error',
      };
      session.payment_intent = intent.id;
      await fake.deliver(fake.event('payment_intent.payment_failed', structuredClone(intent)));
    },

    event(type, object) {
      return {
        id: randomId('evt_', 24),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: unixNow(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },

    signedDelivery(event, deliveryOptions = {}) {
      const body = JSON.stringify(event, null, 2);
      const secret = deliveryOptions.secret ?? options.webhookSecret;
      const timestamp = deliveryOptions.timestamp ?? unixNow();
      return {
        body,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': stripeSignature(body, secret, timestamp),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      };
    },

    deliver(event, deliveryOptions) {
      return tasks.run(async () => {
        const { body, headers } = fake.signedDelivery(event, deliveryOptions);
        const status = fake.webhookUrl ? await postWebhook(fake.webhookUrl, body, headers) : 0;
        fake.delivered.push({ event, status });
        return status;
      });
    },

    async close() {
      await tasks.settled();
      await server.close();
    },
  };

  function openSession(sessionId: string): StripeSession {
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
    return session;
  }

  /** The session's PaymentIntent: Stripe creates it on the first attempt and reuses it on the next. */
  function intentFor(session: StripeSession): StripePaymentIntent {
    const existing = session.payment_intent ? fake.paymentIntents.get(session.payment_intent) : undefined;
    if (existing) return existing;
    const intent: StripePaymentIntent = {
      id: randomId('pi_', 24),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      created: unixNow(),
      currency: session.currency,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: intentMetadata.get(session.id) ?? {},
      status: 'requires_payment_method',
    };
    fake.paymentIntents.set(intent.id, intent);
    return intent;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', fake.url);
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    if (url.pathname.startsWith('/pay/')) return hostedPage(method, url.pathname, res);

    const body = decodeStripeForm(method === 'GET' ? url.search.slice(1) : raw);
    fake.calls.push({ method, path: url.pathname, body });
    if (fake.mode === 'stall') return;
    const requestId = randomId('req_');
    const headers = { 'request-id': requestId };
    if (fake.mode === 'error') {
      sendJson(
        res,
        500,
        { error: { type: 'api_error', message: 'An unknown error occurred (fake outage).' } },
        headers,
      );
      return;
    }
    if (credentials(req, 'Bearer') !== options.secretKey) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }, headers);
      return;
    }

    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
    if (idempotencyKey) {
      const saved = idempotent.get(idempotencyKey);
      if (saved && saved.request !== `${url.pathname}?${raw}`) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        sendJson(res, 400, { error: { type: 'idempotency_error', message } }, headers);
        return;
      }
      if (saved) {
        sendJson(res, saved.status, saved.body, { ...headers, 'idempotent-replayed': 'true' });
        return;
      }
    }

    const answer = route(method, url.pathname, body, { id: requestId, idempotency_key: idempotencyKey ?? null });
    if (idempotencyKey) {
      // A snapshot: a replay answers what the first request was answered, not the object as it is now.
      const first = { request: `${url.pathname}?${raw}`, status: answer.status, body: structuredClone(answer.body) };
      idempotent.set(idempotencyKey, first);
    }
    sendJson(res, answer.status, answer.body, headers);
    // Webhook deliveries never throw; what follows the answer must not bring the fake down either way.
    if (answer.after) tasks.run(answer.after).catch(() => undefined);
  }

  function route(method: string, path: string, body: Record<string, unknown>, request: StripeEvent['request']): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const id = decodeURIComponent(sessionPath[1] ?? '');
      const session = fake.sessions.get(id);
      const wantsExpiry = Boolean(sessionPath[2]);
      if (method === (wantsExpiry ? 'POST' : 'GET')) {
        if (!session) return missing('checkout.session', id, 'session');
        return wantsExpiry ? expireSession(session, request) : { status: 200, body: session };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body, request);
    return failure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function createSession(body: Record<string, unknown>): Answer {
    if (!text(body.mode)) return missingParam('mode');
    if (body.mode !== 'payment') return invalid('This fake implements only mode=payment.', 'mode');
    const items = Array.isArray(body.line_items) ? body.line_items : [];
    if (items.length === 0) return missingParam('line_items');
    let total = 0;
    let currency: string | undefined;
    for (const [index, item] of items.entries()) {
      const priceData = record(record(item).price_data);
      const param = `line_items[${index}]`;
      const itemCurrency = text(priceData.currency)?.toLowerCase();
      const unitAmount = integer(priceData.unit_amount);
      const quantity = integer(record(item).quantity);
      if (!itemCurrency) return missingParam(`${param}[price_data][currency]`);
      if (!text(record(priceData.product_data).name)) return missingParam(`${param}[price_data][product_data][name]`);
      if (unitAmount === undefined || unitAmount < 0) return invalidInteger(`${param}[price_data][unit_amount]`);
      if (quantity === undefined || quantity < 1) return invalidInteger(`${param}[quantity]`);
      if (currency && currency !== itemCurrency) {
        return invalid('All line items must have the same currency.', `${param}[price_data][currency]`);
      }
      currency = itemCurrency;
      total += unitAmount * quantity;
    }
    const now = unixNow();
    let expiresAt = now + MAX_EXPIRY_SECONDS;
    if (body.expires_at !== undefined) {
      const requested = integer(body.expires_at);
      if (requested === undefined || requested - now < MIN_EXPIRY_SECONDS || requested - now > MAX_EXPIRY_SECONDS) {
        return invalid(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          'expires_at',
        );
      }
      expiresAt = requested;
    }
    const id = randomId('cs_test_', 58);
    const session: StripeSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: text(body.cancel_url) ?? null,
      client_reference_id: text(body.client_reference_id) ?? null,
      created: now,
      currency: currency ?? 'usd',
      customer_email: text(body.customer_email) ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: stringMap(body.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: text(body.success_url) ?? null,
      url: `${fake.url}/pay/${id}`,
    };
    fake.sessions.set(id, session);
    intentMetadata.set(id, stringMap(record(body.payment_intent_data).metadata));
    return { status: 200, body: session };
  }

  function expireSession(session: StripeSession, request: StripeEvent['request']): Answer {
    if (session.status !== 'open') {
      return invalid(
        `This Checkout Session is not in an expirable state: its status is ${session.status}, and only open sessions can be expired.`,
      );
    }
    Object.assign(session, { status: 'expired', url: null } satisfies Partial<StripeSession>);
    const event = { ...fake.event('checkout.session.expired', structuredClone(session)), request };
    return { status: 200, body: session, after: () => fake.deliver(event) };
  }

  function createRefund(body: Record<string, unknown>, request: StripeEvent['request']): Answer {
    const intentId = text(body.payment_intent);
    if (!intentId) return missingParam('payment_intent');
    const intent = fake.paymentIntents.get(intentId);
    if (!intent) return invalid(`No such payment_intent: '${intentId}'`, 'payment_intent', 'resource_missing');
    if (intent.status !== 'succeeded') {
      return invalid(`PaymentIntent ${intentId} does not have a successful charge to refund.`, 'payment_intent');
    }
    const remaining = intent.amount_received - (refunded.get(intent.id) ?? 0);
    if (remaining <= 0) {
      return invalid(`Charge ${intent.latest_charge} has already been refunded.`, undefined, 'charge_already_refunded');
    }
    const amount = body.amount === undefined ? remaining : integer(body.amount);
    if (amount === undefined || amount < 1) return invalid('Invalid positive integer.', 'amount');
    if (amount > remaining) {
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
        'amount',
        'amount_too_large',
      );
    }
    refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
    const refund: StripeRefund = {
      id: randomId('re_', 24),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: unixNow(),
      currency: intent.currency,
      failure_reason: null,
      metadata: stringMap(body.metadata),
      payment_intent: intent.id,
      reason: text(body.reason) ?? null,
      receipt_number: null,
      status: 'pending',
    };
    fake.refunds.set(refund.id, refund);
    const answered = structuredClone(refund);
    return {
      status: 200,
      body: answered,
      after: () => {
        // The refund settles after the shop has its answer, as a real card refund does.
        refund.status = fake.refundOutcome;
        if (refund.status === 'failed') {
          refund.failure_reason = 'expired_or_canceled_card';
          refunded.set(intent.id, (refunded.get(intent.id) ?? 0) - amount);
        }
        const event = fake.event('refund.updated', structuredClone(refund));
        event.data.previous_attributes = { status: 'pending' };
        event.request = request;
        return fake.deliver(event);
      },
    };
  }

  async function hostedPage(method: string, path: string, res: http.ServerResponse): Promise<void> {
    const match = /^\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
    const session = match ? fake.sessions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !session) {
      sendHtml(res, 404, '<!doctype html><title>Not found</title><h1>No such checkout session</h1>');
      return;
    }
    const action = match[2];
    const page = (error?: string) =>
      renderHostedPage({
        title: 'Fake Stripe Checkout — test mode',
        amount: session.amount_total,
        currency: session.currency,
        closedState:
          session.status === 'complete'
            ? 'This checkout session is complete: the payment has been made.'
            : session.status === 'expired'
              ? 'This checkout session has expired.'
              : undefined,
        error,
        action: `/pay/${session.id}`,
        backUrl: session.cancel_url ?? undefined,
      });
    if (method === 'GET' && !action) return sendHtml(res, 200, page());
    if (method !== 'POST' || !action) return sendHtml(res, 405, page());
    if (session.status !== 'open') return sendHtml(res, 409, page());
    if (action === 'decline') {
      await fake.decline(session.id);
      return sendHtml(res, 200, page('Your card was declined.'));
    }
    await fake.pay(session.id);
    if (!session.success_url) return sendHtml(res, 200, page());
    redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  }

  return fake;
}
