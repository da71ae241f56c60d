/**
 * /cart/checkout: the primary address first, CHOOSE ANOTHER ADDRESS, optional GST details checked with the
 * contract's GSTIN rule, and PAY NOW with an Idempotency-Key that stays the same for one checkout attempt (a double
 * click, a retry after a dropped connection) and is new for the next one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { deferred, HOME, ok, signIn, stubApi, WORK } from '../../../test/api-stub';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { ATTEMPT_ALREADY_PLACED } from '../../orders/api/place-order';
import { CheckoutScreen } from '../checkout-screen';
import { line, ORDER, PENDANT, RING, serverCart } from './cart-fixtures';

const PLACE = 'POST /api/orders';
const placed = () => jsonResponse(201, { status: true, message: 'Order placed successfully.', data: ORDER });

function stubCheckout(place: () => Response | Promise<Response>) {
  return stubApi({
    'GET /api/cart': () => ok(serverCart([line(RING, 11, 1, 'Size 2'), line(PENDANT, 12, 2)])),
    'GET /api/ManageAddress/list': () => ok([HOME, WORK]),
    [PLACE]: place,
  });
}

async function renderCheckout() {
  renderWithApp(
    <Routes>
      <Route path="/cart/checkout" element={<CheckoutScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/cart/checkout' },
  );
  const pay = await screen.findByRole('button', { name: 'PAY NOW' });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

type Call = { key: string; body: Record<string, unknown> };
function orderCalls(api: ReturnType<typeof stubApi>): Call[] {
  return api.fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/orders' && (init as RequestInit).method === 'POST')
    .map(([, init]) => ({
      key: ((init as RequestInit).headers as Record<string, string>)['idempotency-key'] ?? '',
      body: JSON.parse(String((init as RequestInit).body)),
    }));
}

describe('checkout', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the breadcrumb, the primary address, the summary with GST and shipping, and pay on delivery', async () => {
    signIn();
    stubCheckout(placed);
    await renderCheckout();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Cart', 'Address & Payment']);
    const delivery = screen.getByRole('region', { name: 'Delivery Address' });
    expect(delivery).toHaveTextContent('14 Marine Drive');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Subtotal$420.00');
    expect(summary).toHaveTextContent('GST & Taxes (18%)$75.60');
    expect(summary).toHaveTextContent('ShippingFree');
    expect(summary).toHaveTextContent('Total$495.60');
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
  });

  it('a double click on PAY NOW places one order', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    const api = stubCheckout(() => answer.promise);
    const pay = await renderCheckout();

    await user.dblClick(pay);
    expect(screen.getByRole('button', { name: 'PLACING ORDER...' })).toBeDisabled();
    answer.resolve(placed());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout/completed?order=LJ-2026-000042'),
    );
    expect(orderCalls(api)).toHaveLength(1);
  });

  it('a retry after a dropped connection sends the same Idempotency-Key, forgotten once the order is placed', async () => {
    const user = userEvent.setup();
    signIn();
    let attempts = 0;
    const api = stubCheckout(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return placed();
    });
    const pay = await renderCheckout();

    await user.click(pay);
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout');

    await user.click(await screen.findByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout/completed'));
    const [first, retry] = orderCalls(api);
    expect(first?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(retry?.key).toBe(first?.key);
    expect(retry?.body).toEqual({
      address_id: HOME.id,
      gst: null,
      payment_method: 'pay_on_delivery',
      display_currency: 'USD',
    });
    expect(window.sessionStorage.getItem('lumen-checkout-attempt')).toBeNull();
  });

  it('starts a new attempt when the server says the key already placed an order with other details (422)', async () => {
    const user = userEvent.setup();
    signIn();
    let attempts = 0;
    const api = stubCheckout(() => {
      attempts += 1;
      if (attempts === 1) {
        return jsonResponse(422, {
          status: false,
          message: 'idempotency-key: The Idempotency-Key abc was already used with a different request.',
        });
      }
      return placed();
    });
    const pay = await renderCheckout();

    await user.click(pay);
    expect(await screen.findByText(ATTEMPT_ALREADY_PLACED)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('lumen-checkout-attempt')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout/completed'));
    const [first, second] = orderCalls(api);
    expect(second?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second?.key).not.toBe(first?.key);
  });

  it('delivers to another address chosen in Choose Address, with GST details checked as a GSTIN', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubCheckout(placed);
    const pay = await renderCheckout();

    await user.click(screen.getByRole('button', { name: 'CHOOSE ANOTHER ADDRESS' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Address' });
    expect(within(dialog).getByRole('link', { name: 'ADD NEW ADDRESS' })).toHaveAttribute(
      'href',
      '/address/create?next=%2Fcart%2Fcheckout',
    );
    await user.click(within(dialog).getByRole('button', { name: /^Deliver to the Work address/ }));
    expect(screen.queryByRole('dialog', { name: 'Choose Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery Address' })).toHaveTextContent('221 MG Road');

    await user.click(screen.getByRole('checkbox', { name: 'Add my GST details to the tax invoice' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Verma Gems LLP');
    const gstNumber = screen.getByRole('textbox', { name: 'GST Number' });
    await user.type(gstNumber, '27AAPFU0939F1ZA');
    await user.click(pay);
    await waitFor(() =>
      expect(gstNumber).toHaveAccessibleDescription(
        'GST Number has a wrong check character; please check it for typos',
      ),
    );
    expect(gstNumber).toHaveFocus();
    expect(orderCalls(api)).toHaveLength(0);

    await user.clear(gstNumber);
    await user.type(gstNumber, '27aapfu0939f1zv');
    await user.click(pay);
    await waitFor(() => expect(orderCalls(api)).toHaveLength(1));
    expect(orderCalls(api)[0]?.body).toEqual({
      address_id: WORK.id,
      gst: { name: 'Verma Gems LLP', gst_number: '27AAPFU0939F1ZV' },
      payment_method: 'pay_on_delivery',
      display_currency: 'USD',
    });
  });

  it('asks an order above ₹2,00,000 or its equivalent for the buyer’s PAN, checked by its format', async () => {
    const user = userEvent.setup();
    signIn();
    // 15 rings at $160.00 with 18 % GST are $2,832.00: above the $2,000.00 line of a dollar shop without a rupee rate.
    const api = stubApi({
      'GET /api/cart': () => ok(serverCart([line(RING, 11, 15, 'Size 2')])),
      'GET /api/ManageAddress/list': () => ok([HOME, WORK]),
      [PLACE]: placed,
    });
    const pay = await renderCheckout();
    const card = screen.getByRole('region', { name: 'PAN' });
    expect(card).toHaveTextContent('Orders above ₹2,00,000 ($2,000.00) need the buyer’s PAN');
    const pan = within(card).getByRole('textbox', { name: 'PAN' });
    await user.type(pan, 'ABCDE1234F');
    await user.click(pay);
    await waitFor(() => expect(pan).toHaveAccessibleDescription(/five letters, four digits and a letter/));
    expect(orderCalls(api)).toHaveLength(0);

    await user.clear(pan);
    await user.type(pan, 'abcpe 1234f');
    await user.click(pay);
    await waitFor(() => expect(orderCalls(api)).toHaveLength(1));
    expect(orderCalls(api)[0]?.body).toMatchObject({ pan: 'ABCPE1234F' });
  });

  it('asks no PAN below the line', async () => {
    signIn();
    stubCheckout(placed);
    await renderCheckout();
    expect(screen.queryByRole('region', { name: 'PAN' })).not.toBeInTheDocument();
  });
});
