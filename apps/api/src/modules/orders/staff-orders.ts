/**
 * The back office's orders: the list and details, and the fulfilment steps with their rules — ship a Pending,
 * unshipped order; deliver a shipped one; cancel one that has not shipped (also after the customer's 12-hour window);
 * note anything. A step that does not apply is a 409 saying why. The customer hears of each step after the commit.
 */
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuerySchema,
  type CancelOrderRequest,
  type MarkPaidRequest,
  type ShipOrderRequestSchema,
} from '@lumen/contract/admin-orders';
import { type CurrencyCode, formatMoney } from '@lumen/contract/money';
import type { Shipment } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { pageOf } from '../../lib/page';
import { badRequest, conflict, notFound } from '../../plugins/envelope-and-errors';
import type { Outgoing } from '../deliveries/service';
import {
  cancelledEmail,
  cancelledSms,
  deliveredEmail,
  deliveredSms,
  shippedEmail,
  shippedSms,
} from './fulfilment-messages';
import { renderPackingSlip } from './packing-slip';
import { toOrder, toOrderEvent } from './presenters';
import type { OrderContext } from './service';
import { decodeAdminCursor, encodeAdminCursor } from './staff-cursor';
import type { AdminOrderSearch } from './staff-queries';

export type StaffActor = { staffId: string; requestId?: string | undefined };
type ListQuery = z.output<typeof AdminOrdersQuerySchema>;

type State = Pick<OrderRow, 'status' | 'shippedAt' | 'paymentStatus'>;

/** Why the order cannot ship as it is, or null when it can: an online order ships once paid. */
export function shipProblem(row: State): string | null {
  if (row.status === 'Cancelled') return ADMIN_ORDER_MESSAGES.shipCancelled;
  if (row.status === 'Delivered') return ADMIN_ORDER_MESSAGES.alreadyDelivered;
  if (row.shippedAt) return ADMIN_ORDER_MESSAGES.alreadyShipped;
  if (row.paymentStatus !== 'paid' && row.paymentStatus !== 'due_on_delivery') return ADMIN_ORDER_MESSAGES.shipUnpaid;
  return null;
}

export function deliverProblem(row: State): string | null {
  if (row.status === 'Cancelled') return ADMIN_ORDER_MESSAGES.deliverCancelled;
  if (row.status === 'Delivered') return ADMIN_ORDER_MESSAGES.alreadyDelivered;
  if (!row.shippedAt) return ADMIN_ORDER_MESSAGES.deliverUnshipped;
  return null;
}

export function staffCancelProblem(row: State): string | null {
  if (row.status === 'Cancelled') return ADMIN_ORDER_MESSAGES.alreadyCancelled;
  if (row.status === 'Delivered') return ADMIN_ORDER_MESSAGES.cancelDelivered;
  if (row.shippedAt) return ADMIN_ORDER_MESSAGES.cancelShipped;
  return null;
}

type PayState = State & Pick<OrderRow, 'paymentMethod'>;

/** Why MARK PAID does not apply: only a pay-on-delivery order still due, not cancelled, once the courier has it. */
export function markPaidProblem(row: PayState): string | null {
  if (row.status === 'Cancelled') return ADMIN_ORDER_MESSAGES.payCancelled;
  if (row.paymentMethod !== 'pay_on_delivery') return ADMIN_ORDER_MESSAGES.payNotOnDelivery;
  if (row.paymentStatus !== 'due_on_delivery') return ADMIN_ORDER_MESSAGES.alreadyPaid;
  if (!row.shippedAt) return ADMIN_ORDER_MESSAGES.payUnshipped;
  return null;
}

/** How `q` is searched: an order id or a mobile number exactly, an e-mail or a name from its start. */
export function readSearch(q: string): AdminOrderSearch {
  if (/^LJ-\d{4}-\d+$/i.test(q)) return { kind: 'order', orderNumber: q.toUpperCase() };
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d{6,15}$/.test(digits)) return { kind: 'mobile', mobile: digits.replace(/^\+?91(?=\d{10}$)/, '') };
  if (q.includes('@')) return { kind: 'email', prefix: q };
  return { kind: 'name-or-email', prefix: q };
}

