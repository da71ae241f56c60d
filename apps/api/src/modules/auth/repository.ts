/**
 * SQL of accounts: users and the proof of their identifiers, sessions and one-time codes. The look-ups that answer
 * unauthenticated calls run the same statements whether or not an account matches (user id 0 matches nothing), so
 * their timing does not tell known accounts apart.
 */
import type { OtpChannel } from '@lumen/contract/constants';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  appSecrets,
  couponRedemptions,
  identifierChanges,
  orders,
  otpCodes,
  type SessionMethod,
  sessions,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
type Executor = Pick<Db, 'select' | 'update' | 'delete' | 'insert' | 'execute'>;

/** An e-mail address or a mobile number, as the calls name them. */
export type Identifier = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

/** Who was told what when an identifier moved: the account that lost it, and where it can still be reached. */
export type DetachedHolder = Pick<UserRow, 'id' | 'name' | 'email' | 'mobile' | 'emailVerifiedAt' | 'mobileVerifiedAt'>;

/** The account an unauthenticated call may act on for this identifier: its proved holder, else a pending sign-up. */
const holderOf = (identifier: Identifier) =>
  identifier.kind === 'email'
    ? sql`lower(${users.email}) = ${identifier.value.toLowerCase()} and (${users.emailVerifiedAt} is not null or ${users.mobileVerifiedAt} is null)`
    : sql`${users.mobile} = ${identifier.value} and (${users.mobileVerifiedAt} is not null or ${users.emailVerifiedAt} is null)`;

const provedFirst = (identifier: Identifier) =>
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
 * Gives `identifier` to `userId` as proved, merging in the guests that proved it, and takes it off every other account
 * that holds it unproved. Answers those accounts (before the change), so they can be told. A registered proved holder
 * elsewhere makes the unique index refuse.
 */
async function proveFor(tx: Executor, userId: number, identifier: Identifier): Promise<DetachedHolder[]> {
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
  await mergeGuests(tx, userId, identifier);
  for (const holder of detached) {
    await tx
      .update(users)
      .set(
        identifier.kind === 'email' ? { email: null, updatedAt: sql`now()` } : { mobile: null, updatedAt: sql`now()` },
      )
      .where(eq(users.id, holder.id));
  }
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

export function createAuthRepository(db: Db) {
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
    proveIdentifier(userId: number, identifier: Identifier) {
      return db.transaction((tx) => proveFor(tx, userId, identifier));
    },

    /**
     * Replaces every outstanding code of the account with a new one, in one statement. For user id 0 (no account)
     * the same statement runs and writes nothing.
     */
    async replaceCode(code: { userId: number; channel: OtpChannel; codeHmac: string; expiresAt: Date }) {
      await db.execute(sql`
        with replaced as (delete from ${otpCodes} where user_id = ${code.userId})
        insert into ${otpCodes} (user_id, channel, code_hmac, expires_at)
        select ${code.userId}, ${code.channel}, ${code.codeHmac}, ${code.expiresAt.toISOString()}::timestamptz
        where exists (select 1 from ${users} where id = ${code.userId})`);
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

    /**
     * The new password (which makes a guest an account), every other session ended and every outstanding code spent:
     * one transaction.
     */
    async changePassword(userId: number, passwordHash: string, keepSessionId: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, guest: false, updatedAt: sql`now()` }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
        await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
      });
    },

    /** Starts (or restarts) a change of the account's e-mail or mobile number, awaiting the code sent to `newValue`. */
    async startIdentifierChange(change: {
      userId: number;
      kind: Identifier['kind'];
      newValue: string;
      codeHmac: string;
      expiresAt: Date;
    }) {
      await db
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
        return { detached };
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
