/**
 * The owner's payment settings: the limit now (and whether it is the default), the providers with their webhook
 * addresses, a new limit typed in dollars and sent in cents, and an amount that is not one refused on the field.
 */
import type { PaymentSettings } from '@lumen/contract/admin-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminSettingsScreen } from '../admin-settings-screen';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: PaymentSettings = {
  pay_on_delivery_max: 2_250_00,
  pay_on_delivery_max_is_default: true,
  providers: [
    {
      method: 'stripe',
      label: 'Stripe: Card, Apple Pay or Google Pay',
      configured: true,
      webhook_url: 'https://shop.example/api/payments/stripe/webhook',
    },
    {
      method: 'razorpay',
      label: 'Razorpay: UPI, net banking, cards or EMI',
      configured: false,
      webhook_url: 'https://shop.example/api/payments/razorpay/webhook',
    },
  ],
};
const PATH = '/api/admin/settings/payments';

describe('payment settings', () => {
  it('shows the limit and the providers, and saves a new limit in cents', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(SETTINGS),
      [`PUT ${PATH}`]: () => ok({ ...SETTINGS, pay_on_delivery_max: 1_500_00, pay_on_delivery_max_is_default: false }),
    });
    renderWithApp(<AdminSettingsScreen />, { route: '/admin/settings' });
    expect((await screen.findByText(/Now:/)).textContent).toBe('Now: $2,250.00 (the shop’s default)');
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByText('Off: no keys set')).toBeTruthy();
    expect(screen.getByText('https://shop.example/api/payments/razorpay/webhook')).toBeTruthy();

    const field = screen.getByLabelText('Largest order paid on delivery ($)');
    await user.clear(field);
    await user.type(field, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Give an amount in dollars/)).toBeTruthy();
    expect(api.count(`PUT ${PATH}`)).toBe(0);

    await user.clear(field);
    await user.type(field, '1,500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count(`PUT ${PATH}`)).toBe(1));
    const put = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ pay_on_delivery_max: 1_500_00 });
    expect((await screen.findByText(/Now:/)).textContent).toBe('Now: $1,500.00');
  });
});
