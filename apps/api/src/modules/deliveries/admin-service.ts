/**
 * The back office's Deliveries: every message the shop sends, in cursor pages with how many are in each state, and
 * SEND AGAIN — a message that failed for good back on the queue, audited; never a one-time code (the shopper asks
 * for a new one).
 */
import {
  ADMIN_DELIVERY_MESSAGES,
  type AdminDeliveryQuery,
  DELIVERY_STATES,
  type Delivery,
  type DeliveryState,
} from '@lumen/contract/deliveries';
import { decodeCursor, encodeCursor, isMicrosecondTime } from '../../lib/cursor';
import { pageOf } from '../../lib/page';
import { conflict, notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type { AdminDeliveryRepository, DeliveryListRow, DeliveryPosition } from './admin-repository';
import type { Deliveries } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BAD_CURSOR = 'cursor: not a cursor';

/** The list's cursor: the last message's `{ createdAt, id }`, the time to the microsecond. */
function readDeliveryCursor(value: unknown): DeliveryPosition | undefined {
  const { createdAt, id } = (value ?? {}) as Partial<Record<keyof DeliveryPosition, unknown>>;
  return isMicrosecondTime(createdAt) && typeof id === 'string' && UUID.test(id) ? { createdAt, id } : undefined;
}

export const presentDelivery = (row: DeliveryListRow): Delivery => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  last_error: row.lastError,
  user_id: row.userId,
  order_id: row.orderNumber,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export function createAdminDeliveryService(repository: AdminDeliveryRepository, options: { deliveries: Deliveries }) {
  return {
    async list(query: AdminDeliveryQuery) {
      const [rows, counted] = await Promise.all([
        repository.list({
          state: query.state,
          channel: query.channel,
          recipient: query.recipient || undefined,
          userId: query.user_id,
          orderNumber: query.order_id ? query.order_id.toUpperCase() : undefined,
          after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, readDeliveryCursor, BAD_CURSOR),
          limit: query.limit + 1,
        }),
        repository.counts(),
      ]);
      const { shown, next_cursor } = pageOf(rows, query.limit, (last) =>
        encodeCursor({ createdAt: last.position, id: last.id }),
      );
      const counts = Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as Record<DeliveryState, number>;
      for (const { state, count } of counted) counts[state] = Number(count);
      return { deliveries: shown.map(presentDelivery), next_cursor, counts };
    },

    async detail(id: string): Promise<Delivery> {
      const row = await repository.find(id);
      if (!row) throw notFound(ADMIN_DELIVERY_MESSAGES.notFound);
      return presentDelivery(row);
    },

    /** Puts a message that failed for good back on the queue, audited; 409 for any other, 404 for none. */
    async sendAgain(id: string, actor: Actor): Promise<Delivery> {
      const outcome = await repository.sendAgain(id, actor, (tx) => options.deliveries.sendAgain(tx, id));
      if (!outcome) throw notFound(ADMIN_DELIVERY_MESSAGES.notFound);
      if (!outcome.queued) {
        throw conflict(
          outcome.row.kind === 'code' ? ADMIN_DELIVERY_MESSAGES.codeNotResent : ADMIN_DELIVERY_MESSAGES.onlyFailed,
        );
      }
      return presentDelivery(outcome.row);
    },
  };
}
export type AdminDeliveryService = ReturnType<typeof createAdminDeliveryService>;
