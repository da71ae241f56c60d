/** The return path of sign-in (`?next=`, same-origin paths only) and the cart's delivery estimate. */
import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryWindow } from '../../features/cart/delivery-estimate';
import { paths, returnPath } from '../paths';

describe('returnPath', () => {
  it('brings the shopper back to a path of this site', () => {
    expect(returnPath(`?next=${encodeURIComponent('/cart/checkout')}`)).toBe('/cart/checkout');
    expect(returnPath(paths.signInThen('/order-details/LJ-2026-000042?x=1').slice(1))).toBe(
      '/order-details/LJ-2026-000042?x=1',
    );
  });

  it('refuses anything that would leave the site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'cart',
    ]) {
      expect(returnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(returnPath('')).toBeNull();
  });
});

describe('the delivery estimate', () => {
  it('counts 5 to 7 business days, skipping weekends', () => {
    // Friday 20 Nov 2026: 5 business days is Friday 27, 7 is Tuesday 1 Dec.
    const friday = new Date(2026, 10, 20);
    expect(addBusinessDays(friday, 5).toDateString()).toBe(new Date(2026, 10, 27).toDateString());
    expect(addBusinessDays(friday, 7).toDateString()).toBe(new Date(2026, 11, 1).toDateString());
    expect(deliveryWindow(friday)).toBe('Fri, Nov 27 – Tue, Dec 1');
  });
});
