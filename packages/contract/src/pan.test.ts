/** The PAN rule: its format, the line above which it is asked in each base currency, and how it is shown. */
import { describe, expect, it } from 'vitest';
import { PanSchema } from './orders';
import { maskPan, PAN_MESSAGES, panRequired, panThreshold } from './pan';

describe('the PAN', () => {
  it('is five letters (the fourth the holder’s kind), four digits and a letter, typed in any case with spaces', () => {
    expect(PanSchema.parse(' abcpe 1234f ')).toBe('ABCPE1234F');
    expect(PanSchema.parse('AAACL2024M')).toBe('AAACL2024M');
    for (const bad of ['ABCDE1234F', 'ABCP1234F', 'ABCPE12345', '1BCPE1234F', 'ABCPE1234FF', '']) {
      const parsed = PanSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PAN_MESSAGES.format);
    }
  });

  it('is shown with all but its last four characters hidden', () => {
    expect(maskPan('ABCPE1234F')).toBe('XXXXXX234F');
  });

  it('is asked above ₹2,00,000, or its equivalent at the rupee rate in force (rounded down), or a little below it without one', () => {
    expect(panThreshold('INR', null)).toBe(20_000_000);
    expect(panThreshold('INR', 1)).toBe(20_000_000);
    // ₹2,00,000 at 84.25 rupees to the dollar is $2,373.887… → 237,388 cents.
    expect(panThreshold('USD', 84_250_000)).toBe(237_388);
    expect(panThreshold('USD', null)).toBe(200_000);
    expect(panThreshold('GBP', null)).toBe(150_000);
    expect([panRequired(200_000, 200_000), panRequired(200_001, 200_000)]).toEqual([false, true]);
  });
});
