import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import type { Promotion } from '@lumen/contract/coupons';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, ok, refused, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { PromoBanner } from '../promo-banner';

const SPRING: Promotion = {
  title: 'Spring Sale',
  description: '15% off earrings',
  code: 'SPRING15',
  kind: 'percent',
  value: 15,
  category: 'earrings',
};

describe('PromoBanner', () => {
  it('names the featured coupon the API answers, with its code beside its offer', async () => {
    stubApi({ 'GET /api/promotion': () => ok({ promotion: SPRING }) });
    renderWithApp(<PromoBanner />, { route: '/home' });

    const code = await screen.findByText(SPRING.code, { exact: true });
    expect(code.tagName).toBe('CODE');
    expect(code.closest('p')).toHaveTextContent(`${SPRING.title} · ${SPRING.description} with code ${SPRING.code}`);
  });

  it('opens the listing of the category the coupon applies to', async () => {
    stubApi({ 'GET /api/promotion': () => ok({ promotion: SPRING }) });
    const user = userEvent.setup();
    renderWithApp(<PromoBanner />, { route: '/home' });

    const link = await screen.findByRole('link', { name: /^Shop the sale/ });
    expect(link).toHaveAccessibleName(`Shop the sale on ${CATEGORY_LABELS.earrings}`);
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/product?category=earrings');
  });

  it('keeps the strip’s place while the answer is on its way, and shows no strip when nothing is featured', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /api/promotion': () => answer.promise });
    const { container } = renderWithApp(<PromoBanner />, { route: '/home' });

    expect(container.querySelector('.promo-banner--waiting')).not.toBeNull();
    answer.resolve(ok({ promotion: null }));
    await expect.poll(() => container.querySelector('.promo-banner')).toBeNull();
  });

  it('shows no strip when the API cannot say', async () => {
    stubApi({ 'GET /api/promotion': () => refused(503, 'The shop is busy.') });
    const { container } = renderWithApp(<PromoBanner />, { route: '/home' });
    await expect.poll(() => container.querySelector('.promo-banner')).toBeNull();
  });
});
