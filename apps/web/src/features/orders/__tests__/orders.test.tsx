/**
 * /orders and /order-details/{id} on the customer's real orders: the list as the server orders it (newest first),
 * a page at a time with LOAD MORE ORDERS, and the empty state; an order's lines, payment and shipping details; Cancel (asked first) while the server
 * allows it; the invoice PDF fetched with the token and saved; and 'not found' for an order that is not theirs.
 */
import type { OrderEvent, OrderSummary } from '@lumen/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chooseCurrency, deferred, ok, refused, signIn, stubApi, WITH_RATES } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { ORDER } from '../../cart/__tests__/cart-fixtures';
import { OrderDetailsScreen } from '../order-details-screen';
import { OrdersScreen } from '../orders-screen';

/** A timeline of the given steps, a day apart from 20 Nov 2026. */
const steps = (...kinds: OrderEvent['kind'][]): OrderEvent[] =>
  kinds.map((kind, i) => ({
    kind,
    at: `2026-11-2${i}T10:00:00.000Z`,
    shipment: kind === 'shipped' ? { carrier: 'Blue Dart', tracking_number: 'BD1', tracking_url: null } : null,
    cancelled_by: kind === 'cancelled' ? 'customer' : null,
    reason: null,
  }));

const SUMMARIES: OrderSummary[] = [
  {
    order_id: 'LJ-2026-000043',
    status: 'Pending',
    created_at: '2026-11-22T11:00:00.000Z',
    first_item_name: 'Celeste Halo Pendant',
    other_items: 2,
    total: 59000,
    currency: 'USD',
    display_currency: 'USD',
    display_rate: 1,
    payment_status: 'due_on_delivery',
    timeline: steps('placed', 'shipped'),
  },
  {
    order_id: 'LJ-2026-000042',
    status: 'Cancelled',
    created_at: '2026-11-20T10:00:00.000Z',
    first_item_name: 'Aurora Solitaire Ring',
    other_items: 0,
    total: 18880,
    currency: 'USD',
    display_currency: 'USD',
    display_rate: 1,
    payment_status: 'due_on_delivery',
    timeline: steps('placed', 'cancelled'),
  },
];

function renderDetails(id = ORDER.order_id) {
  renderWithApp(
    <Routes>
      <Route path="/order-details/:id" element={<OrderDetailsScreen />} />
    </Routes>,
    { route: `/order-details/${id}` },
  );
}

