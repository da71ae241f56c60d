/**
 * Pricing: the metal rates staff set (the history kept, each change audited); every variant priced from a rate
 * follows a new one at once (`priced_variants`, catalog/computed-prices.ts). The feed and price locks build on these
 * (issue 29).
 */
import type { MetalRate, MetalRateInput, MetalRates } from '@lumen/contract/metal-rates';
import { RATE_PURITIES } from '@lumen/contract/price-rules';
import { isPriceTooHigh, priceTooHighError } from '../catalog/computed-prices';
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

export type PricingServiceOptions = {
  /** Tells every process the catalogue changed (a new rate reprices pieces): `catalogEvents.changed`. */
  onCatalogueChanged: () => void;
};

export function createPricingService(repository: PricingRepository, { onCatalogueChanged }: PricingServiceOptions) {
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

    /**
     * Sets a rate and reprices its variants; when any were, every process forgets its cached catalogue and pages. A
     * rate that would price a piece past what a price can hold is refused whole (nothing is set or repriced).
     */
    async setMetalRate(input: MetalRateInput, actor: { staffId: string; requestId?: string | undefined }) {
      let repriced: number;
      try {
        repriced = await repository.setRate(input, actor);
      } catch (err) {
        if (isPriceTooHigh(err)) throw priceTooHighError('rate');
        throw err;
      }
      if (repriced > 0) onCatalogueChanged();
      return repriced;
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
