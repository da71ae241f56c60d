/**
 * GST by the piece's tax class (decision 036): each line is taxed at its class's rate under its HSN code — gold and
 * silver jewellery (7113) at 3 %, cut and polished diamonds (7102) at 0.25 %, watches (9101, 9102) at 18 % — and a
 * piece with no class at the standard 18 % (the spec's figure), so nothing changes until the owner sets them. The
 * cart's coupon discount is shared over the lines it applies to before the tax; each rate's tax is rounded once, on
 * its lines together. Within the shop's state the tax is CGST + SGST, half each; across states it is IGST. No zod here,
 * so a visitor's browser cart prices with the same rule.
 */
import { GST_PERCENT } from './constants';
import { SHOP } from './shop';

/** The tax a piece is charged at: its class's HSN code (null: the standard rate, no class set) and rate. */
export type LineTax = { hsn: string | null; rate_percent: number };

/** A piece with no tax class: the spec's 18 %, without an HSN code. */
export const STANDARD_TAX: LineTax = { hsn: null, rate_percent: GST_PERCENT };

/** The tax of the lines that share an HSN code and a rate: their value after the discount, and the tax on it. */
export type TaxLine = { hsn: string | null; rate_percent: number; taxable: number; tax: number };

/** A tax line as an invoice states it: CGST + SGST within the shop's state, IGST across states. */
export type SplitTaxLine = {
  hsn: string | null;
  rate_percent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** The highest GST rate (28 %) and the finest one in use (0.25 %): a class's rate has at most two decimals. */
export const TAX_RATE_MAX = 28;

/** A rate in hundredths of a percent, so the arithmetic stays in integers (3 % is 300, 0.25 % is 25). */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/** The tax on an amount in minor units at a rate: rounded once, to the nearest minor unit, halves up. */
export const taxOn = (amount: number, ratePercent: number) =>
  Math.floor((amount * basisPoints(ratePercent) + 5_000) / 10_000);

/**
 * `total` shared over `weights` in proportion, in whole units that add up to it exactly: each share rounded down,
 * then the units left over go to the largest remainders (the earlier line on a tie). No share passes its weight
 * while `total` does not pass their sum.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The tax lines of priced lines, each less its share of the discount: one per HSN code and rate, in the order they
 * first appear, each rate's tax rounded once on its lines together. A line without a `tax` is at the standard rate.
 */
export function taxLinesOf(
  lines: ReadonlyArray<{ line_total: number; tax?: LineTax | null }>,
  discounts: readonly number[] = [],
): TaxLine[] {
  const groups = new Map<string, { hsn: string | null; rate_percent: number; taxable: number }>();
  lines.forEach((line, i) => {
    const tax = line.tax ?? STANDARD_TAX;
    const key = `${tax.hsn ?? ''}|${basisPoints(tax.rate_percent)}`;
    const group = groups.get(key) ?? { hsn: tax.hsn, rate_percent: tax.rate_percent, taxable: 0 };
    group.taxable += line.line_total - (discounts[i] ?? 0);
    groups.set(key, group);
  });
  return [...groups.values()].map((group) => ({ ...group, tax: taxOn(group.taxable, group.rate_percent) }));
}

/**
 * The rate a cart or an order is taxed at: its lines' one rate, or, when they differ, the effective rate (their tax
 * over their taxable value, to two decimals). An empty cart shows the standard rate.
 */
export function overallRate(taxLines: readonly TaxLine[]): number {
  const rates = new Set(taxLines.map((line) => basisPoints(line.rate_percent)));
  if (rates.size === 0) return GST_PERCENT;
  if (rates.size === 1) return taxLines[0]?.rate_percent ?? GST_PERCENT;
  const taxable = taxLines.reduce((sum, line) => sum + line.taxable, 0);
  const tax = taxLines.reduce((sum, line) => sum + line.tax, 0);
  return taxable === 0 ? GST_PERCENT : Math.round((tax * 10_000) / taxable) / 100;
}

/** Whether a delivery to `state` is within the shop's own state (CGST + SGST) rather than across states (IGST). */
export const withinShopState = (state: string) => state.trim().toLowerCase() === SHOP.state.toLowerCase();

/** Tax lines split as the invoice states them: within the shop's state CGST and SGST half each (SGST the odd unit). */
export function splitTaxLines(taxLines: readonly TaxLine[], state: string): SplitTaxLine[] {
  const within = withinShopState(state);
  return taxLines.map(({ tax, ...line }) => {
    const cgst = within ? Math.floor(tax / 2) : 0;
    return { ...line, cgst, sgst: within ? tax - cgst : 0, igst: within ? 0 : tax };
  });
}

/** "3%", "0.25%": a rate as the shop writes it. */
export const ratePercentWords = (ratePercent: number) => `${Number(ratePercent.toFixed(2))}%`;

/** Whether the lines are taxed at more than one rate (the checkout then shows each rate's tax). */
export const mixedRates = (taxLines: ReadonlyArray<{ rate_percent: number }>) =>
  new Set(taxLines.map((line) => basisPoints(line.rate_percent))).size > 1;

/** The checkout's and the e-mails' label: "GST & Taxes (3%)" for one rate, "GST & Taxes" when the rates differ. */
export const taxLabel = (taxLines: ReadonlyArray<{ rate_percent: number }>, ratePercent: number) =>
  mixedRates(taxLines) ? 'GST & Taxes' : `GST & Taxes (${ratePercentWords(ratePercent)})`;

/** One rate's line of a breakdown: "GST 3% · HSN 7113" ("GST 18%" for pieces without a class). */
export const taxLineWords = (line: { hsn: string | null; rate_percent: number }) =>
  `GST ${ratePercentWords(line.rate_percent)}${line.hsn ? ` · HSN ${line.hsn}` : ''}`;

/** A price with its GST at the piece's rate: what the listing and product pages show when prices include tax. */
export const priceWithTax = (price: number, tax: LineTax) => price + taxOn(price, tax.rate_percent);
