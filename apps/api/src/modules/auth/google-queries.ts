/**
 * SQL of Google sign-in (decision 038): who a Google identity belongs to, and the one transaction that finds, links or
 * creates its account. Transactions for one Google subject take turns (an advisory lock on it), so two first sign-ins
 * at once make one account.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userIdentities, users } from '../../db/schema';
import { type DetachedHolder, detachUnproved, proveFor, type UserRow } from './account-proof';
import type { GoogleClaims } from './google-token';

/** What the sign-in did beyond a plain sign-in, for the notices sent in its transaction. */
export type GoogleOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'linked'; user: UserRow }
  | { kind: 'created'; user: UserRow; detached: DetachedHolder[] };

/** Whether Google speaks for the address: a Gmail address, or one of a Workspace domain Google manages (`hd`). */
export const googleIsAuthoritative = (claims: GoogleClaims) =>
  claims.emailVerified &&
  claims.email !== null &&
  (/@(gmail|googlemail)\.com$/.test(claims.email) || claims.hostedDomain !== null);

/** The answers a sign-in refuses with: not proved by Google, or an account that must prove the address here first. */
export type GoogleRefusal = 'email-unverified' | 'prove-first';

export function googleQueries(db: Db) {
  return {
    /**
     * Finds the account of a verified Google identity, links it to the registered account that proved its e-mail when
     * Google speaks for that address, or creates an account from its e-mail and name; then `also` runs in the same
     * transaction (the notices). Answers a refusal instead when neither may be done.
     */
    async accountFor(
      claims: GoogleClaims,
      also: (tx: Db, outcome: GoogleOutcome) => Promise<unknown>,
    ): Promise<GoogleOutcome | GoogleRefusal> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`google:${claims.subject}`}, 0))`);
          const outcome = await findLinkOrCreate(tx, claims);
          if (typeof outcome !== 'string') await also(tx, outcome);
          return outcome;
        });
      } catch (err) {
        // The account already has another Google identity, or a registered account proved the address meanwhile.
        if (isUniqueViolation(err)) return 'prove-first';
        throw err;
      }
    },
  };
}

async function findLinkOrCreate(tx: Db, claims: GoogleClaims): Promise<GoogleOutcome | GoogleRefusal> {
  const [known] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, claims.subject)));
  if (known) {
    await tx
      .update(userIdentities)
      .set({ email: claims.email, lastUsedAt: sql`now()` })
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, claims.subject)));
    return { kind: 'signed-in', user: known.user };
  }
  if (!claims.email || !claims.emailVerified) return 'email-unverified';
  const email = claims.email;
  const link = (userId: number) =>
    tx.insert(userIdentities).values({ provider: 'google', subject: claims.subject, userId, email });

  // A registered account that proved the address: linked only when Google speaks for it (decision 014's rule).
  const [holder] = await tx
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        sql`${users.emailVerifiedAt} is not null`,
        eq(users.guest, false),
        isNull(users.erasedAt),
      ),
    )
    .for('update');
  if (holder) {
    if (!googleIsAuthoritative(claims)) return 'prove-first';
    await link(holder.id);
    return { kind: 'linked', user: holder };
  }

  // A guest who proved the address brings their orders in, as at sign-up; only when Google speaks for the address.
  const [guest] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email}`, sql`${users.emailVerifiedAt} is not null`, eq(users.guest, true)),
    );
  if (guest && !googleIsAuthoritative(claims)) return 'prove-first';

  const identifier = { kind: 'email' as const, value: email };
  const detached = await detachUnproved(tx, 0, identifier);
  const [created] = await tx
    .insert(users)
    .values({ name: claims.name ?? email.split('@')[0] ?? email, email })
    .returning();
  if (!created) throw new Error('user insert returned nothing');
  await proveFor(tx, created.id, identifier);
  await link(created.id);
  const [user] = await tx.select().from(users).where(eq(users.id, created.id));
  return { kind: 'created', user: user ?? created, detached };
}
export type GoogleQueries = ReturnType<typeof googleQueries>;