/** What the staff's order calls share: finding and presenting an order, telling the customer, refusing a step. */
function staffOrderSteps(context: OrderContext) {
  const { now } = context;
  const repository = context.repository.staff;

  async function found(orderNumber: string) {
    const row = await repository.findByNumber(orderNumber);
    if (!row) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    return row;
  }

  async function present(orderNumber: string): Promise<AdminOrder> {
    const { order: row, email, mobile, cancelledByName } = await found(orderNumber);
    const [items, events, notes] = await Promise.all([
      context.repository.items(row.id),
      repository.events(row.id),
      repository.notes(row.id),
    ]);
    const {
      can_cancel: _c,
      cancel_until: _u,
      timeline: _t,
      ...order
    } = toOrder(
      row,
      items,
      events.map((e) => e.event),
      now(),
    );
    return {
      ...order,
      customer: { id: row.userId, name: row.customerName, email, mobile },
      cancellation:
        row.status === 'Cancelled'
          ? {
              by: row.cancelledBy ?? 'customer',
              reason: row.cancelReason,
              staff: row.cancelledByStaff ? { id: row.cancelledByStaff, name: cancelledByName ?? '' } : null,
            }
          : null,
      timeline: events.map(({ event, staffName }) => ({
        ...toOrderEvent(event),
        staff: event.staffId ? { id: event.staffId, name: staffName ?? '' } : null,
      })),
      notes: notes.map(({ note, staffName }) => ({
        id: note.id,
        at: note.at.toISOString(),
        staff: { id: note.staffId, name: staffName },
        text: note.text,
      })),
      payment_flag: row.paymentFlag,
      payment_checkout: row.paymentCheckout,
    };
  }

  /**
   * The customer's notices of a step, put on the job queue in the step's own transaction: they go if and only if the
   * step commits, and a mail server that is down only delays them.
   */
  const tell = (order: { id: number; userId: number }, messages: (Omit<Outgoing, 'kind'> | null)[]) => (tx: Db) =>
    context.deliveries.enqueue(
      tx,
      messages.map((message) => message && { ...message, kind: 'order', orderId: order.id, userId: order.userId }),
    );

  const detailsUrl = (orderId: string) => `${context.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: orderId })}`;

  /** 409 with the reason the step does not apply now (the order changed between the read and the update). */
  async function refused(orderNumber: string, problem: (row: PayState) => string | null, fallback: string) {
    const { order } = await found(orderNumber);
    return conflict(problem(order) ?? fallback);
  }
  return { now, repository, found, present, tell, detailsUrl, refused };
}

