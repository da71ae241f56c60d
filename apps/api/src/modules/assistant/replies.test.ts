/** The assistant's words for an order and a sale (replies.ts) and what a message is (intents.ts): every state, offline. */
import type { OrderEvent } from '@lumen/contract/orders';
import { describe, expect, it } from 'vitest';
import { asksAboutSale, orderQuestionOf, smallTalkOf, wantsPerson, wantsQuote } from './intents';
import { ASSISTANT_REPLIES, excerpt, type OrderFacts, orderReply, saleReply } from './replies';

const placed = {
  kind: 'placed' as const,
  at: '2026-11-02T05:00:00Z',
  shipment: null,
  cancelled_by: null,
  reason: null,
};
const order = (facts: Partial<OrderFacts>): OrderFacts => ({
  order_id: 'LJ-2026-000042',
  status: 'Pending',
  created_at: placed.at,
  payment_status: 'paid',
  timeline: [placed],
  ...facts,
});
const dispatch = { id: 'd', title: 'Dispatch times', page: 'Payment & Delivery', url: '/p#dispatch', text: '…' };

describe('where an order is', () => {
  it('is being prepared, with the dispatch times as a source', () => {
    const reply = orderReply(order({}), dispatch);
    expect(reply.text).toBe(
      'Your order LJ-2026-000042, placed on 2 November, is being prepared. We will e-mail you its tracking as soon as it ships.',
    );
    expect(reply.sources).toEqual([
      { title: 'Order LJ-2026-000042', url: '/order-details/LJ-2026-000042' },
      { title: 'Payment & Delivery: Dispatch times', url: '/p#dispatch' },
    ]);
  });

  it('was shipped, with its carrier, tracking number and tracking page', () => {
    const shipment = { carrier: 'Blue Dart', tracking_number: 'BD123', tracking_url: 'https://track.example/BD123' };
    const shipped: OrderEvent = { ...placed, kind: 'shipped', at: '2026-11-04T20:00:00Z', shipment };
    const reply = orderReply(order({ timeline: [placed, shipped] }), dispatch);
    // 20:00 UTC is 5 November on the shop's clock (India).
    expect(reply.text).toBe(
      'Your order LJ-2026-000042 was shipped on 5 November with Blue Dart; its tracking number is BD123. Track it at https://track.example/BD123',
    );
    expect(reply.sources).toHaveLength(1);
  });

  it('was delivered, or cancelled and refunded, or waits for its payment', () => {
    const delivered: OrderEvent = { ...placed, kind: 'delivered', at: '2026-11-09T06:00:00Z' };
    expect(orderReply(order({ status: 'Delivered', timeline: [placed, delivered] }), dispatch).text).toBe(
      'Your order LJ-2026-000042 was delivered on 9 November.',
    );
    const cancelled: OrderEvent = {
      ...placed,
      kind: 'cancelled',
      at: '2026-11-03T06:00:00Z',
      cancelled_by: 'customer',
    };
    expect(
      orderReply(order({ status: 'Cancelled', payment_status: 'refunded', timeline: [placed, cancelled] }), dispatch)
        .text,
    ).toBe('Your order LJ-2026-000042 was cancelled on 3 November. Its payment has been refunded.');
    expect(orderReply(order({ payment_status: 'awaiting_payment' }), dispatch).text).toContain(
      'waiting for its payment',
    );
  });
});

describe('what a message is', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello there!', 'greeting'],
    ['namaste', 'greeting'],
    ['ok thanks', 'thanks'],
    ['thank u', 'thanks'],
    ['bye', 'goodbye'],
    ['hi, do you take upi', undefined],
    ['thanks, and what about returns?', undefined],
    ['ok bye', 'goodbye'],
  ])('"%s" is small talk: %s', (text, kind) => {
    expect(smallTalkOf(text)).toBe(kind);
  });

  it.each([
    ['where is my order', null],
    ['mera order kab aayega', null],
    ['I have not received my parcel', null],
    ['track LJ-2026-000042 please', 'LJ-2026-000042'],
    ['status of lj-2026-000042', 'LJ-2026-000042'],
    ['how long does delivery take', undefined],
    ['what is your return policy', undefined],
  ])('"%s" asks about an order: %s', (text, order) => {
    expect(orderQuestionOf(text)).toBe(order);
  });

  it('hears a wish for a person', () => {
    expect(wantsPerson('can I talk to a real person')).toBe(true);
    expect(wantsPerson('connect me to customer care')).toBe(true);
    expect(wantsPerson('is this a real diamond')).toBe(false);
  });

  it('hears a wish for a quote', () => {
    expect(wantsQuote('Please send me a quote for the Aurora Solitaire Ring')).toBe(true);
    expect(wantsQuote('can you make a custom design with my stone')).toBe(true);
    expect(wantsQuote('what is your return policy')).toBe(false);
  });

  it.each([
    ['is there any sale going on', true],
    ['any offers on diamond rings?', true],
    ['any ofers?', true],
    ['do u have coupon code', true],
    ['is this 10% off', true],
    ['do you offer EMI', false],
    ['what about after-sales service', false],
    ['what is your return policy', false],
  ])('"%s" asks about a sale: %s', (text, sale) => {
    expect(asksAboutSale(text)).toBe(sale);
  });

  it('quotes a long section up to a sentence', () => {
    const long = `${'A sentence of the help that goes on. '.repeat(20)}`;
    const quoted = excerpt(long);
    expect(quoted.length).toBeLessThanOrEqual(420);
    expect(quoted.endsWith('on.')).toBe(true);
  });
});

describe('the sale in force', () => {
  const sale = {
    title: 'Diwali Sale',
    description: '10% off everything',
    code: 'DIWALI10',
    kind: 'percent' as const,
    value: 10,
    category: null,
    ends_at: '2026-11-15T20:00:00Z',
    min_subtotal: 500_000,
    per_customer_limit: null,
  };

  it('names the code and its terms on the shop’s clock, with the pieces it applies to', () => {
    const reply = saleReply(sale);
    // 20:00 UTC on 15 November is the 16th in India; the minimum is in the shop's currency.
    expect(reply.text).toBe(
      'Our Diwali Sale is on: 10% off everything, with the code DIWALI10 at checkout, on orders of $5,000.00 or more, until 16 Nov 2026.',
    );
    expect(reply).toMatchObject({ listing_url: '/product', sources: [] });
    expect(saleReply({ ...sale, per_customer_limit: 2, min_subtotal: 0, ends_at: null }).text).toBe(
      'Our Diwali Sale is on: 10% off everything, with the code DIWALI10 at checkout, 2 times per customer.',
    );
  });

  it('says there is none', () => {
    expect(saleReply(null)).toMatchObject({ text: ASSISTANT_REPLIES.noSale, sources: [], handoff_offered: false });
  });
});
