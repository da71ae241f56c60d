/**
 * /cart/checkout's Payment Method card: the methods the shop offers now (`GET /api/payments/methods`), the first
 * one that can take the order chosen, pay on delivery disabled with its reason above its limit; PAY NOW with an
 * online method sends the browser to the provider's page, or to the confirmation when the provider is unreachable;
 * the server's refusals show as the app's other errors do.
 */
import type { Currencies } from '@lumen/contract/currencies';
import { ORDER_MESSAGES, type PaymentOption } from '@lumen/contract/orders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCurrency, deferred, HOME, ok, refused, signIn, stubApi, WITH_RATES, WORK } from '../../../test/api-stub';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { paymentPage } from '../../orders/api/pay-order';
import { CheckoutCompletedScreen } from '../checkout-completed-screen';
import { CheckoutScreen } from '../checkout-screen';
import { AWAITING_ORDER, CHECKOUT_URL, line, ORDER, PENDANT, RING, serverCart } from './cart-fixtures';

const STRIPE: PaymentOption = {
  method: 'stripe',
  label: 'Card, Apple Pay or Google Pay',
  description: 'Visa, Mastercard, Amex, Apple Pay and Google Pay, on Stripe’s secure page.',
  max_total: null,
};
const RAZORPAY: PaymentOption = {
  method: 'razorpay',
  label: 'UPI, net banking, cards or EMI',
  description: 'UPI, net banking, cards and EMI, on Razorpay’s secure page.',
  max_total: null,
};
/** The cart below totals $495.60: a limit of $500.00 takes it, one of $300.00 does not. */
const payOnDelivery = (max_total: number | null): PaymentOption => ({
  method: 'pay_on_delivery',
  label: 'Pay on delivery',
  description: 'Pay by cash, card or UPI when your order arrives.',
  max_total,
});

function stubCheckout(methods: PaymentOption[], place: () => Response | Promise<Response>) {
  return stubApi({
    'GET /api/cart': () => ok(serverCart([line(RING, 11, 1, 'Size 2'), line(PENDANT, 12, 2)])),
    'GET /api/ManageAddress/list': () => ok([HOME, WORK]),
    'GET /api/payments/methods': () => ok({ methods }),
    'POST /api/orders': place,
    // The cart and orders are read again after an order.
    'GET /api/orders': () => ok({ orders: [], next_cursor: null }),
  });
}

