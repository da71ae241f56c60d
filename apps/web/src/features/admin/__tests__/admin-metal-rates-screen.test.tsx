/**
 * The metal rates screen: the rates in force and the history, each with who set it and when on the shop's clock; a
 * new rate chosen by metal and purity, typed in dollars and sent in cents; an amount that is not one refused on the
 * field without a call; the feed's rates waiting for a person, with why, confirmed or set aside; the feed's state and
 * "Check now" for a manager, its settings for the owner only.
 */
import type { StaffRole } from '@lumen/contract/admin-roles';
import type { MetalRatesWithFeed } from '@lumen/contract/metal-rate-feed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
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
const RATES: MetalRatesWithFeed = {
  current: [GOLD_22],
  history: [
    GOLD_22,
    { ...GOLD_22, id: 1, rate_per_gram: 97_00, source: 'feed', set_by: null, set_at: '2026-11-26T04:30:00.000Z' },
  ],
  feed: { url: null, max_jump_percent: 5, checked_at: null, last_error: null },
  pending: [],
  pending_currencies: [],
};
const WITH_FEED: MetalRatesWithFeed = {
  ...RATES,
  feed: {
    url: 'https://rates.example.com/v1?key=…',
    max_jump_percent: 5,
    checked_at: '2026-11-27T05:00:00.000Z',
    last_error: 'The feed answered HTTP 503.',
  },
  pending: [
    {
      id: 7,
      metal: 'Gold',
      purity: '22k',
      rate_per_gram: 118_20,
      current_rate_per_gram: 98_50,
      jump_percent: 20,
      reason: '20 % above the rate in force ($98.50); more than 5 % waits for you.',
      fetched_at: '2026-11-27T05:00:00.000Z',
    },
  ],
};
const PATH = '/api/admin/metal-rates';

function renderAs(role: StaffRole) {
  renderWithApp(
    <Routes>
      <Route element={<Outlet context={{ id: 's-1', email: 'a@lumen.example', name: 'Asha Rao', role }} />}>
        <Route path="/admin/metal-rates" element={<AdminMetalRatesScreen />} />
      </Route>
    </Routes>,
    { route: '/admin/metal-rates' },
  );
}

describe('metal rates', () => {
  it('shows the rates in force and their history, and sets a rate in cents', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(RATES),
      [`POST ${PATH}`]: () => ok(RATES),
    });
    renderAs('owner');
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

  it('shows a feed’s rate that waits with why, and confirms or sets it aside', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(WITH_FEED),
      [`POST ${PATH}/pending/7/confirm`]: () => ok(RATES),
      [`DELETE ${PATH}/pending/7`]: () => ok(RATES),
    });
    renderAs('manager');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const item = within(waiting).getByRole('listitem', { name: 'Gold 22k' });
    expect(item.textContent).toContain('$118.20 a gram');
    expect(item.textContent).toContain('20 % above the rate in force ($98.50); more than 5 % waits for you.');
    await user.click(within(item).getByRole('button', { name: 'Confirm Gold 22k at $118.20' }));
    await waitFor(() => expect(api.count(`POST ${PATH}/pending/7/confirm`)).toBe(1));
    // The answer's rates replace the screen's: nothing waits any more.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull());
    expect(api.count(`DELETE ${PATH}/pending/7`)).toBe(0);
  });

  it('shows a feed’s currency rate that waits with why, and sets it aside', async () => {
    const user = userEvent.setup();
    const waitingRupee = {
      id: 3,
      currency: 'INR' as const,
      rate: 94.5,
      current_rate: 84.25,
      jump_percent: 12.17,
      reason: '12.17 % above the rate in force (84.25); more than 5 % waits for you.',
      fetched_at: '2026-11-27T05:00:00.000Z',
    };
    const api = stubApi({
      [`GET ${PATH}`]: () => ok({ ...RATES, pending_currencies: [waitingRupee] }),
      [`DELETE ${PATH}/pending-currencies/3`]: () => ok(RATES),
    });
    renderAs('manager');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const item = within(waiting).getByRole('listitem', { name: 'INR' });
    expect(item.textContent).toContain('INR: 94.5 INR for 1 USD');
    expect(item.textContent).toContain(waitingRupee.reason);
    await user.click(within(item).getByRole('button', { name: 'Set aside INR at 94.5 INR' }));
    await waitFor(() => expect(api.count(`DELETE ${PATH}/pending-currencies/3`)).toBe(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull());
  });

  it('shows a manager the feed’s last read and lets them read it now, but not change it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(WITH_FEED),
      [`POST ${PATH}/feed/check`]: () => ok(WITH_FEED),
    });
    renderAs('manager');
    const card = await screen.findByRole('region', { name: 'Rate feed' });
    expect(card.textContent).toContain('https://rates.example.com/v1?key=…');
    // 05:00 UTC is 10:30 in India.
    expect(within(card).getByRole('status').textContent).toBe(
      'Last read 27 Nov 2026, 10:30 am IST: The feed answered HTTP 503. Nothing was set from it.',
    );
    expect(within(card).queryByRole('button', { name: 'Save feed' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(api.count(`POST ${PATH}/feed/check`)).toBe(1));
  });

  it('lets the owner set the feed’s address and largest move, checked before it is sent', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(RATES),
      [`PUT ${PATH}/feed`]: () => ok(WITH_FEED),
    });
    renderAs('owner');
    const card = await screen.findByRole('region', { name: 'Rate feed' });
    expect(card.textContent).toContain('No feed: rates are set by hand here.');
    const url = within(card).getByLabelText('Feed address');
    const jump = within(card).getByLabelText('Largest move set without you (%)');
    await user.type(url, 'rates.example.com');
    await user.clear(jump);
    await user.type(jump, '60');
    await user.click(within(card).getByRole('button', { name: 'Save feed' }));
    expect(await within(card).findByText(/Give the feed’s whole address/)).toBeTruthy();
    expect(within(card).getByText(/Give a percentage from 0.1 to 50/)).toBeTruthy();
    expect(api.count(`PUT ${PATH}/feed`)).toBe(0);
    await user.clear(url);
    await user.type(url, 'https://rates.example.com/v1?key=abc');
    await user.clear(jump);
    await user.type(jump, '2.5');
    await user.click(within(card).getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(api.count(`PUT ${PATH}/feed`)).toBe(1));
    const put = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      url: 'https://rates.example.com/v1?key=abc',
      max_jump_percent: 2.5,
    });
  });
});
