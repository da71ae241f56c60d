/** Coupons as the shop presents them: their terms, and whether a code may be used now. */
import type { Category } from '@lumen/contract/catalog';
import { COUPON_MESSAGES, type CouponCheck, type CouponTerms, couponProblem } from '@lumen/contract/coupons';
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
  };
}

/** Why the coupon cannot be used at `now`, or null. */
export const couponRowProblem = (row: CouponRow, now: Date) =>
  couponProblem({ active: row.active, starts_at: row.startsAt, ends_at: row.endsAt }, now);

export function createCouponService(repository: CouponRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /** The terms of `code` and whether it is valid now; 404 for a code the shop never issued. */
    async check(code: string): Promise<CouponCheck> {
      const row = await repository.findByCode(code);
      if (!row) throw notFound(COUPON_MESSAGES.unknown);
      const reason = couponRowProblem(row, now());
      return { ...toCouponTerms(row), valid: reason === null, reason };
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
