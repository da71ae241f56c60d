/**
 * The audit log's words: each shape the API writes (apps/api: recordAudit's callers) as lines a person reads. A change
 * is "field: before → after"; a value given or taken away says so; a record made or removed lists its fields; lists
 * are named item by item while few change, else summed up; money, yes and no, rates, and times on the shop's clock.
 */
import { baseCurrency, setBaseCurrency } from '@lumen/contract/money';
import { describe, expect, it } from 'vitest';
import { type AuditWordsOptions, auditChange, changeText, fieldWords } from '../audit-changes';

const words = (before: unknown, after: unknown, options?: AuditWordsOptions) =>
  auditChange({ before, after }, options).lines.map(changeText);

const AT = '2026-11-27T23:10:00.000Z';
const IN_INDIA = '28 Nov 2026, 4:40 am IST';
const ASHA = '0b9c1f4e-5d1a-4c1e-9f3a-2b6f7a8d9e01';

const variant = (sku: string, price: number, quantity = 5) => ({
  id: Number(sku.slice(-1)),
  sku,
  price,
  original_price: price + 2_000,
  quantity,
  made_to_order_days: null,
});
const piece = (price: number, change: Record<string, unknown> = {}) => ({
  id: 51,
  name: 'Aurora Solitaire Ring',
  status: 'draft',
  price,
  original_price: 15_000,
  sizes: ['6', '7'],
  material_details: { shape: 'Round', clarity: 'VS1' },
  variants: [variant('LJ-00051-6', price)],
  ...change,
});

describe('field names in words', () => {
  it.each([
    ['price', 'Price'],
    ['original_price', 'Original price'],
    ['tracking_number', 'Tracking number'],
    ['madeToOrderDays', 'Made to order days'],
    ['huid', 'HUID'],
    ['reply_id', 'Reply ID'],
    ['pay_on_delivery_max', 'Pay on delivery up to'],
    ['rate_percent', 'GST rate'],
  ])('%s → %s', (key, text) => {
    expect(fieldWords(key)).toBe(text);
  });
});

describe('a change: one line per field that changed', () => {
  it('a product’s price (product.update): the price, and its one variant by SKU', () => {
    expect(words(piece(12_000), piece(12_500))).toEqual([
      'Price: $120.00 → $125.00',
      'Variants › LJ-00051-6 › Price: $120.00 → $125.00',
      'Variants › LJ-00051-6 › Original price: $140.00 → $145.00',
    ]);
  });

  it('in the shop’s currency: “Price: ₹12,000.00 → ₹12,500.00”', () => {
    const base = baseCurrency();
    setBaseCurrency('INR');
    try {
      expect(words({ price: 1_200_000 }, { price: 1_250_000 })).toEqual(['Price: ₹12,000.00 → ₹12,500.00']);
    } finally {
      setBaseCurrency(base);
    }
  });

  it('a status (product.published), a nested field and a list of sizes', () => {
    expect(
      words(
        piece(12_000),
        piece(12_000, {
          status: 'published',
          material_details: { shape: 'Oval', clarity: 'VS1' },
          sizes: ['6', '7', '8'],
        }),
      ),
    ).toEqual(['Status: draft → published', 'Sizes: 6, 7 → 6, 7, 8', 'Material details › Shape: Round → Oval']);
  });

  it('stock by size (product.stock), and made to order', () => {
    const stock = (seven: number) => [
      { size: '6', quantity: 10 },
      { size: '7', quantity: seven },
    ];
    expect(words({ made_to_order_days: null, stock: stock(4) }, { made_to_order_days: null, stock: stock(5) })).toEqual(
      ['Stock › Size 7 › Quantity: 4 → 5'],
    );
    expect(
      words({ made_to_order_days: null, stock: [{ size: '', quantity: 3 }] }, { made_to_order_days: 14, stock: [] }),
    ).toEqual(['Made to order: set to 14 days', 'Stock: 1 size → 0 sizes']);
    expect(words({ stock: [{ size: '', quantity: 3 }] }, { stock: [{ size: '', quantity: 5 }] })).toEqual([
      'Stock › Quantity: 3 → 5',
    ]);
  });

  it('variants (product.variants): one added by name; many changed summed up', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => variant(`LJ-1-${n}`, 10_000));
    expect(words({ variants: six.slice(0, 2) }, { variants: [...six.slice(0, 2), variant('LJ-1-9', 10_000)] })).toEqual(
      ['Variants › LJ-1-9: added'],
    );
    expect(words({ variants: six }, { variants: six.map((v) => ({ ...v, price: 11_000 })) })).toEqual([
      'Variants: 6 of 6 variants changed',
    ]);
  });

  it('a coupon (coupon.update): a percentage, an amount, an end set and a limit cleared', () => {
    const coupon = { code: 'FALL25', kind: 'percent', value: 25, ends_at: null, usage_limit: 100, featured: false };
    expect(words(coupon, { ...coupon, value: 30, ends_at: AT, usage_limit: null, featured: true })).toEqual([
      'Value: 25% → 30%',
      `Ends: set to ${IN_INDIA}`,
      'Uses in all: cleared (was 100)',
      'On the banner: No → Yes',
    ]);
    expect(words({ ...coupon, kind: 'amount', value: 2_500 }, { ...coupon, kind: 'amount', value: 5_000 })).toEqual([
      'Value: $25.00 → $50.00',
    ]);
  });

  it('an order shipped (order.ship) and cancelled (order.cancel)', () => {
    expect(
      words(
        { status: 'Pending', shipped_at: null },
        { status: 'Pending', shipped_at: AT, carrier: 'BlueDart', tracking_number: 'BD123', tracking_url: null },
      ),
    ).toEqual([`Shipped: set to ${IN_INDIA}`, 'Carrier: set to BlueDart', 'Tracking number: set to BD123']);
    expect(
      words(
        { status: 'Pending', shipped_at: null },
        { status: 'Cancelled', cancelled_at: AT, reason: 'The customer asked.' },
      ),
    ).toEqual(['Status: Pending → Cancelled', `Cancelled: set to ${IN_INDIA}`, 'Reason: set to The customer asked.']);
  });

  it('what only the record before says (delivery.send_again), and a yes/no (customer.disable)', () => {
    expect(words({ state: 'failed', attempts: 13 }, { state: 'waiting' })).toEqual([
      'State: failed → waiting',
      'Attempts: was 13',
    ]);
    expect(words({ disabled: false }, { disabled: true, sessions_ended: 2 })).toEqual([
      'Disabled: No → Yes',
      'Sessions ended: set to 2',
    ]);
  });

  it('rates and settings: a metal rate, a currency rate, the pay-on-delivery limit, GST', () => {
    expect(words({ rate_per_gram: 9_800 }, { rate_per_gram: 9_850 })).toEqual(['Rate a gram: $98.00 → $98.50']);
    expect(words({ rate_micros: 84_000_000 }, { rate_micros: 84_123_456 })).toEqual(['Rate: 84 → 84.123456']);
    expect(words({ pay_on_delivery_max: null }, { pay_on_delivery_max: 250_000 })).toEqual([
      'Pay on delivery up to: set to $2,500.00',
    ]);
    expect(words({ prices_include_tax: false }, { prices_include_tax: true })).toEqual([
      'Prices include GST: No → Yes',
    ]);
    expect(
      words({ name: 'Gold', hsn: '7113', rate_percent: 3 }, { name: 'Gold', hsn: '7113', rate_percent: 5 }),
    ).toEqual(['GST rate: 3% → 5%']);
  });

  it('a message replied to (message.reply): ids shortened', () => {
    expect(
      words(
        { status: 'new' },
        { status: 'handled', reply_id: '9f8e7d6c-1111-4222-8333-444455556666', channel: 'email' },
      ),
    ).toEqual(['Status: new → handled', 'Reply ID: set to 9f8e7d6c', 'Channel: set to email']);
  });

  it('says nothing changed when nothing did', () => {
    expect(words({ status: 'new' }, { status: 'new' })).toEqual([]);
  });

  it('writes plain values that are not records', () => {
    expect(words(1, 2)).toEqual(['Value: 1 → 2']);
  });
});

