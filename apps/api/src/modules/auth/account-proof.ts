import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, couponRedemptions, orders, type sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type Executor = Pick<Db, 'select' | 'update' | 'delete' | 'insert' | 'execute'>;

/** An e-mail address or a mobile number, as the calls name them. */
export type Identifier = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

/** Who was told what when an identifier moved: the account that lost it, and where it can still be reached. */
export type DetachedHolder = Pick<UserRow, 'id' | 'name' | 'email' | 'mobile' | 'emailVerifiedAt' | 'mobileVerifiedAt'>;

/** The account an unauthenticated call may act on for this identifier: its proved holder, else a pending sign-up. */
export const holderOf = (identifier: Identifier) =>
  identifier.kind === 'email'
    ? sql`lower(${users.email}) = ${identifier.value.toLowerCase()} and (${users.emailVerifiedAt} is not null or ${users.mobileVerifiedAt} is null)`
    : sql`${users.mobile} = ${identifier.value} and (${users.mobileVerifiedAt} is not null or ${users.emailVerifiedAt} is null)`;

export const provedFirst = (identifier: Identifier) =>
  identifier.kind === 'email' ? sql`${users.emailVerifiedAt} is null` : sql`${users.mobileVerifiedAt} is null`;

/**
 * Brings into `userId` every guest that proved `identifier` (a guest checkout before signing up): their orders, coupon
 * uses and, when the account has none yet, their addresses; then the guest is deleted with its sessions and codes.
 * The guest's row is locked first, so of two accounts proving the identifier at once only one takes the orders (the
 * other then meets the unique index).
 */
async function mergeGuests(tx: Executor, userId: number, identifier: Identifier) {
  const guests = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        eq(users.guest, true),
        identifier.kind === 'email'
          ? sql`lower(${users.email}) = ${identifier.value.toLowerCase()} and ${users.emailVerifiedAt} is not null`
          : sql`${users.mobile} = ${identifier.value} and ${users.mobileVerifiedAt} is not null`,
      ),
    )
    .for('update');
  for (const guest of guests) {
    await tx.update(orders).set({ userId }).where(eq(orders.userId, guest.id));
    await tx.update(couponRedemptions).set({ userId }).where(eq(couponRedemptions.userId, guest.id));
    await tx
      .update(addresses)
      .set({ userId })
      .where(
        and(
          eq(addresses.userId, guest.id),
          sql`not exists (select 1 from ${addresses} own where own.user_id = ${userId})`,
        ),
      );
    await tx.delete(users).where(eq(users.id, guest.id));
  }
}

/**
 * Takes `identifier` off every account but `userId` that holds it unproved (decision 014), with those rows locked.
 * Answers those accounts (before the change), so they can be told.
 */
export async function detachUnproved(tx: Executor, userId: number, identifier: Identifier): Promise<DetachedHolder[]> {
  const detached =
    identifier.kind === 'email'
      ? await tx
          .select()
          .from(users)
          .where(
            and(
              ne(users.id, userId),
              sql`lower(${users.email}) = ${identifier.value.toLowerCase()} and ${users.emailVerifiedAt} is null`,
            ),
          )
          .for('update')
      : await tx
          .select()
          .from(users)
          .where(and(ne(users.id, userId), eq(users.mobile, identifier.value), sql`${users.mobileVerifiedAt} is null`))
          .for('update');
  for (const holder of detached) {
    await tx
      .update(users)
      .set(
        identifier.kind === 'email' ? { email: null, updatedAt: sql`now()` } : { mobile: null, updatedAt: sql`now()` },
      )
      .where(eq(users.id, holder.id));
  }
  return detached;
}

/**
 * Gives `identifier` to `userId` as proved, merging in the guests that proved it, and takes it off every other account
 * that holds it unproved. Answers those accounts (before the change), so they can be told. A registered proved holder
 * elsewhere makes the unique index refuse.
 */
export async function proveFor(tx: Executor, userId: number, identifier: Identifier): Promise<DetachedHolder[]> {
  const detached = await detachUnproved(tx, userId, identifier);
  await mergeGuests(tx, userId, identifier);
  await tx
    .update(users)
    .set(
      identifier.kind === 'email'
        ? {
            email: identifier.value,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          }
        : {
            mobile: identifier.value,
            mobileVerifiedAt: sql`coalesce(${users.mobileVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(users.id, userId));
  return detached;
}
