/**
 * Orders: placed from the customer's cart with every price, the coupon (and its use limits) and GST recomputed from
 * the database, once per Idempotency-Key (and request); the payment started once the order is committed; listed a page at a time,
 * shown and cancelled (spec §9: Pending, not shipped, within 12 hours) by their owner.
 */
import { createHash } from 'node:crypto';
import { type CartLine, cartTotals } from '@lumen/contract/cart';
import type { Category } from '@lumen/contract/catalog';
import { GST_PERCENT } from '@lumen/contract/constants';
import {
  ORDER_CANCEL_WINDOW_HOURS,
  ORDER_MESSAGES,
  type Order,
  type OrderEvent,
  type OrderPage,
  type OrderSummary,
  PAYMENT_METHOD_LABELS,
  type PlaceOrderRequestSchema,
} from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { STOCK_MESSAGES } from '@lumen/contract/stock-levels';
import type { z } from 'zod';
import { pageOf } from '../../lib/page';
import type { Notifier } from '../../notify/notifier';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import { postalAddress } from '../addresses/service';
import { toCartLine } from '../cart/service';
import { couponProblemFor, toCouponTerms } from '../coupons/service';
import { renderInvoice } from './invoice';
import { decodeCursor, encodeCursor } from './list-cursor';
import { orderConfirmationMessage, orderConfirmationSms } from './messages';
import { defaultPaymentProviders, PAYMENT_START_TIMEOUT_MS, type PaymentProviders, startPayment } from './payment';
import type { NewOrderItem, OrderEventRow, OrderItemRow, OrderRepository, OrderRow, OrderWriter } from './repository';
import { SHOP, shopYear } from './shop';

type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;
type Logger = { error(obj: object, msg: string): void };
type Buyer = { name: string; email: string | null; mobile: string | null };

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
    cancelled_by: event.kind === 'cancelled' ? (d.by === 'staff' ? 'staff' : 'customer') : null,
    reason: event.kind === 'cancelled' ? (d.reason ?? null) : null,
  };
}

/** A just-placed order's timeline, without reading it back. */
const placedTimeline = (row: OrderRow): OrderEventRow[] => [
  { id: 0, orderId: row.id, kind: 'placed', at: row.createdAt, staffId: null, details: {} },
];

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
    payment: {
      method: row.paymentMethod,
      label: PAYMENT_METHOD_LABELS[row.paymentMethod],
      status: row.paymentStatus,
    },
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
  payments?: PaymentProviders;
  /** How long placing an order waits for the payment provider's start (PAYMENT_START_TIMEOUT_MS). */
  paymentStartTimeoutMs?: number;
  now?: () => Date;
};

export function createOrderService(repository: OrderRepository, options: OrderServiceOptions) {
  const now = options.now ?? (() => new Date());
  const payments = options.payments ?? defaultPaymentProviders;
  const paymentStartTimeoutMs = options.paymentStartTimeoutMs ?? PAYMENT_START_TIMEOUT_MS;

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
   * address; a failed message never undoes the order.
   */
  function confirm(customer: Buyer, order: Order) {
    const url = `${options.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: order.order_id })}`;
    const message = customer.email
      ? { channel: 'email' as const, to: customer.email, ...orderConfirmationMessage(customer.name, order, url) }
      : customer.mobile
        ? { channel: 'sms' as const, to: customer.mobile, ...orderConfirmationSms(order, url) }
        : null;
    if (!message) return;
    options.notifier
      .send(message)
      .catch((err: unknown) =>
        options.logger.error(
          { err, order: order.order_id, channel: message.channel },
          'order confirmation could not be sent',
        ),
      );
  }

  /**
   * After the order is committed: the provider's start, within the timeout, and its answer saved. A failure or a
   * timeout is logged and leaves the order in the state it was written with (awaiting payment, for a card).
   */
  async function beginPayment(row: OrderRow, customer: Buyer & { id: number }): Promise<OrderRow> {
    try {
      const started = await startPayment(
        payments[row.paymentMethod],
        { orderId: row.orderNumber, amount: row.total, currency: SHOP.currency, customer },
        paymentStartTimeoutMs,
      );
      if (started.status === row.paymentStatus && started.reference === row.paymentReference) return row;
      return (
        (await repository.recordPaymentStart(row.id, row.paymentStatus, started)) ??
        (await repository.findByNumber(row.userId, row.orderNumber)) ??
        row
      );
    } catch (err) {
      options.logger.error(
        { err, order: row.orderNumber, method: row.paymentMethod },
        'payment could not be started; the order keeps its initial payment state',
      );
      return row;
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

    await takeStock(tx, lines);
    const totals = cartTotals(lines, coupon ? toCouponTerms(coupon) : null);
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
        paymentStatus: payments[input.payment_method].initialStatus,
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
     * order is committed, its payment is started (see `beginPayment`).
     */
    async place(userId: number, key: string, input: PlaceOrderInput): Promise<{ order: Order; replayed: boolean }> {
      const at = now();
      const fingerprint = requestFingerprint(input);
      let outcome: Awaited<ReturnType<typeof write>>;
      try {
        outcome = await repository.place((tx) => write(tx, userId, key, fingerprint, input, at));
      } catch (err) {
        if (!isUniqueViolation(err, 'orders_idempotency_idx')) throw err;
        const winner = await repository.findByKey(userId, key);
        if (!winner) throw err;
        return { order: await present(sameRequest(winner, key, fingerprint)), replayed: true };
      }
      if (outcome.kind === 'replayed') return { order: await present(outcome.row), replayed: true };
      options.onCatalogueChanged();
      const row = await beginPayment(outcome.row, { id: userId, ...outcome.customer });
      const order = toOrder(row, outcome.items, placedTimeline(row), now());
      confirm(outcome.customer, order);
      return { order, replayed: false };
    },

    /** A page of the customer's orders, newest first, and the cursor of the next page (null on the last). */
    async list(userId: number, page: { cursor?: string | undefined; limit: number }): Promise<OrderPage> {
      const after = page.cursor === undefined ? null : decodeCursor(page.cursor);
      const rows = await repository.list(userId, { after, limit: page.limit + 1 });
      const { shown, next_cursor } = pageOf(rows, page.limit, (last) =>
        encodeCursor({ createdAt: last.position, id: last.id }),
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
            timeline: events.filter((event) => event.orderId === row.id).map(toOrderEvent),
          }),
        ),
        next_cursor,
      };
    },

    async find(userId: number, orderNumber: string): Promise<Order> {
      return present(await ownOrder(userId, orderNumber));
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
      return present(cancelled);
    },

    /** The tax invoice as a PDF. */
    async invoice(userId: number, orderNumber: string): Promise<Buffer> {
      const row = await ownOrder(userId, orderNumber);
      return renderInvoice(row, await present(row));
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
