import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND } from '../../../lib/brand';
import { renderWithApp } from '../../../test/render';
import { SiteFooter } from '../site-footer';

describe('SiteFooter copyright line', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first year alone while it is still that year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    renderWithApp(<SiteFooter />, { route: '/home' });

    expect(screen.getByText(`${BRAND.name} © 2025, All Right Reserved.`)).toBeInTheDocument();
  });

  it('shows the range from the first year to the current one in a later year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    renderWithApp(<SiteFooter />, { route: '/home' });

    expect(screen.getByText(`${BRAND.name} © 2025–2027, All Right Reserved.`)).toBeInTheDocument();
  });
});
