/**
 * SQL of one-time codes, sessions and the app's named secrets: one outstanding code per account, counted attempts,
 * a code spent once.
 */
import type { OtpChannel } from '@lumen/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { AlsoInTransaction, Db } from '../../db/client';
import { appSecrets, orders, otpCodes, type SessionMethod, sessions, users } from '../../db/schema';

export function codeAndSessionQueries(db: Db) {
  return {
    /**
     * Replaces every outstanding code of the account with a new one, in one statement. For user id 0 (no account)
     * the same statement runs and writes nothing.
     */
    async replaceCode(
      code: { userId: number; channel: OtpChannel; codeHmac: string; expiresAt: Date },
      also: AlsoInTransaction,
    ) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          with replaced as (delete from ${otpCodes} where user_id = ${code.userId})
          insert into ${otpCodes} (user_id, channel, code_hmac, expires_at)
          select ${code.userId}, ${code.channel}, ${code.codeHmac}, ${code.expiresAt.toISOString()}::timestamptz
          where exists (select 1 from ${users} where id = ${code.userId})`);
        await also(tx);
      });
    },

    /** The channel of the account's newest code (a resend goes where the last code went). */
    async latestCodeChannel(userId: number): Promise<OtpChannel | undefined> {
      const [row] = await db
        .select({ channel: otpCodes.channel })
        .from(otpCodes)
        .where(eq(otpCodes.userId, userId))
        .orderBy(sql`${otpCodes.createdAt} desc`)
        .limit(1);
      return row?.channel;
    },

    /**
     * Counts one attempt on the account's newest live code on these channels and answers it, in one statement; none
     * when there is no live code or it is out of attempts, so parallel guesses get at most `maxAttempts` comparisons.
     */
    async takeCodeAttempt(userId: number, channels: OtpChannel[], maxAttempts: number) {
      const rows = (
        (await db.execute(sql`
          update ${otpCodes} set attempts = attempts + 1
          where id = (
            select id from ${otpCodes}
            where user_id = ${userId} and channel = any(${sql.param(channels)}::text[]) and consumed_at is null
            order by created_at desc limit 1
          )
            and consumed_at is null and attempts < ${maxAttempts} and expires_at > now()
          returning id, channel, code_hmac`)) as unknown as {
          rows: { id: string; channel: OtpChannel; code_hmac: string }[];
        }
      ).rows;
      const [row] = rows;
      return row ? { id: row.id, channel: row.channel, codeHmac: row.code_hmac } : undefined;
    },

    /** Spends the code; only one of two parallel correct submissions gets true. */
    async consumeCode(codeId: string): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, codeId), sql`${otpCodes.consumedAt} is null`))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    async createSession(session: { userId: number; tokenHash: string; method: SessionMethod; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    /** The owner of an order (an order's link): who they are, and whether still a guest. */
    async orderOwner(orderNumber: string) {
      const [row] = await db
        .select({ user: users })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.orderNumber, orderNumber))
        .limit(1);
      return row?.user;
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

    /** Reads a named secret, creating it with `create()` the first time (processes racing agree on one). */
    async secret(name: string, create: () => string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing({ target: appSecrets.name });
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    },
  };
}