/** The back office's side of orders: their list and details, the fulfilment steps and notes (service.ts). */
export function staffOrders(context: OrderContext) {
  const { now, repository, found, present, tell, detailsUrl, refused } = staffOrderSteps(context);

  return {
    async list(query: ListQuery): Promise<AdminOrderPage> {
      const after = query.cursor === undefined ? null : decodeAdminCursor(query.cursor, query.sort, query.dir);
      const rows = await repository.list({
        status: query.status,
        shipped: query.shipped === undefined ? undefined : query.shipped === 'yes',
        from: query.from,
        to: query.to,
        search: query.q ? readSearch(query.q) : undefined,
        sort: query.sort,
        dir: query.dir,
        after,
        limit: query.limit,
      });
      const { shown, next_cursor } = pageOf(rows, query.limit, (last) =>
        encodeAdminCursor({
          sort: query.sort,
          dir: query.dir,
          value: query.sort === 'total' ? last.total : last.position,
          id: last.id,
        }),
      );
      return {
        orders: shown.map((row) => ({
          order_id: row.orderNumber,
          created_at: row.createdAt.toISOString(),
          status: row.status,
          shipped_at: row.shippedAt?.toISOString() ?? null,
          customer_name: row.customerName,
          customer_email: row.customerEmail,
          pieces: row.pieces,
          total: row.total,
          payment_status: row.paymentStatus,
        })),
        next_cursor,
      };
    },

    find: present,

    async ship(orderNumber: string, input: z.output<typeof ShipOrderRequestSchema>, actor: StaffActor) {
      const { order, email, mobile } = await found(orderNumber);
      const problem = shipProblem(order);
      if (problem) throw conflict(problem);
      const shipment: Shipment = {
        carrier: input.carrier,
        tracking_number: input.tracking_number,
        tracking_url: input.tracking_url ?? null,
      };
      const url = detailsUrl(orderNumber);
      const shipped = await repository.ship(
        order.id,
        { carrier: shipment.carrier, trackingNumber: shipment.tracking_number, trackingUrl: shipment.tracking_url },
        now(),
        actor,
        // The tracking goes by e-mail and by SMS, to whichever the customer has.
        tell(order, [
          email
            ? { channel: 'email', to: email, ...shippedEmail(order.customerName, orderNumber, shipment, url) }
            : null,
          mobile ? { channel: 'sms', to: mobile, ...shippedSms(orderNumber, shipment, url) } : null,
        ]),
      );
      if (!shipped) throw await refused(orderNumber, shipProblem, ADMIN_ORDER_MESSAGES.alreadyShipped);
      return present(orderNumber);
    },

    async deliver(orderNumber: string, actor: StaffActor) {
      const { order, email, mobile } = await found(orderNumber);
      const problem = deliverProblem(order);
      if (problem) throw conflict(problem);
      const url = detailsUrl(orderNumber);
      const delivered = await repository.deliver(
        order.id,
        now(),
        actor,
        tell(order, [
          email
            ? { channel: 'email', to: email, ...deliveredEmail(order.customerName, orderNumber, url) }
            : mobile
              ? { channel: 'sms', to: mobile, ...deliveredSms(orderNumber, url) }
              : null,
        ]),
      );
      if (!delivered) throw await refused(orderNumber, deliverProblem, ADMIN_ORDER_MESSAGES.alreadyDelivered);
      return present(orderNumber);
    },

    /** Staff cancel through the customer's own cancellation (same rule, same transaction), with a reason. */
    async cancel(orderNumber: string, input: CancelOrderRequest, actor: StaffActor) {
      const { order, email, mobile } = await found(orderNumber);
      const problem = staffCancelProblem(order);
      if (problem) throw conflict(problem);
      const reason = input.reason.trim();
      const url = detailsUrl(orderNumber);
      const notice = tell(order, [
        email
          ? { channel: 'email', to: email, ...cancelledEmail(order.customerName, orderNumber, reason, url) }
          : mobile
            ? { channel: 'sms', to: mobile, ...cancelledSms(orderNumber, reason, url) }
            : null,
      ]);
      const cancelled = await context.repository.cancel(
        order.id,
        now(),
        { by: 'staff', staffId: actor.staffId, reason },
        async (tx, row) => {
          await repository.recordCancel(tx, row, reason, actor);
          await notice(tx);
        },
      );
      if (!cancelled) throw await refused(orderNumber, staffCancelProblem, ADMIN_ORDER_MESSAGES.alreadyCancelled);
      context.onCatalogueChanged();
      await context.payments.afterCancel(cancelled);
      return present(orderNumber);
    },

    /** The whole total due, collected by the courier, recorded once (the update's `where` is the rule). */
    async markPaid(orderNumber: string, input: MarkPaidRequest, actor: StaffActor) {
      const { order } = await found(orderNumber);
      const problem = markPaidProblem(order);
      if (problem) throw conflict(problem);
      if (input.amount !== order.total) {
        const due = formatMoney(order.total, order.currency as CurrencyCode);
        throw badRequest(ADMIN_ORDER_MESSAGES.payAmount(due));
      }
      const paid = await repository.markPaid(order.id, input, now(), actor);
      if (!paid) throw await refused(orderNumber, markPaidProblem, ADMIN_ORDER_MESSAGES.alreadyPaid);
      return present(orderNumber);
    },

    async addNote(orderNumber: string, text: string, actor: StaffActor) {
      const { order } = await found(orderNumber);
      await repository.addNote(order, text, now(), actor);
      return present(orderNumber);
    },

    async packingSlip(orderNumber: string): Promise<Buffer> {
      return renderPackingSlip(await present(orderNumber));
    },
  };
}
