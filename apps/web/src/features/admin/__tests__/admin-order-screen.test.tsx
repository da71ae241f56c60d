/**
 * One order: the steps offered follow the order's state and the role (support reads only); a step the server
 * refuses with 409 reads the order again, so the screen offers what now applies.
 */
import type { Staff } from '@lumen/contract/admin';
import type { AdminOrder } from '@lumen/contract/admin-orders';
import type { Delivery } from '@lumen/contract/deliveries';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminOrderScreen } from '../admin-order-screen';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const OWNER: Staff = { id: 's-1', email: 'asha.owner@lumen.example', name: 'Asha Rao', role: 'owner' };
const SUPPORT: Staff = { id: 's-2', email: 'meera@lumen.example', name: 'Meera Iyer', role: 'support' };
const AT = '2026-11-24T05:30:00.000Z';

const ORDER: AdminOrder = {
  order_id: 'LJ-2026-000042',
  status: 'Pending',
  created_at: AT,
  items: [
    {
      product_id: 1,
      slug: 'aurora-solitaire-ring',
      name: 'Aurora Solitaire Ring',
      image: { src: '/media/rings/1/1.svg', alt: 'Aurora Solitaire Ring', width: 800, height: 800 },
      size: 'Size 2',
      quantity: 1,
      unit_price: 16000,
      line_total: 16000,
      category: 'rings',
      variant_id: 12,
      sku: 'LJ-00001-G18K-SIZE2',
      options: { metal: 'Gold', purity: '18k', size: 'Size 2' },
      stones: [],
      hallmark: { huid: 'AB12CD' },
      engraving: null,
    },
  ],
  payment: {
    method: 'pay_on_delivery',
    label: 'Pay on delivery',
    status: 'due_on_delivery',
    reference: null,
    redirect_url: null,
    pay_until: null,
    paid_at: null,
    refund: null,
    collection: null,
  },
  coupon: null,
  subtotal: 16000,
  discount: 0,
  gst_percent: 18,
  tax: 2880,
  tax_lines: [{ hsn: null, rate_percent: 18, taxable: 16_000, cgst: 1440, sgst: 1440, igst: 0 }],
  shipping: 0,
  total: 18880,
  currency: 'USD',
  display_currency: 'USD',
  display_rate: 1,
  address: {
    address_line_1: '14 Marine Drive',
    address_line_2: 'Flat 3B',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    postal_code: '400020',
    address_type: 'Home',
  },
  gst: { name: 'Verma Traders', gst_number: '27AAPFU0939F1ZV' },
  pan: null,
  shipped_at: null,
  cancelled_at: null,
  delivered_at: null,
  shipment: null,
  customer: { id: 7, name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210' },
  cancellation: null,
  timeline: [{ kind: 'placed', at: AT, shipment: null, cancelled_by: null, reason: null, staff: null }],
  notes: [],
  payment_flag: null,
  payment_checkout: null,
};

const SHIPPED: AdminOrder = {
  ...ORDER,
  shipped_at: AT,
  shipment: { carrier: 'Blue Dart', tracking_number: 'BD 1', tracking_url: null },
  timeline: [
    ...ORDER.timeline,
    {
      kind: 'shipped',
      at: AT,
      shipment: { carrier: 'Blue Dart', tracking_number: 'BD 1', tracking_url: null },
      cancelled_by: null,
      reason: null,
      staff: { id: 's-3', name: 'Kabir Shah' },
    },
  ],
};

const PATH = '/api/admin/orders/LJ-2026-000042';
const MESSAGES = '/api/admin/deliveries?order_id=LJ-2026-000042&limit=5';
const NO_MESSAGES = () =>
  ok({ deliveries: [], next_cursor: null, counts: { waiting: 0, retrying: 0, sent: 0, failed: 0 } });

function renderAs(staff: Staff) {
  return renderWithApp(
    <Routes>
      <Route element={<Outlet context={staff} />}>
        <Route path="/admin/orders/:orderId" element={<AdminOrderScreen />} />
      </Route>
    </Routes>,
    { route: '/admin/orders/LJ-2026-000042' },
  );
}

describe('an order', () => {
  it('shows the lines, totals, GST and customer, and offers ship and cancel while it is to ship', async () => {
    stubApi({ [`GET ${PATH}`]: () => ok(ORDER) });
    renderAs(OWNER);
    expect(await screen.findByText('Aurora Solitaire Ring')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Order LJ-2026-000042/ }).textContent).toContain('To ship');
    expect(screen.getByText('GST (18%)')).toBeTruthy();
    expect(screen.getByText('$188.80')).toBeTruthy();
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    expect(screen.getByLabelText('Add a note')).toBeTruthy();
  });

  it('offers support no step and no note form, only the packing slip', async () => {
    stubApi({ [`GET ${PATH}`]: () => ok(ORDER) });
    renderAs(SUPPORT);
    expect(await screen.findByText(/You can read this order/)).toBeTruthy();
    for (const name of ['Ship', 'Cancel order', 'Mark delivered']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Packing slip (PDF)' })).toBeTruthy();
    expect(screen.queryByLabelText('Add a note')).toBeNull();
  });

  it('closes the dialog and reads the order again when the server refuses a step with 409', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(reads++ === 0 ? ORDER : SHIPPED),
      [`POST ${PATH}/ship`]: () => refused(409, 'This order has already shipped.'),
      [`GET ${MESSAGES}`]: NO_MESSAGES,
    });
    renderAs(OWNER);
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    await screen.findByRole('dialog', { name: 'Ship the order' });
    await user.type(screen.getByLabelText('Carrier'), 'Blue Dart');
    await user.type(screen.getByLabelText('Tracking number'), 'BD 1');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(api.count(`POST ${PATH}/ship`)).toBe(1));
    expect(api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/ship'))?.[1]?.body).toBe(
      JSON.stringify({ carrier: 'Blue Dart', tracking_number: 'BD 1', tracking_url: null }),
    );
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ship the order' })).toBeNull());
    expect(api.unexpected).toEqual([]);
  });
});

