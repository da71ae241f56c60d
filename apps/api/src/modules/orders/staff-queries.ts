/**
 * SQL of the back office's orders: the filtered, sorted list (keyset pages), an order's details with its timeline,
 * notes and buyer, and the fulfilment steps. Each step is one transaction whose update carries the rule in its
 * `where` (so of parallel requests only one can win) together with its timeline row and its audit row.
 */
import type { OrderStatus } from '@lumen/contract/constants';
import type { CollectionMethod } from '@lumen/contract/orders';
import { SHOP } from '@lumen/contract/shop';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../db/audit';
import type { AlsoInTransaction, Db } from '../../db/client';
import { type OrderRow, orderEvents, orderItems, orderNotes, orders, staff, users } from '../../db/schema/index';

export type AdminOrderSort = 'date' | 'total';
/** Where a page starts: after this order in the chosen sort (created_at to the microsecond, or the total). */
export type AdminOrderPosition = { sort: AdminOrderSort; dir: 'asc' | 'desc'; value: string | number; id: number };

export type AdminOrderFilters = {
  status?: OrderStatus | undefined;
  shipped?: boolean | undefined;
  /** Days on the shop's clock, both included. */
  from?: string | undefined;
  to?: string | undefined;
  search?: AdminOrderSearch | undefined;
  sort: AdminOrderSort;
  dir: 'asc' | 'desc';
  after: AdminOrderPosition | null;
  limit: number;
};

/** What `q` was read as: an order id, a mobile number, or the start of a name or e-mail. */
export type AdminOrderSearch =
  | { kind: 'order'; orderNumber: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'email'; prefix: string }
  | { kind: 'name-or-email'; prefix: string };

/** The staff member acting and the request, for the audit row. */
type Audit = { staffId: string; requestId?: string | undefined };

