/** SQL of the profile: the customer's row and their picture. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAvatars, users } from '../../db/schema';

export function createAccountRepository(db: Db) {
  return {
    async profile(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          avatarVersion: userAvatars.version,
        })
        .from(users)
        .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Another account that already uses this e-mail or mobile number. */
    async holderOf(userId: number, email: string, mobile: string) {
      const [row] = await db
        .select({ email: users.email, mobile: users.mobile })
        .from(users)
        .where(
          and(ne(users.id, userId), or(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.mobile, mobile))),
        )
        .limit(1);
      return row;
    },

    /** Saves the profile, and the picture when one is given, in one transaction. */
    async update(
      userId: number,
      profile: { name: string; email: string; mobile: string },
      avatar?: { image: Buffer; version: string },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...profile, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
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
