/**
 * The development tools beside the outbox (`/api/dev/…`, never in production, loopback only): ending a customer's
 * price holds now, so a browser test sees a hold run out without waiting PRICE_LOCK_MINUTES (decision 034).
 */
import { z } from 'zod';

export const ExpirePriceHoldsRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address').max(254)),
});
export type ExpirePriceHoldsRequest = z.infer<typeof ExpirePriceHoldsRequestSchema>;

/** How many of the customer's cart lines had a price held that now has run out. */
export const ExpirePriceHoldsResultSchema = z.object({ lines: z.number().int().nonnegative() });
