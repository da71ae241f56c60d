/**
 * The header's Currency selector and the prices that follow it (issue 29): only currencies with a rate are offered;
 * a choice goes in the `currency` cookie and every price converts at once, in the currency's own format; a cookie
 * naming a currency without a rate shows the base currency.
 */
import type { Currencies } from '@lumen/contract/currencies';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceTag } from '../../../components/price-tag';
import { currenciesQueryKey } from '../../../features/catalog/api/get-currencies';
import { BASE_ONLY, chooseCurrency, WITH_RATES } from '../../../test/api-stub';
import { createQueryClient } from '../../providers';
import { CurrencySelect } from '../currency-select';

function renderHeader(currencies: Currencies = WITH_RATES) {
  const client = createQueryClient();
  client.setQueryData(currenciesQueryKey, currencies);
  return render(
    <QueryClientProvider client={client}>
      <CurrencySelect />
      <PriceTag price={1999} original={123_456_78} />
    </QueryClientProvider>,
  );
}

afterEach(() => chooseCurrency(null));

describe('the Currency selector', () => {
  it('offers the base currency and each with a rate, and converts every price to the one chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'USD ($)',
      'INR (₹)',
      'EUR (€)',
    ]);
    expect(screen.getByText('$19.99')).toBeInTheDocument();

    await user.selectOptions(select, 'INR');
    expect(document.cookie).toContain('currency=INR');
    // $19.99 × 84.123456 = ₹1,681.627… and $123,456.78 in Indian digit grouping.
    expect(screen.getByText('₹1,681.63')).toBeInTheDocument();
    expect(screen.getByText('₹1,03,85,611.00')).toBeInTheDocument();

    await user.selectOptions(select, 'EUR');
    expect(screen.getByText('18,39 €')).toBeInTheDocument(); // Germany's format (the non-breaking space normalised)
  });

  it('shows the currency the cookie names, and the base currency for one without a rate', () => {
    chooseCurrency('INR');
    const { unmount } = renderHeader();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(screen.getByText('₹1,681.63')).toBeInTheDocument();
    unmount();

    chooseCurrency('GBP');
    renderHeader();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(screen.getByText('$19.99')).toBeInTheDocument();
  });

  it('offers only the base currency while no rate is set', () => {
    renderHeader({ ...BASE_ONLY, currencies: [WITH_RATES.currencies[0] as Currencies['currencies'][number]] });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual(['USD']);
    expect(select).toHaveValue('USD');
  });
});
