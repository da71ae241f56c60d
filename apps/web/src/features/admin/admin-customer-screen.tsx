/**
 * /admin/customers/:id (permission `customers`): the customer's profile, addresses and orders (each linking to the
 * order's page), and the latest messages the shop sent them (for roles with `deliveries`); disable or enable (asked first — disabling ends their sessions), export their data as a JSON file,
 * and erase them (asked first, typed confirmation; the server refuses while an order is open and says why).
 */
import './commerce.scss';
import type { AdminCustomer } from '@lumen/contract/admin-customers';
import { roleCan } from '@lumen/contract/admin-roles';
import { formatCents } from '@lumen/contract/money';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { CustomerStateBadge } from './admin-customers-screen';
import { useSignedInStaff } from './admin-layout';
import { useCustomer, useEraseCustomer, useExportCustomer, useSetCustomerDisabled } from './api/customers';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { RecentDeliveries } from './components/delivery-list';
import { LoadError } from './components/list-states';
import { shopDate } from './components/shop-time';

/** What the erasure dialog asks to be typed before it lets the button work. */
export const ERASE_WORD = 'ERASE';

export function AdminCustomerScreen() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  usePageMeta({
    title: customer.data ? `Customer ${customer.data.name}` : 'Customer',
    description: 'Lumen Jewels back office: a customer.',
  });

  return (
    <section className="lj-admin-page" aria-labelledby="customer-title">
      <p className="lj-commerce-back">
        <Link to={paths.adminCustomers}>← Customers</Link>
      </p>
      {customer.isPending ? (
        <>
          <h1 id="customer-title" className="lj-admin-page__title">
            Customer
          </h1>
          <p className="lj-admin-muted lj-admin-loading">Loading the customer…</p>
        </>
      ) : null}
      {customer.isError ? (
        <>
          <h1 id="customer-title" className="lj-admin-page__title">
            Customer
          </h1>
          <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
        </>
      ) : null}
      {customer.data ? <CustomerDetail customer={customer.data} /> : null}
    </section>
  );
}

type Pending = 'disable' | 'enable' | null;

const ORDER_COLUMNS: AdminColumn<AdminCustomer['order_list'][number]>[] = [
  {
    key: 'order',
    header: 'Order',
    rowHeader: true,
    cell: (order) => <Link to={paths.adminOrder(order.order_id)}>{order.order_id}</Link>,
  },
  {
    key: 'placed',
    header: 'Placed',
    className: 'lj-admin-nowrap',
    cell: (order) => shopDate(order.created_at),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (order) => (
      <>
        <span className={`lj-admin-badge${order.status === 'Cancelled' ? ' lj-admin-badge--off' : ''}`}>
          {order.status}
        </span>
        {order.status === 'Pending' && order.shipped_at ? <span className="lj-admin-muted"> (shipped)</span> : null}
      </>
    ),
  },
  { key: 'coupon', header: 'Coupon', cell: (order) => (order.coupon_code ? <code>{order.coupon_code}</code> : '—') },
  {
    key: 'total',
    header: 'Total',
    headClassName: 'lj-commerce-num',
    className: 'lj-commerce-num',
    cell: (order) => formatCents(order.total),
  },
];

