/**
 * The orders screens' rules: the list's filters survive the trip through the address bar and become the API's
 * query; the steps offered follow the order's state and the staff member's role; the ship form sends no empty link;
 * the chart's text alternative tells the figures; the payment's badge tone and refund read as staff need them.
 */
import { describe, expect, it } from 'vitest';
import { cancelResolver, shipRequest, shipResolver } from '../order-forms';
import {
  collectionSummary,
  filtersFromSearch,
  hasFilters,
  NO_ORDER_FILTERS,
  type OrderFilters,
  orderActions,
  orderStage,
  ordersApiQuery,
  paymentTone,
  rangeProblem,
  refundSummary,
  searchFromFilters,
  sortBy,
} from '../orders-logic';
import { chartSummary } from '../sales-chart';

const SOME: OrderFilters = {
  status: 'Pending',
  shipped: 'no',
  from: '2026-11-01',
  to: '2026-11-24',
  q: 'asha@example.com',
  sort: 'total',
  dir: 'asc',
};

describe('the filters in the address bar', () => {
  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(searchFromFilters(NO_ORDER_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter and the sort', () => {
    const search = searchFromFilters(SOME);
    expect(search.toString()).toBe(
      'status=Pending&shipped=no&from=2026-11-01&to=2026-11-24&q=asha%40example.com&sort=total&dir=asc',
    );
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(SOME);
  });

  it('drops what the API would refuse from a hand-edited link', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('status=Lost&shipped=maybe&from=yesterday&to=2026-13&sort=name&dir=up&q=%20%20'),
    );
    expect(filters).toEqual(NO_ORDER_FILTERS);
  });

  it('trims the search and keeps it to the API’s 100 characters', () => {
    expect(filtersFromSearch(new URLSearchParams(`q=  ${'a'.repeat(120)} `)).q).toHaveLength(100);
    expect(searchFromFilters({ ...NO_ORDER_FILTERS, q: '  LJ-2026-000042 ' }).toString()).toBe('q=LJ-2026-000042');
  });

  it('tells whether anything is filtered (the sort alone is no filter)', () => {
    expect(hasFilters({ ...NO_ORDER_FILTERS, sort: 'total' })).toBe(false);
    expect(hasFilters({ ...NO_ORDER_FILTERS, shipped: 'yes' })).toBe(true);
  });
});

describe('the API query of a page', () => {
  it('always names the sort, the page size and the cursor of a later page', () => {
    expect(ordersApiQuery(NO_ORDER_FILTERS, null, 25)).toBe('sort=date&dir=desc&limit=25');
    expect(ordersApiQuery(SOME, 'abc_123', 25)).toBe(
      'status=Pending&shipped=no&from=2026-11-01&to=2026-11-24&q=asha%40example.com&sort=total&dir=asc&limit=25&cursor=abc_123',
    );
  });

  it('refuses a range that ends before it starts, as the server does', () => {
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-01' })).toBe(
      'The end date must not be before the start date.',
    );
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-24' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBeNull();
  });

  it('sorts a column newest or highest first, and flips it on a second click', () => {
    const byTotal = sortBy(NO_ORDER_FILTERS, 'total');
    expect(byTotal).toMatchObject({ sort: 'total', dir: 'desc' });
    expect(sortBy(byTotal, 'total')).toMatchObject({ sort: 'total', dir: 'asc' });
    expect(sortBy(NO_ORDER_FILTERS, 'date')).toMatchObject({ sort: 'date', dir: 'asc' });
  });
});

