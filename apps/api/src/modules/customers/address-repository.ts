/** SQL of saved addresses. One primary per customer is also a partial unique index in the schema. */
import type { AddressInput } from '@lumen/contract/addresses';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema/index';

export type AddressRow = typeof addresses.$inferSelect;
type Values = Required<AddressInput>;

const columns = (input: Values) => ({
  addressLine1: input.address_line_1,
  addressLine2: input.address_line_2,
  city: input.city,
  state: input.state,
  country: input.country,
  postalCode: input.postal_code,
  addressType: input.address_type,
});

export function createAddressRepository(db: Db) {
  /** Serialises changes to one customer's addresses (parallel set-primary calls take turns). */
  const lockCustomer = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: number) =>
    tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);

  return {
    list(userId: number) {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isPrimary), desc(addresses.createdAt), desc(addresses.id));
    },

    async primary(userId: number) {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)))
        .limit(1);
      return row;
    },

    /**
     * Adds an address unless the customer already has `max` (then 'full'); a customer's first address becomes the
     * primary one. The count is read under the customer's row lock, so parallel adds take turns and never pass `max`.
     */
    add(userId: number, input: Values, max: number) {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        const count = held?.count ?? 0;
        if (count >= max) return 'full' as const;
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...columns(input), isPrimary: count === 0 })
          .returning();
        return row;
      });
    },

    async update(userId: number, id: number, input: Values) {
      const [row] = await db
        .update(addresses)
        .set(columns(input))
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row;
    },

    /** Deletes an address; when it was the primary one, the newest remaining address becomes primary. */
    remove(userId: number, id: number) {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [row] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning();
        if (row?.isPrimary) {
          const [newest] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.userId, userId))
            .orderBy(desc(addresses.createdAt), desc(addresses.id))
            .limit(1);
          if (newest) await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, newest.id));
        }
        return row;
      });
    },

    setPrimary(userId: number, id: number) {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [target] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .limit(1);
        if (!target) return false;
        await tx.update(addresses).set({ isPrimary: false }).where(eq(addresses.userId, userId));
        await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, id));
        return true;
      });
    },
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
