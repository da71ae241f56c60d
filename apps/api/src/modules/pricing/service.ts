/**
 * Pricing: the metal rates staff set or the owner's feed reads (the history kept, each change audited); every variant
 * priced from a rate follows a new one at once (`priced_variants`, catalog/computed-prices.ts). A feed's rate that
 * moved too far waits for a person, who confirms or sets it aside.
 */
import {
  jumpPercent,
  type MetalRatesWithFeed,
  type PendingCurrencyRate,
  type PendingRate,
  pendingReason,
  RATE_FEED_MESSAGES,
  type RateFeedInput,
} from '@lumen/contract/metal-rate-feed';
import { METAL_RATE_MESSAGES, type MetalRate, type MetalRateInput } from '@lumen/contract/metal-rates';
import { baseCurrency, type CurrencyCode, RATE_SCALE, rateWords } from '@lumen/contract/money';
import { basisPointsOf, percentOf, RATE_PURITIES } from '@lumen/contract/price-rules';
import type { Logger } from '../../lib/logger';
import { badRequest, notFound } from '../../plugins/envelope-and-errors';
import { isPriceTooHigh, priceTooHighError } from '../catalog/computed-prices';
import type { CurrencyRepository } from './currency-repository';
import type { FeedRepository } from './feed-repository';
import { feedUrlProblem, maskedFeedUrl, readRateFeed } from './rate-feed';
import type { MetalRateRow, PricingRepository } from './repository';

/** How many of the latest rates the history answers. */
export const RATE_HISTORY_LIMIT = 200;

const ORDER = Object.entries(RATE_PURITIES).flatMap(([metal, purities]) =>
  purities.map((purity) => `${metal} ${purity}`),
);

function toRate(row: MetalRateRow): MetalRate {
  return {
    id: row.id,
    metal: row.metal as MetalRate['metal'],
    purity: row.purity,
    rate_per_gram: row.ratePerGram,
    source: row.source,
    set_by: row.setById && row.setByName ? { id: row.setById, name: row.setByName } : null,
    set_at: row.setAt.toISOString(),
  };
}

type Actor = { staffId: string; requestId?: string | undefined };

/** The feed's currency rates that wait, with the rate in force beside each and why they wait. */
async function pendingCurrencyRates(currencies: CurrencyRepository, maxJumpPercent: number) {
  const [pending, current] = await Promise.all([currencies.pending(), currencies.currentRates()]);
  const inForce = new Map(current.map((row) => [row.currency, row.rateMicros]));
  return pending.map((row): PendingCurrencyRate => {
    const before = inForce.get(row.currency) ?? null;
    return {
      id: row.id,
      currency: row.currency as CurrencyCode,
      rate: row.rateMicros / RATE_SCALE,
      current_rate: before === null ? null : before / RATE_SCALE,
      jump_percent: before === null ? null : jumpPercent(before, row.rateMicros),
      reason: pendingReason(row.rateMicros, before, maxJumpPercent, rateWords),
      fetched_at: row.fetchedAt.toISOString(),
    };
  });
}

export type PricingServiceOptions = {
  repository: PricingRepository;
  feeds: FeedRepository;
  /** The currency rates, whose feed's waiting rates this screen shows too (decision 035). */
  currencies: CurrencyRepository;
  logger: Logger;
  /** Plain http to this machine is refused as a feed's address in production. */
  production: boolean;
  /** Tells every process the catalogue changed (a new rate reprices pieces): `catalogEvents.changed`. */
  onCatalogueChanged: () => void;
  /** Starts the `price-ranges` job a new rate queued now, rather than at the queue's next poll. */
  wakeRanges: () => void;
};

