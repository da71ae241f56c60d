/**
 * /admin/orders/:orderId (orders.read): the order as staff see it — lines, totals with GST, the buyer, the delivery
 * address, the payment (status, method, the provider's reference and checkout, when it was paid, the refund, and a
 * note that stands out when the payment needs a person), shipment, the timeline with who acted, and the internal
 * notes. Staff with the `orders`
 * permission also get the steps the order's state allows: Ship (carrier and tracking), Mark delivered (asked first),
 * Mark paid (a pay-on-delivery order's money, once shipped), Cancel with a reason, and adding a note; everyone who reads orders can download the packing slip of an order
 * that is not cancelled; roles with `deliveries` see the latest messages sent about the order. A step the
 * server refuses (409) is shown as it words it, and the order is read again.
 */
import './orders.scss';
import { roleCan } from '@lumen/contract/admin-roles';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSignedInStaff } from './admin-layout';
import { StageBadge } from './admin-orders-screen';
import { type OrderStep, useOrder, useOrderStep, usePackingSlip } from './api/orders';
import { RecentDeliveries } from './components/delivery-list';
import { LoadError } from './components/list-states';
import { Card } from './components/order-card';
import { shopTimeZoned } from './components/shop-time';
import { type OrderDialog, OrderDialogs } from './order-dialogs';
import { Lines, Notes, Timeline } from './order-main-cards';
import { OrderSideCards, PaymentFlag } from './order-side-cards';
import { orderActions, orderStage } from './orders-logic';

export function AdminOrderScreen() {
  const { orderId = '' } = useParams();
  usePageMeta({ title: `Order ${orderId}`, description: 'Lumen Jewels back office: an order.' });
  const staff = useSignedInStaff();
  const order = useOrder(orderId);
  const step = useOrderStep(orderId);
  const slip = usePackingSlip(orderId);
  const [open, setOpen] = useState<OrderDialog>(null);

  /**
   * Runs a step: a toast with the server's words either way. A 409 means the order has moved on: the dialog closes
   * and the order is read again, so the screen offers what applies now.
   */
  async function run(next: OrderStep): Promise<boolean> {
    try {
      const { message } = await step.mutateAsync(next);
      void notify('success', message);
      return true;
    } catch (error) {
      void notify('error', errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        setOpen(null);
        void order.refetch();
      }
      throw error;
    }
  }

  async function downloadSlip() {
    try {
      await slip.mutateAsync();
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  const back = (
    <Link className="lj-orders-back" to={paths.adminOrders}>
      ← All orders
    </Link>
  );

  if (order.isPending) {
    return (
      <section className="lj-admin-page" aria-labelledby="order-title">
        {back}
        <h1 id="order-title" className="lj-admin-page__title">
          Order {orderId}
        </h1>
        <p className="lj-admin-muted">Loading the order…</p>
      </section>
    );
  }
  if (order.isError) {
    return (
      <section className="lj-admin-page" aria-labelledby="order-title">
        {back}
        <h1 id="order-title" className="lj-admin-page__title">
          Order {orderId}
        </h1>
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </section>
    );
  }

  const data = order.data;
  const canAct = roleCan(staff.role, 'orders');
  const actions = orderActions(data, canAct);
  const stage = orderStage(data);

  return (
    <section className="lj-admin-page lj-order" aria-labelledby="order-title">
      {back}
      <div className="lj-admin-page__head">
        <h1 id="order-title" className="lj-admin-page__title">
          Order {data.order_id} <StageBadge stage={stage} />
        </h1>
        <div className="lj-order__actions">
          {actions.ship ? (
            <button type="button" className="btn btn-lj btn-lj--sm" onClick={() => setOpen('ship')}>
              Ship
            </button>
          ) : null}
          {actions.deliver ? (
            <button type="button" className="btn btn-lj btn-lj--sm" onClick={() => setOpen('deliver')}>
              Mark delivered
            </button>
          ) : null}
          {actions.markPaid ? (
            <button type="button" className="btn btn-lj btn-lj--sm" onClick={() => setOpen('pay')}>
              Mark paid
            </button>
          ) : null}
          {actions.cancel ? (
            <button type="button" className="lj-admin-ghost lj-order__danger" onClick={() => setOpen('cancel')}>
              Cancel order
            </button>
          ) : null}
          {stage === 'Cancelled' ? null : (
            <button
              type="button"
              className="lj-admin-ghost"
              onClick={() => void downloadSlip()}
              disabled={slip.isPending}
              aria-busy={slip.isPending}
            >
              {slip.isPending ? 'Preparing…' : 'Packing slip (PDF)'}
            </button>
          )}
        </div>
      </div>
      <p className="lj-admin-muted lj-order__placed">
        Placed {shopTimeZoned(data.created_at)}
        {canAct ? null : ' · You can read this order; fulfilment is for the orders team.'}
      </p>
      {data.payment_flag ? <PaymentFlag flag={data.payment_flag} /> : null}

      <div className="lj-order__grid">
        <div className="lj-order__main">
          <Lines order={data} />
          <Timeline order={data} />
          {roleCan(staff.role, 'deliveries') ? (
            <Card title="Messages">
              <RecentDeliveries about={{ order_id: data.order_id }} label="Messages about this order" />
            </Card>
          ) : null}
          <Notes order={data} canAdd={canAct} onAdd={(text) => run({ kind: 'note', text })} />
        </div>
        <OrderSideCards order={data} />
      </div>

      <OrderDialogs open={open} order={data} pending={step.isPending} run={run} onClose={() => setOpen(null)} />
    </section>
  );
}
