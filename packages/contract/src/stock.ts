/** The stock DTO of a product (contract catalog.ts `ProductSchema.stock`); its rules and messages are in stock-levels.ts. */
import { z } from 'zod';
import { STOCK_STATES } from './stock-levels';

export * from './stock-levels';

export const StockLevelSchema = z.object({
  state: z.enum(STOCK_STATES),
  /** How many are left when the state is `low`; null otherwise (the shop does not publish its counts). */
  left: z.number().int().nullable(),
});

export const ProductStockSchema = StockLevelSchema.extend({
  /** The lead time of a piece made to order; null for a stocked piece. */
  made_to_order_days: z.number().int().nullable(),
  /** Each size's own level, in the piece's size order; empty for a piece without sizes. */
  sizes: z.array(StockLevelSchema.extend({ size: z.string() })),
});
export type ProductStock = z.infer<typeof ProductStockSchema>;
