/**
 * The orders screens' rules without React: the list's filters as they live in the address bar (so a reload or a
 * shared link keeps them) and as the API's query string, the stage an order is at, and which fulfilment steps the
 * order's state allows, and the payment in staff's words. The server decides again on every step and answers 409
 * when it disagrees.
 */
import type { AdminOrderSummary } from '@lumen/contract/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '@lumen/contract/constants';
import { type CurrencyCode, formatCents, formatMoney } from '@lumen/contract/money';
import { COLLECTION_SENTENCES, type Payment, type PaymentStatus, type Refund } from '@lumen/contract/orders';

export type OrderSort = 'date' | 'total';
export type SortDir = 'asc' | 'desc';

export type OrderFilters = {
  status: OrderStatus | '';
  shipped: 'yes' | 'no' | '';
  from: string;
  to: string;
  q: string;
  sort: OrderSort;
  dir: SortDir;
};

export const NO_ORDER_FILTERS: OrderFilters = {
  status: '',
  shipped: '',
  from: '',
  to: '',
  q: '',
  sort: 'date',
  dir: 'desc',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const Q_MAX = 100;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((each) => each === value);

/** The filters a link carries; anything the API would refuse (an unknown status, a malformed date) is dropped. */
export function filtersFromSearch(params: URLSearchParams): OrderFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    status: oneOf(params.get('status'), ORDER_STATUSES) ?? '',
    shipped: oneOf(params.get('shipped'), ['yes', 'no'] as const) ?? '',
    from: date('from'),
    to: date('to'),
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    sort: oneOf(params.get('sort'), ['date', 'total'] as const) ?? 'date',
    dir: oneOf(params.get('dir'), ['asc', 'desc'] as const) ?? 'desc',
  };
}

/** The address bar's query for `filters`: only what differs from the defaults, in a steady order. */
export function searchFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.shipped) params.set('shipped', filters.shipped);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  if (filters.dir !== 'desc') params.set('dir', filters.dir);
  return params;
}

/** `GET /api/admin/orders`'s query string for one page: the filters, the sort, and the page's cursor if any. */
export function ordersApiQuery(filters: OrderFilters, cursor: string | null, limit: number): string {
  const params = searchFromFilters(filters);
  params.set('sort', filters.sort);
  params.set('dir', filters.dir);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Why the date range cannot be sent, or null (the server's own words for the same rule). */
export function rangeProblem(filters: Pick<OrderFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to
    ? 'The end date must not be before the start date.'
    : null;
}

export const hasFilters = (filters: OrderFilters) =>
  Boolean(filters.status || filters.shipped || filters.from || filters.to || filters.q.trim());

/** Sorting by a column: the same column flips the direction; another one starts with the largest/newest first. */
export function sortBy(filters: OrderFilters, sort: OrderSort): OrderFilters {
  if (filters.sort === sort) return { ...filters, dir: filters.dir === 'desc' ? 'asc' : 'desc' };
  return { ...filters, sort, dir: 'desc' };
}

export type OrderStage = 'To ship' | 'Shipped' | 'Delivered' | 'Cancelled';

/** Where the order is: a Pending order is either still to ship or on its way. */
export function orderStage(order: Pick<AdminOrderSummary, 'status' | 'shipped_at'>): OrderStage {
  if (order.status === 'Delivered') return 'Delivered';
  if (order.status === 'Cancelled') return 'Cancelled';
  return order.shipped_at ? 'Shipped' : 'To ship';
}

export type OrderActions = { ship: boolean; deliver: boolean; cancel: boolean; markPaid: boolean };

/**
 * The fulfilment steps to offer: none without the `orders` permission (support reads only); ship and cancel while
 * the order is Pending and unshipped; mark delivered once it has shipped and until it is closed; mark paid for a
 * pay-on-delivery order still due once the courier has it (shipped or delivered).
 */
export function orderActions(
  order: Pick<AdminOrderSummary, 'status' | 'shipped_at'> & { payment: Pick<Payment, 'method' | 'status'> },
  canAct: boolean,
): OrderActions {
  const stage = orderStage(order);
  return {
    ship: canAct && stage === 'To ship',
    deliver: canAct && stage === 'Shipped',
    cancel: canAct && stage === 'To ship',
    markPaid:
      canAct &&
      (stage === 'Shipped' || stage === 'Delivered') &&
      order.payment.method === 'pay_on_delivery' &&
      order.payment.status === 'due_on_delivery',
  };
}

/** Money collected on delivery for staff: 'Paid — cash on delivery, ₹1,23,456.00 on 29 Nov 2026, 3:15 pm'. */
export function collectionSummary(
  collection: NonNullable<Payment['collection']>,
  currency: CurrencyCode,
  paidAt: string,
  format: (at: Date) => string,
): string {
  const how = COLLECTION_SENTENCES[collection.method].replace(/^Paid (in |by )/, '');
  return `Paid — ${how}, ${formatMoney(collection.amount, currency)} on ${format(new Date(paidAt))}`;
}

/** How a payment's badge reads at a glance: money still to come, never received, or settled (paid, refunded, at the door). */
export type PaymentTone = 'todo' | 'off' | 'plain';

export function paymentTone(status: PaymentStatus): PaymentTone {
  if (status === 'awaiting_payment') return 'todo';
  if (status === 'failed') return 'off';
  return 'plain';
}

const REFUND_WORDS: Record<Refund['status'], string> = {
  pending: 'Requested',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** A refund for staff: its state and amount ('Refunded $188.80'), with the provider's id once it has one. */
export function refundSummary(refund: Refund): string {
  const words = `${REFUND_WORDS[refund.status]} ${formatCents(refund.amount)}`;
  return refund.reference ? `${words} (${refund.reference})` : words;
}
