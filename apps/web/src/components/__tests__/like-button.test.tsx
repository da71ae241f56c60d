import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getVisitorLikes } from '../../features/account/visitor-likes';
import { BEST_SELLERS } from '../../test/catalog';
import { renderWithApp } from '../../test/render';
import { ProductCard } from '../product-card';

const [aurora, celeste] = BEST_SELLERS as [(typeof BEST_SELLERS)[0], (typeof BEST_SELLERS)[0]];

function renderCards() {
  return renderWithApp(
    <>
      <ProductCard product={aurora} />
      <ProductCard product={celeste} />
    </>,
  );
}

describe('Like buttons', () => {
  it('toggles a like under one name, with aria-pressed saying the state, and keeps it in localStorage across visits', async () => {
    const user = userEvent.setup();
    const first = renderCards();
    const like = screen.getByRole('button', { name: 'Add Aurora Solitaire Ring to wishlist' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);

    // A toggle button keeps its name when pressed (WAI-ARIA APG): only aria-pressed changes.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Add Aurora Solitaire Ring to wishlist');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Celeste Halo Pendant to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const stored = JSON.parse(window.localStorage.getItem('lumen-wishlist') ?? '[]');
    expect(stored).toEqual([
      expect.objectContaining({
        product_id: 1,
        title: 'Aurora Solitaire Ring',
        images: [aurora.image],
        original_price: 21000,
      }),
    ]);

    first.unmount();
    renderCards();
    const again = screen.getByRole('button', { name: 'Add Aurora Solitaire Ring to wishlist' });
    expect(again).toHaveAttribute('aria-pressed', 'true');

    await user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(again).toHaveAccessibleName('Add Aurora Solitaire Ring to wishlist');
    expect(window.localStorage.getItem('lumen-wishlist')).toBeNull();
    expect(getVisitorLikes()).toEqual([]);
  });

  it('follows likes made in another tab', async () => {
    renderCards();
    const stored = [
      {
        product_id: 2,
        title: 'Celeste Halo Pendant',
        images: [celeste.image],
        price: 13000,
        original_price: 17500,
        liked_at: '2025-01-01T00:00:00.000Z',
      },
    ];
    window.localStorage.setItem('lumen-wishlist', JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lumen-wishlist' }));

    const celesteLike = screen.getByRole('button', { name: 'Add Celeste Halo Pendant to wishlist' });
    await vi.waitFor(() => expect(celesteLike).toHaveAttribute('aria-pressed', 'true'));
    expect(celesteLike).toHaveAccessibleName('Add Celeste Halo Pendant to wishlist');
  });

  it('ignores a damaged stored value instead of breaking the page', () => {
    window.localStorage.setItem('lumen-wishlist', '{not json');
    renderCards();
    expect(screen.getByRole('button', { name: 'Add Aurora Solitaire Ring to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