function CustomerDetail({ customer }: { customer: AdminCustomer }) {
  const staff = useSignedInStaff();
  const setDisabled = useSetCustomerDisabled();
  const exporter = useExportCustomer();
  const [pending, setPending] = useState<Pending>(null);
  const [erasing, setErasing] = useState(false);
  const id = String(customer.id);

  async function confirmDisabled() {
    try {
      const { message } = await setDisabled.mutateAsync({ id, disabled: pending === 'disable' });
      void notify('success', message);
      setPending(null);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  async function download() {
    try {
      const file = await exporter.mutateAsync(id);
      void notify('success', `Saved ${file}.`);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  return (
    <>
      <div className="lj-admin-page__head">
        <h1 id="customer-title" className="lj-admin-page__title">
          {customer.name || `Customer ${customer.id}`} <CustomerStateBadge {...customer} />
        </h1>
        {customer.erased ? null : (
          <div className="lj-commerce-actions">
            <button
              type="button"
              className="lj-admin-ghost"
              onClick={() => void download()}
              disabled={exporter.isPending}
              aria-busy={exporter.isPending}
            >
              {exporter.isPending ? 'Exporting…' : 'Export data (JSON)'}
            </button>
            <button
              type="button"
              className="lj-admin-ghost"
              onClick={() => setPending(customer.disabled ? 'enable' : 'disable')}
            >
              {customer.disabled ? 'Enable' : 'Disable'}
            </button>
            <button type="button" className="lj-admin-ghost lj-commerce-danger" onClick={() => setErasing(true)}>
              Erase
            </button>
          </div>
        )}
      </div>
      {customer.erased ? (
        <p className="lj-admin-muted">
          This customer was erased: their personal data is gone; their orders are kept as tax records.
        </p>
      ) : null}

      <CustomerCards customer={customer} />

      <h2 className="lj-commerce-section-title" id="orders-title">
        Orders
      </h2>
      {customer.order_list.length === 0 ? (
        <p className="lj-admin-muted">No orders yet.</p>
      ) : (
        <AdminTable
          labelledBy="orders-title"
          columns={ORDER_COLUMNS}
          rows={customer.order_list}
          rowKey={(order) => order.order_id}
        />
      )}

      {roleCan(staff.role, 'deliveries') ? (
        <section aria-labelledby="messages-title">
          <h2 className="lj-commerce-section-title" id="messages-title">
            Messages
          </h2>
          <div className="lj-commerce-card">
            <RecentDeliveries about={{ user_id: id }} label="Messages to this customer" />
          </div>
        </section>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending === 'enable' ? 'Enable customer' : 'Disable customer'}
        question={
          pending === 'enable'
            ? `Let ${customer.name} sign in again?`
            : `Disable ${customer.name}? Every session of theirs ends now, and they cannot sign in until enabled.`
        }
        pending={setDisabled.isPending}
        onConfirm={() => void confirmDisabled()}
        onCancel={() => setPending(null)}
      />
      {erasing ? <EraseDialog customer={customer} onClose={() => setErasing(false)} /> : null}
    </>
  );
}

/** The customer's profile and saved addresses. */
function CustomerCards({ customer }: { customer: AdminCustomer }) {
  return (
    <div className="lj-commerce-cards">
      <section className="lj-commerce-card" aria-labelledby="profile-title">
        <h2 id="profile-title" className="lj-commerce-card__title">
          Profile
        </h2>
        <dl className="lj-commerce-facts">
          <dt>E-mail</dt>
          <dd>
            {customer.email ?? '—'}
            {customer.email ? (
              <span className="lj-admin-muted"> ({customer.email_verified ? 'verified' : 'not verified'})</span>
            ) : null}
          </dd>
          <dt>Mobile</dt>
          <dd>
            {customer.mobile ?? '—'}
            {customer.mobile ? (
              <span className="lj-admin-muted"> ({customer.mobile_verified ? 'verified' : 'not verified'})</span>
            ) : null}
          </dd>
          <dt>Customer since</dt>
          <dd>{shopDate(customer.created_at)}</dd>
          <dt>Orders</dt>
          <dd>{customer.orders}</dd>
          <dt>Spent</dt>
          <dd>{formatCents(customer.spent)}</dd>
        </dl>
      </section>
      <section className="lj-commerce-card" aria-labelledby="addresses-title">
        <h2 id="addresses-title" className="lj-commerce-card__title">
          Addresses
        </h2>
        {customer.addresses.length === 0 ? (
          <p className="lj-admin-muted">No saved addresses.</p>
        ) : (
          <ul className="lj-commerce-addresses">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <span className="lj-admin-badge">{address.address_type}</span>
                {address.primary ? <span className="lj-admin-badge">Primary</span> : null}
                <address>
                  {address.address_line_1}
                  {address.address_line_2 ? <>, {address.address_line_2}</> : null}
                  <br />
                  {address.city}, {address.state} {address.postal_code}, {address.country}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EraseDialog({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const erase = useEraseCustomer();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setRefusal(null);
    try {
      const { message } = await erase.mutateAsync(String(customer.id));
      void notify('success', message);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
      void notify('error', errorMessage(error));
    }
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!erase.isPending) onClose();
      }}
      title="Erase customer"
      closeLabel="Close without erasing"
    >
      <p>
        Erase <strong>{customer.name}</strong>? Their name, e-mail, mobile, addresses, wishlist and cart are removed for
        good and they can no longer sign in. Their orders stay, anonymised, as tax records. This cannot be undone.
      </p>
      <form
        className="lj-admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === ERASE_WORD) void confirm();
        }}
      >
        <label htmlFor="erase-confirm" className="form-label">
          Type {ERASE_WORD} to confirm
        </label>
        <input
          id="erase-confirm"
          className="form-control"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {refusal ? (
          <p className="lj-admin-alert lj-commerce-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="lj-commerce-form__actions">
          <button type="button" className="btn btn-lj-outline" onClick={onClose} disabled={erase.isPending}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-lj lj-commerce-danger-button"
            disabled={typed !== ERASE_WORD || erase.isPending}
            aria-busy={erase.isPending}
          >
            {erase.isPending ? 'Erasing…' : 'Erase customer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
