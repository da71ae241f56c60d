/**
 * /cart/checkout/completed (spec §2): 'Order Placed!', the order's real id (from `?order=`, so a reload keeps it),
 * a link to its details, and BACK TO HOME. The order itself (cached by checkout, or asked for) adds what was
 * ordered and where it goes.
 */
import type { Order } from '@lumen/contract/orders';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useOrderQuery } from '../orders/api/get-order';
import { CheckCircleIcon } from './components/cart-icons';
import { deliveryWindow } from './delivery-estimate';

function OrderFacts({ order }: { order: Order }) {
  const pieces = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <dl className="order-placed__facts">
      <div>
        <dt>Total</dt>
        <dd>{formatCents(order.total)}</dd>
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
    </dl>
  );
}

export function CheckoutCompletedScreen() {
  usePageMeta({ title: 'Order Placed!', description: 'Thank you for your order at Lumen Jewels.' });
  const [search] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { order?: Order } | null)?.order;
  const orderId = search.get('order') ?? fromState?.order_id ?? '';
  const query = useOrderQuery(orderId);
  const order = query.data ?? (fromState?.order_id === orderId ? fromState : undefined);

  if (orderId === '') return <Navigate to={paths.orders} replace />;

  return (
    <section className="order-placed" aria-labelledby="page-title">
      <div className="container">
        <div className="order-placed__card">
          <span className="order-placed__icon">
            <CheckCircleIcon size={44} />
          </span>
          <h1 id="page-title" className="order-placed__title">
            Order Placed!
          </h1>
          <p className="order-placed__lead">
            Thank you for shopping with us. We have e-mailed your confirmation and will let you know when your order
            ships.
          </p>
          <p className="order-placed__id">
            Order ID <strong>{orderId}</strong>
          </p>
          {order ? <OrderFacts order={order} /> : null}
          <div className="order-placed__actions">
            <Link to={paths.orderDetails(orderId)} className="btn btn-lj-outline">
              VIEW ORDER DETAILS
            </Link>
            <Link to={paths.home} className="btn btn-lj">
              BACK TO HOME
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
