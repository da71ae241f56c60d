/**
 * Orders: placed from the customer's cart with every price, the coupon (and its use limits) and GST recomputed from
 * the database, once per Idempotency-Key (and request); an online payment's checkout made once the order is committed
 * (payments/service.ts); listed a page at a time, shown and cancelled (spec §9: Pending, not shipped, within 12 hours,
 * a paid order refunded) by their owner.
 */
import { createHash } from 'node:crypto';
import { type CartLine, cartTotals } from '@lumen/contract/cart';
import type { Category } from '@lumen/contract/catalog';
import { GST_PERCENT } from '@lumen/contract/constants';
import {
  isOnlineMethod,
  ORDER_CANCEL_WINDOW_HOURS,
  ORDER_MESSAGES,
  type Order,
  type OrderEvent,
  type OrderPage,
  type OrderSummary,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PlaceOrderRequestSchema,
} from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { STOCK_MESSAGES } from '@lumen/contract/stock-levels';
import type { z } from 'zod';
import type { Logger } from '../../lib/logger';
import { pageOf } from '../../lib/page';
import { shopYear } from '../../lib/shop-clock';
import type { Notifier } from '../../notify/notifier';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import type { OrderLinks } from '../auth/order-links';
import { toCartLine } from '../cart/service';
import { couponProblemFor, toCouponTerms } from '../coupons/service';
import { postalAddress } from '../customers/address-service';
import type { PaymentService } from '../payments/service';
import { renderCreditNote, renderInvoice } from './invoice';
import { decodeOrderCursor, encodeOrderCursor } from './list-cursor';
import { orderConfirmationMessage, orderConfirmationSms } from './messages';
import type { NewOrderItem, OrderEventRow, OrderItemRow, OrderRepository, OrderRow, OrderWriter } from './repository';

type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;
/** Who is told of the order; a guest's link carries the key that opens it (auth's order links). */
type Buyer = { userId: number; name: string; email: string | null; mobile: string | null; guest: boolean };

const CANCEL_WINDOW_MS = ORDER_CANCEL_WINDOW_HOURS * 3_600_000;

/** 'LJ-' + the year on the shop's clock + the sequence number, zero-padded to six digits. */
export const formatOrderNumber = (n: number, at: Date) => `LJ-${shopYear(at)}-${String(n).padStart(6, '0')}`;

/** Why the order cannot be cancelled at `now`, or null when it can. */
export function cancelProblem(row: Pick<OrderRow, 'status' | 'shippedAt' | 'createdAt'>, now: Date): string | null {
  if (row.status === 'Cancelled') return ORDER_MESSAGES.alreadyCancelled;
  if (row.status !== 'Pending' || row.shippedAt) return ORDER_MESSAGES.shipped;
  if (now.getTime() > row.createdAt.getTime() + CANCEL_WINDOW_MS) return ORDER_MESSAGES.windowPassed;
  return null;
}

/** Carrier and tracking, once shipped with them. */
export const toShipment = (row: Pick<OrderRow, 'carrier' | 'trackingNumber' | 'trackingUrl'>) =>
  row.carrier && row.trackingNumber
    ? { carrier: row.carrier, tracking_number: row.trackingNumber, tracking_url: row.trackingUrl }
    : null;

/** A timeline step as the customer sees it: what happened, when, the tracking and the reason; never who in staff. */
export function toOrderEvent(event: Pick<OrderEventRow, 'kind' | 'at' | 'details'>): OrderEvent {
  const d = event.details;
  return {
    kind: event.kind,
    at: event.at.toISOString(),
    shipment:
      event.kind === 'shipped' && d.carrier && d.tracking_number
        ? { carrier: d.carrier, tracking_number: d.tracking_number, tracking_url: d.tracking_url ?? null }
        : null,
    cancelled_by: event.kind === 'cancelled' ? (d.by === 'staff' || d.by === 'shop' ? d.by : 'customer') : null,
    reason: event.kind === 'cancelled' ? (d.reason ?? null) : null,
  };
}

/** A just-placed order's timeline, without reading it back. */
const placedTimeline = (row: OrderRow): OrderEventRow[] => [
  { id: 0, orderId: row.id, kind: 'placed', at: row.createdAt, staffId: null, details: {} },
];

