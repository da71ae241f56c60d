/**
 * An order as the customer sees it (the contract's `Order`, `OrderEvent`, `Payment`), made from its rows: its lines,
 * its payment (the hosted page and deadline only while it can still be paid), its timeline (never who in staff) and
 * whether it can still be cancelled.
 */

import type { Category } from '@lumen/contract/catalog';
import { storedEngraving } from '@lumen/contract/engraving-words';
import { type CurrencyCode, RATE_SCALE } from '@lumen/contract/money';
import {
  COLLECTION_SENTENCES,
  ORDER_CANCEL_WINDOW_HOURS,
  ORDER_MESSAGES,
  type Order,
  type OrderEvent,
  PAYMENT_METHOD_LABELS,
  type Payment,
} from '@lumen/contract/orders';
import { overallRate, STANDARD_TAX, splitTaxLines, type TaxLine } from '@lumen/contract/tax';
import type { OrderEventRow, OrderItemRow, OrderRow } from '../../db/schema';

const CANCEL_WINDOW_MS = ORDER_CANCEL_WINDOW_HOURS * 3_600_000;

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
    collection:
      row.collectedMethod && row.collectedAmount !== null
        ? {
            method: row.collectedMethod,
            amount: row.collectedAmount,
            label: COLLECTION_SENTENCES[row.collectedMethod],
          }
        : null,
  };
}

/** An order's tax per HSN code and rate; one placed before tax classes has one line, all at the standard 18 %. */
export const taxLinesOfOrder = (row: Pick<OrderRow, 'taxLines' | 'subtotal' | 'discount' | 'tax'>): TaxLine[] =>
  row.taxLines ?? [{ ...STANDARD_TAX, taxable: row.subtotal - row.discount, tax: row.tax }];

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
      variant_id: item.variantId,
      sku: item.sku,
      options: item.options,
      stones: item.stones,
      hallmark: item.huid ? { huid: item.huid } : null,
      breakup: item.breakup,
      engraving: storedEngraving(item.engravingText, item.engravingFont),
      tax: item.tax ?? STANDARD_TAX,
    })),
    payment: toPayment(row, now),
    coupon: row.couponCode ? { code: row.couponCode, description: row.couponDescription ?? '' } : null,
    subtotal: row.subtotal,
    discount: row.discount,
    gst_percent: overallRate(taxLinesOfOrder(row)),
    tax: row.tax,
    tax_lines: splitTaxLines(taxLinesOfOrder(row), row.address.state),
    shipping: row.shipping,
    total: row.total,
    ...orderCurrency(row),
    address: row.address,
    gst: row.gstNumber ? { name: row.gstName ?? '', gst_number: row.gstNumber } : null,
    pan: row.panMasked,
    can_cancel: cancelProblem(row, now) === null,
    cancel_until: new Date(row.createdAt.getTime() + CANCEL_WINDOW_MS).toISOString(),
    shipped_at: row.shippedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    shipment: toShipment(row),
    timeline: events.map(toOrderEvent),
  };
}

/** What an order was charged in, and the currency and rate its shopper saw it in. */
export const orderCurrency = (
  row: Pick<OrderRow, 'currency' | 'displayCurrency' | 'displayRateMicros'>,
): Pick<Order, 'currency' | 'display_currency' | 'display_rate'> => ({
  currency: row.currency as CurrencyCode,
  display_currency: row.displayCurrency as CurrencyCode,
  display_rate: row.displayRateMicros / RATE_SCALE,
});
