/** The catalogue screens' words for a product's status and stock. */
import type { AdminProductSummary, ProductStatus } from '@lumen/contract/admin-catalogue';
import type { StockState } from '@lumen/contract/stock-levels';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const STOCK_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  low: 'Low',
  out_of_stock: 'Out of stock',
  made_to_order: 'Made to order',
};

/** A row's stock: how many are on hand, or the lead time of a piece made to order. */
export function stockText(product: Pick<AdminProductSummary, 'stock_state' | 'on_hand' | 'made_to_order_days'>) {
  if (product.stock_state === 'made_to_order') return `Made to order (${product.made_to_order_days ?? 0} days)`;
  if (product.stock_state === 'out_of_stock') return 'Out of stock';
  return `${product.on_hand} on hand${product.stock_state === 'low' ? ' (low)' : ''}`;
}
