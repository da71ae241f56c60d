/** The Razorpay fake's entities in Razorpay's JSON shapes, and the fake itself. */
import type { ProviderFake } from '../provider-fake';

export type RazorpayMethod = 'upi' | 'card' | 'netbanking';

/** One payment of a link, as `GET /v1/payment_links/:id` lists it. */
export type RazorpayLinkPayment = {
  amount: number;
  created_at: number;
  method: RazorpayMethod;
  payment_id: string;
  plink_id: string;
  status: 'captured';
  updated_at: number;
};

/** A Payment Link entity in Razorpay's JSON shape. */
export type RazorpayPaymentLink = {
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  id: string;
  notes: Record<string, string> | null;
  notify: { sms: boolean; email: boolean };
  /** The order Razorpay opens behind the link, once the shopper first tries to pay. */
  order_id?: string;
  payments: RazorpayLinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: unknown[];
  short_url: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  updated_at: number;
  upi_link: boolean;
  user_id: string;
};

/** A Payment entity in Razorpay's JSON shape. */
export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: RazorpayMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string;
  card_id: string | null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  /** Razorpay serialises empty notes as an empty array. */
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
};

/** A Refund entity in Razorpay's JSON shape. */
export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: string;
};

/** A webhook event in Razorpay's JSON shape. */
export type RazorpayEvent = {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, unknown>;
  created_at: number;
};

export type RazorpayDeliveryOptions = { secret?: string; eventId?: string };

/** One webhook delivery, its X-Razorpay-Event-Id, and the status the shop answered (0 when unreachable). */
export type RazorpayDelivery = { event: RazorpayEvent; eventId: string; status: number };

export type FakeRazorpay = ProviderFake<RazorpayDelivery> & {
  links: Map<string, RazorpayPaymentLink>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  /** A captured payment of the link (amount/currency overrides fake a wrong-amount payment); delivers payment_link.paid. */
  pay(linkId: string, options?: { amount?: number; currency?: string; method?: RazorpayMethod }): Promise<void>;
  /** A failed attempt: delivers payment.failed; the link stays payable. */
  decline(linkId: string): Promise<void>;
  /** A signed delivery to the webhook URL; answers the status the shop gave (0 when unreachable). */
  deliver(event: RazorpayEvent, options?: RazorpayDeliveryOptions): Promise<number>;
  /** Builds an event; `contains` lists the payload's entities. */
  event(name: string, payload: object): RazorpayEvent;
  /** The body and headers of a signed delivery, for `app.inject`. */
  signedDelivery(
    event: RazorpayEvent,
    options?: RazorpayDeliveryOptions,
  ): { body: string; headers: Record<string, string> };
  refundOutcome: 'processed' | 'failed';
};

export type FakeRazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
};

/** The fake's state behind its API: the maps on `fake`, and the orders Razorpay opens behind the links. */
export type RazorpayStore = {
  fake: FakeRazorpay;
  orders: Map<string, { id: string; attempts: number; created_at: number }>;
};
