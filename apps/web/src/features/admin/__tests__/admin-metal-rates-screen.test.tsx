/**
 * The metal rates screen: the rates in force and the history, each with who set it and when on the shop's clock; a
 * new rate chosen by metal and purity, typed in dollars and sent in cents; an amount that is not one refused on the
 * field without a call.
 */
import type { MetalRates } from '@lumen/contract/metal-rates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminMetalRatesScreen } from '../admin-metal-rates-screen';

afterEach(() => vi.unstubAllGlobals());

const GOLD_22 = {
  id: 2,
  metal: 'Gold',
  purity: '22k',
  rate_per_gram: 98_50,
  source: 'staff',
  set_by: { id: 'a1', name: 'Asha Rao' },
  set_at: '2026-11-27T04:30:00.000Z',
} as const;
const RATES: MetalRates = {
  current: [GOLD_22],
  history: [
    GOLD_22,
    { ...GOLD_22, id: 1, rate_per_gram: 97_00, source: 'feed', set_by: null, set_at: '2026-11-26T04:30:00.000Z' },
  ],
};
const PATH = '/api/admin/metal-rates';

describe('metal rates', () => {
  it('shows the rates in force and their history, and sets a rate in cents', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(RATES),
      [`POST ${PATH}`]: () => ok(RATES),
    });
    renderWithApp(<AdminMetalRatesScreen />, { route: '/admin/metal-rates' });
    const current = await screen.findByRole('region', { name: 'Rates in force' });
    const row = within(current).getByRole('row', { name: /Gold 22k/ });
    expect(row.textContent).toContain('$98.50');
    expect(row.textContent).toContain('Asha Rao');
    // 04:30 UTC is 10:00 in India.
    expect(row.textContent).toContain('27 Nov 2026, 10:00 am');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('The rate feed')).toBeTruthy();

    const amount = screen.getByLabelText('Per gram ($)');
    await user.type(amount, 'a lot');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText(/Give the price of a gram in dollars/)).toBeTruthy();
    expect(api.count(`POST ${PATH}`)).toBe(0);

    await user.selectOptions(screen.getByLabelText('Metal and purity'), 'Platinum 950');
    await user.clear(amount);
    await user.type(amount, '41.20');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(api.count(`POST ${PATH}`)).toBe(1));
    const post = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ metal: 'Platinum', purity: '950', rate_per_gram: 41_20 });
  });
});
