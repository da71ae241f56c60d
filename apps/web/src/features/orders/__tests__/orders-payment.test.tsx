/**
 * The payment on My Orders and on an order's details: the "Awaiting payment" and "Refunded" badges, PAY NOW (a
 * fresh hosted page the browser goes to), the payment's status, reference and time to pay by, the refund in words,
 * and the credit note PDF once the refund went through.
 */
import type { Order, OrderSummary } from '@lumen/contract/orders';
import { ORDER_MESSAGES } from '@lumen/contract/orders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AWAITING_ORDER, CHECKOUT_URL, ORDER, PAID_ORDER } from '../../cart/__tests__/cart-fixtures';
import { paymentPage } from '../api/pay-order';
import { formatOrderDateTime } from '../components/order-status';
import { OrderDetailsScreen } from '../order-details-screen';
import { OrdersScreen } from '../orders-screen';

const ID = ORDER.order_id;

const summary = (order_id: string, payment_status: OrderSummary['payment_status']): OrderSummary => ({
  order_id,
  status: 'Pending',
  created_at: '2026-11-22T10:00:00.000Z',
  first_item_name: 'Aurora Solitaire Ring',
  other_items: 0,
  total: 18880,
  currency: 'USD',
  display_currency: 'USD',
  display_rate: 1,
  payment_status,
  timeline: [{ kind: 'placed', at: '2026-11-22T10:00:00.000Z', shipment: null, cancelled_by: null, reason: null }],
});

const refunded = (status: 'pending' | 'succeeded' | 'failed'): Order => ({
  ...PAID_ORDER,
  status: 'Cancelled',
  can_cancel: false,
  payment: {
    ...PAID_ORDER.payment,
    status: status === 'succeeded' ? 'refunded' : 'paid',
    refund: { status, amount: 18880, reference: 're_1', requested_at: '2026-11-22T12:00:00.000Z' },
  },
});

function renderDetails() {
  renderWithApp(
    <Routes>
      <Route path="/order-details/:id" element={<OrderDetailsScreen />} />
    </Routes>,
    { route: `/order-details/${ID}` },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('My Orders: payments', () => {
  it('badges an order awaiting payment, with PAY NOW, and a refunded one; pay on delivery gets neither', async () => {
    const user = userEvent.setup();
    signIn();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/orders': () =>
        ok({
          orders: [
            summary('LJ-2026-000044', 'awaiting_payment'),
            summary('LJ-2026-000043', 'refunded'),
            summary('LJ-2026-000042', 'due_on_delivery'),
          ],
          next_cursor: null,
        }),
      'POST /api/orders/LJ-2026-000044/payment': () =>
        ok({ ...AWAITING_ORDER, order_id: 'LJ-2026-000044', payment: { ...AWAITING_ORDER.payment } }),
    });
    renderWithApp(<OrdersScreen />, { route: '/orders' });

    const [awaiting, refundedCard, onDelivery] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(awaiting).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(refundedCard).getByText('Refunded')).toBeInTheDocument();
    expect(within(refundedCard).queryByRole('button', { name: /PAY NOW/ })).not.toBeInTheDocument();
    expect(onDelivery).not.toHaveTextContent(/Awaiting payment|Refunded|Due on delivery/);
    expect(within(onDelivery).queryByRole('button', { name: /PAY NOW/ })).not.toBeInTheDocument();

    await user.click(within(awaiting).getByRole('button', { name: 'PAY NOW for LJ-2026-000044' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.count('POST /api/orders/LJ-2026-000044/payment')).toBe(1);
    expect(window.sessionStorage.getItem('lumen-payment-underway')).toBe('LJ-2026-000044');
  });
});

describe('Order Details: the payment', () => {
  it('shows an order awaiting payment with the time to pay by, and PAY NOW goes to the provider', async () => {
    const user = userEvent.setup();
    signIn();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    stubApi({
      [`GET /api/orders/${ID}`]: () => ok(AWAITING_ORDER),
      [`POST /api/orders/${ID}/payment`]: () => ok(AWAITING_ORDER),
    });
    renderDetails();

    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('Payment methodCard, Apple Pay or Google Pay');
    expect(payment).toHaveTextContent('Payment statusAwaiting payment');
    const due = screen.getByRole('region', { name: 'Awaiting your payment' });
    expect(due).toHaveTextContent(
      `Pay by ${formatOrderDateTime(AWAITING_ORDER.payment.pay_until ?? '')}, or the order`,
    );
    await user.click(within(due).getByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(within(due).getByRole('button', { name: 'REDIRECTING TO PAYMENT...' })).toBeDisabled();
  });

  it('shows the server’s words and the order as it now is when it no longer awaits payment (409)', async () => {
    const user = userEvent.setup();
    signIn();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    let reads = 0;
    stubApi({
      [`GET /api/orders/${ID}`]: () => ok(reads++ === 0 ? AWAITING_ORDER : PAID_ORDER),
      [`POST /api/orders/${ID}/payment`]: () => refused(409, ORDER_MESSAGES.notAwaitingPayment),
      'GET /api/orders': () => ok({ orders: [], next_cursor: null }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'PAY NOW' }));
    expect(await screen.findByText(ORDER_MESSAGES.notAwaitingPayment)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    await waitFor(() => expect(payment).toHaveTextContent('Payment statusPaid'));
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Awaiting your payment' })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a paid order’s reference and when it was paid, with nothing to do', async () => {
    signIn();
    stubApi({ [`GET /api/orders/${ID}`]: () => ok(PAID_ORDER) });
    renderDetails();
    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('Payment statusPaid');
    expect(payment).toHaveTextContent('Referencepi_3QaZ');
    expect(payment).toHaveTextContent(/Paid onNov 22, 2026/);
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a refund was requested, or failed, in words', async () => {
    signIn();
    let answer = refunded('pending');
    stubApi({ [`GET /api/orders/${ID}`]: () => ok(answer) });
    renderDetails();
    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('Refund of $188.80 requested on Nov 22, 2026');
    expect(within(payment).queryByRole('button', { name: /Credit note/ })).not.toBeInTheDocument();
    answer = refunded('failed');
    cleanup();
    renderDetails();
    expect(await screen.findByText('Refund failed — we will contact you')).toBeInTheDocument();
  });

  it('shows a refund that went through and downloads its credit note with the token', async () => {
    const user = userEvent.setup();
    signIn('token-credit');
    const api = stubApi({
      [`GET /api/orders/${ID}`]: () => ok(refunded('succeeded')),
      [`GET /api/orders/${ID}/credit-note.pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:credit-note');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderDetails();

    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('Payment statusRefunded');
    expect(payment).toHaveTextContent('Refunded $188.80');
    await user.click(within(payment).getByRole('button', { name: 'Download Credit note PDF' }));
    await waitFor(() => expect(saved).toEqual([`credit-note-${ID}.pdf`]));
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/credit-note.pdf'));
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer token-credit');
  });
});
