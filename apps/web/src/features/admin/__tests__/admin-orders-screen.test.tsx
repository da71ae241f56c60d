/**
 * The orders list reads its filters from the address and asks the API for exactly those; applying filters and
 * sorting write them back to the address, and the next page is fetched with the server's cursor.
 */
import type { AdminOrderSummary } from '@lumen/contract/admin-orders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminOrdersScreen } from '../admin-orders-screen';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const ORDER: AdminOrderSummary = {
  order_id: 'LJ-2026-000042',
  created_at: '2026-11-24T05:30:00.000Z',
  status: 'Pending',
  shipped_at: null,
  customer_name: 'Asha Verma',
  customer_email: 'asha@example.com',
  pieces: 2,
  total: 32000,
  payment_status: 'due_on_delivery',
};

describe('the orders list', () => {
  it('asks for the filters of the address, and shows the orders with links to them', async () => {
    const api = stubApi({
      'GET /api/admin/orders?status=Pending&shipped=no&q=asha&sort=date&dir=desc&limit=25': () =>
        ok({ orders: [ORDER], next_cursor: null }),
    });
    renderWithApp(<AdminOrdersScreen />, { route: '/admin/orders?status=Pending&shipped=no&q=asha' });
    const link = await screen.findByRole('link', { name: 'LJ-2026-000042' });
    expect(link.getAttribute('href')).toBe('/admin/orders/LJ-2026-000042');
    expect(screen.getByText('To ship')).toBeTruthy();
    expect(screen.getByText('$320.00')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('asha');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Pending');
    expect(api.unexpected).toEqual([]);
  });

  it('writes applied filters and the sort to the address, and loads the next page with its cursor', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/orders?sort=date&dir=desc&limit=25': () => ok({ orders: [ORDER], next_cursor: 'next_1' }),
      'GET /api/admin/orders?sort=date&dir=desc&limit=25&cursor=next_1': () =>
        ok({ orders: [{ ...ORDER, order_id: 'LJ-2026-000041' }], next_cursor: null }),
      'GET /api/admin/orders?shipped=yes&sort=date&dir=desc&limit=25': () => ok({ orders: [], next_cursor: null }),
      'GET /api/admin/orders?shipped=yes&sort=total&dir=desc&limit=25': () => ok({ orders: [], next_cursor: null }),
    });
    renderWithApp(<AdminOrdersScreen />, { route: '/admin/orders' });
    await user.click(await screen.findByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('link', { name: 'LJ-2026-000041' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Shipped'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/orders?shipped=yes'));
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?shipped=yes&sort=total'),
    );
    await waitFor(() => expect(api.count('GET /api/admin/orders?shipped=yes&sort=total&dir=desc&limit=25')).toBe(1));
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('descending');
    expect(api.unexpected).toEqual([]);
  });

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/orders?sort=date&dir=desc&limit=25': () => ok({ orders: [], next_cursor: null }),
    });
    renderWithApp(<AdminOrdersScreen />, { route: '/admin/orders' });
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('From'), '2026-11-24');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The end date must not be before the start date.');
    expect(screen.getByTestId('location').textContent).toBe('/admin/orders');
    expect(api.unexpected).toEqual([]);
  });
});
