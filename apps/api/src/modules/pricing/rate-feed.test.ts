/**
 * The metal rate feed: the owner sets its address (https, or http to this machine outside production; the key in its
 * query never shown back); each read sets a rate that moved within the allowed percentage, keeps a bigger move or a
 * first rate waiting for a person with the reason, and sets nothing from a failed or malformed answer; staff confirm
 * or set aside a waiting rate, once; reads at once set each rate once; the schedule's job reads it.
 */
import { MetalRatesWithFeedSchema, pendingReason, RATE_FEED_MESSAGES } from '@lumen/contract/metal-rate-feed';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, currencyRates, metalRates, pricedVariants, products } from '../../db/schema/index';
import { FEED_KEY, startRateFeedFake } from '../../test/fakes/rate-feed';
import type { TestApp } from '../../test/harness';
import { useStaffShop } from '../../test/staff-shop';
import { RATE_FEED_QUEUE } from './module';
import { feedUrlProblem, maskedFeedUrl, readRateFeed } from './rate-feed';

let t: TestApp;
const { as } = useStaffShop(
  (opened) => {
    t = opened;
  },
  { LOG_LEVEL: 'error' },
);
let feed: Awaited<ReturnType<typeof startRateFeedFake>>;
beforeAll(async () => {
  feed = await startRateFeedFake();
});
afterAll(() => feed?.close());

const gold = (purity: string, rate_per_gram: number) => ({ metal: 'Gold', purity, rate_per_gram });
/** A call as the owner, or with the headers given (calls made at once share one sign-in: a code is used once). */
const call = async (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) =>
  t.app.inject({
    method,
    url: `/api/admin/metal-rates${url}`,
    headers: headers ?? (await as('owner')),
    ...(payload ? { payload } : {}),
  });
const rates = async () => MetalRatesWithFeedSchema.parse((await call('GET', '')).json().data);
const ratesOf = (metal: string, purity: string) =>
  t.database.db
    .select()
    .from(metalRates)
    .where(and(eq(metalRates.metal, metal), eq(metalRates.purity, purity)))
    .orderBy(desc(metalRates.id));
const saveFeed = (url: string | null, max_jump_percent = 5) => call('PUT', '/feed', { url, max_jump_percent });
const check = (headers?: Record<string, string>) => call('POST', '/feed/check', undefined, headers);

describe('reading a feed', () => {
  it('answers the rates of a well-formed answer, and what went wrong with any other', async () => {
    feed.answer({ rates: [gold('22k', 9_850)] });
    expect(await readRateFeed(feed.url)).toEqual({ ok: true, answer: { rates: [gold('22k', 9_850)] } });
    const cases: [Parameters<typeof feed.answer>[0], string][] = [
      [{ status: 503 }, 'The feed answered HTTP 503.'],
      [{ text: '<html>maintenance</html>' }, 'The feed’s answer is not JSON.'],
      [{ json: { rates: [] } }, 'The feed’s answer is not in the expected form (rates: lists no rate).'],
      [{ json: { rates: [gold('21k', 9_000)] } }, 'not in the expected form (rates.0.purity'],
      [{ json: { rates: [gold('22k', 98.5)] } }, 'not in the expected form (rates.0.rate_per_gram'],
      [{ json: { rates: [gold('22k', 9_850), gold('22k', 9_851)] } }, RATE_FEED_MESSAGES.duplicate],
      [{ json: { rates: [{ metal: 'Silver', purity: '22k', rate_per_gram: 90 }] } }, 'rates.0.purity'],
      [{ text: `{"rates":[],"pad":"${'x'.repeat(70_000)}"}` }, 'The feed’s answer is larger than 64 KB.'],
      [{ redirectTo: 'http://127.0.0.1:9/elsewhere' }, 'The feed could not be reached'],
      [{ stallMs: 2_000 }, 'The feed did not answer within 0.2 s.'],
    ];
    for (const [behaviour, error] of cases) {
      feed.answer(behaviour);
      const read = await readRateFeed(feed.url, 200);
      expect(read.ok, JSON.stringify(behaviour).slice(0, 80)).toBe(false);
      if (!read.ok) expect(read.error).toContain(error);
    }
  });

  it('reads https anywhere, plain http only on this machine and never in production, and hides the query', () => {
    expect(feedUrlProblem('https://rates.example.com/v1?key=1', true)).toBeNull();
    expect(feedUrlProblem('http://127.0.0.1:8080/rates', false)).toBeNull();
    expect(feedUrlProblem('http://127.0.0.1:8080/rates', true)).toBe(RATE_FEED_MESSAGES.url);
    expect(feedUrlProblem('http://rates.example.com/v1', false)).toBe(RATE_FEED_MESSAGES.url);
    expect(feedUrlProblem('https://user:pw@rates.example.com/v1', true)).toContain('user name');
    expect(maskedFeedUrl('https://rates.example.com/v1?key=abc&base=USD')).toBe(
      'https://rates.example.com/v1?key=…&base=…',
    );
  });
});