export function createPricingService(options: PricingServiceOptions) {
  const { repository, feeds, logger } = options;
  /** After a write of rates: every process forgets its cached pages; the ranges' job, if one was queued, starts. */
  const onCatalogueChanged = (repriced = 0) => {
    options.onCatalogueChanged();
    if (repriced > 0) options.wakeRanges();
  };

  /** Runs a write of rates; a rate that would price a piece past PRICE_MAX is refused whole. */
  async function pricing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isPriceTooHigh(err)) throw priceTooHighError('rate');
      throw err;
    }
  }

  return {
    async metalRates(): Promise<MetalRatesWithFeed> {
      const feed = await feeds.feed();
      const maxJumpPercent = percentOf(feed.maxJump);
      const [current, history, pending, pendingCurrencies] = await Promise.all([
        repository.currentRates(),
        repository.rateHistory(RATE_HISTORY_LIMIT),
        feeds.pending(),
        pendingCurrencyRates(options.currencies, maxJumpPercent),
      ]);
      const place = (row: MetalRateRow) => ORDER.indexOf(`${row.metal} ${row.purity}`);
      return {
        current: current.sort((a, b) => place(a) - place(b)).map(toRate),
        history: history.map(toRate),
        feed: {
          url: feed.url === null ? null : maskedFeedUrl(feed.url),
          max_jump_percent: maxJumpPercent,
          checked_at: feed.checkedAt?.toISOString() ?? null,
          last_error: feed.error,
        },
        pending: pending.map(
          (row): PendingRate => ({
            id: row.id,
            metal: row.metal as PendingRate['metal'],
            purity: row.purity,
            rate_per_gram: row.ratePerGram,
            current_rate_per_gram: row.currentRatePerGram,
            jump_percent: row.currentRatePerGram === null ? null : jumpPercent(row.currentRatePerGram, row.ratePerGram),
            reason: pendingReason(row.ratePerGram, row.currentRatePerGram, maxJumpPercent),
            fetched_at: row.fetchedAt.toISOString(),
          }),
        ),
        pending_currencies: pendingCurrencies,
      };
    },

    /** Saves the owner's feed (null turns it off; left out, it stays), then reads it at once when there is one. */
    async saveFeed(input: RateFeedInput, actor: Actor) {
      const url = input.url === undefined ? (await feeds.feed()).url : input.url;
      const problem = url === null ? null : feedUrlProblem(url, options.production);
      if (problem) throw badRequest(`url: ${problem}`);
      const shownUrl = url === null ? null : maskedFeedUrl(url);
      await feeds.saveFeed({ url, maxJump: basisPointsOf(input.max_jump_percent), shownUrl }, actor);
      const read = url === null ? null : await this.checkFeed();
      return read ? `${RATE_FEED_MESSAGES.saved} ${read.message}` : RATE_FEED_MESSAGES.turnedOff;
    },

    /**
     * Reads the feed once (the schedule's job, and "Check now"): a good answer is applied, a failed or malformed one
     * is recorded and sets nothing. Answers what it did in words, or null when no feed is set up.
     */
    async checkFeed(): Promise<{ ok: boolean; message: string } | null> {
      const feed = await feeds.feed();
      if (feed.url === null) return null;
      const read = await readRateFeed(feed.url);
      if (!read.ok) {
        logger.warn({ feed: maskedFeedUrl(feed.url), reason: read.error }, 'metal rate feed: nothing applied');
        await feeds.recordFailure(read.error);
        return { ok: false, message: read.error };
      }
      try {
        const done = await feeds.applyRead(read.answer, feed.maxJump);
        // A metal rate reprices pieces; a currency rate changes the prices pages show.
        if (done.applied > 0) onCatalogueChanged(done.repriced);
        return { ok: true, message: RATE_FEED_MESSAGES.checked(done.read, done.applied, done.waiting) };
      } catch (err) {
        if (!isPriceTooHigh(err)) throw err;
        const error = `Nothing set: a rate ${METAL_RATE_MESSAGES.pricesTooHigh}.`;
        await feeds.recordFailure(error);
        return { ok: false, message: error };
      }
    },

    /** Sets a feed's waiting rate a staff member confirmed. */
    async confirmPending(id: number, actor: Actor) {
      const done = await pricing(() => feeds.confirmPending(id, actor));
      if (!done) throw notFound(RATE_FEED_MESSAGES.pendingGone);
      if (done.repriced > 0) onCatalogueChanged(done.repriced);
      return RATE_FEED_MESSAGES.confirmed(done.rate.metal, done.rate.purity, done.rate.ratePerGram);
    },

    /** Sets a feed's waiting currency rate a staff member confirmed; the storefront's prices follow. */
    async confirmPendingCurrency(id: number, actor: Actor) {
      const rate = await options.currencies.confirmPending(id, actor);
      if (!rate) throw notFound(RATE_FEED_MESSAGES.pendingGone);
      onCatalogueChanged();
      return RATE_FEED_MESSAGES.currencyConfirmed(baseCurrency(), rate.currency, rate.rateMicros / RATE_SCALE);
    },

    /** Sets a feed's waiting currency rate aside. */
    async rejectPendingCurrency(id: number, actor: Actor) {
      const rate = await options.currencies.rejectPending(id, actor);
      if (!rate) throw notFound(RATE_FEED_MESSAGES.pendingGone);
      return RATE_FEED_MESSAGES.currencyRejected(rate.currency);
    },

    /** Sets a feed's waiting rate aside. */
    async rejectPending(id: number, actor: Actor) {
      const rate = await feeds.rejectPending(id, actor);
      if (!rate) throw notFound(RATE_FEED_MESSAGES.pendingGone);
      return RATE_FEED_MESSAGES.rejected(rate.metal, rate.purity);
    },

    /**
     * Sets a rate, which reprices its variants at once; when any follow it, every process forgets its cached
     * catalogue and pages, and again once their pieces' ranges are refreshed. A rate that would price a piece past
     * what a price can hold is refused whole (nothing is set or repriced).
     */
    async setMetalRate(input: MetalRateInput, actor: Actor) {
      const repriced = await pricing(() => repository.setRate(input, actor));
      if (repriced > 0) onCatalogueChanged(repriced);
      return repriced;
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
