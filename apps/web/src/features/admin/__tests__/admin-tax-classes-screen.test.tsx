/**
 * The tax classes screen: each class with its HSN code, GST rate and pieces, and the pieces with none at the standard
 * 18 %; a class added with its rate typed as people write it, one that is not a rate refused on the field without a
 * call; a class edited in place; Delete only for a class no piece uses, after a question.
 */
import type { TaxClass } from '@lumen/contract/tax-classes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminTaxClassesScreen } from '../admin-tax-classes-screen';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-27T04:30:00.000Z';
const GOLD: TaxClass = {
  id: 2,
  name: 'Gold and silver jewellery',
  hsn: '7113',
  rate_percent: 3,
  products: 12,
  updated_at: at,
};
const DIAMONDS: TaxClass = {
  id: 1,
  name: 'Cut and polished diamonds',
  hsn: '7102',
  rate_percent: 0.25,
  products: 0,
  updated_at: at,
};
const LIST = { classes: [DIAMONDS, GOLD], standard: { rate_percent: 18, products: 30 }, prices_include_tax: false };
const PATH = '/api/admin/tax-classes';

function open() {
  renderWithApp(
    <Routes>
      <Route element={<Outlet context={{ id: 's-1', email: 'a@lumen.example', name: 'Asha Rao', role: 'owner' }} />}>
        <Route path="/admin/tax-classes" element={<AdminTaxClassesScreen />} />
      </Route>
    </Routes>,
    { route: '/admin/tax-classes' },
  );
}

const sent = (api: ReturnType<typeof stubApi>, method: string) =>
  JSON.parse(String(api.fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('the tax classes screen', () => {
  it('lists each class with its HSN code, rate and pieces, and adds one with the rate as typed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(LIST),
      [`POST ${PATH}`]: () =>
        ok({ tax_class: { ...GOLD, id: 9, name: 'Pearls', hsn: '7101', products: 0 } }, 'Pearls added.'),
    });
    open();
    const table = await screen.findByRole('region', { name: 'Classes' });
    const gold = within(table).getByRole('row', { name: /Gold and silver jewellery/ });
    expect(gold.textContent).toContain('7113');
    expect(gold.textContent).toContain('3%');
    expect(gold.textContent).toContain('12 pieces');
    expect(within(gold).getByRole('button', { name: 'Delete Gold and silver jewellery' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(table).getByRole('row', { name: /Cut and polished diamonds/ }).textContent).toContain('0.25%');
    expect(screen.getByText(/30 pieces have no class and are taxed at the standard 18%/)).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Pearls');
    await user.type(screen.getByLabelText('HSN code'), '71011');
    await user.type(screen.getByLabelText('GST rate (%)'), '3 %');
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    expect(await screen.findByText(/an HSN code of 4, 6 or 8 digits/)).toBeTruthy();
    expect(api.count(`POST ${PATH}`)).toBe(0);

    await user.clear(screen.getByLabelText('HSN code'));
    await user.type(screen.getByLabelText('HSN code'), '7101');
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    await waitFor(() => expect(api.count(`POST ${PATH}`)).toBe(1));
    expect(sent(api, 'POST')).toEqual({ name: 'Pearls', hsn: '7101', rate_percent: 3 });
  });

  it('edits a class in place, and deletes one no piece uses after asking', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(LIST),
      [`PATCH ${PATH}/2`]: () => ok({ tax_class: { ...GOLD, rate_percent: 5 } }, 'Gold and silver jewellery saved.'),
      [`DELETE ${PATH}/1`]: () => ok({ ...LIST, classes: [GOLD] }, 'Tax class deleted.'),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold and silver jewellery' }));
    expect(screen.getByRole('heading', { name: 'Edit Gold and silver jewellery' })).toBeTruthy();
    const rate = screen.getByLabelText('GST rate (%)');
    expect((rate as HTMLInputElement).value).toBe('3');
    await user.clear(rate);
    await user.type(rate, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.count(`PATCH ${PATH}/2`)).toBe(1));
    expect(sent(api, 'PATCH')).toEqual({ name: 'Gold and silver jewellery', hsn: '7113', rate_percent: 5 });
    expect(await screen.findByRole('heading', { name: 'Add a class' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Cut and polished diamonds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tax class' });
    expect(dialog.textContent).toContain('Delete Cut and polished diamonds (HSN 7102)?');
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(api.count(`DELETE ${PATH}/1`)).toBe(1));
  });

  it('shows prices including GST on the storefront once the owner chooses it and saves', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(LIST),
      [`PUT ${PATH}/display`]: () => ok({ ...LIST, prices_include_tax: true }, 'Saved.'),
    });
    open();
    const card = await screen.findByRole('region', { name: 'How prices show' });
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(within(card).getByRole('radio', { name: /Excluding GST/ })).toBeChecked();
    expect(save).toBeDisabled();
    await user.click(within(card).getByRole('radio', { name: /Including GST/ }));
    await user.click(save);
    await waitFor(() => expect(api.count(`PUT ${PATH}/display`)).toBe(1));
    expect(sent(api, 'PUT')).toEqual({ prices_include_tax: true });
    // The card shows the choice now saved (and Save waits for the next change).
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'How prices show' })).getByRole('button', { name: 'Save' }),
      ).toBeDisabled(),
    );
    expect(screen.getByRole('radio', { name: /Including GST/ })).toBeChecked();
  });
});
