/**
 * SQL of the back office's Deliveries screen: messages in keyset pages (newest first) by state, channel, recipient,
 * customer or order, how many are in each state, one message, and SEND AGAIN in one transaction with its audit row.
 * The text and html of a message are never read here: a code's text is a credential.
 */
import type { DeliveryState } from '@lumen/contract/deliveries';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { deliveries, orders } from '../../db/schema/index';

type Actor = Pick<AuditRecord, 'staffId' | 'requestId'>;
/** Where a page starts: after this message (the previous page's last). */
export type DeliveryPosition = { createdAt: string; id: string };

export type DeliveryFilters = {
  state?: DeliveryState | undefined;
  channel?: (typeof deliveries.$inferSelect)['channel'] | undefined;
  /** Part of the recipient, any case. */
  recipient?: string | undefined;
  userId?: number | undefined;
  /** A readable order number. */
  orderNumber?: string | undefined;
};

/** Every column the screen shows, and the order's readable number: never `text` or `html`. */
const shown = {
  id: deliveries.id,
  channel: deliveries.channel,
  recipient: deliveries.recipient,
  subject: deliveries.subject,
  kind: deliveries.kind,
  state: deliveries.state,
  attempts: deliveries.attempts,
  lastError: deliveries.lastError,
  userId: deliveries.userId,
  orderNumber: orders.orderNumber,
  createdAt: deliveries.createdAt,
  updatedAt: deliveries.updatedAt,
  sentAt: deliveries.sentAt,
};

const likeText = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const selectShown = (db: Db) =>
  db.select(shown).from(deliveries).leftJoin(orders, eq(orders.id, deliveries.orderId)).$dynamic();

export type DeliveryListRow = Awaited<ReturnType<typeof selectShown>>[number];

export function createAdminDeliveryRepository(db: Db) {
  return {
    /** Up to `limit` messages matching the filters, newest first, after `after`; each with its position. */
    list(query: DeliveryFilters & { after?: DeliveryPosition | undefined; limit: number }) {
      return db
        .select({
          ...shown,
          position: sql<string>`to_char(${deliveries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(deliveries)
        .leftJoin(orders, eq(orders.id, deliveries.orderId))
        .where(
          and(
            query.state ? eq(deliveries.state, query.state) : undefined,
            query.channel ? eq(deliveries.channel, query.channel) : undefined,
            query.recipient ? sql`lower(${deliveries.recipient}) like ${likeText(query.recipient)}` : undefined,
            query.userId !== undefined ? eq(deliveries.userId, query.userId) : undefined,
            query.orderNumber !== undefined ? eq(orders.orderNumber, query.orderNumber) : undefined,
            query.after
              ? sql`(${deliveries.createdAt}, ${deliveries.id}) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
        .limit(query.limit);
    },

    /** How many messages are in each state, in the whole table (a state with none is absent). */
    counts() {
      return db
        .select({ state: deliveries.state, count: sql<number>`count(*)::int` })
        .from(deliveries)
        .groupBy(deliveries.state);
    },

    async find(id: string): Promise<DeliveryListRow | undefined> {
      const [row] = await selectShown(db).where(eq(deliveries.id, id));
      return row;
    },

    /**
     * SEND AGAIN in one transaction: the message is locked, `putBack` puts it on the queue (false when it cannot be),
     * and the audit row is written. Answers undefined for an unknown message, the message as it was when refused, or
     * the message now waiting.
     */
    async sendAgain(
      id: string,
      actor: Actor,
      putBack: (tx: Db) => Promise<boolean>,
    ): Promise<{ queued: boolean; row: DeliveryListRow } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ state: deliveries.state, attempts: deliveries.attempts })
          .from(deliveries)
          .where(eq(deliveries.id, id))
          .for('update');
        if (!before) return undefined;
        const queued = await putBack(tx);
        if (queued) {
          await recordAudit(tx, {
            ...actor,
            action: 'delivery.send_again',
            entity: 'delivery',
            entityId: id,
            before: { state: before.state, attempts: before.attempts },
            after: { state: 'waiting' },
          });
        }
        const [row] = await selectShown(tx).where(eq(deliveries.id, id));
        if (!row) throw new Error('delivery gone inside its own transaction');
        return { queued, row };
      });
    },
  };
}
export type AdminDeliveryRepository = ReturnType<typeof createAdminDeliveryRepository>;
