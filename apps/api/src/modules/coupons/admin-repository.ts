/**
 * SQL of the back office's coupons: the list with usage counts, and each change in one transaction with its audit
 * row. Featuring a coupon takes the feature off the one that had it, in the same transaction.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/index';

export type AdminCouponRow = typeof coupons.$inferSelect & { customers: number };
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'uses'>;
type Actor = Pick<AuditRecord, 'staffId' | 'requestId'>;
type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

// Spelled out with table names: inside a sub-select Drizzle writes bare column names, and "id" would be the
// redemption's own.
const customersOf = sql<number>`(select count(distinct r.user_id)::int from coupon_redemptions r
  where r.coupon_id = "coupons"."id")`;

async function findWithCounts(executor: Executor, id: number): Promise<AdminCouponRow | undefined> {
  const [row] = await executor
    .select({ coupon: coupons, customers: customersOf })
    .from(coupons)
    .where(eq(coupons.id, id));
  return row ? { ...row.coupon, customers: Number(row.customers) } : undefined;
}

/** Takes the feature off every other coupon, each change audited. */
async function unfeatureOthers(tx: Executor, id: number | null, actor: Actor) {
  const unfeatured = await tx
    .update(coupons)
    .set({ featured: false })
    .where(and(eq(coupons.featured, true), id === null ? undefined : ne(coupons.id, id)))
    .returning({ id: coupons.id, code: coupons.code });
  for (const row of unfeatured) {
    await recordAudit(tx, {
      ...actor,
      action: 'coupon.unfeature',
      entity: 'coupon',
      entityId: String(row.id),
      before: { code: row.code, featured: true },
      after: { code: row.code, featured: false },
    });
  }
}

export function createAdminCouponRepository(db: Db) {
  return {
    /** Every coupon (or those whose code contains `q`), newest first, with its distinct customers. */
    async list(q: string | undefined): Promise<AdminCouponRow[]> {
      const rows = await db
        .select({ coupon: coupons, customers: customersOf })
        .from(coupons)
        .where(q ? sql`lower(${coupons.code}) like ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}` : undefined)
        .orderBy(desc(coupons.createdAt), desc(coupons.id));
      return rows.map((row) => ({ ...row.coupon, customers: Number(row.customers) }));
    },

    find: (id: number) => findWithCounts(db, id),

    /** Adds a coupon with its audit row (`after` from `audited`). */
    async create(values: CouponValues, actor: Actor, audited: (row: AdminCouponRow) => unknown) {
      return db.transaction(async (tx) => {
        if (values.featured) await unfeatureOthers(tx, null, actor);
        const [inserted] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
        const row = inserted && (await findWithCounts(tx, inserted.id));
        if (!row) throw new Error('coupon not created');
        await recordAudit(tx, {
          ...actor,
          action: 'coupon.create',
          entity: 'coupon',
          entityId: String(row.id),
          after: audited(row),
        });
        return row;
      });
    },

    /**
     * Changes a coupon, its row locked while `decide` checks the merged terms; answers undefined for an unknown id,
     * or what `decide` refused with.
     */
    async update<Refusal>(
      id: number,
      decide: (before: AdminCouponRow) => { values: Partial<CouponValues>; action: string } | { refused: Refusal },
      actor: Actor,
      audited: (row: AdminCouponRow) => unknown,
    ) {
      return db.transaction(async (tx) => {
        await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
        const before = await findWithCounts(tx, id);
        if (!before) return undefined;
        const decided = decide(before);
        if ('refused' in decided) return { outcome: 'refused' as const, refused: decided.refused };
        if (decided.values.featured) await unfeatureOthers(tx, id, actor);
        await tx.update(coupons).set(decided.values).where(eq(coupons.id, id));
        const after = await findWithCounts(tx, id);
        if (!after) throw new Error('coupon vanished');
        await recordAudit(tx, {
          ...actor,
          action: decided.action,
          entity: 'coupon',
          entityId: String(id),
          before: audited(before),
          after: audited(after),
        });
        return { outcome: 'updated' as const, row: after };
      });
    },
  };
}
export type AdminCouponRepository = ReturnType<typeof createAdminCouponRepository>;
