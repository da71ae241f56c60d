/**
 * Sign-in takes the visitor's browser cart along (`mergeVisitorCart`, run by the sign-in flows): its lines join the
 * server cart, a saved-for-later line stays saved, the coupon comes too — all in one request — and the browser cart
 * is cleared. The
 * header's cart link shows the live total of either cart.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../app/frame/site-header';
import { createQueryClient } from '../../../app/providers';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { ok, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { cartKeys } from '../api/cart-keys';
import { mergeVisitorCart } from '../api/merge-cart';
import { addToVisitorCart, getVisitorCart, setVisitorCoupon, setVisitorSaved } from '../visitor-cart';
import { line, PENDANT, RING, serverCart } from './cart-fixtures';

const requestBody = (api: ReturnType<typeof stubApi>, key: string) => {
  const index = api.calls.indexOf(key);
  const init = api.fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
};

describe('mergeVisitorCart', () => {
  it('sends the cart lines, the saved line and the coupon in one request, then clears the browser cart', async () => {
    signIn();
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    setVisitorSaved(2, true);
    setVisitorCoupon('FALL25');
    const merged = serverCart([line(RING, 31, 3, 'Size 2')], [line(PENDANT, 32, 1)]);
    const api = stubApi({ 'POST /api/cart/merge': () => ok({ ...merged, skipped: [] }) });
    const queryClient = createQueryClient();

    await mergeVisitorCart(queryClient);

    expect(api.calls).toEqual(['POST /api/cart/merge']);
    expect(requestBody(api, 'POST /api/cart/merge')).toEqual({
      items: [{ product_id: RING.id, size: 'Size 2', quantity: 2 }],
      saved: [{ product_id: PENDANT.id, size: null, quantity: 1 }],
      coupon: 'FALL25',
    });
    expect(getVisitorCart()).toEqual({ lines: [], coupon: null });
    expect(queryClient.getQueryData(cartKeys.cart)).toEqual(merged);
    expect(api.unexpected).toEqual([]);
  });

  it('names the pieces the server could not take', async () => {
    signIn();
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    const merged = serverCart([line(RING, 31, 1, 'Size 2')]);
    stubApi({
      'POST /api/cart/merge': () =>
        ok({
          ...merged,
          skipped: [{ product_id: PENDANT.id, size: null, reason: 'This product could not be found.' }],
        }),
    });
    renderWithApp(<p>page</p>);

    await act(() => mergeVisitorCart(createQueryClient()));

    expect(
      await screen.findByText(`Some pieces could not be added to your cart: ${PENDANT.name}.`),
    ).toBeInTheDocument();
    expect(getVisitorCart().lines).toEqual([]);
  });

  it('does nothing the second time: the first merge took the browser cart', async () => {
    signIn();
    addToVisitorCart(RING, 'Size 2');
    const api = stubApi({
      'POST /api/cart/merge': () => ok({ ...serverCart([line(RING, 31, 1, 'Size 2')]), skipped: [] }),
    });
    const queryClient = createQueryClient();

    await Promise.all([mergeVisitorCart(queryClient), mergeVisitorCart(queryClient)]);

    expect(api.count('POST /api/cart/merge')).toBe(1);
  });

  it('keeps the browser cart when the merge fails, for another try', async () => {
    signIn();
    addToVisitorCart(RING, 'Size 1');
    stubApi({ 'POST /api/cart/merge': () => Promise.reject(new TypeError('Failed to fetch')) });

    renderWithApp(<p>page</p>);

    await act(() => mergeVisitorCart(createQueryClient()));

    expect(getVisitorCart().lines).toHaveLength(1);
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
  });
});

describe('the header’s cart link', () => {
  it('shows a visitor’s cart total, and follows every change', async () => {
    stubApi({});
    renderWithApp(<SiteHeader onAskPrice={() => {}} />, { route: '/about' });
    const cart = screen.getByRole('link', { name: /^Cart, total/ });
    expect(cart).toHaveAccessibleName('Cart, total $0.00');

    act(() => addToVisitorCart(RING, 'Size 2'));
    expect(cart).toHaveAccessibleName('Cart, total $160.00');
    act(() => addToVisitorCart(PENDANT, null));
    act(() => addToVisitorCart(PENDANT, null));
    expect(cart).toHaveAccessibleName('Cart, total $420.00');
    // A piece saved for later is not in the total.
    act(() => setVisitorSaved(1, true));
    expect(cart).toHaveAccessibleName('Cart, total $260.00');
  });

  it('shows a signed-in customer’s server cart subtotal', async () => {
    signIn();
    stubApi({
      'GET /api/account/userData': () => new Promise<Response>(() => {}),
      'GET /api/cart': () => ok(serverCart([line(RING, 31, 2, 'Size 2'), line(PENDANT, 32, 1)])),
    });
    renderWithApp(<SiteHeader onAskPrice={() => {}} />, { route: '/about' });
    const cart = screen.getByRole('link', { name: /^Cart, total/ });
    await waitFor(() => expect(cart).toHaveAccessibleName('Cart, total $450.00'));
    expect(cart).toHaveAttribute('href', '/cart');
  });
});
