/**
 * How an order is paid, as the customer sees it: the payment's status as a badge (the list shows only the ones that
 * ask for attention: awaiting payment, refunded), PAY NOW for an order still awaiting payment, and on the order's
 * details: the time to pay by, the payment's status and reference, how money collected on delivery was paid, the
 * refund and its credit note.
 */

import { formatCents } from '@lumen/contract/money';
import { type Order, PAYMENT_STATUS_LABELS, type PaymentStatus, type Refund } from '@lumen/contract/orders';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import { getCreditNote, saveFile } from '../api/get-invoice';
import { usePayNow } from '../api/pay-order';
import { DownloadButton } from './download-button';
import { LockIcon } from './order-icons';
import { formatOrderDate, formatOrderDateTime } from './order-status';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={`order-status payment-status--${status}`}>{PAYMENT_STATUS_LABELS[status]}</span>;
}

/** The payment badges worth a place on the orders list: what needs the customer, or changed the money. */
export const LISTED_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set(['awaiting_payment', 'refunded']);

/** PAY NOW for an order awaiting payment: a fresh hosted page, and the browser goes there. */
export function PayNowButton({ orderId, small = false }: { orderId: string; small?: boolean }) {
  const payNow = usePayNow();
  return (
    <button
      type="button"
      className={small ? 'btn btn-lj btn-lj--sm' : 'btn btn-lj'}
      disabled={payNow.isPending}
      aria-busy={payNow.isPending}
      onClick={() => payNow.mutate(orderId)}
    >
      <LockIcon size={16} /> {payNow.isPending ? 'REDIRECTING TO PAYMENT...' : 'PAY NOW'}
      {small ? <span className="visually-hidden"> for {orderId}</span> : null}
    </button>
  );
}

/** The refund in a sentence. */
export function refundSentence(refund: Refund): string {
  if (refund.status === 'succeeded') return `Refunded ${formatCents(refund.amount)}`;
  if (refund.status === 'failed') return 'Refund failed — we will contact you';
  return `Refund of ${formatCents(refund.amount)} requested on ${formatOrderDate(refund.requested_at)}`;
}

/** The payment rows of the Payment Details card: its status, reference and when it was paid. */
export function PaymentRows({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <>
      <div>
        <dt>Payment status</dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
      </div>
      {payment.reference ? (
        <div>
          <dt>Reference</dt>
          <dd className="order-payment__reference">
            <code>{payment.reference}</code>
          </dd>
        </div>
      ) : null}
      {payment.collection ? (
        <div>
          <dt>Paid with</dt>
          <dd>{payment.collection.label}</dd>
        </div>
      ) : null}
      {payment.paid_at ? (
        <div>
          <dt>Paid on</dt>
          <dd>
            <time dateTime={payment.paid_at}>{formatOrderDateTime(payment.paid_at)}</time>
          </dd>
        </div>
      ) : null}
    </>
  );
}

/** While the order awaits payment: the time to pay by, and PAY NOW. */
export function PaymentDue({ order }: { order: Order }) {
  const { payment } = order;
  if (payment.status !== 'awaiting_payment') return null;
  return (
    <section className="order-payment__due" aria-labelledby="payment-due-title">
      <div className="order-payment__text">
        <h2 id="payment-due-title" className="order-payment__title">
          Awaiting your payment
        </h2>
        <p>
          {payment.pay_until ? (
            <>
              Pay by{' '}
              <time dateTime={payment.pay_until} className="order-payment__strong">
                {formatOrderDateTime(payment.pay_until)}
              </time>
              , or the order is cancelled and its pieces released.
            </>
          ) : (
            'This order is waiting for your payment.'
          )}
        </p>
      </div>
      <PayNowButton orderId={order.order_id} />
    </section>
  );
}

/** The refund in words under the payment's totals, with the credit note once it went through. */
export function RefundNote({ order }: { order: Order }) {
  const { refund } = order.payment;
  const download = useMutation({
    mutationFn: getCreditNote,
    onSuccess: (pdf) => saveFile(pdf, `credit-note-${order.order_id}.pdf`),
    onError: notifyError,
  });
  if (!refund) return null;
  return (
    <div className={`order-payment__refund order-payment__refund--${refund.status}`}>
      <p className="order-payment__text">{refundSentence(refund)}</p>
      {refund.status === 'succeeded' ? (
        <DownloadButton pending={download.isPending} onClick={() => download.mutate(order.order_id)}>
          <span className="visually-hidden">Download </span>Credit note
          <span className="visually-hidden"> PDF</span>
        </DownloadButton>
      ) : null}
    </div>
  );
}
