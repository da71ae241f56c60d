/**
 * Reading the metal rate feed: one GET with a time limit and a size limit, no redirects, and an answer that must be
 * the contract's `RateFeedAnswerSchema` whole — otherwise a reason in words and nothing to apply. Which addresses the
 * shop may read: https, or plain http to this machine outside production (a local feed, the tests' fake).
 */
import { RATE_FEED_MESSAGES, type RateFeedAnswer, RateFeedAnswerSchema } from '@lumen/contract/metal-rate-feed';

/** A feed that has not answered whole within this is given up for this turn. */
export const FEED_TIMEOUT_MS = 5_000;
/** A rate feed's answer is a few hundred bytes; anything past this is not one. */
export const FEED_MAX_BYTES = 64 * 1024;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why the shop will not read `url`, or null when it may. */
export function feedUrlProblem(url: string, production: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return 'must not carry a user name or password; put a key in its query';
  if (parsed.protocol === 'https:') return null;
  if (!production && LOOPBACK.has(parsed.hostname)) return null;
  return RATE_FEED_MESSAGES.url;
}

/** The address as staff and logs may see it: the values of its query hidden, since a feed's key often sits there. */
export function maskedFeedUrl(url: string): string {
  const parsed = new URL(url);
  const keys = [...parsed.searchParams.keys()];
  if (keys.length === 0) return parsed.toString();
  return `${parsed.origin}${parsed.pathname}?${keys.map((key) => `${encodeURIComponent(key)}=…`).join('&')}`;
}

export type FeedRead = { ok: true; answer: RateFeedAnswer } | { ok: false; error: string };

/** Reads the feed once. Never throws: a failure answers what went wrong, in words a shopkeeper can act on. */
export async function readRateFeed(url: string, timeoutMs = FEED_TIMEOUT_MS): Promise<FeedRead> {
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, error: `The feed answered HTTP ${response.status}.` };
    }
    const body = await readLimited(response, FEED_MAX_BYTES);
    if (body === null) return { ok: false, error: `The feed’s answer is larger than ${FEED_MAX_BYTES / 1024} KB.` };
    text = body;
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return {
      ok: false,
      error: timedOut
        ? `The feed did not answer within ${timeoutMs / 1000} s.`
        : 'The feed could not be reached (its address, its certificate or a redirect).',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The feed’s answer is not JSON.' };
  }
  const parsed = RateFeedAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, error: `The feed’s answer is not in the expected form (${where}${issue?.message}).` };
  }
  return { ok: true, answer: parsed.data };
}

/** The body as text, or null once it passes `maxBytes` (the rest is not read). */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
