/**
 * Stock as the storefront shows it: a piece's state (in stock, only a few left, out of stock, made to order) and the
 * messages of a cart or an order that asks for more than there is. No zod here (stock.ts holds the schemas), so a
 * product page can use them without loading zod.
 */

/** "Only N left" is shown from this many pieces down (spec: N ≤ 3). */
export const STOCK_LOW_MAX = 3;
/** The longest lead time a piece made to order may have, in days. */
export const MADE_TO_ORDER_DAYS_MAX = 365;

export const STOCK_STATES = ['in_stock', 'low', 'out_of_stock', 'made_to_order'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** A level as the DTO carries it: the state, and how many are left when low (null otherwise). */
export type StockLevel = { state: StockState; left: number | null };

/** The level of `quantity` pieces on hand (`null` when the piece is made to order). */
export function stockLevel(quantity: number | null): StockLevel {
  if (quantity === null) return { state: 'made_to_order', left: null };
  if (quantity <= 0) return { state: 'out_of_stock', left: null };
  if (quantity <= STOCK_LOW_MAX) return { state: 'low', left: quantity };
  return { state: 'in_stock', left: null };
}

/** What the product page says of a level. */
export function stockLabel(stock: StockLevel & { made_to_order_days: number | null }): string {
  switch (stock.state) {
    case 'made_to_order':
      return `Made to order — ships in ${stock.made_to_order_days ?? 0} days`;
    case 'out_of_stock':
      return 'Out of stock';
    case 'low':
      return `Only ${stock.left ?? 0} left`;
    default:
      return 'In stock';
  }
}

const piece = (name: string, variant: string | null) => (variant ? `${name} (${variant})` : name);

export const STOCK_MESSAGES = {
  /** A cart or an order that asks for more of a variant than is left, named in words ("Rose Gold, 14K, US 6½"). */
  notEnough: (name: string, variant: string | null, left: number) =>
    left <= 0
      ? `${piece(name, variant)} is out of stock.`
      : `Only ${left} of ${piece(name, variant)} ${left === 1 ? 'is' : 'are'} left.`,
  /** A piece in the cart that has been unpublished or archived since it was added. */
  noLongerSold: (name: string) => `${name} is no longer available.`,
} as const;
