/**
 * /admin/orders (orders.read): every order, filtered by status, shipped or not, a date range and a search (order id,
 * customer name, e-mail or mobile), sorted by date or total. The filters live in the address bar, so a reload or a
 * shared link keeps them; "Show more orders" fetches the next cursor page. Each row links to the order.
 */
import './orders.scss';
import type { AdminOrderSummary } from '@lumen/contract/admin-orders';
import { ORDER_STATUSES } from '@lumen/contract/constants';
import { formatCents } from '@lumen/contract/money';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@lumen/contract/orders';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useOrderList } from './api/orders';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError, ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';
import { shopTime, zoned } from './components/shop-time';
import {
  filtersFromSearch,
  hasFilters,
  NO_ORDER_FILTERS,
  type OrderFilters,
  type OrderSort,
  orderStage,
  paymentTone,
  rangeProblem,
  searchFromFilters,
  sortBy,
} from './orders-logic';

const SHIPPED_LABELS = { '': 'Either', yes: 'Shipped', no: 'Not shipped' } as const;

export function StageBadge({ stage }: { stage: ReturnType<typeof orderStage> }) {
  const tone = stage === 'Cancelled' ? ' lj-admin-badge--off' : stage === 'To ship' ? ' lj-orders-badge--todo' : '';
  return <span className={`lj-admin-badge${tone}`}>{stage}</span>;
}

/** The payment's state in staff's words, toned: awaiting stands out, never received reads as off. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`lj-admin-badge lj-order__payment lj-order__payment--${paymentTone(status)}`}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** A column the list sorts by: its head is a button that sorts by it (or turns the order round) and says how. */
function sortColumn(
  filters: OrderFilters,
  sort: OrderSort,
  label: string,
  onSort: (next: OrderFilters) => void,
): Pick<AdminColumn<AdminOrderSummary>, 'header' | 'label' | 'sort'> {
  const active = filters.sort === sort;
  const next = sortBy(filters, sort);
  const order =
    sort === 'date'
      ? next.dir === 'desc'
        ? 'newest first'
        : 'oldest first'
      : next.dir === 'desc'
        ? 'highest first'
        : 'lowest first';
  return {
    sort: active ? (filters.dir === 'desc' ? 'descending' : 'ascending') : 'none',
    label,
    header: (
      <button type="button" className="lj-orders-sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true" className="lj-orders-sort__arrow">
          {active ? (filters.dir === 'desc' ? '↓' : '↑') : '↕'}
        </span>
        <span className="visually-hidden">, sort {order}</span>
      </button>
    ),
  };
}

/** The list's columns: Placed and Total sort it. */
function orderColumns(filters: OrderFilters, onSort: (next: OrderFilters) => void): AdminColumn<AdminOrderSummary>[] {
  return [
    {
      key: 'order',
      header: 'Order',
      rowHeader: true,
      className: 'lj-admin-nowrap',
      cell: (order) => <Link to={paths.adminOrder(order.order_id)}>{order.order_id}</Link>,
    },
    {
      key: 'placed',
      ...sortColumn(filters, 'date', zoned('Placed'), onSort),
      className: 'lj-admin-nowrap',
      cell: (order) => shopTime(order.created_at),
    },
    {
      key: 'customer',
      header: 'Customer',
      wide: true,
      cell: (order) => (
        <>
          {order.customer_name}
          {order.customer_email ? <span className="lj-orders-sub">{order.customer_email}</span> : null}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (order) => <StageBadge stage={orderStage(order)} /> },
    { key: 'payment', header: 'Payment', cell: (order) => <PaymentBadge status={order.payment_status} /> },
    {
      key: 'pieces',
      header: 'Pieces',
      headClassName: 'lj-orders-num',
      className: 'lj-orders-num',
      cell: (order) => order.pieces,
    },
    {
      key: 'total',
      ...sortColumn(filters, 'total', 'Total', onSort),
      headClassName: 'lj-orders-num',
      className: 'lj-orders-num lj-admin-nowrap',
      cell: (order) => formatCents(order.total),
    },
  ];
}

export function AdminOrdersScreen() {
  usePageMeta({ title: 'Orders', description: 'Lumen Jewels back office: orders.' });
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useOrderList(filters);
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const searchKey = search.toString();

  // A link followed (the dashboard's, or back/forward) brings its own filters into the form.
  useEffect(() => {
    setDraft(filtersFromSearch(new URLSearchParams(searchKey)));
    setProblem(null);
  }, [searchKey]);

  const apply = (next: OrderFilters) => setSearch(searchFromFilters(next));

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = rangeProblem(draft);
    setProblem(wrong);
    if (!wrong) apply({ ...draft, sort: filters.sort, dir: filters.dir });
  }

  const field = (name: 'status' | 'shipped' | 'from' | 'to' | 'q') => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((value) => ({ ...value, [name]: event.target.value })),
  });

  return (
    <section className="lj-admin-page" aria-labelledby="orders-title">
      <div className="lj-admin-page__head">
        <h1 id="orders-title" className="lj-admin-page__title">
          Orders
        </h1>
      </div>
      <form className="lj-admin-filters" onSubmit={submit} aria-label="Filter the orders" noValidate>
        <label className="lj-orders-search">
          <span>Search</span>
          <input
            className="lj-admin-input"
            type="search"
            maxLength={100}
            placeholder="Order id, name, e-mail or mobile"
            {...field('q')}
          />
        </label>
        <label>
          <span>Status</span>
          <select className="lj-admin-select" {...field('status')}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Shipped</span>
          <select className="lj-admin-select" {...field('shipped')}>
            {(['', 'yes', 'no'] as const).map((value) => (
              <option key={value} value={value}>
                {SHIPPED_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>From</span>
          <input className="lj-admin-input" type="date" {...field('from')} />
        </label>
        <label>
          <span>To</span>
          <input
            className="lj-admin-input"
            type="date"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'orders-range-problem' : undefined}
            {...field('to')}
          />
        </label>
        <FilterActions
          submit="Apply"
          clearDisabled={!hasFilters(filters) && !hasFilters(draft)}
          onClear={() => {
            setDraft(NO_ORDER_FILTERS);
            setProblem(null);
            apply({ ...NO_ORDER_FILTERS, sort: filters.sort, dir: filters.dir });
          }}
        />
      </form>
      {problem ? (
        <p id="orders-range-problem" className="lj-admin-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {list.isSuccess && !list.isFetching
          ? `${orders.length}${list.hasNextPage ? ' or more' : ''} ${orders.length === 1 ? 'order' : 'orders'} shown.`
          : ''}
      </p>
      <AdminTable
        label="List of orders"
        className="lj-orders-table"
        columns={orderColumns(filters, apply)}
        rows={orders}
        rowKey={(order) => order.order_id}
        busy={list.isFetching && !list.isFetchingNextPage}
        query={list}
        loading="Loading the orders…"
        empty={hasFilters(filters) ? 'No orders match these filters.' : 'No orders yet.'}
      />
      <ShowMore list={list} label="Show more orders" />
    </section>
  );
}
