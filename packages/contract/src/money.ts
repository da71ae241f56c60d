/**
 * Money in the shop's currencies, without zod so that every page can import it (issue 29). Amounts are integers in
 * minor units (cents, paise, fils: every currency here has two decimals). The shop charges and keeps its books in one
 * base currency (`SHOP_CURRENCY`, USD unless set), fixed when the process starts; a shopper may see prices in another,
 * converted at the rate in force. A rate is how many units of a currency one unit of the base currency buys, kept as
 * an integer in millionths (`rate_micros`), so a conversion is integer arithmetic with one stated rounding.
 */

/** The currencies the shop shows prices in, in the order the header's selector lists them. */
export const CURRENCY_CODES = ['USD', 'INR', 'EUR', 'GBP', 'AED'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

/**
 * Each currency in its own format: the locale whose digit grouping and symbol place its shoppers read (₹1,23,456.00
 * in Indian grouping, 1.234,56 € in Germany's), and its names in the selector and in a sentence.
 */
export const CURRENCIES: Record<CurrencyCode, { locale: string; name: string; plural: string; symbol: string }> = {
  USD: { locale: 'en-US', name: 'US dollar', plural: 'US dollars', symbol: '$' },
  INR: { locale: 'en-IN', name: 'Indian rupee', plural: 'Indian rupees', symbol: '₹' },
  EUR: { locale: 'de-DE', name: 'Euro', plural: 'euros', symbol: '€' },
  GBP: { locale: 'en-GB', name: 'Pound sterling', plural: 'pounds sterling', symbol: '£' },
  AED: { locale: 'en-AE', name: 'UAE dirham', plural: 'UAE dirhams', symbol: 'AED' },
};

/** A rate's scale: 84.123456 rupees to the dollar is kept as 84,123,456. */
export const RATE_SCALE = 1_000_000;

/** How an amount names its currency: its symbol ("₹1,234.00"), or its code where a symbol cannot be drawn ("INR 1,234.00"). */
export type CurrencyDisplay = 'symbol' | 'code';

/** How an amount is written: its currency's name (`display`) and, with `whole`, no fraction (rounded half away from zero). */
export type MoneyStyle = { display?: CurrencyDisplay; whole?: boolean };

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(code: CurrencyCode, { display = 'symbol', whole = false }: MoneyStyle): Intl.NumberFormat {
  const key = `${code} ${display} ${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(CURRENCIES[code].locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: display,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Minor units in a currency's own format: formatMoney(12345678, 'INR') → "₹1,23,456.78". Nothing is rounded, unless
 * `whole` asks for whole units (Intl's default rounding: half away from zero).
 */
export const formatMoney = (minor: number, code: CurrencyCode, style: MoneyStyle = {}): string =>
  formatOf(code, style).format(minor / 100);

/**
 * An amount in minor units of the base currency, in minor units of a currency whose rate is `rateMicros`: the exact
 * product, rounded half away from zero to a whole minor unit (BigInt, so no amount loses a unit to floating point).
 * convertMinor(1999, 84_123_456) → 168163 (₹1,681.63 for $19.99).
 */
export function convertMinor(minor: number, rateMicros: number): number {
  if (rateMicros === RATE_SCALE) return minor;
  const product = BigInt(Math.abs(minor)) * BigInt(rateMicros);
  const scale = BigInt(RATE_SCALE);
  const rounded = Number((product + scale / 2n) / scale);
  return minor < 0 ? -rounded : rounded;
}

/** A rate in millionths as people write it: 84123456 → "84.123456", 1000000 → "1". */
export const rateWords = (rateMicros: number): string =>
  (rateMicros / RATE_SCALE).toLocaleString('en-US', { maximumFractionDigits: 6, useGrouping: false });

/** The name of the <meta> every page carries with the base currency: `<meta name="shop-currency" content="USD">`. */
export const SHOP_CURRENCY_META = 'shop-currency';

let shopCurrency: CurrencyCode = 'USD';

/** The currency the shop charges and keeps its books in (set once, when the process or the page starts). */
export const baseCurrency = (): CurrencyCode => shopCurrency;

/** Sets the base currency: the API at start from SHOP_CURRENCY; the browser from the page (`<meta name="shop-currency">`). */
export function setBaseCurrency(code: CurrencyCode): void {
  shopCurrency = code;
}

/** Minor units of the base currency as the shop writes them: 13800 → "$138.00". */
export const formatCents = (cents: number): string => formatMoney(cents, shopCurrency);
