import { afterEach, describe, expect, it } from 'vitest';
import { baseCurrency, convertMinor, formatCents, formatMoney, RATE_SCALE, setBaseCurrency } from './money';

describe('money in the shop’s currencies', () => {
  afterEach(() => setBaseCurrency('USD'));

  it('writes each currency in its own locale’s format', () => {
    const nbsp = '\u00a0';
    expect(formatMoney(12_345_678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMoney(12_345_678, 'USD')).toBe('$123,456.78');
    expect(formatMoney(123_456, 'EUR')).toBe(`1.234,56${nbsp}€`);
    expect(formatMoney(123_456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(123_456, 'AED')).toBe(`AED${nbsp}1,234.56`);
    expect(formatMoney(12_345_678, 'INR', { display: 'code' })).toBe(`INR${nbsp}1,23,456.78`);
    expect(formatMoney(1_009_550, 'INR', { whole: true })).toBe('₹10,096');
    expect(formatMoney(1_009_549, 'INR', { whole: true })).toBe('₹10,095');
  });

  it('converts with integer arithmetic, rounding half away from zero to a whole minor unit', () => {
    expect(convertMinor(1999, 84_123_456)).toBe(168_163); // 168,162.788… → 168,163
    expect(convertMinor(100, 1_234_565)).toBe(123); // 123.4565 → 123
    expect(convertMinor(2, 250_000)).toBe(1); // 0.5 → 1
    expect(convertMinor(-2, 250_000)).toBe(-1); // a refund rounds the same way
    expect(convertMinor(12_345, RATE_SCALE)).toBe(12_345);
    // Past 2^53 in between, still exact: 9,999,999,999 × 99,999.999999.
    expect(convertMinor(9_999_999_999, 99_999_999_999)).toBe(999_999_999_890_000);
  });

  it('writes the base currency, set once at start', () => {
    expect(formatCents(13_800)).toBe('$138.00');
    setBaseCurrency('INR');
    expect(baseCurrency()).toBe('INR');
    expect(formatCents(13_800)).toBe('₹138.00');
  });
});
