/**
 * SQL of the profile: the customer's row, their picture, the changes of e-mail or mobile number awaiting a code, and
 * the Google identity that signs in to it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identifierChanges, userAvatars, userIdentities, users } from '../../db/schema/index';

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
          googleEmail: sql<
            string | null
          >`(select coalesce(email, '') from ${userIdentities} where user_id = ${users.id} and provider = 'google')`,
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

    /**
     * Turns Google sign-in off for the account, in one statement that holds only while another way to sign in remains
     * (a password, or a proved e-mail or mobile number for a code): 'last-way' when none does, 'none' without Google.
     */
    async unlinkGoogle(userId: number): Promise<'unlinked' | 'last-way' | 'none'> {
      const removed = await db
        .delete(userIdentities)
        .where(
          and(
            eq(userIdentities.userId, userId),
            eq(userIdentities.provider, 'google'),
            sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (${users.passwordHash} is not null or ${users.emailVerifiedAt} is not null or ${users.mobileVerifiedAt} is not null))`,
          ),
        )
        .returning({ subject: userIdentities.subject });
      if (removed.length > 0) return 'unlinked';
      const [linked] = await db
        .select({ subject: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'google')));
      return linked ? 'last-way' : 'none';
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
