/**
 * /orders, 'My Orders' (spec §2) with the account sidebar: the customer's orders from `GET /api/orders`, newest
 * first, each with its order id, status (and the payment's when it awaits payment or was refunded), date, the first
 * piece's name and how many others, the total, 'Order Details', and PAY NOW while it awaits payment. The first page shows at once; LOAD MORE ORDERS fetches the next while there is one. No orders yet: an
 * invitation to the catalogue.
 */

import type { OrderSummary } from '@lumen/contract/orders';
import { Link } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { RefreshIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useOrdersQuery } from './api/get-orders';
import { ReceiptIcon } from './components/order-icons';
import { LISTED_PAYMENT_STATUSES, PaymentStatusBadge, PayNowButton } from './components/order-payment';
import { formatOrderDate, OrderStatusBadge } from './components/order-status';
import { OrderTimeline } from './components/order-timeline';
import './orders.scss';
import { useOrderMoney } from '../../components/money';

const others = (count: number) => (count === 0 ? '' : ` and ${count} more ${count === 1 ? 'piece' : 'pieces'}`);

function OrderCard({ order }: { order: OrderSummary }) {
  const { format } = useOrderMoney(order);
  const titleId = `order-${order.order_id}`;
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <div className="order-card__head">
        <h2 id={titleId} className="order-card__id">
          <span className="visually-hidden">Order </span>
          {order.order_id}
        </h2>
        <OrderStatusBadge order={order} />
        {LISTED_PAYMENT_STATUSES.has(order.payment_status) ? (
          <PaymentStatusBadge status={order.payment_status} />
        ) : null}
      </div>
      <dl className="order-card__facts">
        <div>
          <dt>Placed on</dt>
          <dd>
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </dd>
        </div>
        <div className="order-card__items">
          <dt>Items</dt>
          <dd>
            {order.first_item_name}
            {others(order.other_items)}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="order-card__total">{format(order.total)}</dd>
        </div>
      </dl>
      <OrderTimeline order={order} compact />
      <div className="order-card__links">
        {order.payment_status === 'awaiting_payment' && order.status === 'Pending' ? (
          <PayNowButton orderId={order.order_id} small />
        ) : null}
        <Link to={paths.orderDetails(order.order_id)} className="btn btn-lj-outline btn-lj--sm order-card__link">
          Order Details<span className="visually-hidden"> of {order.order_id}</span>
        </Link>
      </div>
    </article>
  );
}

export function OrdersScreen() {
  usePageMeta({ title: 'My Orders', description: 'Your Lumen Jewels orders and their status.' });
  const orders = useOrdersQuery();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <AccountPage title="My Orders" trail={[{ label: 'My Account', to: paths.account }, { label: 'My Orders' }]}>
      {orders.isPending ? (
        <div className="order-list" aria-busy="true">
          <div className="order-card account-skeleton" />
          <div className="order-card account-skeleton" />
        </div>
      ) : orders.data === undefined ? (
        // Only when the first page failed: a later page's failure keeps the orders shown (below).
        <Card className="account-empty" role="alert">
          <p>Your orders could not be loaded. Please check your connection and try again.</p>
          <button type="button" className="btn btn-lj" onClick={() => void orders.refetch()}>
            <RefreshIcon size={16} /> Try again
          </button>
        </Card>
      ) : list.length === 0 ? (
        <Card className="account-empty">
          <ReceiptIcon size={32} />
          <p>You have not placed an order yet. Your orders will appear here.</p>
          <Link to={paths.product()} className="btn btn-lj">
            DISCOVER THE COLLECTION
          </Link>
        </Card>
      ) : (
        <>
          <div className="order-list" aria-busy={orders.isFetchingNextPage}>
            {list.map((order) => (
              <OrderCard key={order.order_id} order={order} />
            ))}
          </div>
          {orders.hasNextPage ? (
            <div className="order-list__more">
              {orders.isFetchNextPageError ? (
                <p className="order-list__error" role="alert">
                  More orders could not be loaded. Please check your connection and try again.
                </p>
              ) : null}
              <button
                type="button"
                className="btn btn-lj-outline"
                aria-disabled={orders.isFetchingNextPage}
                onClick={() => {
                  if (!orders.isFetchingNextPage) void orders.fetchNextPage();
                }}
              >
                {orders.isFetchingNextPage ? 'LOADING ORDERS…' : 'LOAD MORE ORDERS'}
              </button>
            </div>
          ) : null}
        </>
      )}
    </AccountPage>
  );
}
