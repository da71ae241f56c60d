/**
 * GST by tax class (decision 036), worked out by hand in integer minor units: each rate's tax rounded once, halves
 * up; a coupon's discount shared over the lines it applies to; the effective rate when rates differ; CGST + SGST
 * within the shop's state (SGST the odd unit) and IGST across states.
 */
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-pricing';
import {
  mixedRates,
  overallRate,
  ratePercentWords,
  STANDARD_TAX,
  shareOut,
  splitTaxLines,
  taxLabel,
  taxLinesOf,
  taxLineWords,
  taxOn,
} from './tax';

const GOLD = { hsn: '7113', rate_percent: 3 };
const DIAMOND = { hsn: '7102', rate_percent: 0.25 };

describe('taxOn', () => {
  it('rounds once to the nearest minor unit, halves up, at rates with two decimals', () => {
    // 3 % of 1,050 is 31.5 → 32; of 1,049 it is 31.47 → 31; 0.25 % of 10,000 is 25; of 1,000 it is 2.5 → 3.
    expect([taxOn(1_050, 3), taxOn(1_049, 3), taxOn(10_000, 0.25), taxOn(1_000, 0.25)]).toEqual([32, 31, 25, 3]);
    expect(taxOn(12_222_144, 18)).toBe(2_199_986);
    expect(taxOn(0, 18)).toBe(0);
  });
});

describe('shareOut', () => {
  it('shares an amount in proportion, in whole units that add up to it, the rest to the largest remainders', () => {
    // 100 over 1:1:1 is 33.33 each: the first line (on a tie) takes the unit left over.
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over 2,500 and 7,500: 2.5 and 7.5, rounded down to 2 and 7; the unit left goes to the first (a tie).
    expect(shareOut(10, [2_500, 7_500])).toEqual([3, 7]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
    // A line the coupon does not apply to (weight 0) takes nothing; no share passes its line.
    expect(shareOut(6_000, [6_000, 0])).toEqual([6_000, 0]);
  });
});

describe('tax lines', () => {
  it('one line per HSN code and rate, in the order they first appear, each rounded once on its lines together', () => {
    const lines = [
      { line_total: 1_025, tax: GOLD },
      { line_total: 20_000, tax: DIAMOND },
      { line_total: 1_025, tax: GOLD },
      { line_total: 500 },
    ];
    // Gold: 3 % of 2,050 is 61.5 → 62 (line by line it would be 31 + 31). Diamonds: 0.25 % of 20,000 is 50.
    expect(taxLinesOf(lines)).toEqual([
      { hsn: '7113', rate_percent: 3, taxable: 2_050, tax: 62 },
      { hsn: '7102', rate_percent: 0.25, taxable: 20_000, tax: 50 },
      { hsn: null, rate_percent: 18, taxable: 500, tax: 90 },
    ]);
  });

  it('the rate is the lines’ one rate, or the effective rate to two decimals when they differ', () => {
    expect(overallRate([])).toBe(18);
    expect(overallRate(taxLinesOf([{ line_total: 1_000, tax: GOLD }]))).toBe(3);
    // (30 + 180) / (1,000 + 1,000) = 10.5 %.
    expect(overallRate(taxLinesOf([{ line_total: 1_000, tax: GOLD }, { line_total: 1_000 }]))).toBe(10.5);
    expect(mixedRates([GOLD, { hsn: '7117', rate_percent: 3 }])).toBe(false);
    expect(mixedRates([GOLD, STANDARD_TAX])).toBe(true);
  });

  it('split CGST + SGST within the shop’s state (SGST the odd unit), IGST across states', () => {
    const lines = [{ hsn: '7113', rate_percent: 3, taxable: 1_050, tax: 31 }];
    expect(splitTaxLines(lines, ' maharashtra ')).toEqual([
      { hsn: '7113', rate_percent: 3, taxable: 1_050, cgst: 15, sgst: 16, igst: 0 },
    ]);
    expect(splitTaxLines(lines, 'Karnataka')).toEqual([
      { hsn: '7113', rate_percent: 3, taxable: 1_050, cgst: 0, sgst: 0, igst: 31 },
    ]);
  });

  it('are named as the checkout and the invoice name them', () => {
    expect(taxLabel([GOLD], 3)).toBe('GST & Taxes (3%)');
    expect(taxLabel([], 18)).toBe('GST & Taxes (18%)');
    expect(taxLabel([GOLD, DIAMOND], 0.31)).toBe('GST & Taxes');
    expect([taxLineWords(DIAMOND), taxLineWords(STANDARD_TAX)]).toEqual(['GST 0.25% · HSN 7102', 'GST 18%']);
    expect(ratePercentWords(1.5)).toBe('1.5%');
  });
});

describe('cartTotals with tax classes', () => {
  it('shares a category coupon over its lines only, and taxes each class on what is left of its lines', () => {
    // Rings (gold, 3 %): 10,000 + 5,000; a necklace (no class, 18 %): 5,000. 10 % off rings = 1,500, shared
    // 1,000 and 500. Gold: 3 % of 13,500 = 405; standard: 18 % of 5,000 = 900.
    const totals = cartTotals(
      [
        { unit_price: 10_000, quantity: 1, category: 'rings', tax: GOLD },
        { unit_price: 5_000, quantity: 1, category: 'necklaces' },
        { unit_price: 5_000, quantity: 1, category: 'rings', tax: GOLD },
      ],
      { kind: 'percent', value: 10, category: 'rings' },
    );
    expect(totals).toEqual({
      item_count: 3,
      subtotal: 20_000,
      discount: 1_500,
      // 1,305 over 18,500 is 7.054… %.
      gst_percent: 7.05,
      gst: 1_305,
      tax_lines: [
        { hsn: '7113', rate_percent: 3, taxable: 13_500, tax: 405 },
        { hsn: null, rate_percent: 18, taxable: 5_000, tax: 900 },
      ],
      shipping: 0,
      total: 19_805,
    });
  });

  it('a cart of one class shows that class’s rate', () => {
    const totals = cartTotals([{ unit_price: 100_000, quantity: 2, category: 'rings', tax: GOLD }], null);
    expect(totals).toMatchObject({ gst_percent: 3, gst: 6_000, total: 206_000 });
  });
});
