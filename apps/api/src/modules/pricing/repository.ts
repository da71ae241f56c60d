/**
 * SQL of pricing: the metal rates in force, their history, and setting one (checked against PRICE_MAX, its pieces'
 * price ranges queued; audited).
 */
import type { MetalRateInput } from '@lumen/contract/metal-rates';
import { and, desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { metalRates, staff } from '../../db/schema/index';
import { checkRatePrices } from '../catalog/computed-prices';
import type { QueuePriceRanges } from './price-ranges';

const rateColumns = {
  id: metalRates.id,
  metal: metalRates.metal,
  purity: metalRates.purity,
  ratePerGram: metalRates.ratePerGram,
  source: metalRates.source,
  setAt: metalRates.setAt,
  setById: staff.id,
  setByName: staff.name,
};

export function createPricingRepository(db: Db, queueRanges: QueuePriceRanges) {
  return {
    /** The newest rate of each metal and purity. */
    currentRates() {
      return db
        .selectDistinctOn([metalRates.metal, metalRates.purity], rateColumns)
        .from(metalRates)
        .leftJoin(staff, eq(staff.id, metalRates.setBy))
        .orderBy(metalRates.metal, metalRates.purity, desc(metalRates.id));
    },

    /** The latest `limit` rates set, newest first. */
    rateHistory(limit: number) {
      return db
        .select(rateColumns)
        .from(metalRates)
        .leftJoin(staff, eq(staff.id, metalRates.setBy))
        .orderBy(desc(metalRates.id))
        .limit(limit);
    },

    /**
     * Adds a rate set by a staff member — every variant priced from its metal and purity follows it at once
     * (`priced_variants`) — queues the refresh of their pieces' price ranges, and audits it with the rate it replaces,
     * in one transaction. Answers how many variants follow the rate.
     */
    setRate(input: MetalRateInput, actor: { staffId: string; requestId?: string | undefined }): Promise<number> {
      return db.transaction(async (tx) => {
        await lockRates(tx);
        return writeRate(tx, queueRanges, {
          metal: input.metal,
          purity: input.purity,
          ratePerGram: input.rate_per_gram,
          source: 'staff',
          setBy: actor.staffId,
          action: 'pricing.metal_rate_set',
          requestId: actor.requestId ?? null,
        });
      });
    },
  };
}
/**
 * Rate writers take turns on the table's lock (it conflicts with itself, not with readers), so the audit's "before" is
 * the rate each write really replaced, the ranges are those of the last rate, and a feed read twice at once sets each
 * rate once — even across processes.
 */
export const lockRates = (tx: Db) => tx.execute(sql`lock table ${metalRates} in share row exclusive mode`);

/** The rate in force of a metal and purity, or null (under `lockRates`, the one a new rate replaces). */
export async function rateInForce(tx: Db, metal: string, purity: string): Promise<number | null> {
  const [row] = await tx
    .select({ ratePerGram: metalRates.ratePerGram })
    .from(metalRates)
    .where(and(eq(metalRates.metal, metal), eq(metalRates.purity, purity)))
    .orderBy(desc(metalRates.id))
    .limit(1);
  return row?.ratePerGram ?? null;
}

export type RateWrite = {
  metal: string;
  purity: string;
  ratePerGram: number;
  source: 'staff' | 'feed';
  /** Who set it (or confirmed the feed's rate); null for the feed alone. */
  setBy: string | null;
  action: 'pricing.metal_rate_set' | 'pricing.metal_rate_confirmed';
  requestId?: string | null;
};

/**
 * Adds a rate under `lockRates`, checks no price that follows it passes PRICE_MAX, queues the refresh of its pieces'
 * price ranges (decision 037), and audits it with the rate it replaces. Answers how many variants follow it. Throws
 * PriceTooHigh (the caller's transaction is refused whole).
 */
export async function writeRate(tx: Db, queueRanges: QueuePriceRanges, write: RateWrite): Promise<number> {
  const before = await rateInForce(tx, write.metal, write.purity);
  await tx.insert(metalRates).values({
    metal: write.metal,
    purity: write.purity,
    ratePerGram: write.ratePerGram,
    source: write.source,
    setBy: write.setBy,
  });
  const repriced = await checkRatePrices(tx, write.metal, write.purity);
  if (repriced > 0) await queueRanges(tx, { metal: write.metal, purity: write.purity });
  await recordAudit(tx, {
    staffId: write.setBy,
    source: write.setBy === null ? 'feed' : 'admin',
    action: write.action,
    entity: 'metal_rate',
    entityId: `${write.metal} ${write.purity}`,
    before: before === null ? null : { rate_per_gram: before },
    after: { rate_per_gram: write.ratePerGram },
    requestId: write.requestId ?? null,
  });
  return repriced;
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
export type MetalRateRow = Awaited<ReturnType<PricingRepository['currentRates']>>[number];
