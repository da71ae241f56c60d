/**
 * A customer's own orders: a page of the list, one order, its cancellation within the window, its tax invoice and
 * credit note — anyone else's order is a 404. Also what the checkout asks of an order (modules/checkout): the order as
 * the customer sees it, the buyer's contact, and the cancellation of an order not paid in time.
 */
import { ORDER_MESSAGES, type Order, type OrderPage, type OrderSummary } from '@lumen/contract/orders';
import type { Db } from '../../db/client';
import type { OrderEventRow, OrderItemRow, OrderRow } from '../../db/schema';
import { pageOf } from '../../lib/page';
import { conflict, notFound } from '../../plugins/envelope-and-errors';
import { renderCreditNote, renderInvoice } from './invoice';
import { decodeOrderCursor, encodeOrderCursor } from './list-cursor';
import { cancelProblem, orderCurrency, toOrder, toOrderEvent } from './presenters';
import type { OrderContext } from './service';

export function customerOrders(context: OrderContext) {
  const { repository, now } = context;

  /** The customer's order, or 404. */
  async function own(userId: number, orderNumber: string) {
    const row = await repository.findByNumber(userId, orderNumber);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  /** The order as the customer sees it, with its lines and timeline. */
  async function present(row: OrderRow): Promise<Order> {
    const [items, events] = await Promise.all([repository.items(row.id), repository.events(row.id)]);
    return toOrder(row, items, events, now());
  }

  return {
    own,
    present,

    /** A just-placed order as the customer sees it, from what placing it wrote (nothing read back). */
    presentPlaced: (row: OrderRow, items: OrderItemRow[], events: OrderEventRow[]) =>
      toOrder(row, items, events, now()),

    /** The order by its internal id (the checkout's confirmation job). */
    byId: (orderId: number) => repository.findById(orderId),

    /** The buyer's mobile number (an SMS to an account without an e-mail address), and whether a guest. */
    contactOf: (userId: number) => repository.contactOf(userId),

    /** A page of the customer's orders, newest first, and the cursor of the next page (null on the last). */
    async list(userId: number, page: { cursor?: string | undefined; limit: number }): Promise<OrderPage> {
      const after = page.cursor === undefined ? null : decodeOrderCursor(page.cursor);
      const rows = await repository.list(userId, { after, limit: page.limit + 1 });
      const { shown, next_cursor } = pageOf(rows, page.limit, (last) =>
        encodeOrderCursor({ createdAt: last.position, id: last.id }),
      );
      const events = await repository.eventsOf(shown.map((row) => row.id));
      return {
        orders: shown.map(
          (row): OrderSummary => ({
            order_id: row.orderNumber,
            status: row.status,
            created_at: row.createdAt.toISOString(),
            first_item_name: row.firstItemName,
            other_items: Math.max(0, row.lineCount - 1),
            total: row.total,
            ...orderCurrency(row),
            payment_status: row.paymentStatus,
            timeline: events.filter((event) => event.orderId === row.id).map(toOrderEvent),
          }),
        ),
        next_cursor,
      };
    },

    async find(userId: number, orderNumber: string): Promise<Order> {
      return present(await own(userId, orderNumber));
    },

    /** Pending, not shipped and within ORDER_CANCEL_WINDOW_HOURS → Cancelled; otherwise 409 saying why. */
    async cancel(userId: number, orderNumber: string): Promise<Order> {
      const row = await own(userId, orderNumber);
      const at = now();
      const problem = cancelProblem(row, at);
      if (problem) throw conflict(problem);
      const cancelled = await repository.cancel(row.id, at);
      // It shipped or was cancelled between the read and the update.
      if (!cancelled) throw conflict(cancelProblem(await own(userId, orderNumber), at) ?? ORDER_MESSAGES.shipped);
      context.onCatalogueChanged();
      await context.payments.afterCancel(cancelled);
      return present((await repository.findByNumber(userId, orderNumber)) ?? cancelled);
    },

    /**
     * The shop cancels an order its buyer did not pay in time, and `tell` puts the buyer's notice on the queue in the
     * same transaction; undefined when it is no longer Pending.
     */
    async cancelUnpaid(
      row: OrderRow,
      reason: string,
      tell: (tx: Db, cancelled: OrderRow) => Promise<void>,
    ): Promise<OrderRow | undefined> {
      const cancelled = await repository.cancel(row.id, now(), { by: 'shop', reason }, tell);
      if (cancelled) context.onCatalogueChanged();
      return cancelled;
    },

    /** The tax invoice as a PDF. */
    async invoice(userId: number, orderNumber: string): Promise<Buffer> {
      const row = await own(userId, orderNumber);
      return renderInvoice(row, await present(row));
    },

    /** The credit note of a refunded order as a PDF; 404 for an order that was not refunded. */
    async creditNote(userId: number, orderNumber: string): Promise<Buffer> {
      const row = await own(userId, orderNumber);
      if (row.refundStatus !== 'succeeded') throw notFound(ORDER_MESSAGES.creditNoteMissing);
      return renderCreditNote(row, await present(row));
    },
  };
}