describe('an order’s messages', () => {
  const FULFILMENT: Staff = { id: 's-4', email: 'kabir@lumen.example', name: 'Kabir Shah', role: 'fulfilment' };

  it('lists the messages sent about the order, with the error of one being retried, and links to Deliveries', async () => {
    const retrying: Delivery = {
      id: '44444444-4444-4444-8444-444444444444',
      channel: 'sms',
      recipient: '+919876543210',
      subject: 'Your order LJ-2026-000042 has shipped',
      kind: 'order',
      state: 'retrying',
      attempts: 2,
      last_error: 'The SMS provider answered 503.',
      user_id: 7,
      order_id: 'LJ-2026-000042',
      created_at: AT,
      updated_at: AT,
      sent_at: null,
    };
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(ORDER),
      [`GET ${MESSAGES}`]: () =>
        ok({ deliveries: [retrying], next_cursor: null, counts: { waiting: 0, retrying: 1, sent: 0, failed: 0 } }),
    });
    renderAs(SUPPORT);
    const card = await screen.findByRole('region', { name: 'Messages' });
    const list = await within(card).findByRole('list', { name: 'Messages about this order' });
    expect(within(list).getByText('Retrying')).toBeTruthy();
    expect(within(list).getByText('The SMS provider answered 503.')).toBeTruthy();
    expect(list.textContent).toContain('SMS');
    expect(within(card).getByRole('link', { name: 'Open in Deliveries' }).getAttribute('href')).toBe(
      '/admin/deliveries?order_id=LJ-2026-000042',
    );
    expect(api.unexpected).toEqual([]);
  });

  it('shows fulfilment, who may not read the messages, no Messages card and asks for none', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => ok(ORDER) });
    renderAs(FULFILMENT);
    expect(await screen.findByText('Aurora Solitaire Ring')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(api.calls.filter((call) => call.includes('/deliveries'))).toEqual([]);
  });
});

