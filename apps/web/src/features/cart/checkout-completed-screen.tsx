/**
 * /cart/checkout/completed (spec §2), where checkout and the payment provider's page both lead: the order's real id
 * comes from `?order=` (so a reload keeps it; Razorpay's added parameters are ignored, the server never trusts
 * them). Paid on delivery or paid online: 'Order Placed!', a link to its details and BACK TO HOME, with what was
 * ordered, where it goes and the payment's reference. While an online payment has not reached the shop yet,
 * "Confirming your payment…" asks the server for up to 30 s; still unpaid after that, or when the provider could not
 * be reached at checkout, "We have not received your payment yet" offers PAY NOW; an order that lapsed unpaid says
 * "Payment not completed" and why.
 */

import { ORDER_MESSAGES, type Order } from '@lumen/contract/orders';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ClockIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePaymentConfirmation } from '../orders/api/confirm-payment';
import { useOrderQuery } from '../orders/api/get-order';
import { forgetPaymentUnderway, isPaymentUnderway, usePayNow } from '../orders/api/pay-order';
import { CheckCircleIcon, LockIcon } from './components/cart-icons';
import { deliveryWindow } from './delivery-estimate';
import './checkout.scss';
import { useOrderMoney } from '../../components/money';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function OrderFacts({ order }: { order: Order }) {
  const { format } = useOrderMoney(order);
  const pieces = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <dl className="order-placed__facts">
      <div>
        <dt>Total</dt>
        <dd>{format(order.total)}</dd>
      </div>
      <div>
        <dt>Pieces</dt>
        <dd>{pieces}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{order.payment.label}</dd>
      </div>
      <div>
        <dt>Estimated delivery</dt>
        <dd>{deliveryWindow(new Date(order.created_at))}</dd>
      </div>
      {order.payment.reference ? (
        <div className="order-placed__fact--wide">
          <dt>Payment reference</dt>
          <dd>
            <code>{order.payment.reference}</code>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The order's id as every state of the page shows it. */
function OrderIdLine({ orderId }: { orderId: string }) {
  return (
    <p className="order-placed__id">
      Order ID <strong>{orderId}</strong>
    </p>
  );
}

/** The page's frame: the glow, the centred card, and its medallion. */
function OutcomeCard({ icon, tone, children }: { icon: React.ReactNode; tone?: 'wait'; children: React.ReactNode }) {
  return (
    <section className="order-placed" aria-labelledby="page-title">
      <div className="container">
        <div className={tone ? `order-placed__card order-placed__card--${tone}` : 'order-placed__card'}>
          <span className="order-placed__icon">{icon}</span>
          {children}
        </div>
      </div>
    </section>
  );
}

function Confirming({ orderId }: { orderId: string }) {
  return (
    <OutcomeCard tone="wait" icon={<span className="order-placed__spinner" aria-hidden="true" />}>
      <div role="status">
        <h1 id="page-title" className="order-placed__title order-placed__title--sm">
          Confirming your payment…
        </h1>
        <p className="order-placed__lead">
          We are checking with the payment provider. This usually takes a few seconds; please keep this page open.
        </p>
      </div>
      <OrderIdLine orderId={orderId} />
    </OutcomeCard>
  );
}

function NotReceived({ order, unreachable }: { order: Order; unreachable: boolean }) {
  const payNow = usePayNow();
  const until = order.payment.pay_until;
  return (
    <OutcomeCard tone="wait" icon={<ClockIcon size={40} />}>
      <h1 id="page-title" className="order-placed__title order-placed__title--sm">
        We have not received your payment yet
      </h1>
      <p className="order-placed__lead">
        {unreachable
          ? ORDER_MESSAGES.paymentUnavailable
          : 'If you have paid, it can take a few minutes to reach us; your order’s details will show it. If not, you can pay now.'}
        {until ? ` Your order is held for you until ${timeFormat.format(new Date(until))}.` : null}
      </p>
      <OrderIdLine orderId={order.order_id} />
      <div className="order-placed__actions">
        <Link to={paths.orderDetails(order.order_id)} className="btn btn-lj-outline">
          VIEW ORDER DETAILS
        </Link>
        <button
          type="button"
          className="btn btn-lj"
          disabled={payNow.isPending}
          aria-busy={payNow.isPending}
          onClick={() => payNow.mutate(order.order_id)}
        >
          <LockIcon size={16} /> {payNow.isPending ? 'REDIRECTING TO PAYMENT...' : 'PAY NOW'}
        </button>
      </div>
    </OutcomeCard>
  );
}

function NotPaid({ order }: { order: Order }) {
  const reason = order.timeline.find((event) => event.kind === 'cancelled')?.reason;
  return (
    <OutcomeCard tone="wait" icon={<ClockIcon size={40} />}>
      <h1 id="page-title" className="order-placed__title order-placed__title--sm">
        Payment not completed
      </h1>
      <p className="order-placed__lead">
        {reason ?? 'The payment was not completed, so this order has been cancelled.'}
      </p>
      <OrderIdLine orderId={order.order_id} />
      <div className="order-placed__actions">
        <Link to={paths.orders} className="btn btn-lj-outline">
          VIEW MY ORDERS
        </Link>
        <Link to={paths.home} className="btn btn-lj">
          BACK TO HOME
        </Link>
      </div>
    </OutcomeCard>
  );
}

function Placed({ orderId, order }: { orderId: string; order: Order | undefined }) {
  return (
    <OutcomeCard icon={<CheckCircleIcon size={44} />}>
      <h1 id="page-title" className="order-placed__title">
        Order Placed!
      </h1>
      <p className="order-placed__lead">
        Thank you for shopping with us. We have e-mailed your confirmation and will let you know when your order ships.
      </p>
      <OrderIdLine orderId={orderId} />
      {order ? <OrderFacts order={order} /> : null}
      <div className="order-placed__actions">
        <Link to={paths.orderDetails(orderId)} className="btn btn-lj-outline">
          VIEW ORDER DETAILS
        </Link>
        <Link to={paths.home} className="btn btn-lj">
          BACK TO HOME
        </Link>
      </div>
    </OutcomeCard>
  );
}

export function CheckoutCompletedScreen() {
  const [search] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { order?: Order } | null)?.order;
  const orderId = search.get('order') ?? fromState?.order_id ?? '';
  const query = useOrderQuery(orderId);
  const order = query.data ?? (fromState?.order_id === orderId ? fromState : undefined);
  const underway = isPaymentUnderway(orderId);
  const awaiting = order ? order.payment.status === 'awaiting_payment' : underway;
  // Checkout came here straight away, without the provider's page: there is no payment to wait for.
  const unreachable = awaiting && !underway && fromState?.order_id === orderId;
  // Stripe sends a shopper who left its page without paying to `…&payment=cancelled`: asked about once.
  const leftProvider = search.get('payment') === 'cancelled';
  const { gaveUp } = usePaymentConfirmation(orderId, orderId !== '' && awaiting && !unreachable, leftProvider);
  const settled = order !== undefined && order.payment.status !== 'awaiting_payment';

  useEffect(() => {
    if (settled) forgetPaymentUnderway();
  }, [settled]);

  let state: keyof typeof PAGE_META;
  if (!awaiting) state = order?.payment.status === 'failed' ? 'failed' : 'placed';
  else if (order && (gaveUp || unreachable)) state = 'unpaid';
  // The order itself could not be read: as before payments, the page stands on its id alone.
  else if (!order && gaveUp) state = 'placed';
  else state = 'confirming';
  usePageMeta(PAGE_META[state]);

  if (orderId === '') return <Navigate to={paths.orders} replace />;
  if (state === 'confirming') return <Confirming orderId={orderId} />;
  if (state === 'unpaid' && order) return <NotReceived order={order} unreachable={unreachable} />;
  if (state === 'failed' && order) return <NotPaid order={order} />;
  return <Placed orderId={orderId} order={order} />;
}

const PAGE_META = {
  placed: { title: 'Order Placed!', description: 'Thank you for your order at Lumen Jewels.' },
  confirming: { title: 'Confirming your payment', description: 'Confirming the payment of your Lumen Jewels order.' },
  unpaid: { title: 'Payment not received', description: 'Pay for your Lumen Jewels order.' },
  failed: { title: 'Payment not completed', description: 'Your Lumen Jewels order was not paid.' },
} as const;
