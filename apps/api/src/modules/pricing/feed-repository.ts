/**
 * SQL of the rate feed: its settings and the state of its last read (one row), applying a read — each rate set, kept
 * waiting or left alone, under the rate writers' lock — and the rates that wait for a person.
 */
import type { RateFeedAnswer } from '@lumen/contract/metal-rate-feed';
import { RATE_SCALE } from '@lumen/contract/money';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { currentMetalRates, metalRateFeed, pendingMetalRates } from '../../db/schema/index';
import { applyFeedCurrencyRates } from './currency-repository';
import type { QueuePriceRanges } from './price-ranges';
import { lockRates, rateInForce, writeRate } from './repository';

/** The owner's default largest move set without a person, in basis points (5 %). */
export const DEFAULT_MAX_JUMP = 500;

/**
 * What one read of the feed did: rates set (and the variants that followed them), and rates now waiting; currency
 * rates count with the metals'.
 */
export type FeedApplied = { read: number; applied: number; waiting: number; repriced: number };

export function createFeedRepository(db: Db, queueRanges: QueuePriceRanges) {
  const recordRead = (tx: Db, error: string | null) =>
    tx
      .insert(metalRateFeed)
      .values({ id: 1, maxJump: DEFAULT_MAX_JUMP, checkedAt: sql`now()`, error })
      .onConflictDoUpdate({ target: metalRateFeed.id, set: { checkedAt: sql`now()`, error } });

  return {
    /** The feed's settings and last read (the defaults when the owner has never set one). */
    async feed() {
      const [row] = await db.select().from(metalRateFeed).where(eq(metalRateFeed.id, 1));
      return row ?? { url: null, maxJump: DEFAULT_MAX_JUMP, checkedAt: null, error: null };
    },

    /** Saves the owner's feed settings, audited with the address masked (`shownUrl`). A new address forgets the last read. */
    saveFeed(
      settings: { url: string | null; maxJump: number; shownUrl: string | null },
      actor: { staffId: string; requestId?: string | undefined },
    ) {
      return db.transaction(async (tx) => {
        const values = {
          url: settings.url,
          maxJump: settings.maxJump,
          updatedBy: actor.staffId,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(metalRateFeed)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({
            target: metalRateFeed.id,
            set: {
              ...values,
              checkedAt: sql`case when ${metalRateFeed.url} is distinct from ${settings.url} then null else ${metalRateFeed.checkedAt} end`,
              error: sql`case when ${metalRateFeed.url} is distinct from ${settings.url} then null else ${metalRateFeed.error} end`,
            },
          });
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'pricing.rate_feed_set',
          entity: 'rate_feed',
          after: { url: settings.shownUrl, max_jump_percent: settings.maxJump / 100 },
          requestId: actor.requestId ?? null,
        });
      });
    },

    /** Records a read that failed: nothing else changes. */
    async recordFailure(error: string) {
      await recordRead(db, error);
    },

    /**
     * Applies a good read in one transaction, under the rate writers' lock: a rate equal to the one in force changes
     * nothing; one within `maxJump` basis points of it is set (source feed) and its pieces repriced; a bigger move, or
     * a first rate, waits (the newest per metal and purity); currency rates follow the same rules
     * (currency-repository.ts). A rate confirmed or set since no longer waits once the
     * feed agrees with it. Throws PriceTooHigh when a rate would price a piece past PRICE_MAX: nothing is set.
     */
    applyRead(answer: RateFeedAnswer, maxJump: number): Promise<FeedApplied> {
      return db.transaction(async (tx) => {
        await lockRates(tx);
        const rates = answer.rates ?? [];
        const currencies = answer.currencies ?? [];
        const done: FeedApplied = { read: rates.length + currencies.length, applied: 0, waiting: 0, repriced: 0 };
        for (const rate of rates) {
          const current = await rateInForce(tx, rate.metal, rate.purity);
          const ofRate = sql`${pendingMetalRates.metal} = ${rate.metal} and ${pendingMetalRates.purity} = ${rate.purity}`;
          if (current !== null && Math.abs(rate.rate_per_gram - current) * 10_000 <= maxJump * current) {
            await tx.delete(pendingMetalRates).where(ofRate);
            if (rate.rate_per_gram === current) continue;
            done.applied += 1;
            done.repriced += await writeRate(tx, queueRanges, {
              metal: rate.metal,
              purity: rate.purity,
              ratePerGram: rate.rate_per_gram,
              source: 'feed',
              setBy: null,
              action: 'pricing.metal_rate_set',
            });
            continue;
          }
          done.waiting += 1;
          await tx
            .insert(pendingMetalRates)
            .values({ metal: rate.metal, purity: rate.purity, ratePerGram: rate.rate_per_gram })
            .onConflictDoUpdate({
              target: [pendingMetalRates.metal, pendingMetalRates.purity],
              set: { ratePerGram: rate.rate_per_gram, fetchedAt: sql`now()` },
            });
        }
        const fx = await applyFeedCurrencyRates(
          tx,
          currencies.map((rate) => ({ currency: rate.currency, rateMicros: Math.round(rate.rate * RATE_SCALE) })),
          maxJump,
        );
        done.applied += fx.applied;
        done.waiting += fx.waiting;
        await recordRead(tx, null);
        return done;
      });
    },

    /** The feed's rates that wait for a person, with the rate in force beside each, in the order they came. */
    pending() {
      return db
        .select({
          id: pendingMetalRates.id,
          metal: pendingMetalRates.metal,
          purity: pendingMetalRates.purity,
          ratePerGram: pendingMetalRates.ratePerGram,
          currentRatePerGram: currentMetalRates.ratePerGram,
          fetchedAt: pendingMetalRates.fetchedAt,
        })
        .from(pendingMetalRates)
        .leftJoin(
          currentMetalRates,
          sql`${currentMetalRates.metal} = ${pendingMetalRates.metal} and ${currentMetalRates.purity} = ${pendingMetalRates.purity}`,
        )
        .orderBy(pendingMetalRates.id);
    },

    /**
     * Sets a waiting rate that a staff member confirmed (source feed, set by them; audited) and reprices its pieces.
     * Answers the rate and how many variants followed it, or null when it no longer waits (confirmed or rejected at
     * the same moment, or replaced by a newer read): it is taken off the list in the same transaction, so it is set once.
     */
    confirmPending(id: number, actor: { staffId: string; requestId?: string | undefined }) {
      return db.transaction(async (tx) => {
        await lockRates(tx);
        const [rate] = await tx.delete(pendingMetalRates).where(eq(pendingMetalRates.id, id)).returning();
        if (!rate) return null;
        const repriced = await writeRate(tx, queueRanges, {
          metal: rate.metal,
          purity: rate.purity,
          ratePerGram: rate.ratePerGram,
          source: 'feed',
          setBy: actor.staffId,
          action: 'pricing.metal_rate_confirmed',
          requestId: actor.requestId ?? null,
        });
        return { rate, repriced };
      });
    },

    /** Sets a waiting rate aside (audited). Answers it, or null when it no longer waits. */
    rejectPending(id: number, actor: { staffId: string; requestId?: string | undefined }) {
      return db.transaction(async (tx) => {
        const [rate] = await tx.delete(pendingMetalRates).where(eq(pendingMetalRates.id, id)).returning();
        if (!rate) return null;
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'pricing.metal_rate_rejected',
          entity: 'metal_rate',
          entityId: `${rate.metal} ${rate.purity}`,
          before: { rate_per_gram: rate.ratePerGram, source: 'feed' },
          requestId: actor.requestId ?? null,
        });
        return rate;
      });
    },
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
