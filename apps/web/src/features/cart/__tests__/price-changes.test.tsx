/**
 * Prices held in the cart (decision 034): a line priced from the metal rate says until when its price is held; once
 * the hold has run out and the rate moved, the cart names each changed line with its old and new price and the
 * difference, and "Keep today's prices" takes them (`POST /api/cart/prices`), after which the notice goes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { CartScreen } from '../cart-screen';
import { line, PENDANT, RING, serverCart } from './cart-fixtures';

const GET = 'GET /api/cart';
const TAKE = 'POST /api/cart/prices';

describe('prices held in the cart', () => {
  it('names the lines whose price moved after the hold ran out, and keeps today’s prices on request', async () => {
    const user = userEvent.setup();
    signIn();
    const changed = { ...line(RING, 11, 1, 'Size 2'), price_change: { from: 150_00, to: 162_40 } };
    const held = { ...line(PENDANT, 12, 1), price_locked_until: '2026-11-28T10:35:00.000Z', price_change: null };
    const api = stubApi({
      [GET]: () => ok(serverCart([changed, held])),
      [TAKE]: () => ok(serverCart([{ ...changed, price_change: null }, held]), 'Your cart now shows today’s prices.'),
    });
    renderWithApp(<CartScreen />, { route: '/cart' });
    const notice = await screen.findByRole('region', { name: 'Prices changed with the metal rate' });
    const item = within(notice).getByRole('listitem');
    expect(item.textContent).toBe('Aurora Solitaire Ring $150.00 $162.40 (+$12.40 each)');
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1);
    // The held line says until when, on the shopper's clock.
    const pendant = screen.getByRole('article', { name: PENDANT.name });
    expect(pendant.textContent).toMatch(/held until \d{1,2}:\d{2}\s?[ap]m/i);

    await user.click(within(notice).getByRole('button', { name: 'Keep today’s prices' }));
    await waitFor(() => expect(api.count(TAKE)).toBe(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Prices changed with the metal rate' })).toBeNull(),
    );
  });
});
