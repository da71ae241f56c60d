/**
 * What the Stripe and Razorpay fakes share: the hosted "pay" page a shopper (or Playwright) clicks, and the HTTP
 * plumbing around it — reading a request body, answering, listening and closing, and delivering a webhook with a
 * 5 s timeout that never throws.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: its method, path (without the query) and decoded body or query. */
export type FakeCall = { method: string; path: string; body: Record<string, unknown> };

/** The failure modes a fake's API can be put in: answer, accept and never answer, or answer 500. */
export type FakeMode = 'ok' | 'stall' | 'error';

/** Delivery gives up after this long, as the providers' own webhook senders do. */
const WEBHOOK_TIMEOUT_MS = 5_000;

/** The request's body as text. */
export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers with JSON and the given status. */
export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Answers with an HTML page. */
export function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

/** Answers "303 See Other" to `location`, as both providers' hosted pages send the shopper back. */
export function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/** Reads the credentials of an `Authorization` header of the given scheme, or undefined. */
export function credentials(req: http.IncomingMessage, scheme: 'Bearer' | 'Basic'): string | undefined {
  const header = req.headers.authorization ?? '';
  const prefix = `${scheme} `;
  if (!header.startsWith(prefix)) return undefined;
  const value = header.slice(prefix.length).trim();
  return scheme === 'Basic' ? Buffer.from(value, 'base64').toString('utf8') : value;
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

/**
 * POSTs a signed webhook body to `url` with the provider's headers (its content type included) and answers the
 * status the receiver gave, or 0 when it could not be reached or did not answer within 5 s. Never throws: a shop
 * that is down must not take the fake down with it.
 */
export async function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Runs webhook deliveries in the background and remembers them, so that `close()` can wait until the last one has
 * been answered (or given up) rather than leave a request in flight after a test ends.
 */
export function backgroundTasks() {
  const pending = new Set<Promise<unknown>>();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const promise = task();
      pending.add(promise);
      void promise.finally(() => pending.delete(promise)).catch(() => undefined);
      return promise;
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** A listening HTTP server on 127.0.0.1 and how to stop it, stalled connections included. */
export async function listen(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  port = 0,
): Promise<{ server: http.Server; host: string; port: number; url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = '127.0.0.1';
  return {
    server,
    host,
    port: address.port,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A stalled request would otherwise hold the server open for good.
        server.closeAllConnections();
      }),
  };
}

/** Minor units (paise, cents) as the shopper reads them, e.g. 1250000 INR → "₹12,500.00". */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency.toUpperCase()} (minor units)`;
  }
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type HostedPage = {
  /** "Fake Stripe Checkout — test mode" or "Fake Razorpay — test mode". */
  title: string;
  amount: number;
  currency: string;
  /** A line saying what is being paid for, if the shop gave one. */
  description?: string | undefined;
  /** When the session or link can no longer be paid: what state it is in ("This payment link has been paid."). */
  closedState?: string | undefined;
  /** A visible error after a declined attempt. */
  error?: string | undefined;
  /** The path the Pay and Decline forms post to: `${action}/pay`, `${action}/decline`. */
  action: string;
  /** Payment methods to choose from (Razorpay); none means the Pay button alone. */
  methods?: { value: string; label: string }[];
  /** The "Back to shop" link, when the shop gave one. */
  backUrl?: string | undefined;
};

/** The hosted page: amount and currency, Pay and Decline while it can be paid, its state otherwise. */
export function renderHostedPage(page: HostedPage): string {
  const methods = page.methods ?? [];
  const methodChoice =
    methods.length === 0
      ? ''
      : `<fieldset><legend>Payment method</legend>${methods
          .map(
            (method, index) =>
              `<label><input type="radio" name="method" value="${escapeHtml(method.value)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(method.label)}</label>`,
          )
          .join(' ')}</fieldset>`;
  const actions = page.closedState
    ? `<p role="status">${escapeHtml(page.closedState)}</p>`
    : `<form method="post" action="${escapeHtml(page.action)}/pay">${methodChoice}<button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(page.action)}/decline"><button type="submit">Decline</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
[role=alert]{color:#b00020;font-weight:600}form{display:inline-block;margin:.5rem .5rem .5rem 0}
fieldset{margin-bottom:.75rem}button{font-size:1rem;padding:.5rem 1.25rem}</style></head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.description ? `<p>${escapeHtml(page.description)}</p>` : ''}
<p>Amount: <strong data-testid="amount">${escapeHtml(formatAmount(page.amount, page.currency))}</strong> (${escapeHtml(page.currency.toUpperCase())})</p>
${page.error ? `<p role="alert">${escapeHtml(page.error)}</p>` : ''}
${actions}
${page.backUrl ? `<p><a href="${escapeHtml(page.backUrl)}">Back to shop</a></p>` : ''}
</main>
</body>
</html>`;
}