describe('My Orders', () => {
  it('lists the orders in the server’s order (newest first) with status, first piece and others, total and details link', async () => {
    signIn();
    stubApi({
      'GET /api/orders': () => ok({ orders: SUMMARIES, next_cursor: null }),
      'GET /api/account/userData': () => new Promise(() => {}),
    });
    renderWithApp(<OrdersScreen />, { route: '/orders' });

    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Order LJ-2026-000043',
      'Order LJ-2026-000042',
    ]);
    const [newest, older] = cards as [HTMLElement, HTMLElement];
    // Shipped (the API's status is still Pending): the shopper reads where it is.
    expect(within(newest).getByText('Shipped', { selector: '.order-status' })).toBeInTheDocument();
    expect(newest).not.toHaveTextContent('Pending');
    expect(newest).toHaveTextContent('Celeste Halo Pendant and 2 more pieces');
    expect(newest).toHaveTextContent('$590.00');
    expect(older).toHaveTextContent('Cancelled');
    expect(older).toHaveTextContent('Aurora Solitaire Ring');
    // Each card's progress: what happened, and what is still to come.
    const progress = (card: HTMLElement) =>
      within(within(card).getByRole('list', { name: 'Order progress' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(progress(newest)).toEqual(['Order placed', 'Shipped (Blue Dart)', 'Delivered (not yet)']);
    expect(progress(older)).toEqual(['Order placed', 'Cancelled']);
    expect(within(newest).getByRole('link', { name: 'Order Details of LJ-2026-000043' })).toHaveAttribute(
      'href',
      '/order-details/LJ-2026-000043',
    );
    // One page is all there is: nothing more to load.
    expect(screen.queryByRole('button', { name: 'LOAD MORE ORDERS' })).not.toBeInTheDocument();
  });

  it('shows the first page, and LOAD MORE ORDERS fetches the next with the server’s cursor until the last', async () => {
    const user = userEvent.setup();
    signIn();
    const older = (n: number): OrderSummary => ({
      order_id: `LJ-2026-00004${n}`,
      status: 'Delivered',
      created_at: `2026-10-0${n + 1}T10:00:00.000Z`,
      first_item_name: 'Lumen Tennis Bracelet',
      other_items: 0,
      total: 120000,
      currency: 'USD',
      display_currency: 'USD',
      display_rate: 1,
      payment_status: 'due_on_delivery',
      timeline: steps('placed', 'shipped', 'delivered'),
    });
    const second = deferred<Response>();
    const api = stubApi({
      'GET /api/orders': () => ok({ orders: SUMMARIES, next_cursor: 'WyIyMDI2Il0' }),
      'GET /api/orders?cursor=WyIyMDI2Il0': () => second.promise,
      'GET /api/orders?cursor=bGFzdA': () => ok({ orders: [older(0)], next_cursor: null }),
      'GET /api/account/userData': () => new Promise(() => {}),
    });
    renderWithApp(<OrdersScreen />, { route: '/orders' });

    const headings = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    await screen.findAllByRole('article');
    expect(headings()).toEqual(['Order LJ-2026-000043', 'Order LJ-2026-000042']);
    expect(api.count('GET /api/orders?cursor=WyIyMDI2Il0')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'LOAD MORE ORDERS' }));
    const loading = await screen.findByRole('button', { name: 'LOADING ORDERS…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    await user.click(loading);
    second.resolve(ok({ orders: [older(1)], next_cursor: 'bGFzdA' }));
    await waitFor(() => expect(headings()).toHaveLength(3));
    expect(headings()[2]).toBe('Order LJ-2026-000041');
    expect(api.count('GET /api/orders?cursor=WyIyMDI2Il0')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'LOAD MORE ORDERS' }));
    await waitFor(() => expect(headings()).toHaveLength(4));
    expect(headings()).toEqual([
      'Order LJ-2026-000043',
      'Order LJ-2026-000042',
      'Order LJ-2026-000041',
      'Order LJ-2026-000040',
    ]);
    expect(screen.queryByRole('button', { name: /LOAD MORE ORDERS/ })).not.toBeInTheDocument();
    expect(api.count('GET /api/orders')).toBe(1);
    expect(api.unexpected).toEqual([]);
  });

  it('keeps the orders shown and offers the button again when the next page fails', async () => {
    const user = userEvent.setup();
    signIn();
    let fail = true;
    stubApi({
      'GET /api/orders': () => ok({ orders: SUMMARIES, next_cursor: 'bmV4dA' }),
      'GET /api/orders?cursor=bmV4dA': () =>
        fail
          ? refused(503, 'The shop is briefly unavailable. Please try again in a moment.')
          : ok({ orders: [], next_cursor: null }),
      'GET /api/account/userData': () => new Promise(() => {}),
    });
    renderWithApp(<OrdersScreen />, { route: '/orders' });
    await user.click(await screen.findByRole('button', { name: 'LOAD MORE ORDERS' }));
    // The list query tries once more before it gives up (retry: 1).
    const problem = await screen.findByText(/More orders could not be loaded/, {}, { timeout: 3_000 });
    expect(problem).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'LOAD MORE ORDERS' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'LOAD MORE ORDERS' })).not.toBeInTheDocument());
    expect(screen.queryByText(/More orders could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says so when there are no orders yet', async () => {
    signIn();
    stubApi({
      'GET /api/orders': () => ok({ orders: [], next_cursor: null }),
      'GET /api/account/userData': () => new Promise(() => {}),
    });
    renderWithApp(<OrdersScreen />, { route: '/orders' });
    expect(await screen.findByText(/You have not placed an order yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DISCOVER THE COLLECTION' })).toHaveAttribute('href', '/product');
  });
});

