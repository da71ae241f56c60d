/**
 * The one way the web app talks to the API: JSON over `fetch` to `/api/...`, answers read as the envelope
 * `{ status, message, data? }`. A false status (or a non-2xx answer) becomes an `ApiError` carrying the server's
 * message and HTTP status; an unreachable server becomes a `NetworkError` with a message fit to show.
 */
import { clearUserToken, getUserToken } from './storage';

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the shop. Please check your connection and try again.";
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** A refusal names the field it is about first ('email: This email is already registered.'). */
const FIELD_MESSAGE = /^([A-Za-z_][\w.]*): (.+)$/s;

/** What to tell the shopper about a failed request: the server's message, or the could-not-reach one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The request field the server's message is about, when it names one; the message then omits it. */
  readonly field: string | undefined;
  /** From `Retry-After` on a 429: how long until the server accepts the call again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, status: number, retryAfterSeconds?: number) {
    const named = status >= 400 && status < 500 ? FIELD_MESSAGE.exec(message) : null;
    super(named?.[2] ?? message);
    this.status = status;
    this.field = named?.[1];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Fired on `window` when the server refuses the stored token (expired or revoked session); it is already cleared. */
export const SESSION_ENDED_EVENT = 'lumen:session-ended';

export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
  }
}

export type ApiPath = `/api/${string}`;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the signed-in customer's bearer token (spec §6); calls without it never carry the token. */
  auth?: boolean;
  /**
   * Send this bearer token instead (the back office's staff token, features/admin/staff-session.ts). The customer's
   * session is never touched by such a call, whatever it answers.
   */
  bearer?: string | null;
  /** Extra request headers (e.g. the `Idempotency-Key` of an order). */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** How the request reaches the API: the browser's `fetch` unless the server renderer passes its own. */
  transport?: ApiTransport;
};

export type ApiResult<T> = {
  message: string;
  data: T | undefined;
  /** The whole envelope, for the answers that carry more than `data` (OTP verification's `authentication`). */
  envelope: Readonly<Record<string, unknown>>;
};

type WireEnvelope = { status: boolean; message: string; data?: unknown };

function isEnvelope(value: unknown): value is WireEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.status === 'boolean' && typeof candidate.message === 'string';
}

async function readEnvelope(response: Response): Promise<WireEnvelope | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * How a request reaches the API: the browser's `fetch`, or, in the server renderer, the API's own routes called
 * in-process, which each render is given (server/entry-server.tsx).
 */
export type ApiTransport = (path: ApiPath, init: RequestInit) => Promise<Response>;

export const browserTransport: ApiTransport = (path, init) => fetch(path, init);

export async function apiRequest<T = undefined>(path: ApiPath, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, auth = false, signal, transport = browserTransport } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = options.bearer !== undefined ? options.bearer : auth ? getUserToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError({ cause: error });
  }

  if (auth && options.bearer === undefined && response.status === 401) {
    clearUserToken();
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }
  const envelope = await readEnvelope(response);
  if (!envelope) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, response.status);
  if (!envelope.status || !response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      envelope.message.trim() || UNEXPECTED_ERROR_MESSAGE,
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return { message: envelope.message, data: envelope.data as T | undefined, envelope };
}
