/**
 * The shop's first featured promotion (spec §9: the banner's 25 % off ring settings and bands): the coupon the API
 * seeds, featured, on the first start. After that the back office chooses the featured coupon and the web banner
 * reads it from `GET /api/promotion`; this constant is only the seed. No zod here.
 */
import type { Category } from './catalog-vocabulary';

export type FeaturedPromotion = {
  /** The banner's headline. */
  title: string;
  /** The coupon's code, as the shopper types it at checkout. */
  code: string;
  /** The coupon's description, also the banner's offer line. */
  description: string;
  percentOff: number;
  /** The category the coupon applies to; "Shop the sale" opens it. */
  category: Category;
};

export const FEATURED_PROMOTION = {
  title: 'Fall Sale',
  code: 'FALL25',
  description: '25% off ring settings and bands',
  percentOff: 25,
  category: 'rings',
} as const satisfies FeaturedPromotion;
