/**
 * /admin/orders/:orderId (orders.read): the order as staff see it — lines, totals with GST, the buyer, the delivery
 * address, the payment (status, method, the provider's reference and checkout, when it was paid, the refund, and a
 * note that stands out when the payment needs a person), shipment, the timeline with who acted, and the internal
 * notes. Staff with the `orders`
 * permission also get the steps the order's state allows: Ship (carrier and tracking), Mark delivered (asked first),
 * Cancel with a reason, and adding a note; everyone who reads orders can download the packing slip of an order
 * that is not cancelled. A step the
 * server refuses (409) is shown as it words it, and the order is read again.
 */
import './orders.scss';
import type { AdminOrder } from '@lumen/contract/admin-orders';
import { CANCEL_REASON_MAX, ORDER_NOTE_MAX } from '@lumen/contract/admin-orders';
import { roleCan } from '@lumen/contract/admin-roles';
import { formatCents } from '@lumen/contract/shop';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSignedInStaff } from './admin-layout';
import { orderTimeFormat, PaymentBadge, StageBadge } from './admin-orders-screen';
import { type OrderStep, useOrder, useOrderStep, usePackingSlip } from './api/orders';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError } from './components/list-states';
import { cancelResolver, EMPTY_SHIP_FORM, noteResolver, shipResolver } from './order-forms';
import { orderActions, orderStage, refundSummary } from './orders-logic';

