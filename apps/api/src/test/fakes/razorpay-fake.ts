/**
 * A local fake of the part of Razorpay's REST API the shop uses, for API and end-to-end tests: Payment Links
 * (create, fetch, cancel), refunds of a payment, a hosted payment page with Pay and Decline that calls back with the
 * documented signed query, and webhooks signed with X-Razorpay-Signature. The documentation it follows is listed in
 * the payments decision record.
 */
import { createHmac } from 'node:crypto';
import type http from 'node:http';
import { renderHostedPage } from './hosted-page';
import { backgroundTasks, credentials, listen, postWebhook, readBody, redirect, sendHtml, sendJson } from './http';
import { type FakeCall, type FakeMode, randomId, unixNow } from './provider-fake';

export type RazorpayMethod = 'upi' | 'card' | 'netbanking';

/** One payment of a link, as `GET /v1/payment_links/:id` lists it. */
export type RazorpayLinkPayment = {
  amount: number;
  created_at: number;
  method: RazorpayMethod;
  payment_id: string;
  plink_id: string;
  status: 'captured';
  updated_at: number;
};

/** A Payment Link entity in Razorpay's JSON shape. */
export type RazorpayPaymentLink = {
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  id: string;
  notes: Record<string, string> | null;
  notify: { sms: boolean; email: boolean };
  /** The order Razorpay opens behind the link, once the shopper first tries to pay. */
  order_id?: string;
  payments: RazorpayLinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: unknown[];
  short_url: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  updated_at: number;
  upi_link: boolean;
  user_id: string;
};

/** A Payment entity in Razorpay's JSON shape. */
export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: RazorpayMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string;
  card_id: string | null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  /** Razorpay serialises empty notes as an empty array. */
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
};

/** A Refund entity in Razorpay's JSON shape. */
export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: string;
};

/** A webhook event in Razorpay's JSON shape. */
export type RazorpayEvent = {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, unknown>;
  created_at: number;
};

export type RazorpayDeliveryOptions = { secret?: string; eventId?: string };

export type FakeRazorpay = {
  url: string;
  host: string;
  port: number;
  links: Map<string, RazorpayPaymentLink>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  /** A captured payment of the link (amount/currency overrides fake a wrong-amount payment); delivers payment_link.paid. */
  pay(linkId: string, options?: { amount?: number; currency?: string; method?: RazorpayMethod }): Promise<void>;
  /** A failed attempt: delivers payment.failed; the link stays payable. */
  decline(linkId: string): Promise<void>;
  /** A signed delivery to the webhook URL; answers the status the shop gave (0 when unreachable). */
  deliver(event: RazorpayEvent, options?: RazorpayDeliveryOptions): Promise<number>;
  /** Builds an event; `contains` lists the payload's entities. */
  event(name: string, payload: object): RazorpayEvent;
  /** The body and headers of a signed delivery, for `app.inject`. */
  signedDelivery(
    event: RazorpayEvent,
    options?: RazorpayDeliveryOptions,
  ): { body: string; headers: Record<string, string> };
  delivered: { event: RazorpayEvent; eventId: string; status: number }[];
  mode: FakeMode;
  refundOutcome: 'processed' | 'failed';
  webhookUrl: string | undefined;
  calls: FakeCall[];
  close(): Promise<void>;
};

export type FakeRazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
};

type Answer = { status: number; body: unknown; after?: () => Promise<unknown> };

const ACCOUNT_ID = 'acc_FakeLumenJewels';

/** Hex HMAC-SHA256 of `payload` with `secret`: Razorpay's webhook and callback signature. */
export function razorpaySignature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

function badRequest(description: string, field?: string): Answer {
  return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description, ...(field ? { field } : {}) } } };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Starts the fake on 127.0.0.1 (`port` 0 by default: any free port). */