/** The payment as the customer sees it: the hosted page and deadline only while it can still be paid. */
export function toPayment(row: OrderRow, now: Date): Payment {
  const payable = row.status === 'Pending' && row.paymentStatus === 'awaiting_payment';
  return {
    method: row.paymentMethod,
    label: PAYMENT_METHOD_LABELS[row.paymentMethod],
    status: row.paymentStatus,
    reference: row.paymentReference,
    redirect_url: payable && row.payUntil && row.payUntil > now ? row.paymentUrl : null,
    pay_until: payable ? (row.payUntil?.toISOString() ?? null) : null,
    paid_at: row.paidAt?.toISOString() ?? null,
    refund:
      row.refundStatus && row.refundRequestedAt
        ? {
            status: row.refundStatus,
            amount: row.refundAmount ?? row.total,
            reference: row.refundReference,
            requested_at: row.refundRequestedAt.toISOString(),
          }
        : null,
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[], events: OrderEventRow[], now: Date): Order {
  return {
    order_id: row.orderNumber,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    items: items.map((item) => ({
      product_id: item.productId,
      slug: item.slug,
      name: item.name,
      image: item.image,
      size: item.size,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      line_total: item.lineTotal,
      category: item.category as Category,
    })),
    payment: toPayment(row, now),
    coupon: row.couponCode ? { code: row.couponCode, description: row.couponDescription ?? '' } : null,
    subtotal: row.subtotal,
    discount: row.discount,
    gst_percent: GST_PERCENT,
    tax: row.tax,
    shipping: row.shipping,
    total: row.total,
    address: row.address,
    gst: row.gstNumber ? { name: row.gstName ?? '', gst_number: row.gstNumber } : null,
    can_cancel: cancelProblem(row, now) === null,
    cancel_until: new Date(row.createdAt.getTime() + CANCEL_WINDOW_MS).toISOString(),
    shipped_at: row.shippedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    shipment: toShipment(row),
    timeline: events.map(toOrderEvent),
  };
}

/**
 * A digest of the validated request (address, GST details, payment method), stored with the order: the same
 * Idempotency-Key with another request is refused instead of answered with an order the shopper did not ask for.
 */
export function requestFingerprint(input: PlaceOrderInput): string {
  const canonical = JSON.stringify([
    input.address_id,
    input.gst ? [input.gst.name, input.gst.gst_number] : null,
    input.payment_method,
  ]);
  return createHash('sha256').update(`order-request-v1:${canonical}`).digest('base64url');
}

/** The earlier order of this key, when it was placed by the same request (or before fingerprints were kept). */
function sameRequest(row: OrderRow, key: string, fingerprint: string): OrderRow {
  if (row.idempotencyFingerprint !== null && row.idempotencyFingerprint !== fingerprint) {
    throw new HttpError(422, `idempotency-key: ${ORDER_MESSAGES.idempotencyKeyReused(key)}`);
  }
  return row;
}

/** PostgreSQL's unique_violation on the given index (node-postgres and PGlite; Drizzle wraps it as `cause`). */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

/** A cart line as the order keeps it. */
const lineSnapshot = (line: CartLine, position: number): NewOrderItem => ({
  position,
  productId: line.product_id,
  slug: line.slug,
  name: line.name,
  image: line.image,
  size: line.size,
  category: line.category,
  quantity: line.quantity,
  unitPrice: line.unit_price,
  lineTotal: line.line_total,
});

export type OrderServiceOptions = {
  notifier: Notifier;
  /**
   * Called after an order is placed or cancelled: it changes stock and the best-seller scores, so every process's
   * cached catalogue answers are rebuilt (`catalogEvents.changed`, decision 021).
   */
  onCatalogueChanged: () => void;
  /** The shop's public address, for the link in the confirmation e-mail. */
  publicUrl: string;
  logger: Logger;
  payments: PaymentService;
  orderLinks: OrderLinks;
  now?: () => Date;
};

export function createOrderService(repository: OrderRepository, options: OrderServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { payments } = options;

  async function ownOrder(userId: number, orderNumber: string) {
    const row = await repository.findByNumber(userId, orderNumber);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  async function present(row: OrderRow) {
    const [items, events] = await Promise.all([repository.items(row.id), repository.events(row.id)]);
    return toOrder(row, items, events, now());
  }

  /**
   * Sends the confirmation without holding up the answer, by e-mail, or by SMS to an account without an e-mail
   * address; a failed message never undoes the order, and this never rejects.
   */
  async function confirm(customer: Buyer, order: Order) {
    try {
      const path = `${options.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: order.order_id })}`;
      const url = customer.guest
        ? `${path}?key=${await options.orderLinks.sign(customer.userId, order.order_id)}`
        : path;
      const message = customer.email
        ? {
            channel: 'email' as const,
            to: customer.email,
            ...orderConfirmationMessage(customer.name, order, url, customer.guest),
          }
        : customer.mobile
          ? { channel: 'sms' as const, to: customer.mobile, ...orderConfirmationSms(order, url) }
          : null;
      if (message) await options.notifier.send(message);
    } catch (err) {
      options.logger.error({ err, order: order.order_id }, 'order confirmation could not be sent');
    }
  }

  /**
   * Takes every line's pieces from stock, one atomic update each, in (product, size) order so that two orders of the
   * same pieces queue up instead of deadlocking. A line that is short throws 409 naming the piece and how many are
   * left, which rolls the whole order back.
   */
  async function takeStock(tx: OrderWriter, lines: CartLine[]) {
    const sorted = [...lines].sort((a, b) => a.product_id - b.product_id || (a.size ?? '').localeCompare(b.size ?? ''));
    for (const line of sorted) {
      const result = await tx.takeStock({ productId: line.product_id, size: line.size ?? '', quantity: line.quantity });
      if (result.taken) continue;
      throw conflict(
        result.onSale
          ? STOCK_MESSAGES.notEnough(line.name, line.size, result.left)
          : STOCK_MESSAGES.noLongerSold(line.name),
      );
    }
  }

  /** The order's writes, in one transaction: read, check and price the cart, write the order, empty the cart. */
  async function write(
    tx: OrderWriter,
    userId: number,
    key: string,
    fingerprint: string,
    input: PlaceOrderInput,
    at: Date,
    payOnDeliveryLimit: number,
  ) {
    const locked = await tx.lockCustomer(userId, input.address_id);
    if (!locked) throw notFound(ORDER_MESSAGES.notFound);
    const { address, coupon: cartCoupon, ...customer } = locked;
    const earlier = await tx.findByKey(userId, key);
    if (earlier) return { kind: 'replayed' as const, row: sameRequest(earlier, key, fingerprint) };
    if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
    const rows = await tx.cartLines(userId);
    if (rows.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
    const lines = rows.map((row) => toCartLine(row));
    // The coupon's row stays locked until the order commits: its use limits hold for parallel orders.
    const redeeming = cartCoupon ? await tx.lockCoupon(cartCoupon.id, userId) : undefined;
    const coupon = redeeming?.coupon ?? null;
    if (redeeming && coupon) {
      const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
      const problem = couponProblemFor(coupon, { customerUses: redeeming.customerUses, subtotal }, at);
      if (problem) throw conflict(ORDER_MESSAGES.couponLapsed(coupon.code, problem));
    }

    const totals = cartTotals(lines, coupon ? toCouponTerms(coupon) : null);
    payments.check(input.payment_method, totals.total, payOnDeliveryLimit);
    await takeStock(tx, lines);
    const orderNumber = formatOrderNumber(await tx.nextOrderNumber(), at);
    const written = await tx.insert(
      {
        orderNumber,
        userId,
        idempotencyKey: key,
        idempotencyFingerprint: fingerprint,
        customerName: customer.name,
        customerEmail: customer.email,
        status: 'Pending',
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.gst,
        shipping: totals.shipping,
        total: totals.total,
        couponCode: coupon?.code ?? null,
        couponDescription: coupon?.description ?? null,
        address: postalAddress(address),
        gstName: input.gst?.name ?? null,
        gstNumber: input.gst?.gst_number ?? null,
        paymentMethod: input.payment_method,
        ...payments.initial(input.payment_method, at),
        paymentReference: null,
        createdAt: at,
      },
      lines.map(lineSnapshot),
    );
    if (coupon) await tx.redeemCoupon(coupon.id, userId, written.order.id);
    await tx.emptyCart(
      userId,
      rows.map((row) => row.id),
    );
    await tx.addBestSellerScores(lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })));
    return { kind: 'placed' as const, row: written.order, items: written.items, customer };
  }

  return {
    /**
     * Places an order from the cart. A key this customer has used before answers with that order (`replayed`) when
     * the request is the same, and 422 when it is not, even when both requests arrive together: the second waits for
     * the first on the customer's row lock, and the unique index on (user_id, idempotency_key) backs that up. Once the
     * order is committed, an online payment's checkout is made (`payments.begin`; again on a replay of an order whose
     * first attempt failed); the confirmation goes out now for pay on delivery, once paid for an online payment.
     */
    async place(userId: number, key: string, input: PlaceOrderInput): Promise<{ order: Order; replayed: boolean }> {
      const at = now();
      const fingerprint = requestFingerprint(input);
      const payOnDeliveryLimit = await payments.payOnDeliveryMax();
      let outcome: Awaited<ReturnType<typeof write>>;
      try {
        outcome = await repository.place((tx) => write(tx, userId, key, fingerprint, input, at, payOnDeliveryLimit));
      } catch (err) {
        if (!isUniqueViolation(err, 'orders_idempotency_idx')) throw err;
        const winner = await repository.findByKey(userId, key);
        if (!winner) throw err;
        return { order: await present(sameRequest(winner, key, fingerprint)), replayed: true };
      }
      if (outcome.kind === 'replayed') {
        const row = outcome.row.paymentUrl ? outcome.row : await payments.begin(outcome.row);
        return { order: await present(row), replayed: true };
      }
      options.onCatalogueChanged();
      const row = await payments.begin(outcome.row);
      const order = toOrder(row, outcome.items, placedTimeline(row), now());
      if (!isOnlineMethod(row.paymentMethod)) void confirm({ userId, ...outcome.customer }, order);
      return { order, replayed: false };
    },

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
            payment_status: row.paymentStatus,
            timeline: events.filter((event) => event.orderId === row.id).map(toOrderEvent),
          }),
        ),
        next_cursor,
      };
    },

    async find(userId: number, orderNumber: string): Promise<Order> {
      return present(await ownOrder(userId, orderNumber));
    },

    /** "Pay now" on an order awaiting payment: the order with the provider's page to pay on. */
    async payNow(userId: number, orderNumber: string): Promise<Order> {
      return present(await payments.payNow(await ownOrder(userId, orderNumber)));
    },

    /** The order after asking the provider about its payment (the shopper is back from the provider's page). */
    async refreshPayment(userId: number, orderNumber: string): Promise<Order> {
      return present(await payments.refresh(await ownOrder(userId, orderNumber)));
    },

    /**
     * The confirmation of an order paid online, sent when the payment arrives (PaymentService's `onPaid`); never
     * rejects: a failure to read the order for it is logged like a failed send.
     */
    async confirmPaid(row: OrderRow) {
      try {
        const contact = await repository.contactOf(row.userId);
        await confirm(
          { userId: row.userId, name: row.customerName, email: row.customerEmail, ...contact },
          await present(row),
        );
      } catch (err) {
        options.logger.error({ err, order: row.orderNumber }, 'order confirmation could not be sent');
      }
    },

    /** Pending, not shipped and within ORDER_CANCEL_WINDOW_HOURS → Cancelled; otherwise 409 saying why. */
    async cancel(userId: number, orderNumber: string): Promise<Order> {
      const row = await ownOrder(userId, orderNumber);
      const at = now();
      const problem = cancelProblem(row, at);
      if (problem) throw conflict(problem);
      const cancelled = await repository.cancel(row.id, at);
      // It shipped or was cancelled between the read and the update.
      if (!cancelled) throw conflict(cancelProblem(await ownOrder(userId, orderNumber), at) ?? ORDER_MESSAGES.shipped);
      options.onCatalogueChanged();
      await payments.afterCancel(cancelled);
      return present((await repository.findByNumber(userId, orderNumber)) ?? cancelled);
    },

    /** The tax invoice as a PDF. */
    async invoice(userId: number, orderNumber: string): Promise<Buffer> {
      const row = await ownOrder(userId, orderNumber);
      return renderInvoice(row, await present(row));
    },

    /** The credit note of a refunded order as a PDF; 404 for an order that was not refunded. */
    async creditNote(userId: number, orderNumber: string): Promise<Buffer> {
      const row = await ownOrder(userId, orderNumber);
      if (row.refundStatus !== 'succeeded') throw notFound(ORDER_MESSAGES.creditNoteMissing);
      return renderCreditNote(row, await present(row));
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
