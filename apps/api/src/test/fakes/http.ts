/**
 * The HTTP plumbing of the payment fakes: reading a request body and its credentials, answering with JSON, HTML or a
 * redirect, listening on 127.0.0.1 and closing, and posting a webhook with a 5 s timeout that never throws.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
