/**
 * Placing an order, in the checkout's transaction (repository.ts): the cart priced again from the database (a price
 * from the metal rate at the one held for the shopper; refused while a hold ran out and the price moved), the
 * coupon's rules checked under its row lock, the payment method checked, the buyer's PAN required above ₹2,00,000, the stock taken in one update, the order
 * written with a snapshot of its lines, the coupon redeemed and the cart emptied. An Idempotency-Key answers a repeat
 * of the same request with the same order, and a different request with 422.
 */
import { createHash } from 'node:crypto';
import { type CartLine, cartTotals } from '@lumen/contract/cart';
import { baseCurrency, type CurrencyCode, RATE_SCALE } from '@lumen/contract/money';
import { ORDER_MESSAGES, type PlaceOrderRequestSchema } from '@lumen/contract/orders';
import { maskPan, PAN_MESSAGES, panRequired, panThreshold } from '@lumen/contract/pan';
import { STOCK_MESSAGES } from '@lumen/contract/stock-levels';
import { shortVariantWords } from '@lumen/contract/variant-words';
import type { z } from 'zod';
import type { OrderEventRow, OrderRow } from '../../db/schema';
import { shopYear } from '../../lib/shop-clock';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import { engravingColumns } from '../cart/repository';
import { toCartLine } from '../cart/service';
import { couponProblemFor, toCouponTerms } from '../coupons/service';
import { postalAddress } from '../customers/address-service';
import type { PaymentService } from '../payments/service';
import type { NewOrderItem, OrderWriter } from './repository';

export type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;

/** The order number before its sequence number (zero-padded to six digits): 'LJ-' + the year on the shop's clock. */
export const orderNumberPrefix = (at: Date) => `LJ-${shopYear(at)}-`;

/** A just-placed order's timeline, without reading it back. */
export const placedTimeline = (row: OrderRow): OrderEventRow[] => [
  { id: 0, orderId: row.id, kind: 'placed', at: row.createdAt, staffId: null, details: {} },
];

/**
 * A digest of the validated request (address, GST details, payment method), stored with the order: the same
 * Idempotency-Key with another request is refused instead of answered with an order the shopper did not ask for.
 */
export function requestFingerprint(input: PlaceOrderInput): string {
  const canonical = JSON.stringify([
    input.address_id,
    input.gst ? [input.gst.name, input.gst.gst_number] : null,
    input.payment_method,
    // Only when given, so the fingerprints of orders without a PAN stay as they were.
    ...(input.pan ? [input.pan] : []),
  ]);
  return createHash('sha256').update(`order-request-v1:${canonical}`).digest('base64url');
}

/** The earlier order of this key, when it was placed by the same request (or before fingerprints were kept). */
export function sameRequest(row: OrderRow, key: string, fingerprint: string): OrderRow {
  if (row.idempotencyFingerprint !== null && row.idempotencyFingerprint !== fingerprint) {
    throw new HttpError(422, `idempotency-key: ${ORDER_MESSAGES.idempotencyKeyReused(key)}`);
  }
  return row;
}

/** A cart line as the order keeps it. */
const lineSnapshot = (line: CartLine, position: number): NewOrderItem => ({
  position,
  productId: line.product_id,
  slug: line.slug,
  name: line.name,
  image: line.image,
  size: line.size,
  variantId: line.variant_id,
  sku: line.sku,
  options: line.options,
  ...engravingColumns(line.engraving),
  category: line.category,
  quantity: line.quantity,
  unitPrice: line.unit_price,
  lineTotal: line.line_total,
  tax: line.tax ?? null,
});

/**
 * Takes every line's pieces from stock in one atomic update. A line that is short throws 409 naming the piece (the
 * first such line in variant order) and how many are left, which rolls the whole order back.
 */
async function takeStock(tx: OrderWriter, lines: CartLine[]) {
  const shortfalls = await tx.takeStock(
    lines.map((line) => ({ variantId: line.variant_id ?? 0, quantity: line.quantity })),
  );
  const [short] = shortfalls.sort((a, b) => a.variantId - b.variantId);
  const line = short && lines.find((candidate) => (candidate.variant_id ?? 0) === short.variantId);
  if (!short || !line) return;
  throw conflict(
    short.onSale
      ? STOCK_MESSAGES.notEnough(line.name, shortVariantWords(line.options, short.severalMetals), short.left)
      : STOCK_MESSAGES.noLongerSold(line.name),
  );
}

