/** The price rule of a variant priced from the metal rate, worked out by hand in minor units (decision 033). */
import { describe, expect, it } from 'vitest';
import { computedPrice, type PriceRule } from './price-rules';

/** A ring of 4.25 g, making 0 % until a test sets it. */
const RING: PriceRule = {
  weightMg: 4_250,
  makingType: 'percent',
  making: 0,
  originalMaking: 0,
  stonesValue: 0,
  otherValue: 0,
};

describe('the price rule', () => {
  it('rounds each part once, halves up, and adds the rounded parts', () => {
    // 1.5 mg × 1 minor unit a gram is 0.0015 → 0; 500 mg × 1 is 0.5 → 1 (halves up); 12.5 % of 1 is 0.125 → 0.
    expect(computedPrice({ ...RING, weightMg: 500, makingType: 'percent', making: 1_250 }, 1)).toEqual({
      metalAmount: 1,
      makingAmount: 0,
      price: 1,
      originalPrice: 1,
    });
    // 4.25 g × 9,850 = 41,862.5 → 41,863; 12 % of it 5,023.56 → 5,024; 15 % 6,279.45 → 6,279.
    expect(
      computedPrice({ ...RING, making: 1_200, originalMaking: 1_500, stonesValue: 30_000, otherValue: 500 }, 9_850),
    ).toEqual({
      metalAmount: 41_863,
      makingAmount: 5_024,
      price: 41_863 + 5_024 + 30_000 + 500,
      originalPrice: 41_863 + 6_279 + 30_000 + 500,
    });
    // Per gram: 4.25 g × 1,250 a gram = 5,312.5 → 5,313.
    expect(
      computedPrice({ ...RING, makingType: 'per_gram', making: 1_250, originalMaking: 1_250 }, 9_850).makingAmount,
    ).toBe(5_313);
  });
});
