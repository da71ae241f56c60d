/**
 * The one pricing rule of the cart, used by the server and by a visitor's browser cart: the coupon's discount, GST by
 * each piece's tax class (tax.ts) and free delivery, on integer cents. No zod here, so the web app can price a cart
 * the moment it paints.
 */
import { type LineTax, overallRate, shareOut, type TaxLine, taxLinesOf } from './tax';

/** The spec sets no upper bound; 99 of one piece is far beyond any real order and keeps totals bounded. */
export const CART_QUANTITY_MAX = 99;
/** Distinct lines (cart and saved list together) one customer may keep. */
export const CART_LINES_MAX = 50;
/** Delivery is free (spec §9's free-delivery note). */
export const SHIPPING_FEE = 0;

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * What a coupon takes off: `value` is a percentage (1–100) for 'percent' and integer cents for 'amount'; below
 * `min_subtotal` (integer cents, the whole cart's subtotal) it takes nothing.
 */
export type CouponRule = { kind: CouponKind; value: number; category: string | null; min_subtotal?: number };

/** Whether the coupon takes from a line: any line, or the lines of its one category. */
const couponTakesFrom = (coupon: CouponRule, line: { category: string }) =>
  coupon.category === null || line.category === coupon.category;

export type PricedTotals = {
  /** Pieces in the cart (the sum of quantities). */
  item_count: number;
  subtotal: number;
  discount: number;
  /** The lines' one GST rate, or their effective rate when they differ (tax.ts `overallRate`). */
  gst_percent: number;
  /** GST on (subtotal − discount): each rate's tax rounded once to the nearest cent, halves up. */
  gst: number;
  /** The tax per HSN code and rate, the discount shared over the lines it applies to. */
  tax_lines: TaxLine[];
  shipping: number;
  total: number;
};

/**
 * The discount in cents on lines priced in cents. A percentage is rounded once, to the nearest cent (halves up);
 * a fixed amount never exceeds what it applies to; a cart below the coupon's minimum subtotal gets nothing.
 */
export function couponDiscount(
  lines: ReadonlyArray<{ category: string; line_total: number }>,
  coupon: CouponRule,
): number {
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  if (subtotal < (coupon.min_subtotal ?? 0)) return 0;
  const eligible = lines
    .filter((line) => couponTakesFrom(coupon, line))
    .reduce((sum, line) => sum + line.line_total, 0);
  if (coupon.kind === 'percent') return Math.round((eligible * Math.min(coupon.value, 100)) / 100);
  return Math.min(coupon.value, eligible);
}

/**
 * Totals of lines priced in cents: subtotal, the coupon's discount (null coupon: none) shared over the lines it
 * applies to in proportion to their value, GST per tax class on what is left (tax.ts), free shipping, and the total.
 */
export function cartTotals(
  lines: ReadonlyArray<{ quantity: number; unit_price: number; category: string; tax?: LineTax | null }>,
  coupon: CouponRule | null,
): PricedTotals {
  const priced = lines.map((line) => ({
    category: line.category,
    line_total: line.unit_price * line.quantity,
    tax: line.tax ?? null,
  }));
  const subtotal = priced.reduce((sum, line) => sum + line.line_total, 0);
  const discount = coupon ? couponDiscount(priced, coupon) : 0;
  const weights = priced.map((line) => (coupon && couponTakesFrom(coupon, line) ? line.line_total : 0));
  const taxLines = taxLinesOf(priced, shareOut(discount, weights));
  const gst = taxLines.reduce((sum, line) => sum + line.tax, 0);
  return {
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount,
    gst_percent: overallRate(taxLines),
    gst,
    tax_lines: taxLines,
    shipping: SHIPPING_FEE,
    total: subtotal - discount + gst + SHIPPING_FEE,
  };
}
