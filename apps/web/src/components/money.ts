/**
 * Prices as the shopper sees them (issue 29): every amount the API gives is in minor units of the base currency;
 * `useMoney().format` writes it in the currency the shopper chose, converted at the rate in force (rounded half away
 * from zero to a whole minor unit: money.ts), in that currency's own format. Without a choice, or for a currency no
 * longer offered, prices show in the base currency. An order shows at the rate it was placed at (`useOrderMoney`).
 */
import { baseCurrency, type CurrencyCode, convertMinor, formatMoney, RATE_SCALE } from '@lumen/contract/money';
import { type LineTax, priceWithTax } from '@lumen/contract/tax';
import { useCurrencies } from '../features/catalog/api/get-currencies';
import { useChosenCurrency } from '../lib/currency';

export type Money = {
  /** The currency prices show in. */
  code: CurrencyCode;
  /** The currency orders are charged in. */
  base: CurrencyCode;
  /** Units of `code` one unit of `base` buys, in millionths. */
  rateMicros: number;
  /** An amount of the base currency in the shown one: "₹1,681.63". */
  format: (minor: number) => string;
  /** An amount of the base currency in the shown one, in whole units: "₹10,096" (the listing's price filter). */
  formatWhole: (minor: number) => string;
  /** An amount in the base currency itself ("$19.99"): what is charged. */
  formatBase: (minor: number) => string;
};

export function moneyIn(base: CurrencyCode, code: CurrencyCode, rateMicros: number): Money {
  const shown = (minor: number) => (code === base ? minor : convertMinor(minor, rateMicros));
  return {
    code,
    base,
    rateMicros,
    format: (minor) => formatMoney(shown(minor), code),
    formatWhole: (minor) => formatMoney(shown(minor), code, { whole: true }),
    formatBase: (minor) => formatMoney(minor, base),
  };
}

/** Money in the shopper's currency, at the rate in force. */
export function useMoney(): Money {
  const currencies = useCurrencies();
  const chosen = useChosenCurrency();
  const base = currencies?.base ?? baseCurrency();
  const offered = currencies?.currencies.find((currency) => currency.code === chosen);
  return offered ? moneyIn(base, offered.code, Math.round(offered.rate * RATE_SCALE)) : moneyIn(base, base, RATE_SCALE);
}

/** Money for an order: in the currency its shopper saw, at the rate it was placed at, when that is still their choice. */
export function useOrderMoney(order: { currency: CurrencyCode; display_currency: CurrencyCode; display_rate: number }) {
  const money = useMoney();
  if (money.code === order.display_currency)
    return moneyIn(order.currency, order.display_currency, Math.round(order.display_rate * RATE_SCALE));
  return money.base === order.currency ? money : moneyIn(order.currency, order.currency, RATE_SCALE);
}

/**
 * How the listing and product pages show a piece's price (the owner's choice, decision 036): including GST at the
 * piece's rate, or as the API gives it, excluding GST; `note` says which, beside the price.
 */
export function useTaxDisplay(): { shown: (price: number, tax: LineTax | undefined) => number; note: string } {
  const including = useCurrencies()?.prices_include_tax ?? false;
  return {
    shown: (price, tax) => (including && tax ? priceWithTax(price, tax) : price),
    note: including ? 'incl. GST' : 'excl. GST',
  };
}
