/**
 * Orders: placing one from the cart (with an Idempotency-Key), the list, the details of spec §3 and cancellation
 * (spec §9: only within 12 hours and not once shipped). Also the GSTIN check, so the checkout form and the server
 * refuse the same numbers with the same words.
 */

import { z } from 'zod';
import { pricedLineFields } from './catalog';
import { ADDRESS_TYPES, ORDER_STATUSES } from './constants';
import { CurrencyCodeSchema } from './currencies';
import { MESSAGES } from './messages';
import { normalPan, PAN_MESSAGES, PAN_PATTERN } from './pan';
import { HallmarkSchema, StoneSchema } from './stones';
import { SplitTaxLineSchema } from './tax-classes';
import { SINGLE_LINE } from './text';
import { LinePriceBreakupSchema } from './variants';

export const ORDER_CANCEL_WINDOW_HOURS = 12;
/** `GET /api/orders` answers this many orders a page unless asked for fewer or more (at most ORDERS_PAGE_MAX). */
export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_PAGE_MAX = 50;

/**
 * Payment methods the shop offers; each is one provider on the server, offered when its settings are present (pay on
 * delivery always, up to the owner's limit). Stripe and Razorpay are hosted pages the shopper is sent to and back.
 */
export const PAYMENT_METHODS = ['stripe', 'razorpay', 'pay_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid online, on the provider's hosted page. */
export const ONLINE_PAYMENT_METHODS = ['stripe', 'razorpay'] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const isOnlineMethod = (method: PaymentMethod): method is OnlinePaymentMethod => method !== 'pay_on_delivery';
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card, Apple Pay or Google Pay',
  razorpay: 'UPI, net banking, cards or EMI',
  pay_on_delivery: 'Pay on delivery',
};
/**
 * due_on_delivery: collected at the door; awaiting_payment: sent to the provider, not paid yet; paid; refunded: paid
 * and given back in full; failed: never paid (the order lapsed or was cancelled before payment).
 */
export const PAYMENT_STATUSES = ['due_on_delivery', 'awaiting_payment', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  due_on_delivery: 'Due on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Not paid',
};
/**
 * How staff record a pay-on-delivery order's money once the courier has collected it (MARK PAID in the back office):
 * the whole total, once; partial collections are not recorded.
 */
export const COLLECTION_METHODS = ['cash', 'upi', 'card_on_delivery'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
export const COLLECTION_METHOD_LABELS: Record<CollectionMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card_on_delivery: 'Card on delivery',
};
/** The collected payment in a sentence, for the customer's order, the invoice and the back office. */
export const COLLECTION_SENTENCES: Record<CollectionMethod, string> = {
  cash: 'Paid in cash on delivery',
  upi: 'Paid by UPI on delivery',
  card_on_delivery: 'Paid by card on delivery',
};
/** A refund asked of the provider (pending) until its webhook says it went through or failed. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** An order paid online must be paid within this many minutes; then it is cancelled and its stock released. */
export const PAYMENT_WINDOW_MINUTES = 30;
/**
 * Pay on delivery is offered up to this order total (cents) unless the owner sets another: Indian law bars a cash
 * receipt of ₹2 lakh or more (Income Tax Act s. 269ST); ₹2,00,000 is about $2,260 at ₹88.5 to the dollar, and the
 * default stays a little below it.
 */
export const PAY_ON_DELIVERY_DEFAULT_MAX = 2_250_00;

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully.',
  cartEmpty: 'Your cart is empty. Add a piece to your cart before placing an order.',
  notFound: 'This order could not be found.',
  addressNotFound: 'This address could not be found.',
  cancelled: 'Your order has been cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  shipped: 'This order has already shipped and can no longer be cancelled.',
  windowPassed: `An order can be cancelled only within ${ORDER_CANCEL_WINDOW_HOURS} hours of being placed.`,
  couponLapsed: (code: string, reason: string) => `${reason} Remove the coupon ${code} to place your order.`,
  /** 409: a line's held price ran out and today's differs; the cart shows by how much until the shopper takes it. */
  pricesChanged: (pieces: number) =>
    `The price of ${pieces === 1 ? 'a piece' : `${pieces} pieces`} in your cart changed with the metal rate. Review your cart to place your order at today’s price.`,
  idempotencyKey: 'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _',
  /** 422 (prefixed with `idempotency-key: `): the key was first used with another address, GST details or method. */
  idempotencyKeyReused: (key: string) =>
    `The Idempotency-Key ${key} was already used with a different request. Send a new key to place a different order.`,
  pageLimit: `Ask for 1 to ${ORDERS_PAGE_MAX} orders a page`,
  /** 400 (prefixed with `payment_method: `): the method is not configured on this shop. */
  methodUnavailable: 'This payment method is not available. Choose another way to pay.',
  /** 409: pay on delivery above the owner's limit (the amount formatted). */
  payOnDeliveryLimit: (limit: string) =>
    `Pay on delivery is available for orders up to ${limit}. Choose another way to pay.`,
  /** 409 on "Pay now" for an order that is not awaiting payment. */
  notAwaitingPayment: 'This order is not waiting for a payment.',
  /** 503: the provider could not be reached to start or resume the payment; the order is kept. */
  paymentUnavailable: 'We could not reach the payment provider. Your order is saved: try Pay now again in a moment.',
  creditNoteMissing: 'This order has no credit note: it was not refunded.',
  /** Prefixed with `cursor: ` like every message about a field. */
  badCursor: 'This cursor is not valid. Send the next_cursor of the previous page, or none for the first page.',
} as const;

