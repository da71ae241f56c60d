/** SQL of the currency rates: the rate in force of each currency, their history, and setting one (audited). */
import { desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { currencyRates, staff } from '../../db/schema/index';

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

    /**
     * Adds a rate a staff member set and audits it with the rate it replaces, in one transaction. Writers take turns
     * on the table's lock (it conflicts with itself, not with readers), so the audit's "before" is the rate each write
     * really replaced, even across processes.
     */
    setRate(currency: string, rateMicros: number, actor: { staffId: string; requestId?: string | undefined }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${currencyRates} in share row exclusive mode`);
        const before = await currencyRateInForce(tx, currency);
        await tx.insert(currencyRates).values({ currency, rateMicros, source: 'staff', setBy: actor.staffId });
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'pricing.currency_rate_set',
          entity: 'currency_rate',
          entityId: currency,
          before: before === null ? null : { rate_micros: before },
          after: { rate_micros: rateMicros },
          requestId: actor.requestId ?? null,
        });
      });
    },
  };
}
export type CurrencyRepository = ReturnType<typeof createCurrencyRepository>;
export type CurrencyRateRow = Awaited<ReturnType<CurrencyRepository['currentRates']>>[number];