describe('the owner’s feed', () => {
  it('is the owner’s to set: a manager may not, and an address that is not allowed is refused', async () => {
    const manager = await as('manager');
    expect((await call('PUT', '/feed', { url: feed.url, max_jump_percent: 5 }, manager)).statusCode).toBe(403);
    const refused = await saveFeed('http://rates.example.com/v1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`url: ${RATE_FEED_MESSAGES.url}`);
    for (const bad of [
      { url: 'ftp://x.example/rates', max_jump_percent: 5 },
      { url: feed.url, max_jump_percent: 0 },
      { url: feed.url, max_jump_percent: 1.234 },
    ]) {
      expect((await call('PUT', '/feed', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await check()).statusCode).toBe(409);
    expect((await rates()).feed.url).toBeNull();
  });

  it('is read as soon as it is saved: a first rate waits for a person, and the key is never shown back', async () => {
    feed.answer({ rates: [gold('22k', 9_850), gold('18k', 7_400)] });
    const saved = await saveFeed(feed.url);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(`${RATE_FEED_MESSAGES.saved} ${RATE_FEED_MESSAGES.checked(2, 0, 2)}`);
    expect(saved.body).not.toContain(FEED_KEY);
    const { feed: state, pending, current } = MetalRatesWithFeedSchema.parse(saved.json().data);
    expect(state).toMatchObject({ url: maskedFeedUrl(feed.url), max_jump_percent: 5, last_error: null });
    expect(state.checked_at).not.toBeNull();
    expect(current).toEqual([]);
    expect(pending.map((rate) => [rate.purity, rate.rate_per_gram, rate.reason])).toEqual([
      ['22k', 9_850, pendingReason(9_850, null, 5)],
      ['18k', 7_400, pendingReason(7_400, null, 5)],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pricing.rate_feed_set'))
      .orderBy(desc(auditLog.id));
    expect(JSON.stringify(audit?.after)).not.toContain(FEED_KEY);
  });

  it('sets a rate a person confirms, once, and its computed prices follow', async () => {
    const [waiting] = (await rates()).pending;
    const owner = await as('owner');
    const answers = await Promise.all([
      call('POST', `/pending/${waiting?.id}/confirm`, undefined, owner),
      call('POST', `/pending/${waiting?.id}/confirm`, undefined, owner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const confirmed = answers.find((answer) => answer.statusCode === 200);
    expect(confirmed?.json().message).toBe(RATE_FEED_MESSAGES.confirmed('Gold', '22k', 9_850));
    expect(answers.find((answer) => answer.statusCode === 404)?.json().message).toBe(RATE_FEED_MESSAGES.pendingGone);
    const [set] = await ratesOf('Gold', '22k');
    expect(set).toMatchObject({ ratePerGram: 9_850, source: 'feed' });
    expect(set?.setBy).not.toBeNull();
    expect((await ratesOf('Gold', '22k')).length).toBe(1);
    // The other waits still; setting it aside keeps no rate.
    const [other] = (await rates()).pending;
    const rejected = await call('DELETE', `/pending/${other?.id}`);
    expect(rejected.json().message).toBe(RATE_FEED_MESSAGES.rejected('Gold', '18k'));
    expect((await rates()).pending).toEqual([]);
    expect(await ratesOf('Gold', '18k')).toEqual([]);
    expect((await call('DELETE', `/pending/${other?.id}`)).statusCode).toBe(404);
  });

  it('sets a move within the allowed percentage at once, and keeps a bigger one waiting with the reason', async () => {
    const ring = await computedRing();
    feed.answer({ rates: [gold('22k', 10_300), gold('18k', 7_400)] }); // +4.57 %, and still no 18k rate
    const read = await check();
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().message).toBe(RATE_FEED_MESSAGES.checked(2, 1, 1));
    const [set] = await ratesOf('Gold', '22k');
    expect(set).toMatchObject({ ratePerGram: 10_300, source: 'feed', setBy: null });
    expect(await priceOf(ring)).toBe(Math.floor((4_250 * 10_300 + 500) / 1_000));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pricing.metal_rate_set'), eq(auditLog.entityId, 'Gold 22k')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ staffId: null, source: 'feed', before: { rate_per_gram: 9_850 } });

    feed.answer({ rates: [gold('22k', 12_360)] }); // +20 %
    expect((await check()).json().message).toBe(RATE_FEED_MESSAGES.checked(1, 0, 1));
    const waiting = (await rates()).pending.find((rate) => rate.purity === '22k');
    expect(waiting).toMatchObject({ rate_per_gram: 12_360, current_rate_per_gram: 10_300, jump_percent: 20 });
    expect(waiting?.reason).toBe('20 % above the rate in force ($103.00); more than 5 % waits for you.');
    expect((await ratesOf('Gold', '22k'))[0]?.ratePerGram).toBe(10_300);
    // The same answer again sets nothing more; a rate the feed brings back within range takes the wait away.
    expect((await check()).json().message).toBe(RATE_FEED_MESSAGES.checked(1, 0, 1));
    feed.answer({ rates: [gold('22k', 10_300)] });
    expect((await check()).json().message).toBe(RATE_FEED_MESSAGES.checked(1, 0, 0));
    expect((await rates()).pending.map((rate) => rate.purity)).toEqual(['18k']);
    expect((await ratesOf('Gold', '22k')).length).toBe(2);
  });

  it('sets nothing from a failed or malformed answer, says why, and recovers on the next good one', async () => {
    const before = await rates();
    for (const [behaviour, error] of [
      [{ status: 500 }, 'The feed answered HTTP 500.'],
      [{ json: { rates: [gold('22k', -5)] } }, 'rates.0.rate_per_gram'],
      [{ text: 'rates: 10300' }, 'The feed’s answer is not JSON.'],
    ] as const) {
      feed.answer(behaviour);
      const read = await check();
      expect(read.statusCode).toBe(502);
      expect(read.json().message).toContain(error);
      const after = await rates();
      expect(after.feed.last_error).toContain(error);
      expect(after.history).toEqual(before.history);
      expect(after.pending).toEqual(before.pending);
    }
    feed.answer({ rates: [gold('22k', 10_400)] });
    expect((await check()).statusCode).toBe(200);
    expect((await rates()).feed.last_error).toBeNull();
  });

  it('sets each rate once when the feed is read several times at once', async () => {
    const history = (await ratesOf('Gold', '22k')).length;
    feed.answer({ rates: [gold('22k', 10_500)] });
    const owner = await as('owner');
    const reads = await Promise.all(Array.from({ length: 4 }, () => check(owner)));
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await ratesOf('Gold', '22k')).length).toBe(history + 1);
  });

  it('keeps its address when the owner changes only the largest move, and reads it again at once', async () => {
    feed.answer({ rates: [gold('22k', 11_340)] }); // +8 %
    expect((await check()).json().message).toBe(RATE_FEED_MESSAGES.checked(1, 0, 1));
    const saved = await call('PUT', '/feed', { max_jump_percent: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(`${RATE_FEED_MESSAGES.saved} ${RATE_FEED_MESSAGES.checked(1, 1, 0)}`);
    const after = await rates();
    expect(after.feed).toMatchObject({ url: maskedFeedUrl(feed.url), max_jump_percent: 10 });
    expect(after.pending.filter((rate) => rate.purity === '22k')).toEqual([]);
    expect((await ratesOf('Gold', '22k'))[0]?.ratePerGram).toBe(11_340);
  });

  it('is read by the schedule’s job, and not at all once it is turned off', async () => {
    feed.answer({ rates: [gold('22k', 10_600)] });
    const reads = feed.reads();
    await t.database.db.transaction((tx) => t.app.jobs.send(tx, RATE_FEED_QUEUE.name, {}));
    await t.app.jobs.drain([RATE_FEED_QUEUE.name]);
    expect(feed.reads()).toBe(reads + 1);
    expect((await ratesOf('Gold', '22k'))[0]?.ratePerGram).toBe(10_600);
    expect((await saveFeed(null)).json().message).toBe(RATE_FEED_MESSAGES.turnedOff);
    await t.database.db.transaction((tx) => t.app.jobs.send(tx, RATE_FEED_QUEUE.name, {}));
    await t.app.jobs.drain([RATE_FEED_QUEUE.name]);
    expect(feed.reads()).toBe(reads + 1);
    expect((await rates()).feed.url).toBeNull();
  });
});

/** A ring with one variant priced from the 22k rate: 4.25 g, no making, stones or other. */
async function computedRing() {
  const [ring] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'aurora-solitaire-ring'));
  const id = ring?.id ?? 0;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/variants`,
    headers: await as('owner'),
    payload: {
      variants: [
        {
          sku: 'LJ-FEED-1',
          metal: 'Gold',
          purity: '22k',
          size: 'US 7',
          weight_g: 4.25,
          quantity: 2,
          made_to_order_days: null,
          pricing: 'computed',
          making_type: 'percent',
          making_charge: 0,
          original_making_charge: 0,
          stones_value: 0,
          other_value: 0,
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const priceOf = async (productId: number) =>
  (await t.database.db.select().from(pricedVariants).where(eq(pricedVariants.productId, productId)))[0]?.price;

describe('currency rates from the feed', () => {
  const currencyRows = (currency: string) =>
    t.database.db
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.currency, currency))
      .orderBy(desc(currencyRates.id));

  it('follow the same rules: a first rate waits, a small move is set, a big one waits, the base is left alone', async () => {
    feed.answer({
      json: {
        currencies: [
          { currency: 'INR', rate: 84.25 },
          { currency: 'USD', rate: 1 },
        ],
      },
    });
    const saved = await saveFeed(feed.url, 5);
    expect(saved.json().message).toBe(`${RATE_FEED_MESSAGES.saved} ${RATE_FEED_MESSAGES.checked(2, 0, 1)}`);
    const [waiting] = (await rates()).pending_currencies;
    expect(waiting).toMatchObject({
      currency: 'INR',
      rate: 84.25,
      current_rate: null,
      reason: 'No rate in force to compare it with.',
    });
    expect(await currencyRows('INR')).toEqual([]);

    // Confirmed twice at once: set once, the other press told it no longer waits.
    const owner = await as('owner');
    const presses = await Promise.all([
      call('POST', `/pending-currencies/${waiting?.id}/confirm`, undefined, owner),
      call('POST', `/pending-currencies/${waiting?.id}/confirm`, undefined, owner),
    ]);
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 404]);
    expect(presses.find((press) => press.statusCode === 200)?.json().message).toBe(
      RATE_FEED_MESSAGES.currencyConfirmed('USD', 'INR', 84.25),
    );
    expect(await currencyRows('INR')).toHaveLength(1);
    const offered = (await t.app.inject({ method: 'GET', url: '/api/currencies' })).json().data.currencies;
    expect(offered.map((c: { code: string; rate: number }) => [c.code, c.rate])).toEqual([
      ['USD', 1],
      ['INR', 84.25],
    ]);

    // 2 % moves are set at once (source feed); a 10 % move waits with the reason.
    feed.answer({ json: { currencies: [{ currency: 'INR', rate: 85.935 }] } });
    expect((await check()).json().message).toBe(RATE_FEED_MESSAGES.checked(1, 1, 0));
    expect((await currencyRows('INR'))[0]).toMatchObject({ rateMicros: 85_935_000, source: 'feed', setBy: null });
    feed.answer({ json: { currencies: [{ currency: 'INR', rate: 94.5285 }] } });
    expect((await check()).json().message).toBe(RATE_FEED_MESSAGES.checked(1, 0, 1));
    const [big] = (await rates()).pending_currencies;
    expect(big?.reason).toBe('10 % above the rate in force (85.935); more than 5 % waits for you.');
    expect((await call('DELETE', `/pending-currencies/${big?.id}`)).json().message).toBe(
      RATE_FEED_MESSAGES.currencyRejected('INR'),
    );
    expect((await rates()).pending_currencies).toEqual([]);
    expect((await currencyRows('INR'))[0]?.rateMicros).toBe(85_935_000);
    const audit = await t.database.db
      .select({ action: auditLog.action, source: auditLog.source })
      .from(auditLog)
      .where(eq(auditLog.entity, 'currency_rate'))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'pricing.currency_rate_confirmed', source: 'admin' },
      { action: 'pricing.currency_rate_set', source: 'feed' },
      { action: 'pricing.currency_rate_rejected', source: 'admin' },
    ]);
  });

  it('refuse a malformed list whole: an unknown currency, a rate named twice, one out of range', async () => {
    const cases: [object, string][] = [
      [{ currencies: [{ currency: 'JPY', rate: 150 }] }, 'currencies.0.currency'],
      [
        {
          currencies: [
            { currency: 'EUR', rate: 0.92 },
            { currency: 'EUR', rate: 0.93 },
          ],
        },
        RATE_FEED_MESSAGES.duplicateCurrency,
      ],
      [{ currencies: [{ currency: 'EUR', rate: 0 }] }, 'currencies.0.rate'],
      [{}, 'rates: lists no rate'],
    ];
    for (const [json, words] of cases) {
      feed.answer({ json });
      const read = await readRateFeed(feed.url);
      expect(read.ok, JSON.stringify(json)).toBe(false);
      expect(read.ok ? '' : read.error).toContain(words);
    }
  });
});