describe('Order Details', () => {
  it('shows the id, date, status, lines, payment details and shipping details with the address type', async () => {
    signIn();
    stubApi({ [`GET /api/orders/${ORDER.order_id}`]: () => ok(ORDER) });
    renderDetails();

    const overview = await screen.findByRole('region', { name: `Order ${ORDER.order_id}` });
    expect(overview).toHaveTextContent('Pending');
    expect(overview).toHaveTextContent(/Order DateNov 22, 2026/);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '$160.00', '$160.00']);
    // The line names its variant in words, and its SKU.
    expect(row).toHaveTextContent('Aurora Solitaire RingYellow Gold, 18K, Size 2SKU LJ-00001-G18K-SIZE2');
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    for (const text of [
      'Pay on delivery',
      'Subtotal$160.00',
      'Tax (GST 18%)$28.80',
      'Shipping feeFree',
      'Total$188.80',
    ]) {
      expect(payment).toHaveTextContent(text);
    }
    const shipping = screen.getByRole('region', { name: 'Shipping Details' });
    expect(shipping).toHaveTextContent('Address type: Home');
    expect(shipping).toHaveTextContent('14 Marine Drive');
  });

  it('says a shipped order is Shipped, with its carrier, though the API still calls it Pending', async () => {
    signIn();
    const shipped = { ...ORDER, timeline: steps('placed', 'shipped') };
    stubApi({ [`GET /api/orders/${ORDER.order_id}`]: () => ok(shipped) });
    renderDetails();

    const overview = await screen.findByRole('region', { name: `Order ${ORDER.order_id}` });
    expect(within(overview).getByText('Shipped', { selector: '.order-status' })).toBeInTheDocument();
    expect(overview).toHaveTextContent('StatusShipped with Blue Dart');
    expect(overview).not.toHaveTextContent('Pending');
  });

  it('shows the order in the currency its shopper saw, at the rate it was placed at, and what was charged', async () => {
    signIn();
    chooseCurrency('INR');
    try {
      // Placed when a dollar bought 84.25 rupees; today it buys 84.123456.
      const order = { ...ORDER, display_currency: 'INR' as const, display_rate: 84.25 };
      stubApi({ [`GET /api/orders/${ORDER.order_id}`]: () => ok(order) });
      renderWithApp(
        <Routes>
          <Route path="/order-details/:id" element={<OrderDetailsScreen />} />
        </Routes>,
        { route: `/order-details/${ORDER.order_id}`, currencies: WITH_RATES },
      );
      const payment = await screen.findByRole('region', { name: 'Payment Details' });
      for (const text of ['Subtotal₹13,480.00', 'Tax (GST 18%)₹2,426.40', 'Total₹15,906.40', 'Charged in USD$188.80']) {
        expect(payment).toHaveTextContent(text);
      }
    } finally {
      chooseCurrency(null);
    }
  });

  it('shows each rate’s tax when the pieces are taxed at different rates, and the buyer’s PAN masked', async () => {
    signIn();
    const order = {
      ...ORDER,
      gst_percent: 10.5,
      tax: 1_680,
      pan: 'XXXXXX234F',
      tax_lines: [
        { hsn: '7113', rate_percent: 3, taxable: 8_000, cgst: 120, sgst: 120, igst: 0 },
        { hsn: null, rate_percent: 18, taxable: 8_000, cgst: 720, sgst: 720, igst: 0 },
      ],
    };
    stubApi({ [`GET /api/orders/${ORDER.order_id}`]: () => ok(order) });
    renderDetails();
    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    for (const text of ['Tax (GST)$16.80', 'GST 3% · HSN 7113$2.40', 'GST 18%$14.40']) {
      expect(payment).toHaveTextContent(text);
    }
    expect(screen.getByRole('region', { name: 'Shipping Details' })).toHaveTextContent('PANXXXXXX234F');
  });

  it('cancels the order after asking, while the server allows it', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [`GET /api/orders/${ORDER.order_id}`]: () => ok(ORDER),
      [`POST /api/orders/${ORDER.order_id}/cancel`]: () =>
        ok(
          { ...ORDER, status: 'Cancelled', can_cancel: false, cancelled_at: ORDER.created_at },
          'Your order has been cancelled.',
        ),
      'GET /api/orders': () => ok({ orders: [], next_cursor: null }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order ?');
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));

    expect(await screen.findByText('Your order has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Order ${ORDER.order_id}` })).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(api.count(`POST /api/orders/${ORDER.order_id}/cancel`)).toBe(1);
  });

  it('downloads the invoice PDF with the token', async () => {
    const user = userEvent.setup();
    signIn('token-pdf');
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const api = stubApi({
      [`GET /api/orders/${ORDER.order_id}`]: () => ok(ORDER),
      [`GET /api/orders/${ORDER.order_id}/invoice.pdf`]: () =>
        new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Download invoice PDF' }));
    await waitFor(() => expect(clicked).toEqual([`invoice-${ORDER.order_id}.pdf`]));
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invoice.pdf'));
    const init = call?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-pdf');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('says the order could not be found when the server answers 404', async () => {
    signIn();
    stubApi({ 'GET /api/orders/LJ-2026-999999': () => refused(404, 'This order could not be found.') });
    renderDetails('LJ-2026-999999');
    expect(await screen.findByText('This order could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO MY ORDERS' })).toHaveAttribute('href', '/orders');
  });
});