const EVENT_LABELS = { placed: 'Placed', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' } as const;

type Dialogs = 'ship' | 'deliver' | 'cancel' | null;

export function AdminOrderScreen() {
  const { orderId = '' } = useParams();
  usePageMeta({ title: `Order ${orderId}`, description: 'Lumen Jewels back office: an order.' });
  const staff = useSignedInStaff();
  const order = useOrder(orderId);
  const step = useOrderStep(orderId);
  const slip = usePackingSlip(orderId);
  const [open, setOpen] = useState<Dialogs>(null);

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
        Placed {orderTimeFormat.format(new Date(data.created_at))}
        {canAct ? null : ' · You can read this order; fulfilment is for the orders team.'}
      </p>
      {data.payment_flag ? <PaymentFlag flag={data.payment_flag} /> : null}

      <div className="lj-order__grid">
        <div className="lj-order__main">
          <Lines order={data} />
          <Timeline order={data} />
          <Notes order={data} canAdd={canAct} onAdd={(text) => run({ kind: 'note', text })} />
        </div>
        <div className="lj-order__side">
          <Card title="Customer">
            <p className="lj-order__strong">{data.customer.name}</p>
            {data.customer.email ? <p>{data.customer.email}</p> : null}
            {data.customer.mobile ? <p>{data.customer.mobile}</p> : null}
          </Card>
          <Card title="Delivery address">
            <address className="lj-order__address">
              {data.address.address_line_1}
              {data.address.address_line_2 ? (
                <>
                  <br />
                  {data.address.address_line_2}
                </>
              ) : null}
              <br />
              {data.address.city}, {data.address.state} {data.address.postal_code}
              <br />
              {data.address.country}
              <span className="lj-admin-muted"> ({data.address.address_type})</span>
            </address>
          </Card>
          <PaymentCard order={data} />
          <Card title="GST details">
            {data.gst ? (
              <dl className="lj-order__pairs">
                <dt>Invoice to</dt>
                <dd>{data.gst.name}</dd>
                <dt>GSTIN</dt>
                <dd>
                  <code>{data.gst.gst_number}</code>
                </dd>
              </dl>
            ) : (
              <p className="lj-admin-muted">No GST number was given.</p>
            )}
          </Card>
          {data.shipment ? (
            <Card title="Shipment">
              <dl className="lj-order__pairs">
                <dt>Carrier</dt>
                <dd>{data.shipment.carrier}</dd>
                <dt>Tracking</dt>
                <dd>
                  {data.shipment.tracking_url ? (
                    <a href={data.shipment.tracking_url} target="_blank" rel="noreferrer noopener">
                      {data.shipment.tracking_number}
                      <span className="visually-hidden"> (opens the carrier’s page in a new tab)</span>
                    </a>
                  ) : (
                    data.shipment.tracking_number
                  )}
                </dd>
              </dl>
            </Card>
          ) : null}
          {data.cancellation ? (
            <Card title="Cancellation">
              <p>
                Cancelled by{' '}
                {data.cancellation.by === 'customer'
                  ? 'the customer'
                  : data.cancellation.by === 'shop'
                    ? 'the shop (the payment window closed)'
                    : (data.cancellation.staff?.name ?? 'staff')}
              </p>
              {data.cancellation.reason ? <p className="lj-order__quote">{data.cancellation.reason}</p> : null}
            </Card>
          ) : null}
        </div>
      </div>

      <ShipDialog
        open={open === 'ship'}
        orderId={data.order_id}
        pending={step.isPending}
        onClose={() => setOpen(null)}
        onShip={async (body) => {
          await run({ kind: 'ship', body });
          setOpen(null);
        }}
      />
      <ConfirmDialog
        open={open === 'deliver'}
        title="Mark delivered"
        question={`Mark ${data.order_id} as delivered? The customer is told it has arrived.`}
        pending={step.isPending}
        onConfirm={() =>
          void run({ kind: 'deliver' })
            .then(() => setOpen(null))
            .catch(() => undefined)
        }
        onCancel={() => setOpen(null)}
      />
      <CancelDialog
        open={open === 'cancel'}
        orderId={data.order_id}
        pending={step.isPending}
        onClose={() => setOpen(null)}
        onCancelOrder={async (reason) => {
          await run({ kind: 'cancel', body: { reason } });
          setOpen(null);
        }}
      />
    </section>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `order-card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="lj-order__card" aria-labelledby={id}>
      <h2 id={id} className="lj-order__card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Why the payment needs a person (a different amount paid, a second payment, a payment after cancelling, a failed
 * refund): a note that stands out on the page without interrupting a screen reader as an alert would.
 */
function PaymentFlag({ flag }: { flag: string }) {
  return (
    <aside className="lj-order__flag" aria-labelledby="payment-flag-title">
      <svg className="lj-order__flag-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 3.5 2.5 20h19L12 3.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        <path d="M12 10v4.5M12 17.2v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div>
        <p id="payment-flag-title" className="lj-order__flag-title">
          The payment needs attention
        </p>
        <p className="lj-order__flag-text">{flag}</p>
      </div>
    </aside>
  );
}

function PaymentCard({ order }: { order: AdminOrder }) {
  const { payment } = order;
  return (
    <Card title="Payment">
      <dl className="lj-order__pairs">
        <dt>Status</dt>
        <dd>
          <PaymentBadge status={payment.status} />
        </dd>
        <dt>Method</dt>
        <dd>{payment.label}</dd>
        {payment.reference ? (
          <>
            <dt>Reference</dt>
            <dd>
              <code>{payment.reference}</code>
            </dd>
          </>
        ) : null}
        {order.payment_checkout ? (
          <>
            <dt>Checkout</dt>
            <dd>
              <code>{order.payment_checkout}</code>
            </dd>
          </>
        ) : null}
        {payment.paid_at ? (
          <>
            <dt>Paid at</dt>
            <dd>
              <time dateTime={payment.paid_at}>{orderTimeFormat.format(new Date(payment.paid_at))}</time>
            </dd>
          </>
        ) : null}
        {payment.status === 'awaiting_payment' && payment.pay_until ? (
          <>
            <dt>Pay by</dt>
            <dd>
              <time dateTime={payment.pay_until}>{orderTimeFormat.format(new Date(payment.pay_until))}</time>
            </dd>
          </>
        ) : null}
        {payment.refund ? (
          <>
            <dt>Refund</dt>
            <dd>
              {refundSummary(payment.refund)}
              <span className="lj-orders-sub">
                asked{' '}
                <time dateTime={payment.refund.requested_at}>
                  {orderTimeFormat.format(new Date(payment.refund.requested_at))}
                </time>
              </span>
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

const LINE_COLUMNS: AdminColumn<AdminOrder['items'][number]>[] = [
  { key: 'piece', header: 'Piece', rowHeader: true, cell: (line) => line.name },
  { key: 'size', header: 'Size', cell: (line) => line.size ?? '—' },
  {
    key: 'qty',
    header: 'Qty',
    headClassName: 'lj-orders-num',
    className: 'lj-orders-num',
    cell: (line) => line.quantity,
  },
  {
    key: 'price',
    header: 'Price',
    headClassName: 'lj-orders-num',
    className: 'lj-orders-num lj-admin-nowrap',
    cell: (line) => formatCents(line.unit_price),
  },
  {
    key: 'amount',
    header: 'Amount',
    headClassName: 'lj-orders-num',
    className: 'lj-orders-num lj-admin-nowrap',
    cell: (line) => formatCents(line.line_total),
  },
];

function Lines({ order }: { order: AdminOrder }) {
  return (
    <Card title="Pieces">
      <AdminTable
        label="Pieces of the order"
        regionClassName="lj-orders-lines"
        columns={LINE_COLUMNS}
        rows={order.items}
        rowKey={(line) => `${line.product_id ?? line.name}-${line.size ?? ''}`}
      />
      <dl className="lj-order__totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(order.subtotal)}</dd>
        {order.discount > 0 || order.coupon ? (
          <>
            <dt>Discount{order.coupon ? ` (${order.coupon.code})` : ''}</dt>
            <dd>−{formatCents(order.discount)}</dd>
          </>
        ) : null}
        <dt>GST ({order.gst_percent}%)</dt>
        <dd>{formatCents(order.tax)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? 'Free' : formatCents(order.shipping)}</dd>
        <dt className="lj-order__grand">Total</dt>
        <dd className="lj-order__grand">{formatCents(order.total)}</dd>
      </dl>
    </Card>
  );
}

function Timeline({ order }: { order: AdminOrder }) {
  return (
    <Card title="Timeline">
      <ol className="lj-order__timeline" aria-label="Timeline">
        {order.timeline.map((event) => (
          <li key={`${event.kind}-${event.at}`} className={`lj-order__event lj-order__event--${event.kind}`}>
            <p className="lj-order__event-head">
              <span className="lj-order__strong">{EVENT_LABELS[event.kind]}</span>{' '}
              <time dateTime={event.at} className="lj-admin-muted">
                {orderTimeFormat.format(new Date(event.at))}
              </time>
            </p>
            {event.staff ? <p className="lj-admin-muted">by {event.staff.name}</p> : null}
            {event.kind === 'cancelled' && event.cancelled_by !== 'staff' ? (
              <p className="lj-admin-muted">by {event.cancelled_by === 'shop' ? 'the shop' : 'the customer'}</p>
            ) : null}
            {event.shipment ? (
              <p>
                {event.shipment.carrier}, tracking {event.shipment.tracking_number}
              </p>
            ) : null}
            {event.reason ? <p className="lj-order__quote">{event.reason}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Notes({
  order,
  canAdd,
  onAdd,
}: {
  order: AdminOrder;
  canAdd: boolean;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <Card title="Internal notes">
      <p className="lj-admin-muted lj-order__hint">Only staff see these notes.</p>
      {order.notes.length === 0 ? <p className="lj-admin-muted">No notes yet.</p> : null}
      {order.notes.length > 0 ? (
        <ul className="lj-order__notes" aria-label="Notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <p className="lj-order__note-text">{note.text}</p>
              <p className="lj-admin-muted lj-order__note-by">
                {note.staff.name}, <time dateTime={note.at}>{orderTimeFormat.format(new Date(note.at))}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <Form
          key={formKey}
          className="lj-admin-form lj-order__note-form"
          defaultValues={{ text: '' }}
          schema={async () => noteResolver}
          onSubmit={async (data) => {
            setAdding(true);
            try {
              await onAdd(data.text);
              setFormKey((key) => key + 1);
            } finally {
              setAdding(false);
            }
          }}
        >
          <FormField name="text" label="Add a note">
            {(input) => <textarea {...input} rows={3} maxLength={ORDER_NOTE_MAX} />}
          </FormField>
          <button type="submit" className="btn btn-lj btn-lj--sm" disabled={adding} aria-busy={adding}>
            {adding ? 'Adding…' : 'Add note'}
          </button>
        </Form>
      ) : null}
    </Card>
  );
}

function ShipDialog({
  open,
  orderId,
  pending,
  onClose,
  onShip,
}: {
  open: boolean;
  orderId: string;
  pending: boolean;
  onClose: () => void;
  onShip: (body: { carrier: string; tracking_number: string; tracking_url?: string | null }) => Promise<void>;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title="Ship the order"
      closeLabel="Close without shipping"
    >
      <p className="lj-admin-muted">
        {orderId} is marked as shipped and the customer gets the tracking by e-mail and SMS.
      </p>
      <Form
        className="lj-admin-form"
        defaultValues={EMPTY_SHIP_FORM}
        schema={async () => shipResolver}
        onSubmit={(body) => onShip(body)}
      >
        <FormField name="carrier" label="Carrier">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={60} />}
        </FormField>
        <FormField name="tracking_number" label="Tracking number">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={60} />}
        </FormField>
        <FormField name="tracking_url" label="Tracking link (optional)">
          {(input) => <input {...input} required={false} type="url" inputMode="url" autoComplete="off" />}
        </FormField>
        <button type="submit" className="btn btn-lj lj-admin-form__submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Shipping…' : 'Mark as shipped'}
        </button>
      </Form>
    </Dialog>
  );
}

function CancelDialog({
  open,
  orderId,
  pending,
  onClose,
  onCancelOrder,
}: {
  open: boolean;
  orderId: string;
  pending: boolean;
  onClose: () => void;
  onCancelOrder: (reason: string) => Promise<void>;
}) {
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title="Cancel the order" closeLabel="Keep the order">
      <p>
        Cancel {orderId}? This cannot be undone: the pieces go back into stock and the customer is told, with your
        reason.
      </p>
      <Form
        className="lj-admin-form"
        defaultValues={{ reason: '' }}
        schema={async () => cancelResolver}
        onSubmit={(data) => onCancelOrder(data.reason)}
      >
        <FormField name="reason" label="Reason (the customer sees it)">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={CANCEL_REASON_MAX} />}
        </FormField>
        <div className="lj-order__dialog-actions">
          <button type="button" className="btn btn-lj-outline" onClick={onClose} disabled={pending}>
            Keep the order
          </button>
          <button type="submit" className="btn btn-lj" disabled={pending} aria-busy={pending}>
            {pending ? 'Cancelling…' : 'Cancel the order'}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
