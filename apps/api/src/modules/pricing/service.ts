/**
 * Pricing: the metal rates staff set (the history kept, each change audited). Computed prices, the feed and price
 * locks build on these (issue 29).
 */
import { type MetalRate, type MetalRateInput, type MetalRates, RATE_PURITIES } from '@lumen/contract/metal-rates';
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

export function createPricingService(repository: PricingRepository) {
  return {
    async metalRates(): Promise<MetalRates> {
      const [current, history] = await Promise.all([
        repository.currentRates(),
        repository.rateHistory(RATE_HISTORY_LIMIT),
      ]);
      const place = (row: MetalRateRow) => ORDER.indexOf(`${row.metal} ${row.purity}`);
      return {
        current: current.sort((a, b) => place(a) - place(b)).map(toRate),
        history: history.map(toRate),
      };
    },

    setMetalRate: (input: MetalRateInput, actor: { staffId: string; requestId?: string | undefined }) =>
      repository.setRate(input, actor),
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
