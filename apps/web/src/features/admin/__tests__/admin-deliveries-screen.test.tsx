/**
 * The Deliveries screen reads its filters from the address and asks the API for exactly those; the state's buttons
 * carry the counts and write the state back to the address; SEND AGAIN is offered on a message that failed for good
 * (never on a code) and says what the server answered. The Messages card of a customer's page lists their latest
 * messages and links to the screen narrowed to them.
 */
import type { Staff } from '@lumen/contract/admin';
import type { AdminCustomer } from '@lumen/contract/admin-customers';
import type { Delivery } from '@lumen/contract/deliveries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminCustomerScreen } from '../admin-customer-screen';
import { AdminDeliveriesScreen } from '../admin-deliveries-screen';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const AT = '2026-11-24T05:30:00.000Z';
const SENT: Delivery = {
  id: '11111111-1111-4111-8111-111111111111',
  channel: 'email',
  recipient: 'asha@example.com',
  subject: 'Your order LJ-2026-000042 is confirmed',
  kind: 'order',
  state: 'sent',
  attempts: 1,
  last_error: null,
  user_id: 7,
  order_id: 'LJ-2026-000042',
  created_at: AT,
  updated_at: AT,
  sent_at: AT,
};
const FAILED: Delivery = {
  ...SENT,
  id: '22222222-2222-4222-8222-222222222222',
  subject: 'Your order LJ-2026-000042 has shipped',
  state: 'failed',
  attempts: 13,
  last_error: '550 mailbox unavailable',
  sent_at: null,
};
const CODE: Delivery = {
  ...FAILED,
  id: '33333333-3333-4333-8333-333333333333',
  channel: 'sms',
  recipient: '+919876543210',
  subject: 'Your verification code',
  kind: 'code',
  order_id: null,
};
const COUNTS = { waiting: 0, retrying: 1, sent: 40, failed: 2 };
const page = (deliveries: Delivery[], next_cursor: string | null = null) =>
  ok({ deliveries, next_cursor, counts: COUNTS });

const LIST = '/api/admin/deliveries';

describe('the Deliveries screen', () => {
  it('asks for the filters of the address, shows the messages with their state and error, and the counts', async () => {
    const api = stubApi({
      [`GET ${LIST}?state=failed&channel=email&recipient=asha&limit=25`]: () => page([FAILED]),
    });
    renderWithApp(<AdminDeliveriesScreen />, { route: '/admin/deliveries?state=failed&channel=email&recipient=asha' });
    const row = await screen.findByRole('row', { name: /Your order LJ-2026-000042 has shipped/ });
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(row).getByText('13')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Order LJ-2026-000042' }).getAttribute('href')).toBe(
      '/admin/orders/LJ-2026-000042',
    );
    expect(screen.getByRole('button', { name: 'Failed 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All 43' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('email');
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('asha');
    expect(api.unexpected).toEqual([]);
  });

  it('writes the state and the applied filters to the address, and loads older messages with the cursor', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${LIST}?limit=25`]: () => page([SENT], 'next_1'),
      [`GET ${LIST}?limit=25&cursor=next_1`]: () => page([{ ...SENT, id: 'older', subject: 'Welcome' }]),
      [`GET ${LIST}?state=retrying&limit=25`]: () => page([]),
      [`GET ${LIST}?state=retrying&channel=sms&recipient=98765&limit=25`]: () => page([]),
    });
    renderWithApp(<AdminDeliveriesScreen />, { route: '/admin/deliveries' });
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Welcome')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retrying 1' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/deliveries?state=retrying'));
    expect(await screen.findByText('Nothing is being retried: the providers are taking every message.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Channel'), 'sms');
    await user.type(screen.getByLabelText('Recipient'), ' 98765 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/deliveries?state=retrying&channel=sms&recipient=98765',
      ),
    );
    expect(await screen.findByText('No messages match these filters.')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('offers SEND AGAIN on a message that failed for good, never on a code, and toasts the answer', async () => {
    const user = userEvent.setup();
    let sentAgain = false;
    const api = stubApi({
      [`GET ${LIST}?state=failed&limit=25`]: () => page(sentAgain ? [CODE] : [FAILED, CODE]),
      [`POST ${LIST}/${FAILED.id}/send-again`]: () => {
        sentAgain = true;
        return ok({ delivery: { ...FAILED, state: 'waiting' } }, 'The message is on its way again.');
      },
    });
    renderWithApp(<AdminDeliveriesScreen />, { route: '/admin/deliveries?state=failed' });
    const code = await screen.findByRole('row', { name: /Your verification code/ });
    expect(within(code).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send again to asha@example.com' }));
    expect(await screen.findByText('The message is on its way again.')).toBeTruthy();
    expect(api.count(`POST ${LIST}/${FAILED.id}/send-again`)).toBe(1);
    // The list is read again: the message left the failed ones.
    await waitFor(() => expect(screen.queryByRole('row', { name: /has shipped/ })).toBeNull());
    expect(api.unexpected).toEqual([]);
  });

  it('shows the server’s refusal as it words it and reads the list again', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${LIST}?state=failed&limit=25`]: () => page([FAILED]),
      [`POST ${LIST}/${FAILED.id}/send-again`]: () =>
        refused(409, 'Only a message that failed for good can be sent again.'),
    });
    renderWithApp(<AdminDeliveriesScreen />, { route: '/admin/deliveries?state=failed' });
    await user.click(await screen.findByRole('button', { name: 'Send again to asha@example.com' }));
    expect(await screen.findByText('Only a message that failed for good can be sent again.')).toBeTruthy();
    await waitFor(() => expect(api.count(`GET ${LIST}?state=failed&limit=25`)).toBe(2));
  });
});

const SUPPORT: Staff = { id: 's-2', email: 'meera@lumen.example', name: 'Meera Iyer', role: 'support' };
const CUSTOMER: AdminCustomer = {
  id: 7,
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: null,
  disabled: false,
  erased: false,
  guest: false,
  created_at: AT,
  orders: 1,
  email_verified: true,
  mobile_verified: false,
  addresses: [],
  order_list: [],
  spent: 0,
};

describe('a customer’s Messages card', () => {
  it('lists the latest messages sent to them, with the error of a failed one, and links to Deliveries', async () => {
    const api = stubApi({
      'GET /api/admin/customers/7': () => ok({ customer: CUSTOMER }),
      [`GET ${LIST}?user_id=7&limit=5`]: () => page([FAILED, SENT], 'more'),
    });
    renderWithApp(
      <Routes>
        <Route element={<Outlet context={SUPPORT} />}>
          <Route path="/admin/customers/:id" element={<AdminCustomerScreen />} />
        </Route>
      </Routes>,
      { route: '/admin/customers/7' },
    );
    const list = await screen.findByRole('list', { name: 'Messages to this customer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(list).getByText('Your order LJ-2026-000042 is confirmed')).toBeTruthy();
    expect(screen.getByText(/The latest 5/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Deliveries' }).getAttribute('href')).toBe(
      '/admin/deliveries?user_id=7',
    );
    expect(api.unexpected).toEqual([]);
  });
});
