/**
 * The back office's orders under /api/admin/orders: the list with filters and cursor pages, an order's details with
 * its timeline and internal notes, the fulfilment actions (ship, deliver, cancel, note), the packing slip, and the
 * dashboard's figures. Reading needs `orders.read`; acting needs `orders` (admin-roles.ts).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './constants';
import { envelopeOf } from './envelope';
import { COLLECTION_METHODS, OrderEventSchema, OrderSchema } from './orders';
import { MULTI_LINE, SINGLE_LINE } from './text';
import { lineVariantFields } from './variants';

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_PAGE_MAX = 100;
export const CANCEL_REASON_MAX = 500;
export const ORDER_NOTE_MAX = 2000;
/** The dashboard's longest span and its chart, in days. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_PIECES = 5;

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'No such order.',
  shipped: 'Order marked as shipped. The customer has been sent the tracking.',
  delivered: 'Order marked as delivered. The customer has been told.',
  cancelled: 'Order cancelled. The customer has been told why.',
  noteAdded: 'Note added.',
  markedPaid: 'Payment recorded. The order is paid.',
  /** 409s: why the action does not apply to the order as it is now. */
  shipCancelled: 'This order is cancelled and cannot be shipped.',
  alreadyShipped: 'This order has already shipped.',
  shipUnpaid: 'This order has not been paid yet: it can ship once its payment arrives.',
  alreadyDelivered: 'This order has already been delivered.',
  deliverCancelled: 'This order is cancelled and cannot be delivered.',
  deliverUnshipped: 'This order has not shipped yet: ship it before marking it delivered.',
  cancelShipped: 'This order has already shipped and can no longer be cancelled.',
  cancelDelivered: 'This order has been delivered and can no longer be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  /** 409s of MARK PAID: only a pay-on-delivery order still due, once the courier has it. */
  payNotOnDelivery: 'This order is not paid on delivery: its payment is taken online by its provider.',
  alreadyPaid: 'This order’s payment has already been recorded.',
  payCancelled: 'This order is cancelled: there is nothing to collect.',
  payUnshipped: 'This order has not shipped yet: record the payment once the courier has collected it.',
  /** 400: the whole total due, or nothing; part payments are not recorded. */
  payAmount: (due: string) =>
    `amount: the amount collected must be the order’s total due, ${due}; part payments are not recorded.`,
  payAmountFormat: 'amount: enter the amount collected, in the smallest unit of the currency (paise, cents)',
  payMethod: 'method: choose how it was paid: cash, upi or card_on_delivery',
  badCursor: 'cursor: this cursor is not valid. Send the next_cursor of the previous page, or none for the first page.',
  badRange: 'to: the end date must not be before the start date',
  carrier: 'carrier: enter the carrier (up to 60 characters)',
  trackingNumber: 'tracking_number: enter the tracking number (letters, digits, spaces and -, up to 60)',
  trackingUrl: 'tracking_url: enter a link that starts with http:// or https://',
  reason: `reason: say why the order is cancelled (up to ${CANCEL_REASON_MAX} characters)`,
  note: `text: write the note (up to ${ORDER_NOTE_MAX} characters)`,
} as const;

/** A readable order id (LJ-2026-000042). */
export const AdminOrderParamsSchema = z.object({
  order_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'order_id: not an order id'),
});

export const ADMIN_ORDER_SORTS = ['date', 'total'] as const;

/**
 * `GET /api/admin/orders`: `from`/`to` are days on the shop's clock (India), both included. `q` finds an order id
 * (exactly), a mobile number (exactly), an e-mail or a customer name (both from their start, any case).
 */
