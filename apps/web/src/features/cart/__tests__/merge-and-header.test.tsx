/**
 * Sign-in takes the visitor's browser cart along (`mergeVisitorCart`, started by lib/session.ts): its lines join the
 * server cart, a saved-for-later line stays saved, the coupon comes too, and the browser cart is cleared. The
 * header's cart link shows the live total of either cart.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../app/frame/site-header';
import { createQueryClient } from '../../../app/providers';
import { cartKeys } from '../../../lib/cart-api';
import { mergeVisitorCart } from '../../../lib/use-cart';
import { addToVisitorCart, getVisitorCart, setVisitorCoupon, setVisitorSaved } from '../../../lib/visitor-cart';
import { ok, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { line, PENDANT, RING, serverCart } from './cart-fixtures';

const requestBody = (api: ReturnType<typeof stubApi>, key: string) => {
  const index = api.calls.indexOf(key);
  const init = api.fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
};

describe('mergeVisitorCart', () => {
  it('merges the cart lines, re-saves a saved line, applies the coupon, then clears the browser cart', async () => {
    signIn();
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    setVisitorSaved(2, true);
    setVisitorCoupon('FALL25');
    const merged = serverCart([line(RING, 31, 3, 'Size 2')]);
    const withPendant = serverCart([line(RING, 31, 3, 'Size 2'), line(PENDANT, 32, 1)]);
    const saved = serverCart([line(RING, 31, 3, 'Size 2')], [line(PENDANT, 32, 1)]);
    const api = stubApi({
      'POST /api/cart/merge': () => ok({ ...merged, skipped: [] }),
      'POST /api/cart/items': () => ok(withPendant),
      'PATCH /api/cart/items/32': () => ok(saved),
      'PUT /api/cart/coupon': () => ok(saved),
    });
    const queryClient = createQueryClient();

    await mergeVisitorCart(queryClient);

    expect(requestBody(api, 'POST /api/cart/merge')).toEqual({
      items: [{ product_id: RING.id, size: 'Size 2', quantity: 2 }],
    });
    expect(requestBody(api, 'POST /api/cart/items')).toEqual({ product_id: PENDANT.id, size: null, quantity: 1 });
    expect(requestBody(api, 'PATCH /api/cart/items/32')).toEqual({ saved_for_later: true });
    expect(requestBody(api, 'PUT /api/cart/coupon')).toEqual({ code: 'FALL25' });
    expect(getVisitorCart()).toEqual({ lines: [], coupon: null });
    expect(queryClient.getQueryData(cartKeys.cart)).toEqual(saved);
    expect(api.unexpected).toEqual([]);
  });

  it('keeps the browser cart when the merge fails, for another try', async () => {
    signIn();
    addToVisitorCart(RING, 'Size 1');
    stubApi({ 'POST /api/cart/merge': () => Promise.reject(new TypeError('Failed to fetch')) });

    await mergeVisitorCart(createQueryClient());

    expect(getVisitorCart().lines).toHaveLength(1);
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
