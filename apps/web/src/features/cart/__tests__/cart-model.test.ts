/** The cart's pure rules (cart-model.ts), with literal amounts in cents. */
import type { AppliedCoupon, Cart, CartLine } from '@lumen/contract/cart';
import type { CouponCheck } from '@lumen/contract/coupons';
import { describe, expect, it } from 'vitest';
import {
  addVisitorLine,
  applyCartChange,
  type CartProduct,
  EMPTY_VISITOR_CART,
  mergeRequestOf,
  priceVisitorCart,
  removeVisitorLine,
  setVisitorLineQuantity,
  setVisitorLineSaved,
  skippedNames,
  temporaryLineId,
  visitorAddRefusal,
  visitorCoupon,
} from '../cart-model';

const image = { src: '/ring.svg', alt: 'ring' } as unknown as CartProduct['image'];
const product = (id: number, price: number, category: CartProduct['category'] = 'rings'): CartProduct => ({
  id,
  slug: `piece-${id}`,
  name: `Piece ${id}`,
  description: '',
  image,
  price,
  category,
});
const RING = product(1, 12_500);
const STUD = product(2, 4_000, 'earrings');

const line = (id: number, piece: CartProduct, quantity: number, size: string | null = null): CartLine => ({
  id,
  product_id: piece.id,
  slug: piece.slug,
  name: piece.name,
  description: '',
  image,
  photo: null,
  size,
  quantity,
  unit_price: piece.price,
  line_total: piece.price * quantity,
  category: piece.category,
  variant_id: null,
  sku: null,
  options: {},
  engraving: null,
  lead_days: null,
});

const TEN_OFF: CouponCheck = {
  code: 'TEN',
  description: '10 % off',
  kind: 'percent',
  value: 10,
  category: null,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
  min_subtotal: 0,
  valid: true,
  reason: null,
};
const applied = (discount: number): AppliedCoupon => ({ ...TEN_OFF, discount });

const cart = (items: CartLine[], saved: CartLine[] = [], coupon: AppliedCoupon | null = null): Cart =>
  applyCartChange({ items, saved, coupon, totals: {} as Cart['totals'] }, { kind: 'coupon', code: '' });

describe('applyCartChange', () => {
  it('prices 12,500 + 2 × 4,000 with 10 % off: GST once on what is left', () => {
    const priced = cart([line(31, RING, 1, 'Size 1'), line(32, STUD, 2)], [], applied(0));
    expect(priced.totals).toEqual({
      item_count: 3,
      subtotal: 20_500,
      discount: 2_050,
      gst_percent: 18,
      gst: 3_321,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 18_450, tax: 3_321 }],
      shipping: 0,
      total: 21_771,
    });
    expect(priced.coupon?.discount).toBe(2_050);
    expect(priced.items.map((each) => each.line_total)).toEqual([12_500, 8_000]);
  });

  it('adds a new piece under a stand-in id taken from the cart itself, below every other stand-in', () => {
    const start = cart([line(31, RING, 1, 'Size 1')]);
    const once = applyCartChange(start, { kind: 'add', product: STUD, size: null, quantity: 1 });
    expect(once.items.at(-1)).toMatchObject({ id: -1, product_id: STUD.id, quantity: 1, line_total: 4_000 });
    const twice = applyCartChange(once, { kind: 'add', product: RING, size: 'Size 2', quantity: 1 });
    expect(twice.items.map((each) => each.id)).toEqual([31, -1, -2]);
    expect(temporaryLineId({ items: [], saved: [] })).toBe(-1);
    expect(twice.totals.subtotal).toBe(12_500 + 4_000 + 12_500);
  });

  it('adds to a line of the same piece and size, up to 99, and brings a saved one back', () => {
    const start = cart([line(31, RING, 98, 'Size 1')], [line(32, STUD, 1)]);
    const capped = applyCartChange(start, { kind: 'add', product: RING, size: 'Size 1', quantity: 5 });
    expect(capped.items).toMatchObject([{ id: 31, quantity: 99, line_total: 99 * 12_500 }]);
    const back = applyCartChange(capped, { kind: 'add', product: STUD, size: null, quantity: 1 });
    expect(back.saved).toEqual([]);
    expect(back.items.map((each) => [each.id, each.quantity])).toEqual([
      [31, 99],
      [32, 2],
    ]);
  });

  it('moves a line to saved for later and back, the totals following', () => {
    const start = cart([line(31, RING, 1), line(32, STUD, 2)]);
    const saved = applyCartChange(start, { kind: 'saved', id: 32, saved: true });
    expect(saved.items.map((each) => each.id)).toEqual([31]);
    expect(saved.saved.map((each) => each.id)).toEqual([32]);
    expect(saved.totals).toMatchObject({ item_count: 1, subtotal: 12_500, gst: 2_250, total: 14_750 });
    const back = applyCartChange(saved, { kind: 'saved', id: 32, saved: false });
    expect(back.items.map((each) => each.id)).toEqual([31, 32]);
    expect(back.totals.subtotal).toBe(20_500);
  });

  it('sets a quantity, removes a line and drops the coupon', () => {
    const start = cart([line(31, RING, 1), line(32, STUD, 2)], [], applied(0));
    const three = applyCartChange(start, { kind: 'quantity', id: 32, quantity: 3 });
    expect(three.totals).toMatchObject({ subtotal: 24_500, discount: 2_450 });
    const removed = applyCartChange(three, { kind: 'remove', id: 31 });
    expect(removed.totals).toMatchObject({ subtotal: 12_000, discount: 1_200 });
    const plain = applyCartChange(removed, { kind: 'no-coupon' });
    expect(plain.coupon).toBeNull();
    expect(plain.totals).toMatchObject({ discount: 0, gst: 2_160, total: 14_160 });
  });
});