describe('a record made, removed or acted on: its fields', () => {
  it('a coupon made (coupon.create): its code and terms first, empty fields left out', () => {
    expect(
      words(null, {
        id: 7,
        code: 'WELCOME10',
        title: '',
        description: '10% off your first piece',
        kind: 'percent',
        value: 10,
        category: null,
        starts_at: AT,
        ends_at: null,
        active: true,
      }),
    ).toEqual([
      'Code: WELCOME10',
      'Kind: percent',
      'Value: 10%',
      'Description: 10% off your first piece',
      `Starts: ${IN_INDIA}`,
      'Active: Yes',
    ]);
  });

  it('an erasure (customer.erase) and a first metal rate (pricing.metal_rate_set)', () => {
    expect(words(null, { erased: true, orders_kept: 2, sessions_ended: 0 })).toEqual([
      'Erased: Yes',
      'Orders kept: 2',
      'Sessions ended: 0',
    ]);
    expect(words(null, { rate_per_gram: 9_850 })).toEqual(['Rate a gram: $98.50']);
  });

  it('an invitation withdrawn (its record before), and one accepted: who invited by name', () => {
    expect(
      words(
        { kind: 'invitation', email: 'ravi@lumen.example', name: 'Ravi', role: 'fulfilment', expires_at: AT },
        null,
      ),
    ).toEqual([
      'Name: Ravi',
      'Email: ravi@lumen.example',
      'Role: fulfilment',
      'Kind: invitation',
      `Link works until: ${IN_INDIA}`,
    ]);
    const staffName = (id: string) => (id === ASHA ? 'Asha Rao' : undefined);
    expect(words(null, { name: 'Ravi', invited_by: ASHA }, { staffName })).toEqual([
      'Name: Ravi',
      'Invited by: Asha Rao',
    ]);
  });

  it('a copy (product.duplicate): what it copied, then the copy', () => {
    expect(words({ duplicated_from: 51 }, { id: 52, name: 'Aurora (copy)', status: 'draft' })).toEqual([
      'Copied from piece: 51',
      'Name: Aurora (copy)',
      'Status: draft',
    ]);
  });

  it('nested fields flattened, lists summed up, long text cut, empty lists left out', () => {
    const lines = words(null, {
      name: 'Aurora',
      description: 'A'.repeat(200),
      material_details: { shape: 'Round' },
      faqs: [{ question: 'Q', answer: 'A' }],
      sizes: [],
      stock: [
        { size: '6', quantity: 3 },
        { size: '7', quantity: 4 },
      ],
    });
    expect(lines).toEqual([
      'Name: Aurora',
      `Description: ${'A'.repeat(79)}…`,
      'Material details › Shape: Round',
      'FAQs: 1 question',
      'Stock: 7 on hand in 2 sizes',
    ]);
    expect(words(null, { stock: [{ size: '', quantity: 0 }] })).toEqual(['Stock: 0 on hand']);
  });

  it('shows at most eight lines and counts the rest', () => {
    const record = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`field_${i}`, i + 1]));
    const change = auditChange({ before: null, after: record });
    expect(change.lines).toHaveLength(8);
    expect(change.more).toBe(3);
  });

  it('has nothing to say of an entry without a record (customer.export)', () => {
    expect(auditChange({ before: null, after: null })).toEqual({ lines: [], more: 0 });
  });
});
