/**
 * The main column of an order's page (admin-order-screen.tsx): its pieces with the totals, the timeline with who acted,
 * and the internal notes, with the form to add one for staff who may.
 */
import type { AdminOrder } from '@lumen/contract/admin-orders';
import { ORDER_NOTE_MAX } from '@lumen/contract/admin-orders';
import { engravingWords } from '@lumen/contract/engraving-words';
import { formatCents } from '@lumen/contract/money';
import { mixedRates, ratePercentWords, type SplitTaxLine, taxLineWords, withinShopState } from '@lumen/contract/tax';
import { metalWords } from '@lumen/contract/variant-words';
import { useState } from 'react';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { Card } from './components/order-card';
import { shopTimeZoned } from './components/shop-time';
import { noteResolver } from './order-forms';

const EVENT_LABELS = { placed: 'Placed', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' } as const;

const LINE_COLUMNS: AdminColumn<AdminOrder['items'][number]>[] = [
  {
    key: 'piece',
    header: 'Piece',
    rowHeader: true,
    // The workshop reads the engraving here before the piece is made.
    cell: (line) =>
      line.engraving ? (
        <>
          {line.name}
          <span className="lj-admin-muted lj-order__engraving">{engravingWords(line.engraving)}</span>
        </>
      ) : (
        line.name
      ),
  },
  { key: 'size', header: 'Size', cell: (line) => line.size ?? '—' },
  {
    key: 'variant',
    header: 'Variant',
    cell: (line) => (line.sku ? `${line.sku}${metalWords(line.options) ? ` · ${metalWords(line.options)}` : ''}` : '—'),
  },
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

/** One rate's tax under the order's GST: its HSN code and rate, and CGST + SGST or IGST as the invoice states them. */
function TaxLineRows({ line, within }: { line: SplitTaxLine; within: boolean }) {
  const split = !within
    ? `IGST ${formatCents(line.igst)}`
    : `CGST ${formatCents(line.cgst)} + SGST ${formatCents(line.sgst)}`;
  return (
    <>
      <dt className="lj-order__tax-line">{taxLineWords(line)}</dt>
      <dd className="lj-order__tax-line">
        {split} <span className="lj-admin-muted">on {formatCents(line.taxable)}</span>
      </dd>
    </>
  );
}

export function Lines({ order }: { order: AdminOrder }) {
  return (
    <Card title="Pieces">
      <AdminTable
        label="Pieces of the order"
        regionClassName="lj-orders-lines"
        columns={LINE_COLUMNS}
        rows={order.items}
        rowKey={(line) =>
          `${line.variant_id ?? line.product_id ?? line.name}-${line.size ?? ''}-${line.engraving?.text ?? ''}-${line.engraving?.font ?? ''}`
        }
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
        <dt>{mixedRates(order.tax_lines) ? 'GST' : `GST (${ratePercentWords(order.gst_percent)})`}</dt>
        <dd>{formatCents(order.tax)}</dd>
        {order.tax_lines.map((line) => (
          <TaxLineRows key={taxLineWords(line)} line={line} within={withinShopState(order.address.state)} />
        ))}
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? 'Free' : formatCents(order.shipping)}</dd>
        <dt className="lj-order__grand">Total</dt>
        <dd className="lj-order__grand">{formatCents(order.total)}</dd>
      </dl>
    </Card>
  );
}

export function Timeline({ order }: { order: AdminOrder }) {
  return (
    <Card title="Timeline">
      <ol className="lj-order__timeline" aria-label="Timeline">
        {order.timeline.map((event) => (
          <li key={`${event.kind}-${event.at}`} className={`lj-order__event lj-order__event--${event.kind}`}>
            <p className="lj-order__event-head">
              <span className="lj-order__strong">{EVENT_LABELS[event.kind]}</span>{' '}
              <time dateTime={event.at} className="lj-admin-muted">
                {shopTimeZoned(event.at)}
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

export function Notes({
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
                {note.staff.name}, <time dateTime={note.at}>{shopTimeZoned(note.at)}</time>
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