describe('the browser cart', () => {
  it('adds lines with ids that follow the highest, adds to the same piece and size, and caps at 99', () => {
    let visitor = addVisitorLine(EMPTY_VISITOR_CART, RING, 'Size 1');
    visitor = addVisitorLine(visitor, STUD, null, 2);
    visitor = addVisitorLine(visitor, RING, 'Size 1', 120);
    expect(visitor.lines.map((each) => [each.id, each.product_id, each.quantity])).toEqual([
      [1, RING.id, 99],
      [2, STUD.id, 2],
    ]);
  });

  it("refuses a 100th of one piece and a 51st different piece, in the server's words", () => {
    const full = addVisitorLine(EMPTY_VISITOR_CART, RING, 'Size 1', 99);
    expect(visitorAddRefusal(full, RING, 'Size 1')).toBe('You can have at most 99 of one piece in your cart.');
    expect(visitorAddRefusal(full, RING, 'Size 2')).toBeNull();
    let fifty = EMPTY_VISITOR_CART;
    for (let id = 1; id <= 50; id += 1) fifty = addVisitorLine(fifty, product(id, 1_000), null);
    expect(visitorAddRefusal(fifty, product(51, 1_000), null)).toBe('Your cart can hold at most 50 different pieces.');
    expect(visitorAddRefusal(fifty, product(50, 1_000), null)).toBeNull();
  });

  it('keeps one line per variant chosen: the same variant adds up, another variant of the piece is a line of its own', () => {
    const rose = { metal: 'Rose Gold', purity: '14k', size: 'Size 1' } as const;
    const yellow = { metal: 'Gold', purity: '18k', size: 'Size 1' } as const;
    const roseRing = { ...RING, price: 12_000, variant: { id: 31, sku: 'LJ-00001-RG14K-SIZE1', options: rose } };
    const yellowRing = { ...RING, variant: { id: 30, sku: 'LJ-00001-G18K-SIZE1', options: yellow } };
    let cart = addVisitorLine(EMPTY_VISITOR_CART, roseRing, 'Size 1');
    cart = addVisitorLine(cart, yellowRing, 'Size 1');
    cart = addVisitorLine(cart, roseRing, 'Size 1', 2);
    expect(cart.lines.map((line) => [line.variant_id, line.sku, line.quantity, line.unit_price])).toEqual([
      [31, 'LJ-00001-RG14K-SIZE1', 3, 12_000],
      [30, 'LJ-00001-G18K-SIZE1', 1, 12_500],
    ]);
    expect(cart.lines[0]?.options).toEqual(rose);
    expect(mergeRequestOf(cart).items).toEqual([
      { product_id: RING.id, variant_id: 31, size: 'Size 1', quantity: 3 },
      { product_id: RING.id, variant_id: 30, size: 'Size 1', quantity: 1 },
    ]);
  });

  it('keeps one line per engraving: the same words add up, other words or none are lines of their own', () => {
    const variant = { id: 31, sku: 'LJ-00001-RG14K-SIZE1', options: { metal: 'Rose Gold', size: 'Size 1' } } as const;
    const engraved = (text: string) => ({
      ...RING,
      variant,
      personalised: { engraving: { text, font: 'script' as const }, lead_days: 5 },
    });
    let cart = addVisitorLine(EMPTY_VISITOR_CART, engraved('A & R'), 'Size 1');
    cart = addVisitorLine(cart, engraved('R & A'), 'Size 1');
    cart = addVisitorLine(cart, engraved('A & R'), 'Size 1');
    cart = addVisitorLine(cart, { ...RING, variant }, 'Size 1');
    expect(cart.lines.map((line) => [line.engraving?.text ?? null, line.quantity, line.lead_days])).toEqual([
      ['A & R', 2, 5],
      ['R & A', 1, 5],
      [null, 1, null],
    ]);
    expect(mergeRequestOf(cart).items[0]).toEqual({
      product_id: RING.id,
      variant_id: 31,
      size: 'Size 1',
      engraving: { text: 'A & R', font: 'script' },
      quantity: 2,
    });
  });

  it('keeps quantities whole, from 1 to 99', () => {
    const visitor = addVisitorLine(EMPTY_VISITOR_CART, STUD, null);
    expect(setVisitorLineQuantity(visitor, 1, 0).lines[0]?.quantity).toBe(1);
    expect(setVisitorLineQuantity(visitor, 1, 2.7).lines[0]?.quantity).toBe(2);
    expect(setVisitorLineQuantity(visitor, 1, 500).lines[0]?.quantity).toBe(99);
  });

  it('prices the cart without its saved lines, and adding a saved piece brings it back', () => {
    let visitor = addVisitorLine(addVisitorLine(EMPTY_VISITOR_CART, RING, 'Size 1'), STUD, null, 2);
    expect(priceVisitorCart(visitor, TEN_OFF).totals).toMatchObject({
      subtotal: 20_500,
      discount: 2_050,
      total: 21_771,
    });
    visitor = setVisitorLineSaved(visitor, 2, true);
    const priced = priceVisitorCart(visitor, TEN_OFF);
    expect(priced.saved).toMatchObject([{ id: 2, line_total: 8_000 }]);
    expect(priced.totals).toMatchObject({ subtotal: 12_500, discount: 1_250 });
    // A coupon that cannot be used now takes nothing off.
    expect(priceVisitorCart(visitor, { ...TEN_OFF, valid: false }).totals.discount).toBe(0);
    visitor = addVisitorLine(visitor, STUD, null);
    expect(visitor.lines[1]).toMatchObject({ quantity: 3, saved_for_later: false });
    expect(removeVisitorLine(visitor, 1).lines.map((each) => each.id)).toEqual([2]);
  });

  it('shows a known code with its discount, and an unknown one as not valid', () => {
    const { totals } = priceVisitorCart(addVisitorLine(EMPTY_VISITOR_CART, RING, 'Size 1'), TEN_OFF);
    expect(visitorCoupon('ten', TEN_OFF, null, totals)).toMatchObject({ code: 'TEN', valid: true, discount: 1_250 });
    expect(visitorCoupon('nope', undefined, 'This coupon code is not valid.', totals)).toMatchObject({
      code: 'NOPE',
      valid: false,
      reason: 'This coupon code is not valid.',
      discount: 0,
    });
    expect(visitorCoupon(null, TEN_OFF, null, totals)).toBeNull();
  });

  it('takes nothing off below the coupon’s minimum subtotal and says why, as the server does', () => {
    const minimum = { ...TEN_OFF, min_subtotal: 1_000_000 };
    const { totals } = priceVisitorCart(addVisitorLine(EMPTY_VISITOR_CART, RING, 'Size 1'), minimum);
    expect(totals.discount).toBe(0);
    expect(visitorCoupon('ten', minimum, null, totals)).toMatchObject({
      valid: false,
      reason: 'This coupon needs a subtotal of at least $10,000.00.',
      discount: 0,
    });
  });

  it('sends lines, saved lines and the coupon in one merge request, and names what was skipped', () => {
    let visitor = addVisitorLine(addVisitorLine(EMPTY_VISITOR_CART, RING, 'Size 1', 2), STUD, null);
    visitor = { ...setVisitorLineSaved(visitor, 2, true), coupon: 'TEN' };
    expect(mergeRequestOf(visitor)).toEqual({
      items: [{ product_id: RING.id, size: 'Size 1', quantity: 2 }],
      saved: [{ product_id: STUD.id, size: null, quantity: 1 }],
      coupon: 'TEN',
    });
    expect(skippedNames(visitor, [{ product_id: STUD.id, size: null, reason: 'gone' }])).toEqual(['Piece 2']);
  });
});
