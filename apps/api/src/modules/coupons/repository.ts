/** SQL of coupons: looked up by code whatever its case, and a customer's uses of one. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

const byCode = (code: string) => eq(sql`lower(${coupons.code})`, code.toLowerCase());

export function createCouponRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(byCode(code)).limit(1);
      return row;
    },

    /** How many orders `userId` has placed with the coupon. */
    async customerUses(couponId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return row?.n ?? 0;
    },

    /** The coupon the storefront's banner names, if one is featured. */
    async featured(): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.featured, true)).limit(1);
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(coupons);
      return row?.n ?? 0;
    },

    /** Adds coupons; a code that already exists (in any case) is left as it is. Returns how many were added. */
    async insertMany(rows: NewCoupon[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(coupons).values(rows).onConflictDoNothing().returning({ id: coupons.id });
      return inserted.length;
    },
  };
}
export type CouponRepository = ReturnType<typeof createCouponRepository>;
