/**
 * The banner's offer (spec §9, the contract's FEATURED_PROMOTION) as a coupon, added on the first start only, so a
 * shop owner's later changes to the coupons are never undone.
 */
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import type { CouponRepository, NewCoupon } from './repository';

export const BANNER_COUPON_CODE = FEATURED_PROMOTION.code;
const DAY_MS = 86_400_000;

export function bannerCoupon(now = Date.now()): NewCoupon {
  return {
    code: BANNER_COUPON_CODE,
    description: FEATURED_PROMOTION.description,
    kind: 'percent',
    value: FEATURED_PROMOTION.percentOff,
    category: FEATURED_PROMOTION.category,
    // A long window around the first start: the offer runs as long as the banner shows it.
    startsAt: new Date(now - 30 * DAY_MS),
    endsAt: new Date(now + 2 * 365 * DAY_MS),
    active: true,
    // The offer is for each customer once (issue 13); the banner names it while it is featured.
    perCustomerLimit: 1,
    featured: true,
    title: FEATURED_PROMOTION.title,
  };
}

/** Adds the banner's coupon when the shop has no coupons yet. Returns how many were added. */
export async function seedCoupons(repository: CouponRepository, now = Date.now()): Promise<number> {
  if ((await repository.count()) > 0) return 0;
  return repository.insertMany([bannerCoupon(now)]);
}
