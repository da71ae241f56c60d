/**
 * The currencies shoppers may see prices in (issue 29): the base currency (SHOP_CURRENCY), and each other currency
 * once staff set its rate. A new rate changes every converted price on the storefront's pages, so every process
 * forgets its rendered pages.
 */
import {
  CURRENCY_MESSAGES,
  type Currencies,
  type CurrencyRate,
  type CurrencyRateInput,
  type CurrencyRates,
} from '@lumen/contract/currencies';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode, RATE_SCALE } from '@lumen/contract/money';
import { badRequest } from '../../plugins/envelope-and-errors';
import type { CurrencyRateRow, CurrencyRepository } from './currency-repository';
import { RATE_HISTORY_LIMIT } from './service';

const toRate = (row: CurrencyRateRow): CurrencyRate => ({
  id: row.id,
  currency: row.currency as CurrencyCode,
  rate: row.rateMicros / RATE_SCALE,
  source: row.source,
  set_by: row.setById && row.setByName ? { id: row.setById, name: row.setByName } : null,
  set_at: row.setAt.toISOString(),
});

const place = (code: string) => CURRENCY_CODES.indexOf(code as CurrencyCode);

export function createCurrencyService(options: {
  repository: CurrencyRepository;
  base: CurrencyCode;
  /** Tells every process the storefront's prices changed: `catalogEvents.changed`. */
  onPricesChanged: () => void;
  /** Whether prices show including GST on the listing and product pages (tax-classes.ts). */
  pricesIncludeTax: () => Promise<boolean>;
}) {
  const { repository, base } = options;
  /** The rates in force of the currencies other than the base (a rate kept from before the base changed is not one). */
  const inForce = async () =>
    (await repository.currentRates())
      .filter((row) => row.currency !== base && place(row.currency) >= 0)
      .sort((a, b) => place(a.currency) - place(b.currency));

  /** The storefront's answer, kept until a change of prices (every page render asks for it). */
  let kept: Promise<Currencies> | null = null;
  const offered = async (): Promise<Currencies> => {
    const [rates, including] = await Promise.all([inForce(), options.pricesIncludeTax()]);
    return {
      base,
      prices_include_tax: including,
      currencies: [
        { code: base, name: CURRENCIES[base].name, rate: 1, as_of: null },
        ...rates.map((row) => ({
          code: row.currency as CurrencyCode,
          name: CURRENCIES[row.currency as CurrencyCode].name,
          rate: row.rateMicros / RATE_SCALE,
          as_of: row.setAt.toISOString(),
        })),
      ],
    };
  };

  return {
    /** The storefront's currencies: the base first, then each with a rate. */
    currencies(): Promise<Currencies> {
      if (!kept) {
        const reading = offered();
        kept = reading;
        // A failed read is not kept: the next request reads again.
        reading.catch(() => {
          if (kept === reading) kept = null;
        });
      }
      return kept;
    },

    /** Forgets the kept answer (a rate set here or in another process: `catalogEvents`). */
    invalidate() {
      kept = null;
    },

    async rates(): Promise<CurrencyRates> {
      const [current, history] = await Promise.all([inForce(), repository.rateHistory(RATE_HISTORY_LIMIT)]);
      return { base, current: current.map(toRate), history: history.map(toRate) };
    },

    async setRate(input: CurrencyRateInput, actor: { staffId: string; requestId?: string | undefined }) {
      if (input.currency === base) throw badRequest(`currency: ${CURRENCY_MESSAGES.isBase(base)}`);
      await repository.setRate(input.currency, Math.round(input.rate * RATE_SCALE), actor);
      options.onPricesChanged();
      return CURRENCY_MESSAGES.saved(base, input.currency, input.rate);
    },
  };
}
export type CurrencyService = ReturnType<typeof createCurrencyService>;
