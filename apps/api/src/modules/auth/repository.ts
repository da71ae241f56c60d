/** SQL of accounts: users, sessions, one-time codes and the counted auth events. */
import type { OtpChannel } from '@lumen/contract/constants';
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets, authEvents, otpCodes, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuthEventKind = (typeof authEvents.$inferInsert)['kind'];

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findUserByMobile(mobile: string) {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row;
    },

    async findUserById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Creates the account, first removing unverified accounts that hold its e-mail or mobile number. */
    async replaceUnverifiedAndCreate(user: { name: string; email: string; mobile: string; passwordHash: string }) {
      return db.transaction(async (tx) => {
        await tx
          .delete(users)
          .where(
            and(
              or(eq(sql`lower(${users.email})`, user.email.toLowerCase()), eq(users.mobile, user.mobile)),
              isNull(users.emailVerifiedAt),
              isNull(users.mobileVerifiedAt),
            ),
          );
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error('user insert returned nothing');
        return row;
      });
    },

    async markVerified(userId: number, channel: OtpChannel) {
      await db
        .update(users)
        .set(channel === 'email' ? { emailVerifiedAt: sql`now()` } : { mobileVerifiedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** A new code replaces every outstanding one of the account. */
    async replaceCode(code: { userId: number; channel: OtpChannel; codeHmac: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx.delete(otpCodes).where(eq(otpCodes.userId, code.userId));
        await tx.insert(otpCodes).values(code);
      });
    },

    async latestCode(userId: number, channels: OtpChannel[]) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), inArray(otpCodes.channel, channels), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Counts one attempt atomically. Answers false when the code is spent, expired or out of attempts, so no
     * number of parallel guesses gets more than `maxAttempts` comparisons.
     */
    async takeAttempt(codeId: string, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, codeId),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, maxAttempts),
            gt(otpCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** Spends the code; only one of two parallel correct submissions gets true. */
    async consumeCode(codeId: string): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    async deleteCodes(userId: number) {
      await db.delete(otpCodes).where(eq(otpCodes.userId, userId));
    },

    async recordEvent(identifier: string, kind: AuthEventKind) {
      await db.insert(authEvents).values({ identifier, kind });
    },

    async countEvents(identifier: string, kind: AuthEventKind, since: Date) {
      const [row] = await db
        .select({ n: count(), oldest: sql<Date | null>`min(${authEvents.createdAt})` })
        .from(authEvents)
        .where(and(eq(authEvents.identifier, identifier), eq(authEvents.kind, kind), gt(authEvents.createdAt, since)));
      return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async lastEvent(identifier: string, kind: AuthEventKind) {
      const [row] = await db
        .select({ createdAt: authEvents.createdAt })
        .from(authEvents)
        .where(and(eq(authEvents.identifier, identifier), eq(authEvents.kind, kind)))
        .orderBy(desc(authEvents.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async createSession(session: { userId: number; tokenHash: string; method: 'password' | 'otp'; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    async findSession(tokenHash: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async touchSession(id: string) {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteOtherSessions(userId: number, keepId: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },

    /** Reads a named secret, creating it with `create()` the first time (processes racing agree on one). */
    async secret(name: string, create: () => string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing({ target: appSecrets.name });
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    },

    async updatePassword(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
