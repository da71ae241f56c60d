import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { PromoBanner } from '../promo-banner';

describe('PromoBanner', () => {
  it('names the featured coupon’s code beside its offer', () => {
    renderWithApp(<PromoBanner />, { route: '/home' });

    const code = screen.getByText(FEATURED_PROMOTION.code, { exact: true });
    expect(code.tagName).toBe('CODE');
    expect(code.closest('p')).toHaveTextContent(
      `${FEATURED_PROMOTION.title} · ${FEATURED_PROMOTION.description} with code ${FEATURED_PROMOTION.code}`,
    );
  });

  it('opens the listing of the category the coupon applies to', async () => {
    const user = userEvent.setup();
    renderWithApp(<PromoBanner />, { route: '/home' });

    const link = screen.getByRole('link', { name: /^Shop the sale/ });
    expect(link).toHaveAccessibleName(`Shop the sale on ${CATEGORY_LABELS[FEATURED_PROMOTION.category]}`);
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/product?category=${FEATURED_PROMOTION.category}`);
  });
});
