/**
 * The skeleton both payment fakes are built on: an HTTP server on 127.0.0.1 (any free port by default) whose API
 * records every call, fails as an outage would when told to ('stall', 'error'), checks the provider's credentials,
 * answers in the provider's error envelope, and runs what follows an answer (a webhook delivery) in the background;
 * the hosted page under `/pay/`; signed webhook deliveries that record the shop's answer; and the provider-style
 * ids, timestamps and field readers both use. Each provider fills in its own decoding, routes and page.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { type HostedCheckout, serveHostedPage } from './hosted-page';
import { backgroundTasks, credentials, listen, postWebhook, readBody, sendJson } from './http';

/** A request the fake received: its method, path (without the query) and decoded body or query. */
export type FakeCall = { method: string; path: string; body: Record<string, unknown> };

/** The failure modes a fake's API can be put in: answer, accept and never answer, or answer 500. */
export type FakeMode = 'ok' | 'stall' | 'error';

/** What a route answers: a status, a JSON body and headers of its own, and what to do once it is sent. */
export type Answer = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Runs in the background after the answer (a webhook delivery); `close()` waits for it. */
  after?: () => Promise<unknown>;
};

/** A call to the fake's API that got past the failure modes and the credentials check. */
export type ApiCall = {
  req: http.IncomingMessage;
  method: string;
  /** The path, without the query. */
  path: string;
  /** The body as it arrived. */
  raw: string;
  /** The body (or a GET's query) as the provider decodes it. */
  body: Record<string, unknown>;
  /** The headers every answer to this call carries (Stripe's request-id). */
  headers: Record<string, string>;
};

/** A webhook delivery as the provider signs it: the exact body and its headers. */
export type SignedDelivery = { body: string; headers: Record<string, string> };

/** What every payment fake has and what the tests set on it. */
export type ProviderFake<TDelivery> = {
  url: string;
  host: string;
  port: number;
  /** Every webhook delivery, with the status the shop answered (0 when it was unreachable). */
  delivered: TDelivery[];
  mode: FakeMode;
  /** Where deliveries go; none: they are only recorded. */
  webhookUrl: string | undefined;
  calls: FakeCall[];
  /** Waits for the deliveries under way, then stops listening (stalled requests included). */
  close(): Promise<void>;
};

/** What a provider tells the skeleton: how its API reads requests, answers failures and routes calls. */
export type ProviderApi<TItem> = {
  /** The `Authorization` scheme and the credentials it must carry. */
  auth: { scheme: 'Bearer' | 'Basic'; credentials: string };
  /** The provider's error bodies: a wrong key (401), an outage ('error' mode, 500), a route that throws (500). */
  errors: { unauthorized: unknown; outage: unknown; crashed(error: unknown): unknown };
  /** Decodes the body (or a GET's query) as the provider does; `refused` answers a body it cannot read. */
  decode(method: string, url: URL, raw: string): { body: Record<string, unknown>; refused?: Answer };
  /** Headers for every answer to one call, made once per call (Stripe's request-id). */
  answerHeaders?(): Record<string, string>;
  route(call: ApiCall): Answer;
  /** The hosted page under `/pay/`. */
  checkout: HostedCheckout<TItem>;
};

/** The started skeleton a provider builds on: the fake's common part, and how it delivers webhooks. */
export type ProviderCore<TDelivery> = {
  fake: ProviderFake<TDelivery>;
  /**
   * Posts a signed delivery to `fake.webhookUrl` in the background (`close()` waits for it) and records it with the
   * status the shop answered, 0 when there is no webhook URL or the shop could not be reached. Never throws.
   */
  deliver(signed: SignedDelivery, record: (status: number) => TDelivery): Promise<number>;
};

/**
 * Starts a payment fake on 127.0.0.1 (`port` 0 by default: any free port). `build` extends the common part into
 * the provider's fake and says how its API works; it runs before the first request is handled.
 */
export async function startProviderFake<TFake extends ProviderFake<TDelivery>, TDelivery, TItem>(
  options: { port?: number | undefined; webhookUrl?: string | undefined },
  build: (core: ProviderCore<TDelivery>) => { fake: TFake; api: ProviderApi<TItem> },
): Promise<TFake> {
  const tasks = backgroundTasks();

  const server = await listen((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, api.errors.crashed(error));
    });
  }, options.port);

  const common: ProviderFake<TDelivery> = {
    url: server.url,
    host: server.host,
    port: server.port,
    delivered: [],
    calls: [],
    mode: 'ok',
    webhookUrl: options.webhookUrl,
    async close() {
      await tasks.settled();
      await server.close();
    },
  };

  function deliver(signed: SignedDelivery, record: (status: number) => TDelivery): Promise<number> {
    return tasks.run(async () => {
      const status = fake.webhookUrl ? await postWebhook(fake.webhookUrl, signed.body, signed.headers) : 0;
      fake.delivered.push(record(status));
      return status;
    });
  }

  const { fake, api } = build({ fake: common, deliver });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', fake.url);
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    if (url.pathname.startsWith('/pay/')) return serveHostedPage(api.checkout, method, url.pathname, raw, res);

    const { body, refused } = api.decode(method, url, raw);
    fake.calls.push({ method, path: url.pathname, body });
    if (refused) return sendJson(res, refused.status, refused.body);
    if (fake.mode === 'stall') return;
    const headers = api.answerHeaders?.() ?? {};
    if (fake.mode === 'error') return sendJson(res, 500, api.errors.outage, headers);
    if (credentials(req, api.auth.scheme) !== api.auth.credentials) {
      return sendJson(res, 401, api.errors.unauthorized, headers);
    }
    const answer = api.route({ req, method, path: url.pathname, raw, body, headers });
    sendJson(res, answer.status, answer.body, { ...headers, ...answer.headers });
    // Webhook deliveries never throw; what follows the answer must not bring the fake down either way.
    if (answer.after) tasks.run(answer.after).catch(() => undefined);
  }

  return fake;
}

/** A random id in the providers' style: a prefix and 14 (or `length`) base-62 characters. */
export function randomId(prefix: string, length = 14): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Seconds since the epoch, the unit both providers use for timestamps. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

/** A request field that is a non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The string-valued entries of a request field that is an object (metadata, notes), or undefined. */
export function stringMap(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