/**
 * The currency the shopper saw prices in, with its rate in force: the base currency (at 1) when they name none, name
 * the base, or name one without a rate (their page showed the base currency then).
 */
async function displayCurrency(tx: OrderWriter, requested: CurrencyCode | undefined) {
  const base = { currency: baseCurrency(), rateMicros: RATE_SCALE };
  if (requested === undefined || requested === base.currency) return base;
  const rateMicros = await tx.currencyRate(requested);
  return rateMicros === null ? base : { currency: requested, rateMicros };
}

/**
 * The order's writes, in one transaction: read, check and price the cart, take the stock, write the order, redeem the
 * coupon, empty the cart. The same key from the same customer finds the earlier order instead (`replayed`).
 */
export async function writeOrder(
  tx: OrderWriter,
  payments: Pick<PaymentService, 'check' | 'initial'>,
  request: {
    userId: number;
    key: string;
    fingerprint: string;
    input: PlaceOrderInput;
    at: Date;
    /** The PAN given, sealed for keeping (null when none was given). */
    panSealed: string | null;
  },
  payOnDeliveryLimit: number,
) {
  const { userId, key, fingerprint, input, at, panSealed } = request;
  const locked = await tx.lockCustomer(userId, input.address_id);
  if (!locked) throw notFound(ORDER_MESSAGES.notFound);
  const { address, coupon: cartCoupon, ...customer } = locked;
  const earlier = await tx.findByKey(userId, key);
  if (earlier) return { kind: 'replayed' as const, row: sameRequest(earlier, key, fingerprint) };
  if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
  const rows = await tx.cartLines(userId, at);
  if (rows.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
  // A price held for the shopper that ran out while the rate moved: they see the change in the cart before paying it.
  const changed = rows.filter((row) => row.priceBefore !== null).length;
  if (changed > 0) throw conflict(ORDER_MESSAGES.pricesChanged(changed));
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
  // Above ₹2,00,000 or its equivalent the buyer's PAN is required; below it, one given is not kept.
  const needsPan = panRequired(totals.total, panThreshold(baseCurrency(), await tx.currencyRate('INR')));
  if (needsPan && (!input.pan || !panSealed)) throw badRequest(`pan: ${PAN_MESSAGES.required}`);
  const display = await displayCurrency(tx, input.display_currency);
  await takeStock(tx, lines);
  const written = await tx.insert(
    {
      userId,
      idempotencyKey: key,
      idempotencyFingerprint: fingerprint,
      customerName: customer.name,
      customerEmail: customer.email,
      status: 'Pending',
      subtotal: totals.subtotal,
      discount: totals.discount,
      tax: totals.gst,
      taxLines: totals.tax_lines,
      shipping: totals.shipping,
      total: totals.total,
      couponCode: coupon?.code ?? null,
      couponDescription: coupon?.description ?? null,
      address: postalAddress(address),
      gstName: input.gst?.name ?? null,
      gstNumber: input.gst?.gst_number ?? null,
      panSealed: needsPan ? panSealed : null,
      panMasked: needsPan && input.pan ? maskPan(input.pan) : null,
      currency: baseCurrency(),
      displayCurrency: display.currency,
      displayRateMicros: display.rateMicros,
      paymentMethod: input.payment_method,
      ...payments.initial(input.payment_method, at),
      paymentReference: null,
      createdAt: at,
    },
    orderNumberPrefix(at),
    lines.map((line, position) => ({ ...lineSnapshot(line, position), breakup: rows[position]?.breakup ?? null })),
  );
  if (coupon) await tx.redeemCoupon(coupon.id, userId, written.order.id);
  await tx.finish(
    { id: written.order.id, userId, at: written.order.createdAt },
    rows.map((row) => row.id),
    lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
  );
  return { kind: 'placed' as const, row: written.order, items: written.items, customer };
}
