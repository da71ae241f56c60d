/** Coupons as the shop presents them: their terms, whether a code may be used now, and the featured one. */
import type { Category } from '@lumen/contract/catalog';
import {
  COUPON_MESSAGES,
  type CouponCheck,
  type CouponTerms,
  couponProblem,
  couponUsageProblem,
  type Promotion,
  type SaleInForce,
} from '@lumen/contract/coupons';
import { formatCents } from '@lumen/contract/money';
import { notFound } from '../../plugins/envelope-and-errors';
import type { CouponRepository, CouponRow } from './repository';

export function toCouponTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    category: row.category as Category | null,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    min_subtotal: row.minSubtotal,
  };
}

/**
 * Why `customer` cannot use the coupon on a cart of `subtotal` cents at `now`, or null: its dates and state, then
 * its use limits (`customerUses`: this customer's orders with it so far), then its minimum subtotal.
 */
export function couponProblemFor(row: CouponRow, usage: { customerUses: number; subtotal: number }, now: Date) {
  return (
    couponRowProblem(row, now) ??
    couponUsageProblem({
      uses: row.uses,
      usage_limit: row.usageLimit,
      per_customer_limit: row.perCustomerLimit,
      customer_uses: usage.customerUses,
    }) ??
    (usage.subtotal < row.minSubtotal ? COUPON_MESSAGES.belowMinimum(formatCents(row.minSubtotal)) : null)
  );
}

/** Why the coupon cannot be used at `now`, or null. */
export const couponRowProblem = (row: CouponRow, now: Date) =>
  couponProblem({ active: row.active, starts_at: row.startsAt, ends_at: row.endsAt }, now);

const toPromotion = (row: CouponRow): Promotion => ({
  title: row.title || row.code,
  description: row.description,
  code: row.code,
  kind: row.kind,
  value: row.value,
  category: row.category as Category | null,
});

export function createCouponService(repository: CouponRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /** The featured coupon when one is featured and can be used now (its dates, state and total limit). */
  async function featuredInForce(): Promise<CouponRow | null> {
    const row = await repository.featured();
    if (!row) return null;
    const usable =
      couponRowProblem(row, now()) === null &&
      couponUsageProblem({
        uses: row.uses,
        usage_limit: row.usageLimit,
        per_customer_limit: null,
        customer_uses: 0,
      }) === null;
    return usable ? row : null;
  }
  return {
    /** The terms of `code` and whether it is valid now; 404 for a code the shop never issued. */
    async check(code: string): Promise<CouponCheck> {
      const row = await repository.findByCode(code);
      if (!row) throw notFound(COUPON_MESSAGES.unknown);
      // A visitor has no uses of their own yet; the total limit and the dates still apply.
      const reason =
        couponRowProblem(row, now()) ??
        couponUsageProblem({
          uses: row.uses,
          usage_limit: row.usageLimit,
          per_customer_limit: null,
          customer_uses: 0,
        });
      return { ...toCouponTerms(row), valid: reason === null, reason };
    },

    /** The featured coupon as the banner names it, or null when none is featured or it cannot be used now. */
    async promotion(): Promise<Promotion | null> {
      const row = await featuredInForce();
      return row ? toPromotion(row) : null;
    },

    /** The featured coupon with its end, minimum and limit (the assistant's answer about a sale), or null. */
    async sale(): Promise<SaleInForce | null> {
      const row = await featuredInForce();
      if (!row) return null;
      return {
        ...toPromotion(row),
        ends_at: row.endsAt?.toISOString() ?? null,
        min_subtotal: row.minSubtotal,
        per_customer_limit: row.perCustomerLimit,
      };
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