/** `like` pattern for "starts with", with the user's % and _ taken literally. */
const startsWith = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The instant a day on the shop's clock starts. */
const shopDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP.timeZone})`;

function searchCondition(search: AdminOrderSearch): SQL | undefined {
  switch (search.kind) {
    case 'order':
      return eq(orders.orderNumber, search.orderNumber);
    case 'mobile':
      return sql`${orders.userId} in (select ${users.id} from ${users} where ${users.mobile} = ${search.mobile})`;
    case 'email':
      return sql`lower(${orders.customerEmail}) like ${startsWith(search.prefix)}`;
    case 'name-or-email':
      return or(
        sql`lower(${orders.customerName}) like ${startsWith(search.prefix)}`,
        sql`lower(${orders.customerEmail}) like ${startsWith(search.prefix)}`,
      );
  }
}

const cancelledByStaff = alias(staff, 'cancelled_by_staff');

/** The back office's statements: the order list, an order with its staff, notes and the fulfilment steps. */
export function staffOrderQueries(db: Db) {
  return {
    /** One row more than `limit`, to tell whether a next page follows. */
    list(filters: AdminOrderFilters) {
      const key = filters.sort === 'total' ? orders.total : orders.createdAt;
      const after = filters.after;
      const afterValue =
        after === null ? null : filters.sort === 'total' ? sql`${after.value}::int` : sql`${after.value}::timestamptz`;
      const keyset =
        after === null
          ? undefined
          : filters.dir === 'desc'
            ? sql`(${key}, ${orders.id}) < (${afterValue}, ${after.id})`
            : sql`(${key}, ${orders.id}) > (${afterValue}, ${after.id})`;
      const order = filters.dir === 'desc' ? [desc(key), desc(orders.id)] : [asc(key), asc(orders.id)];
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          position: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          status: orders.status,
          shippedAt: orders.shippedAt,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          total: orders.total,
          paymentStatus: orders.paymentStatus,
          // Qualified by hand: in a one-table select Drizzle writes columns unqualified, so `${orders.id}` would be
          // read inside the subquery as order_items.id.
          pieces: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems}.${sql.identifier('order_id')} = ${orders}.${sql.identifier('id')})::int`,
        })
        .from(orders)
        .where(
          and(
            filters.status ? eq(orders.status, filters.status) : undefined,
            filters.shipped === undefined
              ? undefined
              : filters.shipped
                ? isNotNull(orders.shippedAt)
                : isNull(orders.shippedAt),
            filters.from ? gte(orders.createdAt, shopDayStart(filters.from)) : undefined,
            filters.to ? lt(orders.createdAt, sql`${shopDayStart(filters.to)} + interval '1 day'`) : undefined,
            filters.search ? searchCondition(filters.search) : undefined,
            keyset,
          ),
        )
        .orderBy(...order)
        .limit(filters.limit + 1);
    },

    async findByNumber(orderNumber: string) {
      const [row] = await db
        .select({ order: orders, email: users.email, mobile: users.mobile, cancelledByName: cancelledByStaff.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(cancelledByStaff, eq(cancelledByStaff.id, orders.cancelledByStaff))
        .where(eq(orders.orderNumber, orderNumber))
        .limit(1);
      return row;
    },

    /** The timeline, oldest first, with the name of the staff member behind each step. */
    events: (orderId: number) =>
      db
        .select({ event: orderEvents, staffName: staff.name })
        .from(orderEvents)
        .leftJoin(staff, eq(staff.id, orderEvents.staffId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),

    notes: (orderId: number) =>
      db
        .select({ note: orderNotes, staffName: staff.name })
        .from(orderNotes)
        .innerJoin(staff, eq(staff.id, orderNotes.staffId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.at), asc(orderNotes.id)),

    /** Pending and not shipped → shipped with the carrier and tracking; undefined when the order is not so. */
    async ship(
      orderId: number,
      shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
      at: Date,
      audit: Audit,
      also: AlsoInTransaction<OrderRow>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ ...shipment, shippedAt: at, shippedBy: audit.staffId })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.status, 'Pending'),
              isNull(orders.shippedAt),
              sql`${orders.paymentStatus} in ('paid', 'due_on_delivery')`,
            ),
          )
          .returning();
        if (!row) return undefined;
        const details = {
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          tracking_url: shipment.trackingUrl,
        };
        await tx.insert(orderEvents).values({ orderId, kind: 'shipped', at, staffId: audit.staffId, details });
        await recordAudit(tx, {
          ...audit,
          action: 'order.ship',
          entity: 'order',
          entityId: row.orderNumber,
          // The update's condition is what the order was before.
          before: { status: 'Pending', shipped_at: null },
          after: { status: row.status, shipped_at: at.toISOString(), ...details },
        });
        await also(tx, row);
        return row;
      });
    },

    /** Shipped and still Pending → Delivered; undefined when the order is not so. */
    async deliver(orderId: number, at: Date, audit: Audit, also: AlsoInTransaction<OrderRow>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ status: 'Delivered', deliveredAt: at })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), isNotNull(orders.shippedAt)))
          .returning();
        if (!row) return undefined;
        await tx.insert(orderEvents).values({ orderId, kind: 'delivered', at, staffId: audit.staffId });
        await recordAudit(tx, {
          ...audit,
          action: 'order.deliver',
          entity: 'order',
          entityId: row.orderNumber,
          before: { status: 'Pending', delivered_at: null },
          after: { status: row.status, delivered_at: at.toISOString() },
        });
        await also(tx, row);
        return row;
      });
    },

    /**
     * A pay-on-delivery order still due, shipped and not cancelled → paid, with the money the courier collected;
     * undefined when the order is not so (so of two staff pressing at once, one records it).
     */
    async markPaid(orderId: number, payment: { method: CollectionMethod; amount: number }, at: Date, audit: Audit) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            paidAt: at,
            collectedMethod: payment.method,
            collectedAmount: payment.amount,
            collectedBy: audit.staffId,
          })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.paymentMethod, 'pay_on_delivery'),
              eq(orders.paymentStatus, 'due_on_delivery'),
              ne(orders.status, 'Cancelled'),
              isNotNull(orders.shippedAt),
              eq(orders.total, payment.amount),
            ),
          )
          .returning();
        if (!row) return undefined;
        await recordAudit(tx, {
          ...audit,
          action: 'order.mark_paid',
          entity: 'order',
          entityId: row.orderNumber,
          before: { payment_status: 'due_on_delivery', paid_at: null },
          after: { payment_status: 'paid', paid_at: at.toISOString(), method: payment.method, amount: payment.amount },
        });
        return row;
      });
    },

    /** The staff's audit row of a cancellation, written inside the cancellation's transaction. */
    recordCancel: (tx: Db, row: { orderNumber: string; cancelledAt: Date | null }, reason: string, audit: Audit) =>
      recordAudit(tx, {
        ...audit,
        action: 'order.cancel',
        entity: 'order',
        entityId: row.orderNumber,
        before: { status: 'Pending', shipped_at: null },
        after: { status: 'Cancelled', cancelled_at: row.cancelledAt?.toISOString() ?? null, reason },
      }),

    async addNote(order: { id: number; orderNumber: string }, text: string, at: Date, audit: Audit) {
      return db.transaction(async (tx) => {
        const [note] = await tx
          .insert(orderNotes)
          .values({ orderId: order.id, staffId: audit.staffId, text, at })
          .returning();
        if (!note) throw new Error('note insert returned nothing');
        await recordAudit(tx, {
          ...audit,
          action: 'order.note',
          entity: 'order',
          entityId: order.orderNumber,
          after: { note_id: note.id, text },
        });
        return note;
      });
    },
  };
}
