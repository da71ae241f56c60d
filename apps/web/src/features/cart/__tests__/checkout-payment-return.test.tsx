/**
 * /cart/checkout/completed back from the provider's page: "Confirming your payment…" (no 'Order Placed!' yet) asks
 * the server every 2 s and stops once paid; still unpaid after 30 s it offers PAY NOW, which sends the browser to a
 * fresh hosted page; an order that lapsed unpaid says "Payment not completed" and why. Fake timers run the clock.
 */
import { ORDER_MESSAGES, type Order } from '@lumen/contract/orders';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, refused, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { paymentPage } from '../../orders/api/pay-order';
import { CheckoutCompletedScreen } from '../checkout-completed-screen';
import { AWAITING_ORDER, ORDER, PAID_ORDER } from './cart-fixtures';

const ID = ORDER.order_id;
const REFRESH = `POST /api/orders/${ID}/payment/refresh`;
const FRESH_URL = 'https://checkout.stripe.com/c/pay/cs_test_b2';

/** Back from the provider: this tab went there to pay order ID (Razorpay adds its own parameters). */
function renderReturn() {
  window.sessionStorage.setItem('lumen-payment-underway', ID);
  renderWithApp(<CheckoutCompletedScreen />, {
    route: `/cart/checkout/completed?order=${ID}&razorpay_payment_id=pay_1&razorpay_signature=forged`,
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The live region saying the payment is being confirmed, or null. */
const confirming = () =>
  screen.queryByRole('heading', { level: 1, name: 'Confirming your payment…' })?.closest('[role="status"]') ?? null;

describe('back from the payment page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('confirms the payment calmly, then shows Order Placed! with the reference, and stops asking once paid', async () => {
    const order = deferred<Response>();
    let checks = 0;
    const api = stubApi({
      [`GET /api/orders/${ID}`]: () => order.promise,
      [REFRESH]: () => {
        checks += 1;
        return ok(checks < 3 ? AWAITING_ORDER : PAID_ORDER);
      },
    });
    renderReturn();

    // Before the order has even loaded: the tab knows it went to pay.
    expect(confirming()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Placed!' })).not.toBeInTheDocument();
    order.resolve(ok(AWAITING_ORDER));
    await waitFor(() => expect(api.count(REFRESH)).toBe(1));
    expect(confirming()).toBeInTheDocument();

    await advance(2_000);
    expect(api.count(REFRESH)).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Order Placed!' })).not.toBeInTheDocument();
    await advance(2_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed!' })).toBeInTheDocument();
    expect(screen.getByText('pi_3QaZ')).toBeInTheDocument();
    expect(screen.getByText('Card, Apple Pay or Google Pay')).toBeInTheDocument();

    await advance(20_000);
    expect(api.count(REFRESH)).toBe(3);
    expect(window.sessionStorage.getItem('lumen-payment-underway')).toBeNull();
  });

  it('gives up after 30 s, offers PAY NOW, and PAY NOW sends the browser to a fresh payment page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const api = stubApi({
      [`GET /api/orders/${ID}`]: () => ok(AWAITING_ORDER),
      [REFRESH]: () => ok(AWAITING_ORDER),
      [`POST /api/orders/${ID}/payment`]: () =>
        ok({ ...AWAITING_ORDER, payment: { ...AWAITING_ORDER.payment, redirect_url: FRESH_URL } }),
    });
    renderReturn();
    await waitFor(() => expect(api.count(REFRESH)).toBe(1));

    await advance(28_000);
    expect(confirming()).toBeInTheDocument();
    await advance(2_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have not received your payment yet' }),
    ).toBeInTheDocument();
    // Once at once, then every 2 s for 30 s.
    expect(api.count(REFRESH)).toBe(16);
    await advance(10_000);
    expect(api.count(REFRESH)).toBe(16);
    expect(screen.queryByRole('heading', { name: 'Order Placed!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW ORDER DETAILS' })).toHaveAttribute('href', `/order-details/${ID}`);

    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(FRESH_URL));
    expect(screen.getByRole('button', { name: 'REDIRECTING TO PAYMENT...' })).toBeDisabled();
  });

  it('asks once and offers PAY NOW at once when Stripe says the shopper left its page without paying', async () => {
    const api = stubApi({
      [`GET /api/orders/${ID}`]: () => ok(AWAITING_ORDER),
      [REFRESH]: () => ok(AWAITING_ORDER),
    });
    window.sessionStorage.setItem('lumen-payment-underway', ID);
    renderWithApp(<CheckoutCompletedScreen />, { route: `/cart/checkout/completed?order=${ID}&payment=cancelled` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have not received your payment yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
    await advance(10_000);
    expect(api.count(REFRESH)).toBe(1);
  });

  it('shows the server’s words when Pay now cannot reach the provider', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    stubApi({
      [`GET /api/orders/${ID}`]: () => ok(AWAITING_ORDER),
      [REFRESH]: () => ok(AWAITING_ORDER),
      [`POST /api/orders/${ID}/payment`]: () => refused(503, ORDER_MESSAGES.paymentUnavailable),
    });
    renderReturn();
    await advance(30_000);
    await user.click(await screen.findByRole('button', { name: 'PAY NOW' }));
    expect(await screen.findByText(ORDER_MESSAGES.paymentUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
  });

  it('says the payment was not completed, and why, for an order that lapsed unpaid', async () => {
    const lapsed: Order = {
      ...AWAITING_ORDER,
      status: 'Cancelled',
      can_cancel: false,
      payment: { ...AWAITING_ORDER.payment, status: 'failed', redirect_url: null },
      timeline: [
        ...AWAITING_ORDER.timeline,
        {
          kind: 'cancelled',
          at: '2026-11-22T10:30:00.000Z',
          shipment: null,
          cancelled_by: 'staff',
          reason: 'The payment was not completed within 30 minutes.',
        },
      ],
    };
    const api = stubApi({ [`GET /api/orders/${ID}`]: () => ok(lapsed) });
    renderReturn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('The payment was not completed within 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW MY ORDERS' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('heading', { name: 'Order Placed!' })).not.toBeInTheDocument();
    // At most the one question asked while the order was loading.
    const asked = api.count(REFRESH);
    await advance(6_000);
    expect(api.count(REFRESH)).toBe(asked);
    expect(asked).toBeLessThanOrEqual(1);
  });

  it('keeps pay on delivery as it was: Order Placed! and no payment to confirm', async () => {
    const api = stubApi({ [`GET /api/orders/${ID}`]: () => ok(ORDER) });
    renderWithApp(<CheckoutCompletedScreen />, { route: `/cart/checkout/completed?order=${ID}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Placed!' })).toBeInTheDocument();
    expect(await screen.findByText('Pay on delivery')).toBeInTheDocument();
    await advance(4_000);
    expect(api.count(REFRESH)).toBe(0);
    expect(confirming()).not.toBeInTheDocument();
  });
});
