/**
 * /admin/orders (orders.read): every order, filtered by status, shipped or not, a date range and a search (order id,
 * customer name, e-mail or mobile), sorted by date or total. The filters live in the address bar, so a reload or a
 * shared link keeps them; "Show more orders" fetches the next cursor page. Each row links to the order.
 */
import './orders.scss';
import { ORDER_STATUSES } from '@lumen/contract/constants';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@lumen/contract/orders';
import { formatCents } from '@lumen/contract/shop';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useOrderList } from './api/orders';
import { LoadError, ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';
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

export const orderTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

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

function SortHeader({
  filters,
  sort,
  label,
  onSort,
}: {
  filters: OrderFilters;
  sort: OrderSort;
  label: string;
  onSort: (next: OrderFilters) => void;
}) {
  const active = filters.sort === sort;
  const direction = active ? (filters.dir === 'desc' ? 'descending' : 'ascending') : 'none';
  const next = sortBy(filters, sort);
  const order =
    sort === 'date'
      ? next.dir === 'desc'
        ? 'newest first'
        : 'oldest first'
      : next.dir === 'desc'
        ? 'highest first'
        : 'lowest first';
  return (
    <th scope="col" aria-sort={direction} className={sort === 'total' ? 'lj-orders-num' : undefined}>
      <button type="button" className="lj-orders-sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true" className="lj-orders-sort__arrow">
          {active ? (filters.dir === 'desc' ? '↓' : '↑') : '↕'}
        </span>
        <span className="visually-hidden">, sort {order}</span>
      </button>
    </th>
  );
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
      <section
        className="lj-admin-table-wrap"
        aria-label="List of orders"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        aria-busy={list.isFetching && !list.isFetchingNextPage}
      >
        <table className="lj-admin-table lj-orders-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <SortHeader filters={filters} sort="date" label="Placed" onSort={apply} />
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col" className="lj-orders-num">
                Pieces
              </th>
              <SortHeader filters={filters} sort="total" label="Total" onSort={apply} />
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_id}>
                <th scope="row" className="lj-admin-nowrap">
                  <Link to={paths.adminOrder(order.order_id)}>{order.order_id}</Link>
                </th>
                <td className="lj-admin-nowrap">{orderTimeFormat.format(new Date(order.created_at))}</td>
                <td>
                  {order.customer_name}
                  {order.customer_email ? <span className="lj-orders-sub">{order.customer_email}</span> : null}
                </td>
                <td>
                  <StageBadge stage={orderStage(order)} />
                </td>
                <td>
                  <PaymentBadge status={order.payment_status} />
                </td>
                <td className="lj-orders-num">{order.pieces}</td>
                <td className="lj-orders-num lj-admin-nowrap">{formatCents(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <p className="lj-admin-muted lj-admin-table__note">Loading the orders…</p> : null}
        {list.isSuccess && orders.length === 0 ? (
          <p className="lj-admin-muted lj-admin-table__note">
            {hasFilters(filters) ? 'No orders match these filters.' : 'No orders yet.'}
          </p>
        ) : null}
      </section>
      <ShowMore list={list} label="Show more orders" />
    </section>
  );
}
