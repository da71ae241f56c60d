/**
 * /order-details/{id} (spec §2, §3) from `GET /api/orders/{id}`: the order id, date and status; its lines
 * (quantity, price per item, line total); payment details (method, the payment's status and reference, subtotal,
 * coupon discount, tax, shipping fee, total; PAY NOW and the time to pay by while it awaits payment; the refund and
 * its credit note); shipping details with the address type, and the GST details when given; the timeline (placed, shipped
 * with carrier and tracking link, delivered or cancelled). The PDF button downloads the
 * tax invoice; Cancel shows while the server says the order can still be cancelled (spec §9: within 12 hours, not
 * shipped), and asks first. Someone else's order, or none, is 'not found'.
 */
import { engravingWords } from '@lumen/contract/engraving-words';
import { type Order, orderStage } from '@lumen/contract/orders';
import { mixedRates, ratePercentWords, taxLineWords } from '@lumen/contract/tax';
import { breakupWords, lineVariantWords } from '@lumen/contract/variant-words';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { BriefcaseIcon, HomeIcon, PinIcon, RefreshIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { cancelOrder } from './api/cancel-order';
import { getInvoice, saveFile } from './api/get-invoice';
import { useOrderQuery } from './api/get-order';
import { orderKeys } from './api/order-keys';
import { DownloadButton } from './components/download-button';
import { PaymentDue, PaymentRows, RefundNote } from './components/order-payment';
import { formatOrderDateTime, OrderStatusBadge } from './components/order-status';
import { OrderTimeline } from './components/order-timeline';
import './orders.scss';
import { useOrderMoney } from '../../components/money';

const TYPE_ICONS = { Home: HomeIcon, Work: BriefcaseIcon, Other: PinIcon } as const;

function OrderLines({ order }: { order: Order }) {
  const { format } = useOrderMoney(order);
  return (
    <Card title="Items" titleId="order-items-title">
      <div className="order-table-wrap">
        <table className="order-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="order-table__wide">
                Quantity
              </th>
              <th scope="col" className="order-table__wide">
                Price
              </th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              // One line per variant and engraving (per piece and size before variants).
              <tr
                key={`${line.variant_id ?? line.product_id ?? line.name}|${line.size ?? ''}|${line.engraving?.text ?? ''}|${line.engraving?.font ?? ''}`}
              >
                <th scope="row">
                  <span className="order-table__product">
                    <img src={line.image.src} alt="" width={56} height={56} loading="lazy" />
                    <span>
                      {line.product_id === null ? (
                        line.name
                      ) : (
                        <Link to={paths.productDetails(line.product_id)}>{line.name}</Link>
                      )}
                      <span className="order-table__size">{lineVariantWords(line)}</span>
                      {line.sku ? <span className="order-table__size">{`SKU ${line.sku}`}</span> : null}
                      {line.breakup ? (
                        <span className="order-table__size">{breakupWords(line.breakup, format)}</span>
                      ) : null}
                      {line.engraving ? (
                        <span className="order-table__size">{`${engravingWords(line.engraving)} · cannot be returned`}</span>
                      ) : null}
                      {/* On a phone the quantity and price columns give way to this line. */}
                      <span className="order-table__each">
                        {line.quantity} × {format(line.unit_price)}
                      </span>
                    </span>
                  </span>
                </th>
                <td className="order-table__wide">{line.quantity}</td>
                <td className="order-table__wide">{format(line.unit_price)}</td>
                <td>{format(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function PaymentDetails({ order }: { order: Order }) {
  const money = useOrderMoney(order);
  const { format } = money;
  return (
    <Card title="Payment Details" titleId="payment-details-title">
      <dl className="summary-rows">
        <div>
          <dt>Payment method</dt>
          <dd>{order.payment.label}</dd>
        </div>
        <PaymentRows order={order} />
        <div>
          <dt>Subtotal</dt>
          <dd>{format(order.subtotal)}</dd>
        </div>
        <div>
          <dt>
            Coupon discount
            {order.coupon ? <span className="summary-rows__code">{order.coupon.code}</span> : null}
          </dt>
          <dd>{order.discount > 0 ? `−${format(order.discount)}` : format(0)}</dd>
        </div>
        <div>
          <dt>{mixedRates(order.tax_lines) ? 'Tax (GST)' : `Tax (GST ${ratePercentWords(order.gst_percent)})`}</dt>
          <dd>{format(order.tax)}</dd>
        </div>
        {mixedRates(order.tax_lines)
          ? order.tax_lines.map((line) => (
              <div key={taxLineWords(line)} className="summary-rows__tax-line">
                <dt>{taxLineWords(line)}</dt>
                <dd>{format(line.cgst + line.sgst + line.igst)}</dd>
              </div>
            ))
          : null}
        <div>
          <dt>Shipping fee</dt>
          <dd>{order.shipping === 0 ? 'Free' : format(order.shipping)}</dd>
        </div>
        <div className="summary-rows__total">
          <dt>Total</dt>
          <dd>{format(order.total)}</dd>
        </div>
        {money.code === order.currency ? null : (
          <div>
            <dt>Charged in {order.currency}</dt>
            <dd>{money.formatBase(order.total)}</dd>
          </div>
        )}
      </dl>
      <RefundNote order={order} />
    </Card>
  );
}

function ShippingDetails({ order }: { order: Order }) {
  const { address } = order;
  const Icon = TYPE_ICONS[address.address_type];
  return (
    <Card title="Shipping Details" titleId="shipping-details-title">
      <div className="delivery-address">
        <span className="delivery-address__icon">
          <Icon size={20} />
        </span>
        <div>
          <p className="delivery-address__type">
            <span className="visually-hidden">Address type: </span>
            {address.address_type}
          </p>
          <p className="delivery-address__lines">
            {address.address_line_1}, {address.address_line_2}
            <br />
            {address.city}, {address.state} {address.postal_code}
            <br />
            {address.country}
          </p>
        </div>
      </div>
      {order.gst || order.pan ? (
        <dl className="order-gst">
          {order.gst ? (
            <>
              <div>
                <dt>GST name</dt>
                <dd>{order.gst.name}</dd>
              </div>
              <div>
                <dt>GST Number</dt>
                <dd>{order.gst.gst_number}</dd>
              </div>
            </>
          ) : null}
          {order.pan ? (
            <div>
              <dt>PAN</dt>
              <dd>{order.pan}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Card>
  );
}

function OrderActions({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const download = useMutation({
    mutationFn: getInvoice,
    onSuccess: (pdf) => saveFile(pdf, `invoice-${order.order_id}.pdf`),
    onError: notifyError,
  });
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order: cancelled, message }) => {
      queryClient.setQueryData(orderKeys.one(cancelled.order_id), cancelled);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list });
      setAsking(false);
      void notify('success', message);
    },
    onError: notifyError,
  });

  return (
    <div className="order-actions">
      <DownloadButton pending={download.isPending} onClick={() => download.mutate(order.order_id)}>
        <span className="visually-hidden">Download invoice </span>PDF
      </DownloadButton>
      {order.can_cancel ? (
        <button type="button" className="btn btn-lj-outline btn-lj--sm" onClick={() => setAsking(true)}>
          Cancel<span className="visually-hidden"> order</span>
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Cancel Order"
        question="Are you sure you want to cancel this order ?"
        pending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          if (!cancel.isPending) cancel.mutate(order.order_id);
        }}
      />
    </div>
  );
}

/** "Shipped with Blue Dart", or the order's status. */
function stageText(order: Order) {
  const { label, carrier } = orderStage(order);
  return carrier ? `${label} with ${carrier}` : label;
}

function OrderOverview({ order }: { order: Order }) {
  return (
    <Card
      title={<>Order {order.order_id}</>}
      titleId="order-overview-title"
      actions={<OrderStatusBadge order={order} />}
    >
      <dl className="profile-summary__facts order-facts">
        <div>
          <dt>Order ID</dt>
          <dd>{order.order_id}</dd>
        </div>
        <div>
          <dt>Order Date</dt>
          <dd>
            <time dateTime={order.created_at}>{formatOrderDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{stageText(order)}</dd>
        </div>
      </dl>
      {order.can_cancel ? (
        <p className="order-facts__note">
          You can cancel this order until {formatOrderDateTime(order.cancel_until)} (within 12 hours of ordering and
          before it ships).
        </p>
      ) : null}
      {order.cancelled_at ? (
        <p className="order-facts__note">Cancelled on {formatOrderDateTime(order.cancelled_at)}.</p>
      ) : null}
    </Card>
  );
}

export function OrderDetailsScreen() {
  const { id = '' } = useParams();
  usePageMeta({ title: `Order ${id}`, description: 'The details of your Lumen Jewels order.' });
  const query = useOrderQuery(id);
  const order = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;

  let body: ReactNode;
  if (order) {
    body = (
      <>
        <OrderOverview order={order} />
        <PaymentDue order={order} />
        <Card title="Order Timeline" titleId="order-timeline-title">
          <OrderTimeline order={order} />
        </Card>
        <OrderLines order={order} />
        <div className="order-details-grid">
          <PaymentDetails order={order} />
          <ShippingDetails order={order} />
        </div>
      </>
    );
  } else if (missing) {
    body = (
      <Card className="account-empty">
        <p>This order could not be found.</p>
        <Link to={paths.orders} className="btn btn-lj-outline">
          BACK TO MY ORDERS
        </Link>
      </Card>
    );
  } else if (query.isError) {
    body = (
      <Card className="account-empty" role="alert">
        <p>This order could not be loaded. Please check your connection and try again.</p>
        <button type="button" className="btn btn-lj" onClick={() => void query.refetch()}>
          <RefreshIcon size={16} /> Try again
        </button>
      </Card>
    );
  } else {
    body = (
      <>
        <Card className="account-skeleton" aria-busy="true" />
        <Card className="account-skeleton" aria-hidden="true" />
      </>
    );
  }

  return (
    <AccountPage
      title="Order Details"
      sidebar={false}
      trail={[{ label: 'My Account', to: paths.account }, { label: 'My Orders', to: paths.orders }, { label: id }]}
      actions={order ? <OrderActions order={order} /> : null}
    >
      {body}
    </AccountPage>
  );
}