async function renderCheckout(currencies?: Currencies) {
  renderWithApp(
    <Routes>
      <Route path="/cart/checkout" element={<CheckoutScreen />} />
      <Route path="/cart/checkout/completed" element={<CheckoutCompletedScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/cart/checkout', ...(currencies ? { currencies } : {}) },
  );
  const pay = await screen.findByRole('button', { name: 'PAY NOW' });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

const placedBody = (api: ReturnType<typeof stubApi>) => {
  const call = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/orders' && init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body));
};

describe('checkout: the payment method', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('lists the offered methods with their descriptions and chooses the first', async () => {
    signIn();
    stubCheckout([STRIPE, RAZORPAY, payOnDelivery(50_000)], () => new Promise(() => {}));
    await renderCheckout();

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['stripe', 'razorpay', 'pay_on_delivery']);
    expect(screen.getByRole('radio', { name: /Card, Apple Pay or Google Pay/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /UPI, net banking/ })).toHaveAccessibleDescription(RAZORPAY.description);
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeEnabled();
  });

  it('disables pay on delivery above its limit, with the reason, and chooses the next method', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubCheckout([payOnDelivery(30_000), RAZORPAY], () => new Promise(() => {}));
    const pay = await renderCheckout();

    const onDelivery = screen.getByRole('radio', { name: /Pay on delivery/ });
    expect(onDelivery).toBeDisabled();
    expect(onDelivery).not.toBeChecked();
    expect(onDelivery).toHaveAccessibleDescription('Available for orders up to $300.00');
    expect(screen.getByRole('radio', { name: /UPI, net banking/ })).toBeChecked();

    await user.click(onDelivery);
    await user.click(pay);
    await waitFor(() => expect(placedBody(api)).toMatchObject({ payment_method: 'razorpay' }));
  });

  it('places the order with the chosen method and sends the browser to the provider’s page', async () => {
    const user = userEvent.setup();
    signIn();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const answer = deferred<Response>();
    const api = stubCheckout([STRIPE, payOnDelivery(50_000)], () => answer.promise);
    const pay = await renderCheckout();

    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await user.click(screen.getByRole('radio', { name: /Card, Apple Pay/ }));
    await user.click(pay);
    expect(screen.getByRole('button', { name: 'REDIRECTING TO PAYMENT...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, { status: true, message: ORDER_MESSAGES.placed, data: AWAITING_ORDER }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(placedBody(api)).toEqual({
      address_id: HOME.id,
      gst: null,
      payment_method: 'stripe',
      display_currency: 'USD',
    });
    // The browser is on its way: the button stays busy and the page stays where it is.
    expect(screen.getByRole('button', { name: 'REDIRECTING TO PAYMENT...' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart\/checkout$/);
  });

  it('shows the order’s confirmation when the browser brings checkout back from the provider’s page', async () => {
    const user = userEvent.setup();
    signIn();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    stubCheckout([STRIPE], () =>
      jsonResponse(201, { status: true, message: ORDER_MESSAGES.placed, data: AWAITING_ORDER }),
    );
    await user.click(await renderCheckout());
    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));

    // Back from Stripe, restored from the browser's cache.
    window.dispatchEvent(new Event('pageshow'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/cart/checkout/completed?order=${ORDER.order_id}`),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeInTheDocument();
  });

  it('goes to the confirmation, which offers Pay now, when the provider could not be reached', async () => {
    const user = userEvent.setup();
    signIn();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const unreachable = { ...AWAITING_ORDER, payment: { ...AWAITING_ORDER.payment, redirect_url: null } };
    const api = stubCheckout([STRIPE], () =>
      jsonResponse(201, { status: true, message: ORDER_MESSAGES.placed, data: unreachable }),
    );
    await user.click(await renderCheckout());

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/cart/checkout/completed?order=${ORDER.order_id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have not received your payment yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We could not reach the payment provider/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
    // Nobody went to pay: there is nothing to confirm.
    expect(api.count(`POST /api/orders/${ORDER.order_id}/payment/refresh`)).toBe(0);
  });

  it('shows the server’s refusal of pay on delivery above its limit and reads the methods again', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubCheckout([payOnDelivery(null)], () => refused(409, ORDER_MESSAGES.payOnDeliveryLimit('$300.00')));
    await user.click(await renderCheckout());

    expect(await screen.findByText(ORDER_MESSAGES.payOnDeliveryLimit('$300.00'))).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET /api/payments/methods')).toBe(2));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart\/checkout$/);
  });

  it('shows a method the shop stopped offering as the server words it', async () => {
    const user = userEvent.setup();
    signIn();
    stubCheckout([RAZORPAY], () => refused(400, `payment_method: ${ORDER_MESSAGES.methodUnavailable}`));
    await user.click(await renderCheckout());
    expect(await screen.findByText(ORDER_MESSAGES.methodUnavailable)).toBeInTheDocument();
  });

  it('offers pay on delivery alone when the methods cannot be read', async () => {
    signIn();
    stubApi({
      'GET /api/cart': () => ok(serverCart([line(RING, 11, 1, 'Size 2')])),
      'GET /api/ManageAddress/list': () => ok([HOME]),
      'GET /api/payments/methods': () => refused(404, 'Not found'),
    });
    await renderCheckout();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
  });

  it('cannot place the order when no offered method takes it', async () => {
    signIn();
    stubCheckout([payOnDelivery(30_000)], () => new Promise(() => {}));
    renderWithApp(<CheckoutScreen />, { route: '/cart/checkout' });
    const onDelivery = await screen.findByRole('radio', { name: /Pay on delivery/ });
    await waitFor(() => expect(onDelivery).toHaveAccessibleDescription('Available for orders up to $300.00'));
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
  });

  it('says the order is charged in the base currency, beside the shopper’s, and tells the order which they saw', async () => {
    const user = userEvent.setup();
    signIn();
    chooseCurrency('INR');
    try {
      const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
      const api = stubCheckout([STRIPE], () =>
        jsonResponse(201, { status: true, message: ORDER_MESSAGES.placed, data: AWAITING_ORDER }),
      );
      const pay = await renderCheckout(WITH_RATES);
      // $495.60 × 84.123456 = ₹41,691.58 (rounded half away from zero to the paisa).
      expect(document.querySelector('.charged-in')).toHaveTextContent(
        'Charged in US dollars: $495.60 · ₹41,691.58 at 1 USD = 84.123456 INR.',
      );
      await user.click(pay);
      await waitFor(() => expect(open).toHaveBeenCalled());
      expect(placedBody(api)).toMatchObject({ payment_method: 'stripe', display_currency: 'INR' });
    } finally {
      chooseCurrency(null);
    }
  });
});