export const GSTIN_MESSAGES = {
  length: 'GST Number must be 15 characters',
  state: 'GST Number must start with a state code from 01 to 38',
  format: 'GST Number is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)',
  checksum: 'GST Number has a wrong check character; please check it for typos',
} as const;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character: the official mod-36 checksum over the first 14 (factors 1, 2, 1, 2, …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why `value` is not a GSTIN, or null when it is: 2-digit state code 01–38, a PAN (5 letters, 4 digits, a letter),
 * the entity number (1–9, then A–Z after nine registrations), 'Z', and the check character.
 */
export function gstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  const state = Number(gstin.slice(0, 2));
  if (!/^\d{2}$/.test(gstin.slice(0, 2)) || state < 1 || state > 38) return GSTIN_MESSAGES.state;
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return GSTIN_MESSAGES.format;
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return GSTIN_MESSAGES.checksum;
  return null;
}

export const isValidGstin = (value: string) => gstinProblem(value) === null;

export const GstDetailsSchema = z.object({
  name: z
    .string(MESSAGES.required('Name'))
    .regex(SINGLE_LINE, MESSAGES.plainText('Name'))
    .trim()
    .min(1, MESSAGES.required('Name'))
    .max(120, MESSAGES.tooLong('Name', 120)),
  gst_number: z
    .string(MESSAGES.required('GST Number'))
    .trim()
    .toUpperCase()
    .min(1, MESSAGES.required('GST Number'))
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type GstDetails = z.infer<typeof GstDetailsSchema>;

/** A PAN as typed: spaces dropped, upper-cased, then checked against its format. */
export const PanSchema = z
  .string(PAN_MESSAGES.format)
  .max(20, PAN_MESSAGES.format)
  .transform(normalPan)
  .pipe(z.string().regex(PAN_PATTERN, PAN_MESSAGES.format));

export const PlaceOrderRequestSchema = z.object({
  address_id: z.number(MESSAGES.required('Delivery address')).int().min(1).max(2_147_483_647),
  gst: GstDetailsSchema.nullable().optional(),
  payment_method: z.enum(PAYMENT_METHODS).default('pay_on_delivery'),
  /**
   * The currency the shopper saw prices in (the `currency` cookie's). The order is charged in the base currency and
   * records this one with its rate in force; left out, or without a rate, it is the base currency.
   */
  display_currency: CurrencyCodeSchema.optional(),
  /**
   * The buyer's PAN, required above ₹2,00,000 or its equivalent (pan.ts); kept encrypted, shown masked. Spaces and
   * lower case are accepted ("abcpe 1234f").
   */
  pan: PanSchema.optional(),
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

/** The same key for the same customer answers with the same order, however often it is sent. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string(ORDER_MESSAGES.idempotencyKey)
    .regex(/^[A-Za-z0-9_-]{8,100}$/, ORDER_MESSAGES.idempotencyKey),
});

/**
 * `GET /api/orders?cursor=&limit=`: newest first; `cursor` is the previous page's `next_cursor` (opaque base64url,
 * checked by the server), none for the first page.
 */
export const OrdersPageQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, ORDER_MESSAGES.badCursor)
    .optional(),
  limit: z.coerce
    .number(ORDER_MESSAGES.pageLimit)
    .int(ORDER_MESSAGES.pageLimit)
    .min(1, ORDER_MESSAGES.pageLimit)
    .max(ORDERS_PAGE_MAX, ORDER_MESSAGES.pageLimit)
    .default(ORDERS_PAGE_SIZE),
});
export type OrdersPageQuery = z.input<typeof OrdersPageQuerySchema>;

/** A readable order id (LJ-2026-000042); anything else cannot name an order. */
export const OrderParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'is not an order id'),
});

