/**
 * A local metal rate feed for the tests: it answers what the test sets — rates in the documented form
 * (docs/back-office.md, "The rate feed"), another status, text that is not JSON, an answer too large, a redirect, or
 * nothing for a while — and counts the reads. Its address carries a key in its query, as a paid feed's does.
 */
import type http from 'node:http';
import { listen, sendJson } from './http';

export type FeedBehaviour =
  | { rates: { metal: string; purity: string; rate_per_gram: number }[] }
  | { status: number }
  | { text: string }
  | { json: unknown }
  | { redirectTo: string }
  | { stallMs: number };

export const FEED_KEY = 'feed-secret-key-123';

export async function startRateFeedFake() {
  let behaviour: FeedBehaviour = { rates: [] };
  let reads = 0;
  const server = await listen((_req: http.IncomingMessage, res: http.ServerResponse) => {
    reads += 1;
    const b = behaviour;
    if ('rates' in b) return sendJson(res, 200, { rates: b.rates, as_of: new Date().toISOString() });
    if ('status' in b) return sendJson(res, b.status, { error: 'unavailable' });
    if ('json' in b) return sendJson(res, 200, b.json);
    if ('text' in b) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(b.text);
    }
    if ('redirectTo' in b) {
      res.writeHead(302, { location: b.redirectTo });
      return res.end();
    }
    setTimeout(() => sendJson(res, 200, { rates: [] }), b.stallMs).unref();
  });
  return {
    url: `${server.url}/v1/rates?key=${FEED_KEY}`,
    /** What the next reads answer. */
    answer(next: FeedBehaviour) {
      behaviour = next;
    },
    reads: () => reads,
    close: server.close,
  };
}
