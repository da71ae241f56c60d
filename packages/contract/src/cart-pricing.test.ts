/**
 * The cart's one pricing rule, with amounts worked out by hand in integer cents: GST rounds once per rate, halves up,
 * on subtotal − discount; a percentage coupon rounds once and never passes 100 %; a fixed amount never passes what it
 * applies to; a category coupon touches only its category's lines.
 */
import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX, cartTotals, couponDiscount, SHIPPING_FEE } from './cart-pricing';

const ring = (unit_price: number, quantity = 1) => ({ unit_price, quantity, category: 'rings' });
const pendant = (unit_price: number, quantity = 1) => ({ unit_price, quantity, category: 'necklaces' });

describe('cartTotals', () => {
  it('an empty cart costs nothing', () => {
    expect(cartTotals([], null)).toEqual({
      item_count: 0,
      subtotal: 0,
      discount: 0,
      gst_percent: 18,
      gst: 0,
      tax_lines: [],
      shipping: 0,
      total: 0,
    });
  });

  it('adds 18 % GST to the subtotal, delivery free', () => {
    // 2 × $100.00 + $50.00 = $250.00; 18 % of it is $45.00.
    expect(cartTotals([ring(10_000, 2), pendant(5_000)], null)).toEqual({
      item_count: 3,
      subtotal: 25_000,
      discount: 0,
      gst_percent: 18,
      gst: 4_500,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 25_000, tax: 4_500 }],
      shipping: 0,
      total: 29_500,
    });
    expect(SHIPPING_FEE).toBe(0);
  });

  it('rounds GST to the nearest cent, halves up', () => {
    // 18 % of 1,025 ¢ is 184.5 ¢ → 185; of 1,003 ¢ it is 180.54 ¢ → 181; of 1,002 ¢ it is 180.36 ¢ → 180.
    expect(cartTotals([ring(1_025)], null)).toMatchObject({ subtotal: 1_025, gst: 185, total: 1_210 });
    expect(cartTotals([ring(1_003)], null)).toMatchObject({ subtotal: 1_003, gst: 181, total: 1_184 });
    expect(cartTotals([ring(1_002)], null)).toMatchObject({ subtotal: 1_002, gst: 180, total: 1_182 });
  });

  it('rounds GST once on the whole cart, not line by line', () => {
    // Each 25 ¢ line alone would carry 4.5 ¢ → 5 ¢ (10 ¢ in all); on 50 ¢ together it is 9 ¢.
    expect(cartTotals([ring(25), pendant(25)], null)).toMatchObject({ subtotal: 50, gst: 9, total: 59 });
  });

  it('takes GST once on subtotal − discount', () => {
    // $10.00 less a 75 ¢ coupon leaves 925 ¢; 18 % of it is 166.5 ¢ → 167; 925 + 167 = 1,092.
    expect(cartTotals([ring(1_000)], { kind: 'amount', value: 75, category: null })).toEqual({
      item_count: 1,
      subtotal: 1_000,
      discount: 75,
      gst_percent: 18,
      gst: 167,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 925, tax: 167 }],
      shipping: 0,
      total: 1_092,
    });
  });

  it("a category coupon discounts only that category's lines, and GST follows the discount", () => {
    // 25 % of the rings' $200.00 is $50.00; GST on $250.00 − $50.00 = $200.00 is $36.00.
    expect(cartTotals([ring(10_000, 2), pendant(5_000)], { kind: 'percent', value: 25, category: 'rings' })).toEqual({
      item_count: 3,
      subtotal: 25_000,
      discount: 5_000,
      gst_percent: 18,
      gst: 3_600,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 20_000, tax: 3_600 }],
      shipping: 0,
      total: 23_600,
    });
  });

  it('a fixed amount is capped at what its category costs', () => {
    // $100.00 off rings, but the rings cost $60.00: $60.00 off; GST on $110.00 − $60.00 = $50.00 is $9.00.
    expect(cartTotals([ring(6_000), pendant(5_000)], { kind: 'amount', value: 10_000, category: 'rings' })).toEqual({
      item_count: 2,
      subtotal: 11_000,
      discount: 6_000,
      gst_percent: 18,
      gst: 900,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 5_000, tax: 900 }],
      shipping: 0,
      total: 5_900,
    });
  });

  it('prices a line at the quantity cap exactly', () => {
    // 99 × $1,234.56 = $122,221.44; 18 % of it is 2,199,985.92 ¢ → 2,199,986 ¢.
    expect(CART_QUANTITY_MAX).toBe(99);
    expect(cartTotals([ring(123_456, CART_QUANTITY_MAX)], null)).toEqual({
      item_count: 99,
      subtotal: 12_222_144,
      discount: 0,
      gst_percent: 18,
      gst: 2_199_986,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 12_222_144, tax: 2_199_986 }],
      shipping: 0,
      total: 14_422_130,
    });
  });
});

describe('couponDiscount', () => {
  const lines = [
    { category: 'rings', line_total: 333 },
    { category: 'necklaces', line_total: 1_005 },
  ];

  it('rounds a percentage once to the nearest cent, halves up', () => {
    // 15 % of 333 ¢ is 49.95 ¢ → 50; 10 % of 1,005 ¢ is 100.5 ¢ → 101; 10 % of 1,338 ¢ is 133.8 ¢ → 134.
    expect(couponDiscount(lines, { kind: 'percent', value: 15, category: 'rings' })).toBe(50);
    expect(couponDiscount(lines, { kind: 'percent', value: 10, category: 'necklaces' })).toBe(101);
    expect(couponDiscount(lines, { kind: 'percent', value: 10, category: null })).toBe(134);
  });

  it('never takes more than 100 % nor more than the eligible lines cost', () => {
    expect(couponDiscount(lines, { kind: 'percent', value: 150, category: null })).toBe(1_338);
    expect(couponDiscount(lines, { kind: 'amount', value: 500, category: 'rings' })).toBe(333);
    expect(couponDiscount(lines, { kind: 'amount', value: 500, category: null })).toBe(500);
  });

  it('takes nothing when no line is of its category', () => {
    expect(couponDiscount(lines, { kind: 'percent', value: 25, category: 'earrings' })).toBe(0);
    expect(couponDiscount(lines, { kind: 'amount', value: 500, category: 'earrings' })).toBe(0);
  });
});

describe('a coupon’s minimum subtotal', () => {
  it('takes nothing off a cart below it, and its discount from the minimum up', () => {
    const coupon = { kind: 'percent' as const, value: 10, category: null, min_subtotal: 10_000 };
    expect(cartTotals([ring(9_999)], coupon).discount).toBe(0);
    expect(cartTotals([ring(10_000)], coupon).discount).toBe(1_000);
    // The whole cart counts towards the minimum, even when the coupon applies to one category.
    expect(
      couponDiscount(
        [
          { category: 'rings', line_total: 6_000 },
          { category: 'necklaces', line_total: 4_000 },
        ],
        {
          ...coupon,
          category: 'rings',
        },
      ),
    ).toBe(600);
  });
});