export const OrderLineSchema = z.object({
  /** Null once the product has left the catalogue; the line keeps its snapshot. */
  product_id: z.number().int().nullable(),
  slug: z.string().nullable(),
  name: z.string(),
  ...pricedLineFields,
  /** The stones' facts and certificates, and the hallmark, as they were when the order was placed. */
  stones: z.array(StoneSchema),
  hallmark: HallmarkSchema.nullable(),
  /** A price from the metal rate: what one piece's price was made of (metal weight × rate, making, stones, other). */
  breakup: LinePriceBreakupSchema.nullable().optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The delivery address as it was when the order was placed. */
export const OrderAddressSchema = z.object({
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** The steps of an order's life, in the order they can happen (delivered and cancelled exclude each other). */
export const ORDER_EVENT_KINDS = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** How the order travels, once staff have shipped it. */
export const ShipmentSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  /** The carrier's tracking page (http or https), when staff gave one. */
  tracking_url: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** One step of the order's timeline: `shipment` on shipped, `cancelled_by` and `reason` on cancelled. */
export const OrderEventSchema = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  at: z.string(),
  shipment: ShipmentSchema.nullable(),
  /** shop: the order was not paid within the payment window. */
  cancelled_by: z.enum(['customer', 'staff', 'shop']).nullable(),
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * Where an order is, as the shopper reads it (issue 31): the spec's three statuses stay in the API, and a Pending
 * order that has shipped reads "Shipped", with its carrier.
 */
export type OrderStage = { label: 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled'; carrier: string | null };
export function orderStage(order: { status: (typeof ORDER_STATUSES)[number]; timeline: OrderEvent[] }): OrderStage {
  const shipped = order.timeline.findLast((event) => event.kind === 'shipped');
  if (order.status === 'Pending' && shipped) return { label: 'Shipped', carrier: shipped.shipment?.carrier ?? null };
  return { label: order.status, carrier: null };
}

/** A full refund of an online payment, as the provider reports it. */
export const RefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  /** The provider's refund id, once the provider has accepted the request. */
  reference: z.string().nullable(),
  requested_at: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const PaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  label: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's payment id once paid (Stripe's PaymentIntent, Razorpay's payment), for the shopper and staff. */
  reference: z.string().nullable(),
  /** The provider's hosted page to pay on, while the order awaits payment and the page is open; else null. */
  redirect_url: z.string().nullable(),
  /** Until when an order awaiting payment can be paid; after it, the order is cancelled. Null otherwise. */
  pay_until: z.string().nullable(),
  paid_at: z.string().nullable(),
  refund: RefundSchema.nullable(),
  /** A pay-on-delivery order's money as staff recorded it once collected (`paid_at` is when); null otherwise. */
  collection: z.object({ method: z.enum(COLLECTION_METHODS), amount: z.number().int(), label: z.string() }).nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** What an order was charged in, and what the shopper saw it in (amounts stay in `currency`'s minor units). */
const OrderCurrencyShape = {
  /** The base currency the order was charged and invoiced in. */
  currency: CurrencyCodeSchema,
  /** The currency the shopper saw prices in when placing it, and its rate then (units for one of `currency`). */
  display_currency: CurrencyCodeSchema,
  display_rate: z.number(),
};

export const OrderSchema = z.object({
  /** The readable order id, e.g. LJ-2026-000042. */
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  items: z.array(OrderLineSchema),
  payment: PaymentSchema,
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The lines' one GST rate, or their effective rate (two decimals) when their tax classes differ. */
  gst_percent: z.number(),
  tax: z.number().int(),
  /** The tax per HSN code and rate, split CGST + SGST within the shop's state or IGST outside it; adds up to `tax`. */
  tax_lines: z.array(SplitTaxLineSchema),
  shipping: z.number().int(),
  total: z.number().int(),
  ...OrderCurrencyShape,
  address: OrderAddressSchema,
  gst: z.object({ name: z.string(), gst_number: z.string() }).nullable(),
  /** The buyer's PAN, masked ("XXXXXX234F"), when the order needed it; null otherwise. */
  pan: z.string().nullable(),
  /** True while the order is Pending, not shipped and within the cancellation window. */
  can_cancel: z.boolean(),
  cancel_until: z.string(),
  shipped_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Carrier and tracking once shipped; null before (and for orders shipped before tracking was kept). */
  shipment: ShipmentSchema.nullable(),
  /** Placed, then shipped and delivered, or cancelled; oldest first. */
  timeline: z.array(OrderEventSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** A way to pay, as checkout offers it. */
export const PaymentOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  label: z.string(),
  /** What the shopper can pay with, in a line. */
  description: z.string(),
  /** The largest order total the method takes (cents), or null for no limit. */
  max_total: z.number().int().nullable(),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;
/** `GET /api/payments/methods`: the methods this shop offers now, in the order checkout lists them. */
export const PaymentOptionsSchema = z.object({ methods: z.array(PaymentOptionSchema) });
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export const OrderSummarySchema = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  first_item_name: z.string(),
  /** How many other lines the order has ('and 2 more'). */
  other_items: z.number().int(),
  total: z.number().int(),
  ...OrderCurrencyShape,
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Placed, then shipped and delivered, or cancelled; oldest first. */
  timeline: z.array(OrderEventSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** One page of the customer's orders; `next_cursor` fetches the next (older) page, null on the last one. */
export const OrderPageSchema = z.object({
  orders: z.array(OrderSummarySchema),
  next_cursor: z.string().nullable(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;
