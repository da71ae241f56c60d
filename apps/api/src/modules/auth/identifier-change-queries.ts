import { and, eq, ne, sql } from 'drizzle-orm';
import type { AlsoInTransaction, Db } from '../../db/client';
import { identifierChanges, sessions } from '../../db/schema';
import { type DetachedHolder, type Identifier, proveFor } from './account-proof';

export function identifierChangeQueries(db: Db) {
  return {
    /** Starts (or restarts) a change of the account's e-mail or mobile number, awaiting the code sent to `newValue`. */
    async startIdentifierChange(
      change: {
        userId: number;
        kind: Identifier['kind'];
        newValue: string;
        codeHmac: string;
        expiresAt: Date;
      },
      also: AlsoInTransaction,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(identifierChanges)
          .values(change)
          .onConflictDoUpdate({
            target: [identifierChanges.userId, identifierChanges.kind],
            set: {
              newValue: change.newValue,
              codeHmac: change.codeHmac,
              expiresAt: change.expiresAt,
              attempts: 0,
              createdAt: sql`now()`,
            },
          });
        await also(tx);
      });
    },

    /** The account's live pending changes. */
    pendingIdentifierChanges(userId: number) {
      return db
        .select({ kind: identifierChanges.kind, newValue: identifierChanges.newValue })
        .from(identifierChanges)
        .where(and(eq(identifierChanges.userId, userId), sql`${identifierChanges.expiresAt} > now()`));
    },

    /** Counts one attempt on the pending change and answers it; none when it is missing, expired or out of attempts. */
    async takeChangeAttempt(userId: number, kind: Identifier['kind'], maxAttempts: number) {
      const [row] = await db
        .update(identifierChanges)
        .set({ attempts: sql`${identifierChanges.attempts} + 1` })
        .where(
          and(
            eq(identifierChanges.userId, userId),
            eq(identifierChanges.kind, kind),
            sql`${identifierChanges.attempts} < ${maxAttempts} and ${identifierChanges.expiresAt} > now()`,
          ),
        )
        .returning();
      return row;
    },

    async cancelIdentifierChange(userId: number, kind: Identifier['kind']) {
      await db
        .delete(identifierChanges)
        .where(and(eq(identifierChanges.userId, userId), eq(identifierChanges.kind, kind)));
    },

    /**
     * Applies a verified change in one transaction: the pending change is spent (only one of two parallel
     * submissions finds it), the identifier proved on this account and taken off accounts that never proved it, and
     * every other session of the account ended when the address is new. Answers undefined when already spent.
     */
    async applyIdentifierChange(
      changeId: string,
      userId: number,
      identifier: Identifier,
      /** The session to keep when every other one ends; none end when the address was the account's own already. */
      keepSessionId: string | undefined,
      also: AlsoInTransaction<DetachedHolder[]>,
    ) {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .delete(identifierChanges)
          .where(eq(identifierChanges.id, changeId))
          .returning({ id: identifierChanges.id });
        if (!spent) return undefined;
        const detached = await proveFor(tx, userId, identifier);
        if (keepSessionId !== undefined) {
          await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
        }
        await also(tx, detached);
        return { detached };
      });
    },
  };
}