describe('the steps an order allows', () => {
  const due = { method: 'pay_on_delivery', status: 'due_on_delivery' } as const;
  const toShip = { status: 'Pending', shipped_at: null, payment: due } as const;
  const shipped = { status: 'Pending', shipped_at: '2026-11-20T10:00:00.000Z', payment: due } as const;
  const delivered = { status: 'Delivered', shipped_at: '2026-11-20T10:00:00.000Z', payment: due } as const;
  const cancelled = { status: 'Cancelled', shipped_at: null, payment: due } as const;
  const none = { ship: false, deliver: false, cancel: false, markPaid: false };

  it('names the stage of each state', () => {
    expect([toShip, shipped, delivered, cancelled].map(orderStage)).toEqual([
      'To ship',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('offers ship and cancel before shipping, mark delivered after, nothing once closed', () => {
    expect(orderActions(toShip, true)).toEqual({ ...none, ship: true, cancel: true });
    expect(orderActions(shipped, true)).toEqual({ ...none, deliver: true, markPaid: true });
    expect(orderActions(delivered, true)).toEqual({ ...none, markPaid: true });
    expect(orderActions(cancelled, true)).toEqual(none);
  });

  it('offers mark paid only for a pay-on-delivery order still due, once shipped', () => {
    const paid = { ...delivered, payment: { method: 'pay_on_delivery', status: 'paid' } } as const;
    const online = { ...delivered, payment: { method: 'stripe', status: 'paid' } } as const;
    expect(orderActions(paid, true).markPaid).toBe(false);
    expect(orderActions(online, true).markPaid).toBe(false);
    expect(orderActions(toShip, true).markPaid).toBe(false);
  });

  it('offers nothing to a role that only reads orders', () => {
    for (const order of [toShip, shipped, delivered]) {
      expect(orderActions(order, false)).toEqual(none);
    }
  });

  it('says how and when money was collected on delivery, in the order’s currency', () => {
    const at = (d: Date) => d.toISOString().slice(0, 10);
    expect(
      collectionSummary(
        { method: 'cash', amount: 12345600, label: 'Paid in cash on delivery' },
        'INR',
        '2026-11-29T10:00:00Z',
        at,
      ),
    ).toBe('Paid — cash on delivery, ₹1,23,456.00 on 2026-11-29');
    expect(
      collectionSummary(
        { method: 'upi', amount: 18880, label: 'Paid by UPI on delivery' },
        'USD',
        '2026-11-29T10:00:00Z',
        at,
      ),
    ).toBe('Paid — UPI on delivery, $188.80 on 2026-11-29');
  });
});

describe('the ship form', () => {
  it('sends no tracking link when none was given, and a trimmed one when it was', () => {
    expect(shipRequest({ carrier: 'Blue Dart', tracking_number: 'BD123', tracking_url: '   ' })).toEqual({
      carrier: 'Blue Dart',
      tracking_number: 'BD123',
      tracking_url: null,
    });
    expect(
      shipRequest({ carrier: 'Blue Dart', tracking_number: 'BD123', tracking_url: ' https://bluedart.example/t ' })
        .tracking_url,
    ).toBe('https://bluedart.example/t');
  });
});

describe('the forms’ checks', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  it('accepts a shipment without a link, and sends null for it', async () => {
    const result = await shipResolver(
      { carrier: 'Blue Dart', tracking_number: 'BD 123', tracking_url: '' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ carrier: 'Blue Dart', tracking_number: 'BD 123', tracking_url: null });
  });

  it('shows the contract’s messages under their fields, without the field’s API name', async () => {
    const ship = await shipResolver(
      { carrier: ' ', tracking_number: 'BD#1', tracking_url: 'bluedart' },
      undefined,
      options,
    );
    expect(ship.errors.carrier?.message).toBe('Enter the carrier (up to 60 characters)');
    expect(ship.errors.tracking_number?.message).toBe(
      'Enter the tracking number (letters, digits, spaces and -, up to 60)',
    );
    expect(ship.errors.tracking_url?.message).toBe('Enter a link that starts with http:// or https://');
    const cancel = await cancelResolver({ reason: '' }, undefined, options);
    expect(cancel.errors.reason?.message).toBe('Say why the order is cancelled (up to 500 characters)');
  });
});

describe('the chart’s text alternative', () => {
  it('tells the span, the total and the best day', () => {
    expect(
      chartSummary([
        { date: '2026-11-22', orders: 1, revenue: 16000 },
        { date: '2026-11-23', orders: 0, revenue: 0 },
        { date: '2026-11-24', orders: 2, revenue: 30000 },
      ]),
    ).toBe('Revenue each day from 22 Nov to 24 Nov: $460.00 from 3 orders; the best day was 24 Nov with $300.00.');
  });

  it('says so when no day had an order', () => {
    expect(chartSummary([{ date: '2026-11-24', orders: 0, revenue: 0 }])).toBe(
      'Revenue each day from 24 Nov to 24 Nov: no orders in these days.',
    );
  });
});

describe('the payment in staff’s words', () => {
  it('marks money still to come and money never received, and leaves settled payments plain', () => {
    expect(paymentTone('awaiting_payment')).toBe('todo');
    expect(paymentTone('failed')).toBe('off');
    for (const status of ['paid', 'refunded', 'due_on_delivery'] as const) expect(paymentTone(status)).toBe('plain');
  });

  it('tells a refund’s state and amount, with the provider’s id once there is one', () => {
    const requested_at = '2026-11-24T05:30:00.000Z';
    expect(refundSummary({ status: 'pending', amount: 18880, reference: null, requested_at })).toBe(
      'Requested $188.80',
    );
    expect(refundSummary({ status: 'succeeded', amount: 18880, reference: 're_1', requested_at })).toBe(
      'Refunded $188.80 (re_1)',
    );
    expect(refundSummary({ status: 'failed', amount: 500, reference: 're_2', requested_at })).toBe(
      'Failed $5.00 (re_2)',
    );
  });
});
