/**
 * SQL of the currency rates: the rate in force of each currency, their history, setting one (audited), and the rates
 * a feed read (decision 035): set within the owner's allowed move, else waiting for a person.
 */
import { baseCurrency } from '@lumen/contract/money';
import { desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { currencyRates, pendingCurrencyRates, staff } from '../../db/schema/index';

const rateColumns = {
  id: currencyRates.id,
  currency: currencyRates.currency,
  rateMicros: currencyRates.rateMicros,
  source: currencyRates.source,
  setAt: currencyRates.setAt,
  setById: staff.id,
  setByName: staff.name,
};

/** The rate in force of a currency in millionths, or null when none was ever set. */
export async function currencyRateInForce(tx: Db, currency: string): Promise<number | null> {
  const [row] = await tx
    .select({ rateMicros: currencyRates.rateMicros })
    .from(currencyRates)
    .where(eq(currencyRates.currency, currency))
    .orderBy(desc(currencyRates.id))
    .limit(1);
  return row?.rateMicros ?? null;
}

/**
 * Writers take turns on the table's lock (it conflicts with itself, not with readers), so the audit's "before" is the
 * rate each write really replaced, even across processes.
 */
const lockCurrencyRates = (tx: Db) => tx.execute(sql`lock table ${currencyRates} in share row exclusive mode`);

type CurrencyRateWrite = {
  currency: string;
  rateMicros: number;
  source: 'staff' | 'feed';
  /** Who set it (or confirmed the feed's rate); null for the feed alone. */
  setBy: string | null;
  action: 'pricing.currency_rate_set' | 'pricing.currency_rate_confirmed';
  requestId?: string | null;
};

/** Adds a rate under `lockCurrencyRates` and audits it with the rate it replaces. */
async function writeCurrencyRate(tx: Db, write: CurrencyRateWrite): Promise<void> {
  const before = await currencyRateInForce(tx, write.currency);
  await tx.insert(currencyRates).values({
    currency: write.currency,
    rateMicros: write.rateMicros,
    source: write.source,
    setBy: write.setBy,
  });
  await recordAudit(tx, {
    staffId: write.setBy,
    source: write.setBy === null ? 'feed' : 'admin',
    action: write.action,
    entity: 'currency_rate',
    entityId: write.currency,
    before: before === null ? null : { rate_micros: before },
    after: { rate_micros: write.rateMicros },
    requestId: write.requestId ?? null,
  });
}

/**
 * Applies a feed's currency rates in the read's transaction: one equal to the rate in force changes nothing; one
 * within `maxJump` basis points of it is set (source feed); a bigger move, or a first rate, waits (the newest per
 * currency). The base currency's own rate is left alone. Answers how many were set and how many wait.
 */
export async function applyFeedCurrencyRates(
  tx: Db,
  rates: ReadonlyArray<{ currency: string; rateMicros: number }>,
  maxJump: number,
): Promise<{ applied: number; waiting: number }> {
  const done = { applied: 0, waiting: 0 };
  const own = rates.filter((rate) => rate.currency !== baseCurrency());
  if (own.length === 0) return done;
  await lockCurrencyRates(tx);
  for (const rate of own) {
    const current = await currencyRateInForce(tx, rate.currency);
    if (current !== null && Math.abs(rate.rateMicros - current) * 10_000 <= maxJump * current) {
      await tx.delete(pendingCurrencyRates).where(eq(pendingCurrencyRates.currency, rate.currency));
      if (rate.rateMicros === current) continue;
      done.applied += 1;
      await writeCurrencyRate(tx, { ...rate, source: 'feed', setBy: null, action: 'pricing.currency_rate_set' });
      continue;
    }
    done.waiting += 1;
    await tx
      .insert(pendingCurrencyRates)
      .values(rate)
      .onConflictDoUpdate({
        target: pendingCurrencyRates.currency,
        set: { rateMicros: rate.rateMicros, fetchedAt: sql`now()` },
      });
  }
  return done;
}

export function createCurrencyRepository(db: Db) {
  return {
    /** The newest rate of each currency. */
    currentRates() {
      return db
        .selectDistinctOn([currencyRates.currency], rateColumns)
        .from(currencyRates)
        .leftJoin(staff, eq(staff.id, currencyRates.setBy))
        .orderBy(currencyRates.currency, desc(currencyRates.id));
    },

    /** The latest `limit` rates set, newest first. */
    rateHistory(limit: number) {
      return db
        .select(rateColumns)
        .from(currencyRates)
        .leftJoin(staff, eq(staff.id, currencyRates.setBy))
        .orderBy(desc(currencyRates.id))
        .limit(limit);
    },

    /** Adds a rate a staff member set and audits it with the rate it replaces, in one transaction. */
    setRate(currency: string, rateMicros: number, actor: { staffId: string; requestId?: string | undefined }) {
      return db.transaction(async (tx) => {
        await lockCurrencyRates(tx);
        await writeCurrencyRate(tx, {
          currency,
          rateMicros,
          source: 'staff',
          setBy: actor.staffId,
          action: 'pricing.currency_rate_set',
          requestId: actor.requestId ?? null,
        });
      });
    },

    /** The feed's currency rates that wait for a person, in the order they came. */
    pending() {
      return db.select().from(pendingCurrencyRates).orderBy(pendingCurrencyRates.id);
    },

    /**
     * Sets a waiting rate a staff member confirmed (source feed, set by them; audited). Answers it, or null when it no
     * longer waits: it is taken off the list in the same transaction, so it is set once.
     */
    confirmPending(id: number, actor: { staffId: string; requestId?: string | undefined }) {
      return db.transaction(async (tx) => {
        await lockCurrencyRates(tx);
        const [rate] = await tx.delete(pendingCurrencyRates).where(eq(pendingCurrencyRates.id, id)).returning();
        if (!rate) return null;
        await writeCurrencyRate(tx, {
          currency: rate.currency,
          rateMicros: rate.rateMicros,
          source: 'feed',
          setBy: actor.staffId,
          action: 'pricing.currency_rate_confirmed',
          requestId: actor.requestId ?? null,
        });
        return rate;
      });
    },

    /** Sets a waiting rate aside (audited). Answers it, or null when it no longer waits. */
    rejectPending(id: number, actor: { staffId: string; requestId?: string | undefined }) {
      return db.transaction(async (tx) => {
        const [rate] = await tx.delete(pendingCurrencyRates).where(eq(pendingCurrencyRates.id, id)).returning();
        if (!rate) return null;
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'pricing.currency_rate_rejected',
          entity: 'currency_rate',
          entityId: rate.currency,
          before: { rate_micros: rate.rateMicros, source: 'feed' },
          requestId: actor.requestId ?? null,
        });
        return rate;
      });
    },
  };
}
export type CurrencyRepository = ReturnType<typeof createCurrencyRepository>;
export type CurrencyRateRow = Awaited<ReturnType<CurrencyRepository['currentRates']>>[number];