export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const tasks = backgroundTasks();
  const orders = new Map<string, { id: string; attempts: number; created_at: number }>();

  const server = await listen((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    });
  }, options.port);

  const fake: FakeRazorpay = {
    url: server.url,
    host: server.host,
    port: server.port,
    links: new Map(),
    payments: new Map(),
    refunds: new Map(),
    delivered: [],
    calls: [],
    mode: 'ok',
    refundOutcome: 'processed',
    webhookUrl: options.webhookUrl,

    async pay(linkId, overrides = {}) {
      const link = payableLink(linkId);
      const order = orderFor(link);
      const payment = newPayment(link, order.id, overrides.method ?? 'upi');
      const amount = overrides.amount ?? link.amount;
      Object.assign(payment, {
        amount,
        currency: (overrides.currency ?? link.currency).toUpperCase(),
        status: 'captured',
        captured: true,
        fee: Math.round(amount * 0.02),
        tax: 0,
      } satisfies Partial<RazorpayPayment>);
      const now = unixNow();
      Object.assign(link, {
        amount_paid: amount,
        status: 'paid',
        updated_at: now,
        payments: [
          ...(link.payments ?? []),
          {
            amount,
            created_at: now,
            method: payment.method,
            payment_id: payment.id,
            plink_id: link.id,
            status: 'captured',
            updated_at: now,
          },
        ],
      } satisfies Partial<RazorpayPaymentLink>);
      const orderEntity = {
        id: order.id,
        entity: 'order',
        amount: link.amount,
        amount_due: 0,
        amount_paid: amount,
        attempts: order.attempts,
        created_at: order.created_at,
        currency: link.currency,
        notes: link.notes ?? [],
        offer_id: null,
        receipt: link.reference_id || null,
        status: 'paid',
      };
      await fake.deliver(
        fake.event('payment_link.paid', {
          payment_link: { entity: structuredClone(link) },
          payment: { entity: structuredClone(payment) },
          order: { entity: orderEntity },
        }),
      );
    },

    async decline(linkId) {
      const link = payableLink(linkId);
      const order = orderFor(link);
      const payment = newPayment(link, order.id, 'card');
      Object.assign(payment, {
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed',
        error_source: 'gateway',
        error_step: 'payment_authorization',
        error_reason: 'payment_failed',
      } satisfies Partial<RazorpayPayment>);
      await fake.deliver(fake.event('payment.failed', { payment: { entity: structuredClone(payment) } }));
    },

    event(name, payload) {
      return {
        entity: 'event',
        account_id: ACCOUNT_ID,
        event: name,
        contains: Object.keys(payload),
        payload: payload as Record<string, unknown>,
        created_at: unixNow(),
      };
    },

    signedDelivery(event, deliveryOptions = {}) {
      const body = JSON.stringify(event);
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': razorpaySignature(body, deliveryOptions.secret ?? options.webhookSecret),
          'X-Razorpay-Event-Id': deliveryOptions.eventId ?? randomId(''),
          'User-Agent': 'Razorpay-Webhook/v1',
        },
      };
    },

    deliver(event, deliveryOptions) {
      return tasks.run(async () => {
        const { body, headers } = fake.signedDelivery(event, deliveryOptions);
        const eventId = headers['X-Razorpay-Event-Id'] ?? '';
        const status = fake.webhookUrl ? await postWebhook(fake.webhookUrl, body, headers) : 0;
        fake.delivered.push({ event, eventId, status });
        return status;
      });
    },

    async close() {
      await tasks.settled();
      await server.close();
    },
  };

  function payableLink(linkId: string): RazorpayPaymentLink {
    const link = fake.links.get(linkId);
    if (!link) throw new Error(`No such payment link: ${linkId}`);
    if (link.status !== 'created') throw new Error(`Payment link ${linkId} is ${link.status}, not payable`);
    return link;
  }

  /** The order behind a link: opened on the first attempt, counting attempts. */
  function orderFor(link: RazorpayPaymentLink) {
    link.order_id ??= randomId('order_');
    const order = orders.get(link.order_id) ?? { id: link.order_id, attempts: 0, created_at: unixNow() };
    order.attempts += 1;
    orders.set(order.id, order);
    return order;
  }

  /** A payment attempt on the link, failed until the caller says otherwise. */
  function newPayment(link: RazorpayPaymentLink, orderId: string, method: RazorpayMethod): RazorpayPayment {
    const payment: RazorpayPayment = {
      id: randomId('pay_'),
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: 'failed',
      order_id: orderId,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: `#${link.id.replace(/^plink_/, '')}`,
      card_id: method === 'card' ? randomId('card_') : null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: link.customer.email ?? null,
      contact: link.customer.contact ?? null,
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: method === 'upi' ? { rrn: String(Date.now()).slice(-12) } : {},
      created_at: unixNow(),
    };
    fake.payments.set(payment.id, payment);
    return payment;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', fake.url);
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    if (url.pathname.startsWith('/pay/')) return hostedPage(method, url.pathname, raw, res);

    let body: Record<string, unknown> = {};
    if (method === 'GET') body = Object.fromEntries(url.searchParams);
    else if (raw.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
          body = parsed as Record<string, unknown>;
        }
      } catch {
        fake.calls.push({ method, path: url.pathname, body: {} });
        return void sendJson(res, 400, badRequest('The request body is not valid JSON.').body);
      }
    }
    fake.calls.push({ method, path: url.pathname, body });
    if (fake.mode === 'stall') return;
    if (fake.mode === 'error') {
      sendJson(res, 500, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error (fake outage).' },
      });
      return;
    }
    if (credentials(req, 'Basic') !== `${options.keyId}:${options.keySecret}`) {
      sendJson(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      return;
    }
    const answer = route(method, url.pathname, body);
    sendJson(res, answer.status, answer.body);
    // Webhook deliveries never throw; what follows the answer must not bring the fake down either way.
    if (answer.after) tasks.run(answer.after).catch(() => undefined);
  }

  function route(method: string, path: string, body: Record<string, unknown>): Answer {
    if (method === 'POST' && (path === '/v1/payment_links' || path === '/v1/payment_links/')) return createLink(body);
    const linkPath = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    if (linkPath) {
      const link = fake.links.get(decodeURIComponent(linkPath[1] ?? ''));
      if (!link) return badRequest('The id provided does not exist', 'id');
      if (method === 'GET' && !linkPath[2]) return { status: 200, body: link };
      if (method === 'POST' && linkPath[2]) return cancelLink(link);
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) return refundPayment(decodeURIComponent(refundPath[1] ?? ''), body);
    return {
      status: 404,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } },
    };
  }

  function createLink(body: Record<string, unknown>): Answer {
    const amount = wholeNumber(body.amount);
    if (amount === undefined) return badRequest('The amount field is required and must be an integer.', 'amount');
    if (amount < 100) return badRequest('The amount must be at least 100 (INR 1.00).', 'amount');
    const currency = (text(body.currency) ?? 'INR').toUpperCase();
    const referenceId = text(body.reference_id) ?? '';
    if (referenceId && [...fake.links.values()].some((link) => link.reference_id === referenceId)) {
      return badRequest(`Payment Link with reference id ${referenceId} already exists`, 'reference_id');
    }
    const callbackUrl = text(body.callback_url) ?? '';
    const callbackMethod = text(body.callback_method) ?? '';
    if (callbackUrl && callbackMethod !== 'get') {
      return badRequest('callback_method must be get when callback_url is passed.', 'callback_method');
    }
    const now = unixNow();
    const expireBy = body.expire_by === undefined ? 0 : wholeNumber(body.expire_by);
    if (expireBy === undefined || (expireBy !== 0 && expireBy <= now)) {
      return badRequest('expire_by must be a timestamp in the future.', 'expire_by');
    }
    const customer =
      typeof body.customer === 'object' && body.customer !== null ? (body.customer as Record<string, unknown>) : {};
    const notify =
      typeof body.notify === 'object' && body.notify !== null ? (body.notify as Record<string, unknown>) : {};
    const id = randomId('plink_');
    const link: RazorpayPaymentLink = {
      accept_partial: false,
      amount,
      amount_paid: 0,
      callback_method: callbackMethod,
      callback_url: callbackUrl,
      cancelled_at: 0,
      created_at: now,
      currency,
      customer: {
        ...(text(customer.name) ? { name: text(customer.name) } : {}),
        ...(text(customer.email) ? { email: text(customer.email) } : {}),
        ...(text(customer.contact) ? { contact: text(customer.contact) } : {}),
      },
      description: text(body.description) ?? '',
      expire_by: expireBy,
      expired_at: 0,
      first_min_partial_amount: 0,
      id,
      notes: stringMap(body.notes) ?? null,
      notify: { sms: notify.sms === true, email: notify.email === true },
      payments: null,
      reference_id: referenceId,
      reminder_enable: body.reminder_enable === true,
      reminders: [],
      short_url: `${fake.url}/pay/${id}`,
      status: 'created',
      updated_at: now,
      upi_link: false,
      user_id: '',
    };
    fake.links.set(id, link);
    return { status: 200, body: link };
  }

  function cancelLink(link: RazorpayPaymentLink): Answer {
    if (link.status !== 'created') {
      return badRequest(`Payment Link cannot be cancelled as it is already ${link.status}.`);
    }
    const now = unixNow();
    Object.assign(link, {
      status: 'cancelled',
      cancelled_at: now,
      updated_at: now,
    } satisfies Partial<RazorpayPaymentLink>);
    return { status: 200, body: link };
  }

  function refundPayment(paymentId: string, body: Record<string, unknown>): Answer {
    const payment = fake.payments.get(paymentId);
    if (!payment) return badRequest('The id provided does not exist', 'id');
    if (payment.status !== 'captured') return badRequest('Only captured payments can be refunded.');
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) return badRequest('The payment has been fully refunded already');
    const amount = body.amount === undefined ? remaining : wholeNumber(body.amount);
    if (amount === undefined || amount < 1) return badRequest('The amount must be a positive integer.', 'amount');
    if (amount > remaining) {
      return badRequest('The refund amount provided is greater than amount captured', 'amount');
    }
    const settle = (delta: number) => {
      payment.amount_refunded += delta;
      payment.refund_status =
        payment.amount_refunded === 0 ? null : payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    };
    settle(amount);
    const refund: RazorpayRefund = {
      id: randomId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: stringMap(body.notes) ?? [],
      receipt: text(body.receipt) ?? null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: text(body.speed) ?? 'normal',
    };
    fake.refunds.set(refund.id, refund);
    return {
      status: 200,
      body: structuredClone(refund),
      after: () => {
        // The refund settles after the shop has its answer, as Razorpay's does.
        refund.status = fake.refundOutcome;
        if (refund.status === 'failed') settle(-amount);
        else refund.acquirer_data = { arn: String(Date.now()).padStart(14, '0') };
        const payload = { refund: { entity: structuredClone(refund) }, payment: { entity: structuredClone(payment) } };
        return fake.deliver(fake.event(refund.status === 'failed' ? 'refund.failed' : 'refund.processed', payload));
      },
    };
  }

  async function hostedPage(method: string, path: string, raw: string, res: http.ServerResponse): Promise<void> {
    const match = /^\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
    const link = match ? fake.links.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !link) {
      sendHtml(res, 404, '<!doctype html><title>Not found</title><h1>No such payment link</h1>');
      return;
    }
    const action = match[2];
    const states = {
      paid: 'This payment link has been paid.',
      cancelled: 'This payment link has been cancelled.',
      expired: 'This payment link has expired.',
    } as const;
    const page = (error?: string) =>
      renderHostedPage({
        title: 'Fake Razorpay — test mode',
        amount: link.amount,
        currency: link.currency,
        description: link.description || undefined,
        closedState: link.status === 'created' ? undefined : states[link.status],
        error,
        action: `/pay/${link.id}`,
        methods: [
          { value: 'upi', label: 'UPI' },
          { value: 'card', label: 'Card' },
          { value: 'netbanking', label: 'Netbanking' },
        ],
        backUrl: link.callback_url || undefined,
      });
    if (method === 'GET' && !action) return sendHtml(res, 200, page());
    if (method !== 'POST' || !action) return sendHtml(res, 405, page());
    if (link.status !== 'created') return sendHtml(res, 409, page());
    if (action === 'decline') {
      await fake.decline(link.id);
      return sendHtml(res, 200, page('Payment failed.'));
    }
    const chosen = new URLSearchParams(raw).get('method');
    const paymentMethod: RazorpayMethod = chosen === 'card' || chosen === 'netbanking' ? chosen : 'upi';
    await fake.pay(link.id, { method: paymentMethod });
    if (!link.callback_url) return sendHtml(res, 200, page());
    const paymentId = link.payments?.at(-1)?.payment_id ?? '';
    const callback = new URL(link.callback_url);
    callback.searchParams.set('razorpay_payment_id', paymentId);
    callback.searchParams.set('razorpay_payment_link_id', link.id);
    callback.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
    callback.searchParams.set('razorpay_payment_link_status', link.status);
    callback.searchParams.set(
      'razorpay_signature',
      razorpaySignature(`${link.id}|${link.reference_id}|${link.status}|${paymentId}`, options.keySecret),
    );
    redirect(res, callback.toString());
  }

  return fake;
}
