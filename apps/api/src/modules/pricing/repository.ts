/** SQL of pricing: the metal rates in force, their history, and setting one (with its pieces' price ranges; audited). */
import type { MetalRateInput } from '@lumen/contract/metal-rates';
import { and, desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { metalRates, staff } from '../../db/schema/index';
import { refreshOffersForRate } from '../catalog/computed-prices';

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

export function createPricingRepository(db: Db) {
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
     * (`priced_variants`) — refreshes the price ranges of their pieces, and audits it with the rate it replaces, in
     * one transaction. Rate writers take turns on the table's lock, so the audit's "before" is the rate each write
     * really replaced, and the ranges are those of the last rate, even when two arrive at once. Answers how many
     * variants follow the rate.
     */
    setRate(input: MetalRateInput, actor: { staffId: string; requestId?: string | undefined }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${metalRates} in share row exclusive mode`);
        const [before] = await tx
          .select({ ratePerGram: metalRates.ratePerGram })
          .from(metalRates)
          .where(and(eq(metalRates.metal, input.metal), eq(metalRates.purity, input.purity)))
          .orderBy(desc(metalRates.id))
          .limit(1);
        await tx.insert(metalRates).values({
          metal: input.metal,
          purity: input.purity,
          ratePerGram: input.rate_per_gram,
          source: 'staff',
          setBy: actor.staffId,
        });
        const repriced = await refreshOffersForRate(tx, input.metal, input.purity);
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'pricing.metal_rate_set',
          entity: 'metal_rate',
          entityId: `${input.metal} ${input.purity}`,
          before: before ? { rate_per_gram: before.ratePerGram } : null,
          after: { rate_per_gram: input.rate_per_gram },
          requestId: actor.requestId ?? null,
        });
        return repriced;
      });
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
export type MetalRateRow = Awaited<ReturnType<PricingRepository['currentRates']>>[number];