describe('an order’s payment', () => {
  const PAID: AdminOrder = {
    ...ORDER,
    payment: {
      method: 'razorpay',
      label: 'UPI, net banking, cards or EMI',
      status: 'paid',
      reference: 'pay_QbC123',
      redirect_url: null,
      pay_until: null,
      paid_at: AT,
      refund: null,
      collection: null,
    },
    payment_checkout: 'plink_Qb9',
  };

  it('shows the status, method, reference, checkout and when it was paid, and no flag when nothing needs a person', async () => {
    stubApi({ [`GET ${PATH}`]: () => ok(PAID) });
    renderAs(OWNER);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid')).toBeTruthy();
    expect(payment.textContent).toContain('MethodUPI, net banking, cards or EMI');
    expect(payment.textContent).toContain('Referencepay_QbC123');
    expect(payment.textContent).toContain('Checkoutplink_Qb9');
    expect(payment.textContent).toContain('Paid at');
    expect(screen.queryByText('The payment needs attention')).toBeNull();
  });

  it('shows a refund with its state and amount, and the payment flag as a visible note that is not an alert', async () => {
    const flag = 'A second payment pay_QbD456 of ₹188.80 arrived for this order; refund it from Razorpay.';
    stubApi({
      [`GET ${PATH}`]: () =>
        ok({
          ...PAID,
          status: 'Cancelled',
          payment: {
            ...PAID.payment,
            status: 'paid',
            refund: { status: 'failed', amount: 18880, reference: 'rfnd_9', requested_at: AT },
          },
          payment_flag: flag,
        }),
    });
    renderAs(OWNER);
    const note = await screen.findByRole('complementary', { name: 'The payment needs attention' });
    expect(note.textContent).toContain(flag);
    expect(screen.queryByRole('alert')).toBeNull();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('RefundFailed $188.80 (rfnd_9)');
  });

  it('shows an order awaiting payment with the time it must be paid by', async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        ok({
          ...ORDER,
          payment: {
            ...PAID.payment,
            status: 'awaiting_payment',
            reference: null,
            paid_at: null,
            pay_until: '2026-11-24T06:00:00.000Z',
          },
          payment_checkout: 'plink_Qb9',
        }),
    });
    renderAs(OWNER);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Awaiting payment')).toBeTruthy();
    expect(payment.textContent).toContain('Pay by');
    expect(payment.textContent).not.toContain('Reference');
  });
});

describe('MARK PAID', () => {
  const DELIVERED: AdminOrder = { ...SHIPPED, status: 'Delivered', delivered_at: AT };
  const PAID: AdminOrder = {
    ...DELIVERED,
    payment: {
      ...DELIVERED.payment,
      status: 'paid',
      paid_at: AT,
      collection: { method: 'upi', amount: 18880, label: 'Paid by UPI on delivery' },
    },
  };

  it('records the total due with the method chosen, then shows the order paid', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => ok(DELIVERED),
      [`POST ${PATH}/payment`]: () => ok(PAID),
      [`GET ${MESSAGES}`]: NO_MESSAGES,
    });
    renderAs(OWNER);
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect((within(dialog).getByLabelText('Amount collected') as HTMLInputElement).value).toBe('$188.80');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Choose how it was paid.')).toBeTruthy();
    expect(api.count(`POST ${PATH}/payment`)).toBe(0);
    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.count(`POST ${PATH}/payment`)).toBe(1));
    expect(api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payment'))?.[1]?.body).toBe(
      JSON.stringify({ amount: 18880, method: 'upi' }),
    );
    expect(await screen.findByText('Paid — UPI on delivery, $188.80 on 24 Nov 2026, 11:00 am IST')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark paid' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('is offered once shipped to a role that acts, not before shipping, nor to support', async () => {
    stubApi({ [`GET ${PATH}`]: () => ok(SHIPPED), [`GET ${MESSAGES}`]: NO_MESSAGES });
    renderAs(OWNER);
    expect(await screen.findByRole('button', { name: 'Mark paid' })).toBeTruthy();
    cleanup();
    stubApi({ [`GET ${PATH}`]: () => ok(SHIPPED) });
    renderAs(SUPPORT);
    expect(await screen.findByText(/You can read this order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    cleanup();
    stubApi({ [`GET ${PATH}`]: () => ok(ORDER) });
    renderAs(OWNER);
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });
});
