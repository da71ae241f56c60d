/**
 * The side column of an order's page (admin-order-screen.tsx): the customer, the delivery address, the payment (its
 * status, method, references, when it was paid, the refund), the GST details, the shipment and the cancellation; and
 * the note above the page's columns when the payment needs a person.
 */
import type { AdminOrder } from '@lumen/contract/admin-orders';
import { PaymentBadge } from './admin-orders-screen';
import { Card } from './components/order-card';
import { shopTimeZoned } from './components/shop-time';
import { collectionSummary, refundSummary } from './orders-logic';

export function OrderSideCards({ order }: { order: AdminOrder }) {
  return (
    <div className="lj-order__side">
      <Card title="Customer">
        <p className="lj-order__strong">{order.customer.name}</p>
        {order.customer.email ? <p>{order.customer.email}</p> : null}
        {order.customer.mobile ? <p>{order.customer.mobile}</p> : null}
      </Card>
      <Card title="Delivery address">
        <address className="lj-order__address">
          {order.address.address_line_1}
          {order.address.address_line_2 ? (
            <>
              <br />
              {order.address.address_line_2}
            </>
          ) : null}
          <br />
          {order.address.city}, {order.address.state} {order.address.postal_code}
          <br />
          {order.address.country}
          <span className="lj-admin-muted"> ({order.address.address_type})</span>
        </address>
      </Card>
      <PaymentCard order={order} />
      <Card title="GST details">
        {order.gst ? (
          <dl className="lj-order__pairs">
            <dt>Invoice to</dt>
            <dd>{order.gst.name}</dd>
            <dt>GSTIN</dt>
            <dd>
              <code>{order.gst.gst_number}</code>
            </dd>
          </dl>
        ) : (
          <p className="lj-admin-muted">No GST number was given.</p>
        )}
        {order.pan ? (
          <dl className="lj-order__pairs">
            <dt>Buyer’s PAN</dt>
            <dd>
              <code>{order.pan}</code> <span className="lj-admin-muted">(kept encrypted; shown masked)</span>
            </dd>
          </dl>
        ) : null}
      </Card>
      {order.shipment ? (
        <Card title="Shipment">
          <dl className="lj-order__pairs">
            <dt>Carrier</dt>
            <dd>{order.shipment.carrier}</dd>
            <dt>Tracking</dt>
            <dd>
              {order.shipment.tracking_url ? (
                <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer noopener">
                  {order.shipment.tracking_number}
                  <span className="visually-hidden"> (opens the carrier’s page in a new tab)</span>
                </a>
              ) : (
                order.shipment.tracking_number
              )}
            </dd>
          </dl>
        </Card>
      ) : null}
      {order.cancellation ? (
        <Card title="Cancellation">
          <p>
            Cancelled by{' '}
            {order.cancellation.by === 'customer'
              ? 'the customer'
              : order.cancellation.by === 'shop'
                ? 'the shop (the payment window closed)'
                : (order.cancellation.staff?.name ?? 'staff')}
          </p>
          {order.cancellation.reason ? <p className="lj-order__quote">{order.cancellation.reason}</p> : null}
        </Card>
      ) : null}
    </div>
  );
}

/**
 * Why the payment needs a person (a different amount paid, a second payment, a payment after cancelling, a failed
 * refund): a note that stands out on the page without interrupting a screen reader as an alert would.
 */
export function PaymentFlag({ flag }: { flag: string }) {
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
        {payment.collection && payment.paid_at ? (
          <>
            <dt>Collected</dt>
            <dd>
              {collectionSummary(payment.collection, order.currency, payment.paid_at, (at) =>
                shopTimeZoned(at.toISOString()),
              )}
            </dd>
          </>
        ) : payment.paid_at ? (
          <>
            <dt>Paid at</dt>
            <dd>
              <time dateTime={payment.paid_at}>{shopTimeZoned(payment.paid_at)}</time>
            </dd>
          </>
        ) : null}
        {payment.status === 'awaiting_payment' && payment.pay_until ? (
          <>
            <dt>Pay by</dt>
            <dd>
              <time dateTime={payment.pay_until}>{shopTimeZoned(payment.pay_until)}</time>
            </dd>
          </>
        ) : null}
        {payment.refund ? (
          <>
            <dt>Refund</dt>
            <dd>
              {refundSummary(payment.refund)}
              <span className="lj-orders-sub">
                asked <time dateTime={payment.refund.requested_at}>{shopTimeZoned(payment.refund.requested_at)}</time>
              </span>
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
