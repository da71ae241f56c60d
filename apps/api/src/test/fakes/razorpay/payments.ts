/** Payments of a link: what paying or declining on the hosted page (or from a test) does, and the order behind it. */
import { randomId, unixNow } from '../provider-fake';
import { payableLink } from './payment-links';
import type { RazorpayMethod, RazorpayPayment, RazorpayPaymentLink, RazorpayStore } from './types';

/** The order behind a link: opened on the first attempt, counting attempts. */
function orderFor({ orders }: RazorpayStore, link: RazorpayPaymentLink) {
  link.order_id ??= randomId('order_');
  const order = orders.get(link.order_id) ?? { id: link.order_id, attempts: 0, created_at: unixNow() };
  order.attempts += 1;
  orders.set(order.id, order);
  return order;
}

/** A payment attempt on the link, failed until the caller says otherwise. */
function newPayment(
  { fake }: RazorpayStore,
  link: RazorpayPaymentLink,
  orderId: string,
  method: RazorpayMethod,
): RazorpayPayment {
  const payment: RazorpayPayment = {
    id: randomId('pay_'),
    entity: 'payment',
    amount: link.amount,
    currency: link.currency,
    status: 'failed',
    order_id: orderId,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: `#${link.id.replace(/^plink_/, '')}`,
    card_id: method === 'card' ? randomId('card_') : null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: null,
    vpa: method === 'upi' ? 'success@razorpay' : null,
    email: link.customer.email ?? null,
    contact: link.customer.contact ?? null,
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: method === 'upi' ? { rrn: String(Date.now()).slice(-12) } : {},
    created_at: unixNow(),
  };
  fake.payments.set(payment.id, payment);
  return payment;
}

/** A captured payment of the link (amount/currency overrides fake a wrong-amount payment); delivers payment_link.paid. */
export async function payLink(
  store: RazorpayStore,
  linkId: string,
  overrides: { amount?: number; currency?: string; method?: RazorpayMethod } = {},
): Promise<void> {
  const { fake } = store;
  const link = payableLink(store, linkId);
  const order = orderFor(store, link);
  const payment = newPayment(store, link, order.id, overrides.method ?? 'upi');
  const amount = overrides.amount ?? link.amount;
  Object.assign(payment, {
    amount,
    currency: (overrides.currency ?? link.currency).toUpperCase(),
    status: 'captured',
    captured: true,
    fee: Math.round(amount * 0.02),
    tax: 0,
  } satisfies Partial<RazorpayPayment>);
  const now = unixNow();
  Object.assign(link, {
    amount_paid: amount,
    status: 'paid',
    updated_at: now,
    payments: [
      ...(link.payments ?? []),
      {
        amount,
        created_at: now,
        method: payment.method,
        payment_id: payment.id,
        plink_id: link.id,
        status: 'captured',
        updated_at: now,
      },
    ],
  } satisfies Partial<RazorpayPaymentLink>);
  const orderEntity = {
    id: order.id,
    entity: 'order',
    amount: link.amount,
    amount_due: 0,
    amount_paid: amount,
    attempts: order.attempts,
    created_at: order.created_at,
    currency: link.currency,
    notes: link.notes ?? [],
    offer_id: null,
    receipt: link.reference_id || null,
    status: 'paid',
  };
  await fake.deliver(
    fake.event('payment_link.paid', {
      payment_link: { entity: structuredClone(link) },
      payment: { entity: structuredClone(payment) },
      order: { entity: orderEntity },
    }),
  );
}

/** A failed attempt: delivers payment.failed; the link stays payable. */
export async function declineLink(store: RazorpayStore, linkId: string): Promise<void> {
  const { fake } = store;
  const link = payableLink(store, linkId);
  const order = orderFor(store, link);
  const payment = newPayment(store, link, order.id, 'card');
  Object.assign(payment, {
    error_code: 'BAD_REQUEST_ERROR',
    error_description: 'Payment failed',
    error_source: 'gateway',
    error_step: 'payment_authorization',
    error_reason: 'payment_failed',
  } satisfies Partial<RazorpayPayment>);
  await fake.deliver(fake.event('payment.failed', { payment: { entity: structuredClone(payment) } }));
}
