import { describe, expect, it } from 'vitest';
import { formatCents } from './money';
import { SHOP, telHref } from './shop';

describe('the shop’s identity and money', () => {
  it('writes integer cents as dollars with two decimals and thousands separators', () => {
    expect(formatCents(13800)).toBe('$138.00');
    expect(formatCents(145000)).toBe('$1,450.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('turns the shop’s phone into a tel: link', () => {
    expect(telHref(SHOP.phone)).toBe('tel:+919876543210');
  });
});