export const AdminOrdersQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, 'status: one of Pending, Delivered, Cancelled').optional(),
    shipped: z.enum(['yes', 'no'], 'shipped: yes or no').optional(),
    from: z.iso.date('from: a date as YYYY-MM-DD').optional(),
    to: z.iso.date('to: a date as YYYY-MM-DD').optional(),
    q: z.string().trim().min(1).max(100, 'q: up to 100 characters').regex(SINGLE_LINE, 'q: plain text only').optional(),
    sort: z.enum(ADMIN_ORDER_SORTS, 'sort: date or total').default('date'),
    dir: z.enum(['asc', 'desc'], 'dir: asc or desc').default('desc'),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, ADMIN_ORDER_MESSAGES.badCursor)
      .optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, `limit: 1 to ${ADMIN_ORDERS_PAGE_MAX}`)
      .max(ADMIN_ORDERS_PAGE_MAX, `limit: 1 to ${ADMIN_ORDERS_PAGE_MAX}`)
      .default(ADMIN_ORDERS_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ADMIN_ORDER_MESSAGES.badRange,
    path: ['to'],
  });
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  order_id: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  shipped_at: z.string().nullable(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  /** Pieces in the order (the sum of the lines' quantities). */
  pieces: z.number().int(),
  total: z.number().int(),
  payment_status: OrderSchema.shape.payment.shape.status,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderPageSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  next_cursor: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

export const StaffRefSchema = z.object({ id: z.string(), name: z.string() });

/** A timeline step as staff see it: with the staff member who acted, when one did. */
export const AdminOrderEventSchema = OrderEventSchema.extend({ staff: StaffRefSchema.nullable() });

export const OrderNoteSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: StaffRefSchema,
  text: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** Everything the customer sees of the order, and the buyer's account, the internal notes and who acted. */
export const AdminOrderSchema = OrderSchema.omit({ can_cancel: true, cancel_until: true, timeline: true }).extend({
  customer: z.object({
    id: z.number().int(),
    /** As named on the invoice when the order was placed. */
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
  }),
  cancellation: z
    .object({
      by: z.enum(['customer', 'staff', 'shop']),
      reason: z.string().nullable(),
      staff: StaffRefSchema.nullable(),
    })
    .nullable(),
  timeline: z.array(AdminOrderEventSchema),
  notes: z.array(OrderNoteSchema),
  /**
   * Why the payment needs a person (a webhook paid a different amount or currency, a second payment arrived, a
   * payment came in after the order was cancelled, a refund failed); null when nothing does.
   */
  payment_flag: z.string().nullable(),
  /** The provider's checkout (Stripe Checkout Session, Razorpay Payment Link) of the latest attempt. */
  payment_checkout: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderResponseSchema = envelopeOf(AdminOrderSchema);
export const AdminOrderPageResponseSchema = envelopeOf(AdminOrderPageSchema);

const oneLine = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, message).regex(SINGLE_LINE, message);

export const ShipOrderRequestSchema = z.object({
  carrier: oneLine(60, ADMIN_ORDER_MESSAGES.carrier),
  tracking_number: oneLine(60, ADMIN_ORDER_MESSAGES.trackingNumber).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    ADMIN_ORDER_MESSAGES.trackingNumber,
  ),
  tracking_url: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ADMIN_ORDER_MESSAGES.trackingUrl })
    .max(500, ADMIN_ORDER_MESSAGES.trackingUrl)
    .nullable()
    .optional(),
});
export type ShipOrderRequest = z.input<typeof ShipOrderRequestSchema>;

export const CancelOrderRequestSchema = z.object({
  reason: oneLine(CANCEL_REASON_MAX, ADMIN_ORDER_MESSAGES.reason),
});
export type CancelOrderRequest = z.input<typeof CancelOrderRequestSchema>;

export const OrderNoteRequestSchema = z.object({
  text: z
    .string(ADMIN_ORDER_MESSAGES.note)
    .trim()
    .min(1, ADMIN_ORDER_MESSAGES.note)
    .max(ORDER_NOTE_MAX, ADMIN_ORDER_MESSAGES.note)
    .regex(MULTI_LINE, ADMIN_ORDER_MESSAGES.note),
});
export type OrderNoteRequest = z.input<typeof OrderNoteRequestSchema>;

/** `POST /api/admin/orders/{order_id}/payment`: the money a pay-on-delivery order's courier collected. */
export const MarkPaidRequestSchema = z.object({
  amount: z
    .number(ADMIN_ORDER_MESSAGES.payAmountFormat)
    .int(ADMIN_ORDER_MESSAGES.payAmountFormat)
    .min(1, ADMIN_ORDER_MESSAGES.payAmountFormat),
  method: z.enum(COLLECTION_METHODS, ADMIN_ORDER_MESSAGES.payMethod),
});
export type MarkPaidRequest = z.input<typeof MarkPaidRequestSchema>;

/** Orders and revenue (cents, cancelled orders excluded) over a span of days on the shop's clock. */
export const SalesFiguresSchema = z.object({ orders: z.number().int(), revenue: z.number().int() });

/** How many low-stock lines the dashboard lists. */
export const DASHBOARD_LOW_STOCK = 10;

export const AdminDashboardSchema = z.object({
  /** The shop's time zone the days are counted in. */
  time_zone: z.string(),
  today: SalesFiguresSchema,
  last_7_days: SalesFiguresSchema,
  last_30_days: SalesFiguresSchema,
  /** Revenue over the last 30 days divided by their orders (cents, rounded); 0 without orders. */
  average_order_value: z.number().int(),
  /** One entry a day for the last 30 days (oldest first, today last), days without orders included. */
  daily: z.array(SalesFiguresSchema.extend({ date: z.string() })),
  /** The pieces sold most over the last 30 days, by quantity. */
  top_pieces: z.array(
    z.object({ product_id: z.number().int().nullable(), name: z.string(), quantity: z.number().int() }),
  ),
  waiting_to_ship: z.object({
    count: z.number().int(),
    oldest: z.object({ order_id: z.string(), created_at: z.string() }).nullable(),
  }),
  /**
   * Pay-on-delivery orders not cancelled whose money is still to be collected (any date): how many and their totals
   * (cents). Revenue counts them when placed; MARK PAID takes an order off this figure.
   */
  to_collect: z.object({ count: z.number().int(), amount: z.number().int() }),
  /**
   * The published, stocked variants with `STOCK_LOW_MAX` or fewer left (out of stock first), at most
   * `DASHBOARD_LOW_STOCK` of them; `size` is null for a piece without sizes.
   */
  low_stock: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      ...lineVariantFields,
    }),
  ),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export const AdminDashboardResponseSchema = envelopeOf(AdminDashboardSchema);
