/**
 * useLike for a signed-in customer (features/account/api/like-product.ts), through the heart that uses it: the wishlist changes at once
 * (optimistic), and goes back with the server's message in a toast when the server refuses; either way the list is
 * asked for again afterwards. A visitor's likes are covered by components/__tests__/like-button.test.tsx.
 */
import type { WishlistItem } from '@lumen/contract/wishlist';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LikeButton } from '../../../components/like-button';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { deferred, ok, refused, signIn, stubApi } from '../../../test/api-stub';
import { BEST_SELLERS } from '../../../test/catalog';
import { renderWithApp } from '../../../test/render';

const aurora = BEST_SELLERS[0] as (typeof BEST_SELLERS)[number];
const AURORA_ITEM: WishlistItem = {
  product_id: aurora.id,
  title: aurora.name,
  images: [aurora.image],
  photo: null,
  price: aurora.price,
  original_price: aurora.original_price,
  sizes: [],
  variant_id: null,
  sku: null,
  options: {},
};
const LIST = 'GET /api/wishlist/list';
const ADD = 'POST /api/wishlist/add';
const DELETE = `DELETE /api/wishlist/delete/${aurora.id}`;

/** The first list answers `items`; the refetch after a change never answers, so what the heart shows then comes
 * from the cache alone (the optimistic update or its rollback), not from the server. */
function firstListOnly(items: WishlistItem[]) {
  let lists = 0;
  return () => (lists++ === 0 ? ok({ wishlist: items }) : new Promise<Response>(() => {}));
}

async function renderHeart(api: ReturnType<typeof stubApi>) {
  renderWithApp(<LikeButton product={aurora} />, { route: '/product' });
  const heart = screen.getByRole('button', { name: `Add ${aurora.name} to wishlist` });
  await waitFor(() => expect(api.count(LIST)).toBe(1));
  return heart;
}

describe('useLike for a signed-in customer', () => {
  it('a like shows at once, before the server answers, and stays when the server saves it', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    let wishlist: WishlistItem[] = [];
    const api = stubApi({
      [LIST]: () => ok({ wishlist }),
      [ADD]: () => answer.promise,
    });
    const heart = await renderHeart(api);
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.count(ADD)).toBe(1);
    const [, init] = api.fetchMock.mock.calls.find(([url]) => url === '/api/wishlist/add') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ product_id: aurora.id });

    wishlist = [AURORA_ITEM];
    answer.resolve(ok(undefined, 'Added to your wishlist.'));
    await waitFor(() => expect(api.count(LIST)).toBe(2));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(api.unexpected).toEqual([]);
  });

  it('a like the server refuses is rolled back and its message toasted', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    const api = stubApi({
      [LIST]: firstListOnly([]),
      [ADD]: () => answer.promise,
    });
    const heart = await renderHeart(api);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    answer.resolve(refused(404, 'This product could not be found.'));
    expect(await screen.findByText('This product could not be found.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.count(LIST)).toBe(2));
  });

  it('an un-like that cannot reach the shop is rolled back (still liked) with the could-not-reach message', async () => {
    const user = userEvent.setup();
    signIn();
    const dropped = deferred<void>();
    const api = stubApi({
      [LIST]: firstListOnly([AURORA_ITEM]),
      // The connection drops once the test says so: fetch rejects as a browser's does.
      [DELETE]: () =>
        dropped.promise.then(() => {
          throw new TypeError('Failed to fetch');
        }),
    });
    const heart = await renderHeart(api);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.count(DELETE)).toBe(1);

    dropped.resolve();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.count(LIST)).toBe(2));
  });
});
