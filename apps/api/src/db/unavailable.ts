/**
 * The one place that decides whether an error means "the database cannot be reached right now" (refused, reset,
 * terminated, timed out, shutting down) rather than a fault in the request or the code. Such errors answer 503 with
 * Retry-After (plugins/envelope-and-errors.ts); every other database error stays a 500.
 */

/** SQLSTATEs of a database that is away or overloaded; class 08 (connection exception) is matched as a prefix. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout ran out
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

/** Socket-level failures on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // the server or the network closed the connection (also: "due to connection timeout")
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^timeout expired$/, // pg: connect timeout while opening the socket
  /^Query read timeout$/, // pg: query_timeout ran out
  /^Client has encountered a connection error and is not queryable$/,
];

/** Follows Drizzle's (and anyone's) `cause` chain, a few links deep. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_CODES.has(code))) {
      return true;
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(e.message as string))) {
      return true;
    }
  }
  return false;
}
