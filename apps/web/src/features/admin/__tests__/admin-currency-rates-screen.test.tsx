/**
 * The currencies screen: the base currency orders are charged in, the rates in force and their history with who set
 * each and when on the shop's clock; a rate set for any currency but the base, typed as people write it and sent as
 * a number; one that is not a rate refused on the field without a call.
 */
import type { CurrencyRates } from '@lumen/contract/currencies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminCurrencyRatesScreen } from '../admin-currency-rates-screen';

afterEach(() => vi.unstubAllGlobals());

const INR = {
  id: 2,
  currency: 'INR',
  rate: 84.25,
  source: 'staff',
  set_by: { id: 'a1', name: 'Asha Rao' },
  set_at: '2026-11-27T04:30:00.000Z',
} as const;
const RATES: CurrencyRates = {
  base: 'USD',
  current: [INR],
  history: [INR, { ...INR, id: 1, rate: 83.9, set_at: '2026-11-26T04:30:00.000Z' }],
};
const PATH = '/api/admin/currency-rates';

describe('the currencies screen', () => {
  it('shows the rates in force and their history, and sets a rate for a currency other than the base', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [`GET ${PATH}`]: () => ok(RATES), [`POST ${PATH}`]: () => ok(RATES) });
    renderWithApp(
      <Routes>
        <Route
          element={<Outlet context={{ id: 's-1', email: 'a@lumen.example', name: 'Asha Rao', role: 'manager' }} />}
        >
          <Route path="/admin/currency-rates" element={<AdminCurrencyRatesScreen />} />
        </Route>
      </Routes>,
      { route: '/admin/currency-rates' },
    );
    const current = await screen.findByRole('region', { name: 'Rates in force' });
    expect(screen.getByText(/Orders are charged and invoiced in US dollars \(USD\)/)).toBeTruthy();
    const row = within(current).getByRole('row', { name: /INR — Indian rupee/ });
    expect(row.textContent).toContain('84.25 INR');
    expect(row.textContent).toContain('27 Nov 2026, 10:00 am');
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('row')).toHaveLength(3);

    const choices = [...screen.getByLabelText('Currency').querySelectorAll('option')].map((o) => o.value);
    expect(choices).toEqual(['INR', 'EUR', 'GBP', 'AED']);
    const rate = screen.getByLabelText('For 1 USD');
    await user.type(rate, '84.1234567');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText(/with at most six decimals/)).toBeTruthy();
    expect(api.count(`POST ${PATH}`)).toBe(0);

    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.clear(rate);
    await user.type(rate, '0.92');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(api.count(`POST ${PATH}`)).toBe(1));
    const post = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ currency: 'EUR', rate: 0.92 });
  });
});
