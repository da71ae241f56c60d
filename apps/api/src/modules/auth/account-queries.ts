import { and, eq, ne, sql } from 'drizzle-orm';
import type { AlsoInTransaction, Db } from '../../db/client';
import { otpCodes, sessions, users } from '../../db/schema';
import { type DetachedHolder, holderOf, type Identifier, provedFirst, proveFor } from './account-proof';

export function accountQueries(db: Db) {
  return {
    /**
     * The account a code for this identifier is checked against: its proved holder, else the pending sign-up that
     * holds it. A guest's proved identifier stands aside for a sign-up that claims it: of the guest and the pending
     * sign-up, the one holding the newest live code is the one that asked for it.
     */
    async findAccount(identifier: Identifier) {
      const [row] = await db
        .select()
        .from(users)
        .where(holderOf(identifier))
        .orderBy(
          sql`(${provedFirst(identifier)}) or ${users.guest}`,
          sql`(select max(${otpCodes.createdAt}) from ${otpCodes} where ${otpCodes.userId} = ${users.id} and ${otpCodes.consumedAt} is null) desc nulls last`,
        )
        .limit(1);
      return row;
    },

    /**
     * The account a password sign-in with this identifier is about: its proved holder, else a pending sign-up that
     * holds it, else the newest account that holds it unproved (whose owner is then told to use what they proved).
     */
    async findSignInAccount(identifier: Identifier) {
      const [row] = await db
        .select()
        .from(users)
        .where(
          identifier.kind === 'email'
            ? sql`lower(${users.email}) = ${identifier.value.toLowerCase()}`
            : sql`${users.mobile} = ${identifier.value}`,
        )
        .orderBy(
          provedFirst(identifier),
          identifier.kind === 'email'
            ? sql`${users.mobileVerifiedAt} is not null`
            : sql`${users.emailVerifiedAt} is not null`,
          sql`${users.createdAt} desc`,
        )
        .limit(1);
      return row;
    },

    /** The proved holder of the identifier only (code sign-in, recovery). */
    async findProvedHolder(identifier: Identifier) {
      const [row] = await db
        .select()
        .from(users)
        .where(
          identifier.kind === 'email'
            ? sql`lower(${users.email}) = ${identifier.value.toLowerCase()} and ${users.emailVerifiedAt} is not null`
            : sql`${users.mobile} = ${identifier.value} and ${users.mobileVerifiedAt} is not null`,
        )
        .limit(1);
      return row;
    },

    /**
     * Where a code on `identifier`'s channel may go: its proved holder (code sign-in, recovery), or a pending sign-up
     * that holds both `identifier` and `companion` (the sign-up flow names both; nobody else knows the pair), which
     * comes before a guest holding it proved (signing up with what a guest checkout proved).
     */
    async findCodeRecipient(identifier: Identifier, companion: string | null) {
      const pendingWithCompanion =
        identifier.kind === 'email'
          ? sql`${users.emailVerifiedAt} is null and ${users.mobileVerifiedAt} is null and ${users.mobile} = ${companion}`
          : sql`${users.emailVerifiedAt} is null and ${users.mobileVerifiedAt} is null and lower(${users.email}) = lower(${companion})`;
      const [row] = await db
        .select()
        .from(users)
        .where(
          identifier.kind === 'email'
            ? sql`lower(${users.email}) = ${identifier.value.toLowerCase()} and (${users.emailVerifiedAt} is not null or (${pendingWithCompanion}))`
            : sql`${users.mobile} = ${identifier.value} and (${users.mobileVerifiedAt} is not null or (${pendingWithCompanion}))`,
        )
        // A registered holder first; then a sign-up claiming a guest's identifier; then the guest.
        .orderBy(users.guest, provedFirst(identifier))
        .limit(1);
      return row;
    },

    async findUserById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Registered proved holders of these identifiers other than `exceptUserId` (sign-up and profile checks); a guest's
     * identifiers are free to claim.
     */
    async provedHolders(email: string | null, mobile: string | null, exceptUserId = 0) {
      return db
        .select({
          id: users.id,
          email: users.email,
          mobile: users.mobile,
          emailVerifiedAt: users.emailVerifiedAt,
          mobileVerifiedAt: users.mobileVerifiedAt,
        })
        .from(users)
        .where(
          and(
            ne(users.id, exceptUserId),
            eq(users.guest, false),
            sql`((lower(${users.email}) = lower(${email}) and ${users.emailVerifiedAt} is not null) or (${users.mobile} = ${mobile} and ${users.mobileVerifiedAt} is not null))`,
          ),
        );
    },

    /**
     * Creates a pending sign-up, first removing the pending sign-ups that hold its e-mail or mobile number (signing
     * up again replaces an attempt nobody finished). The pending unique indexes make two parallel sign-ups with one
     * identifier collide: the caller retries once.
     */
    async replacePendingAndCreate(user: {
      name: string;
      email: string;
      mobile: string;
      passwordHash: string | null;
      guest?: boolean;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .delete(users)
          .where(
            sql`(lower(${users.email}) = ${user.email.toLowerCase()} or ${users.mobile} = ${user.mobile}) and ${users.emailVerifiedAt} is null and ${users.mobileVerifiedAt} is null`,
          );
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error('user insert returned nothing');
        return row;
      });
    },

    /** Marks the identifier proved on the account and takes it off accounts that never proved it, in one transaction. */
    proveIdentifier(userId: number, identifier: Identifier, also: AlsoInTransaction<DetachedHolder[]>) {
      return db.transaction(async (tx) => {
        const detached = await proveFor(tx, userId, identifier);
        await also(tx, detached);
        return detached;
      });
    },

    /**
     * The new password (which makes a guest an account), every other session ended and every outstanding code spent:
     * one transaction.
     */
    async changePassword(userId: number, passwordHash: string, keepSessionId: string, also: AlsoInTransaction) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, guest: false, updatedAt: sql`now()` }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
        await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
        await also(tx);
      });
    },
  };
}
