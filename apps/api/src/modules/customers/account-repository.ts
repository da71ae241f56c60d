/** SQL of the profile: the customer's row, their picture and the changes of e-mail or mobile number awaiting a code. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identifierChanges, userAvatars, users } from '../../db/schema/index';

export function createAccountRepository(db: Db) {
  return {
    async profile(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          emailVerifiedAt: users.emailVerifiedAt,
          mobileVerifiedAt: users.mobileVerifiedAt,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          avatarVersion: userAvatars.version,
          pendingEmail: sql<
            string | null
          >`(select new_value from ${identifierChanges} where user_id = ${users.id} and kind = 'email' and expires_at > now())`,
          pendingMobile: sql<
            string | null
          >`(select new_value from ${identifierChanges} where user_id = ${users.id} and kind = 'mobile' and expires_at > now())`,
        })
        .from(users)
        .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async user(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** Saves the name, and the picture when one is given, in one transaction. */
    async update(userId: number, name: string, avatar?: { image: Buffer; version: string }) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ name, updatedAt: sql`now()` }).where(eq(users.id, userId));
        if (avatar) {
          await tx
            .insert(userAvatars)
            .values({ userId, ...avatar })
            .onConflictDoUpdate({ target: userAvatars.userId, set: { ...avatar, updatedAt: sql`now()` } });
        }
      });
    },

    async avatar(userId: number, version: string) {
      const [row] = await db
        .select({ image: userAvatars.image })
        .from(userAvatars)
        .where(and(eq(userAvatars.userId, userId), eq(userAvatars.version, version)))
        .limit(1);
      return row?.image;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
