/**
 * The back office's coupons: what a coupon is as staff see it (terms, limits, usage), and the rules of a change —
 * the merged terms must still hold, a code stays unique, one coupon at most is featured.
 */
import {
  ADMIN_COUPON_MESSAGES,
  type AdminCoupon,
  type AdminCouponCreateRequest,
  type AdminCouponUpdateRequest,
  couponTermsProblem,
} from '@lumen/contract/admin-coupons';
import type { Category } from '@lumen/contract/catalog';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type { AdminCouponRepository, AdminCouponRow, CouponValues } from './admin-repository';

export function toAdminCoupon(row: AdminCouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    kind: row.kind,
    value: row.value,
    category: row.category as Category | null,
    min_subtotal: row.minSubtotal,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    featured: row.featured,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    uses: row.uses,
    customers: row.customers,
    created_at: row.createdAt.toISOString(),
  };
}

/** The audit log keeps the coupon's terms and state; usage counts move with orders, not with this change. */
const audited = (row: AdminCouponRow) => {
  const { uses: _uses, customers: _customers, created_at: _createdAt, ...terms } = toAdminCoupon(row);
  return terms;
};

/** The contract's fields as columns (only those given). */
function columns(body: AdminCouponUpdateRequest): Partial<CouponValues> {
  const values: Partial<CouponValues> = {};
  if (body.code !== undefined) values.code = body.code;
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (body.kind !== undefined) values.kind = body.kind;
  if (body.value !== undefined) values.value = body.value;
  if (body.category !== undefined) values.category = body.category;
  if (body.min_subtotal !== undefined) values.minSubtotal = body.min_subtotal;
  if (body.starts_at !== undefined) values.startsAt = new Date(body.starts_at);
  if (body.ends_at !== undefined) values.endsAt = body.ends_at === null ? null : new Date(body.ends_at);
  if (body.active !== undefined) values.active = body.active;
  if (body.featured !== undefined) values.featured = body.featured;
  if (body.usage_limit !== undefined) values.usageLimit = body.usage_limit;
  if (body.per_customer_limit !== undefined) values.perCustomerLimit = body.per_customer_limit;
  return values;
}

/** What a change is called in the audit log: the one thing it does when it does one of these, else an edit. */
function actionOf(body: AdminCouponUpdateRequest): string {
  const keys = Object.keys(body);
  if (keys.length === 1 && body.active !== undefined) return body.active ? 'coupon.activate' : 'coupon.deactivate';
  if (keys.length === 1 && body.featured !== undefined) return body.featured ? 'coupon.feature' : 'coupon.unfeature';
  return 'coupon.update';
}

/** A unique index refused the change: the code (any case) or the one featured coupon. */
function uniqueRefusal(err: unknown): never {
  if (isUniqueViolation(err, 'coupons_code_idx')) throw conflict(ADMIN_COUPON_MESSAGES.codeTaken);
  if (isUniqueViolation(err, 'coupons_one_featured_idx')) throw conflict(ADMIN_COUPON_MESSAGES.featuredAtOnce);
  throw err;
}

export function createAdminCouponService(repository: AdminCouponRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    async list(q: string | undefined): Promise<AdminCoupon[]> {
      return (await repository.list(q)).map(toAdminCoupon);
    },

    async find(id: number): Promise<AdminCoupon> {
      const row = await repository.find(id);
      if (!row) throw notFound(ADMIN_COUPON_MESSAGES.notFound);
      return toAdminCoupon(row);
    },

    async create(body: AdminCouponCreateRequest, actor: Actor): Promise<AdminCoupon> {
      const values = {
        ...(columns(body) as CouponValues),
        startsAt: body.starts_at ? new Date(body.starts_at) : now(),
      };
      const row = await repository.create(values, actor, audited).catch(uniqueRefusal);
      return toAdminCoupon(row);
    },

    async update(id: number, body: AdminCouponUpdateRequest, actor: Actor): Promise<AdminCoupon> {
      const result = await repository
        .update<string>(
          id,
          (before) => {
            const current = toAdminCoupon(before);
            const problem = couponTermsProblem({
              kind: body.kind ?? current.kind,
              value: body.value ?? current.value,
              starts_at: body.starts_at ?? current.starts_at,
              ends_at: body.ends_at === undefined ? current.ends_at : body.ends_at,
            });
            return problem ? { refused: problem } : { values: columns(body), action: actionOf(body) };
          },
          actor,
          audited,
        )
        .catch(uniqueRefusal);
      if (!result) throw notFound(ADMIN_COUPON_MESSAGES.notFound);
      if (result.outcome === 'refused') throw badRequest(result.refused);
      return toAdminCoupon(result.row);
    },
  };
}
export type AdminCouponService = ReturnType<typeof createAdminCouponService>;
