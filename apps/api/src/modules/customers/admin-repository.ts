/**
 * SQL of the back office's customers: search in keyset pages, a customer's rows for the detail and the export, and
 * the two changes — disable / enable (ending their sessions) and erase — each one transaction with its audit row.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import {
  addresses,
  cartItems,
  carts,
  contactMessages,
  identifierChanges,
  orderItems,
  orders,
  otpCodes,
  products,
  productVariants,
  sessions,
  userAvatars,
  userIdentities,
  users,
  wishlistItems,
} from '../../db/schema/index';

type Actor = Pick<AuditRecord, 'staffId' | 'requestId'>;
export type CustomerRow = typeof users.$inferSelect;

const ordersOf = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`;
const likeText = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The contact-form messages sent from the customer's e-mail address or mobile number. */
const theirMessages = (user: Pick<CustomerRow, 'email' | 'mobile'>) => {
  const contacts = [user.email?.toLowerCase(), user.mobile].filter((c): c is string => Boolean(c));
  return contacts.length > 0 ? inArray(sql`lower(${contactMessages.contact})`, contacts) : sql`false`;
};

export function createAdminCustomerRepository(db: Db) {
  return {
    /** Up to `limit` customers matching `q` (name, e-mail, mobile), newest first, after the customer `after`. */
    async list(query: { q?: string | undefined; after?: number | undefined; limit: number }) {
      const pattern = query.q ? likeText(query.q) : undefined;
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          disabledAt: users.disabledAt,
          erasedAt: users.erasedAt,
          guest: users.guest,
          createdAt: users.createdAt,
          orders: ordersOf,
        })
        .from(users)
        .where(
          and(
            pattern
              ? or(
                  sql`lower(${users.name}) like ${pattern}`,
                  sql`lower(${users.email}) like ${pattern}`,
                  sql`${users.mobile} like ${pattern}`,
                )
              : undefined,
            query.after !== undefined ? sql`${users.id} < ${query.after}` : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(query.limit);
    },

    async find(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    addresses: (id: number) =>
      db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.createdAt)),

    orders: (id: number) =>
      db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.createdAt), desc(orders.id)),

    /** The rows of the export beyond the profile, addresses and orders. */
    async exportRows(user: CustomerRow) {
      const [wishlist, cart, items, messages, avatar] = await Promise.all([
        db
          .select({ productId: wishlistItems.productId, name: products.name, addedAt: wishlistItems.createdAt })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(eq(wishlistItems.userId, user.id)),
        db
          .select({
            productId: cartItems.productId,
            name: products.name,
            size: productVariants.size,
            sku: productVariants.sku,
            quantity: cartItems.quantity,
            savedForLater: cartItems.savedForLater,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
          .where(eq(cartItems.userId, user.id)),
        db
          .select({ orderId: orderItems.orderId, item: orderItems })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.userId, user.id))
          .orderBy(asc(orderItems.position)),
        db
          .select({ createdAt: contactMessages.createdAt, message: contactMessages.message })
          .from(contactMessages)
          .where(theirMessages(user))
          .orderBy(asc(contactMessages.createdAt)),
        db.select({ userId: userAvatars.userId }).from(userAvatars).where(eq(userAvatars.userId, user.id)),
      ]);
      return { wishlist, cart, items, messages, hasAvatar: avatar.length > 0 };
    },

    /**
     * Disables (ending every session) or enables the customer, with the audit row. Answers undefined for an unknown
     * customer, else the row before and after and how many sessions ended.
     */
    async setDisabled(id: number, disabled: boolean, actor: Actor) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(users)
          .set({ disabledAt: disabled ? (before.disabledAt ?? new Date()) : null })
          .where(eq(users.id, id))
          .returning();
        const ended = disabled
          ? await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ tokenHash: sessions.tokenHash })
          : [];
        await recordAudit(tx, {
          ...actor,
          action: disabled ? 'customer.disable' : 'customer.enable',
          entity: 'customer',
          entityId: String(id),
          before: { disabled: before.disabledAt !== null },
          after: { disabled, sessions_ended: ended.length },
        });
        return { before, after: after ?? before, ended };
      });
    },

    /**
     * Erases the customer unless they have an open order: the row stays (orders point at it) with no name,
     * identifiers or password; addresses, wishlist, cart, picture, sessions, codes, Google sign-in and contact messages go; orders
     * stay as tax records, without the e-mail address. Answers 'not-found', 'erased', 'open-orders' or what it did.
     */
    async erase(id: number, actor: Actor, now: Date) {
      return db.transaction(async (tx) => {
        // Locked first: an order being placed locks this row too, so one waits for the other (and an order after
        // the erasure finds an empty cart).
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user) return 'not-found' as const;
        if (user.erasedAt) return 'erased' as const;
        const open = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, id), eq(orders.status, 'Pending')))
          .limit(1);
        if (open.length > 0) return 'open-orders' as const;
        await tx.delete(contactMessages).where(theirMessages(user));
        for (const table of [
          addresses,
          wishlistItems,
          cartItems,
          carts,
          userAvatars,
          otpCodes,
          identifierChanges,
          userIdentities,
        ]) {
          await tx.delete(table).where(eq(table.userId, id));
        }
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, id))
          .returning({ tokenHash: sessions.tokenHash });
        const kept = await tx
          .update(orders)
          .set({ customerEmail: null })
          .where(eq(orders.userId, id))
          .returning({ id: orders.id });
        await tx
          .update(users)
          .set({
            name: '',
            email: null,
            mobile: null,
            passwordHash: null,
            emailVerifiedAt: null,
            mobileVerifiedAt: null,
            disabledAt: user.disabledAt ?? now,
            erasedAt: now,
            updatedAt: now,
          })
          .where(and(eq(users.id, id), isNull(users.erasedAt)));
        // Nothing personal in the audit row: the log cannot be edited, so it must not keep what was erased.
        await recordAudit(tx, {
          ...actor,
          action: 'customer.erase',
          entity: 'customer',
          entityId: String(id),
          after: { erased: true, orders_kept: kept.length, sessions_ended: ended.length },
        });
        return { ended, ordersKept: kept.length };
      });
    },

    /** Records that staff exported the customer's data (who and when; not the data). */
    async recordExport(id: number, actor: Actor) {
      await db.transaction((tx) =>
        recordAudit(tx, { ...actor, action: 'customer.export', entity: 'customer', entityId: String(id) }),
      );
    },
  };
}
export type AdminCustomerRepository = ReturnType<typeof createAdminCustomerRepository>;
