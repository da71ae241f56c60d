/**
 * /admin/dashboard (orders.read): where the back office opens. Orders and revenue today and over the last 7 and 30
 * days, the daily revenue as a small chart (with its figures as a table), the average order, the pieces selling
 * most, the pay-on-delivery money still to collect, what is running low, and the orders waiting to ship, which link to the orders list filtered to them.
 */
import './orders.scss';
import type { AdminDashboard } from '@lumen/contract/admin-orders';
import { formatCents } from '@lumen/contract/money';
import { lineVariantWords } from '@lumen/contract/variant-words';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useDashboard } from './api/orders';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError } from './components/list-states';
import { SHOP_ZONE_LABEL, shopTimeZoned } from './components/shop-time';
import { NO_ORDER_FILTERS, searchFromFilters } from './orders-logic';
import { chartSummary, SalesChart, shortDay } from './sales-chart';

/** The orders list showing what waits to ship, oldest first. */
export const WAITING_TO_SHIP_LINK = `${paths.adminOrders}?${searchFromFilters({
  ...NO_ORDER_FILTERS,
  status: 'Pending',
  shipped: 'no',
  dir: 'asc',
})}`;

const DAY_COLUMNS: AdminColumn<AdminDashboard['daily'][number]>[] = [
  { key: 'day', header: 'Day', rowHeader: true, cell: (day) => shortDay(day.date) },
  {
    key: 'orders',
    header: 'Orders',
    headClassName: 'lj-orders-num',
    className: 'lj-orders-num',
    cell: (day) => day.orders,
  },
  {
    key: 'revenue',
    header: 'Revenue',
    headClassName: 'lj-orders-num',
    className: 'lj-orders-num',
    cell: (day) => formatCents(day.revenue),
  },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function AdminDashboardScreen() {
  usePageMeta({ title: 'Dashboard', description: 'Lumen Jewels back office: dashboard.' });
  const dashboard = useDashboard();

  return (
    <section className="lj-admin-page lj-dash" aria-labelledby="dashboard-title">
      <div className="lj-admin-page__head">
        <h1 id="dashboard-title" className="lj-admin-page__title">
          Dashboard
        </h1>
        {dashboard.data ? (
          <p className="lj-admin-muted lj-dash__zone">
            Days and times are on the shop’s clock: {SHOP_ZONE_LABEL} ({dashboard.data.time_zone}).
          </p>
        ) : null}
      </div>
      {dashboard.isPending ? <p className="lj-admin-muted">Loading the figures…</p> : null}
      {dashboard.isError ? <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.data ? <DashboardBody data={dashboard.data} /> : null}
    </section>
  );
}

function DashboardBody({ data }: { data: NonNullable<ReturnType<typeof useDashboard>['data']> }) {
  const spans = [
    { label: 'Today', figures: data.today },
    { label: 'Last 7 days', figures: data.last_7_days },
    { label: 'Last 30 days', figures: data.last_30_days },
  ];
  const waiting = data.waiting_to_ship;
  return (
    <>
      <ul className="lj-dash__figures" aria-label="Sales">
        {spans.map(({ label, figures }) => (
          <li key={label} className="lj-dash__figure">
            <span className="lj-dash__figure-label">{label}</span>
            <span className="lj-dash__figure-value">{formatCents(figures.revenue)}</span>
            <span className="lj-admin-muted">{plural(figures.orders, 'order', 'orders')}</span>
          </li>
        ))}
        <li className="lj-dash__figure">
          <span className="lj-dash__figure-label">Average order</span>
          <span className="lj-dash__figure-value">{formatCents(data.average_order_value)}</span>
          <span className="lj-admin-muted">over 30 days</span>
        </li>
        <li className="lj-dash__figure">
          <span className="lj-dash__figure-label">To collect on delivery</span>
          <span className="lj-dash__figure-value">{formatCents(data.to_collect.amount)}</span>
          <span className="lj-admin-muted">{plural(data.to_collect.count, 'order', 'orders')}</span>
        </li>
      </ul>

      <section
        className={`lj-dash__waiting${waiting.count > 0 ? ' lj-dash__waiting--some' : ''}`}
        aria-labelledby="dash-waiting"
      >
        <h2 id="dash-waiting" className="lj-order__card-title">
          Waiting to ship
        </h2>
        {waiting.count === 0 ? (
          <p>Every order has shipped. Nothing is waiting.</p>
        ) : (
          <p>
            <Link to={WAITING_TO_SHIP_LINK} className="lj-dash__waiting-link">
              {plural(waiting.count, 'order waits', 'orders wait')} to ship
            </Link>
            {waiting.oldest ? (
              <span className="lj-admin-muted">
                {' '}
                · the oldest, <Link to={paths.adminOrder(waiting.oldest.order_id)}>{waiting.oldest.order_id}</Link>, was
                placed {shopTimeZoned(waiting.oldest.created_at)}
              </span>
            ) : null}
          </p>
        )}
      </section>

      <section className="lj-order__card lj-dash__chart" aria-labelledby="dash-chart-title">
        <h2 id="dash-chart-title" className="lj-order__card-title">
          Revenue, last 30 days
        </h2>
        <p id="dash-chart-summary" className="lj-admin-muted lj-dash__summary">
          {chartSummary(data.daily)}
        </p>
        <SalesChart days={data.daily} titleId="dash-chart-summary" />
        <details className="lj-dash__table">
          <summary>The figures of each day</summary>
          <AdminTable
            label="Daily figures"
            regionClassName="lj-orders-lines lj-dash__days"
            caption="Orders and revenue each day, oldest first"
            columns={DAY_COLUMNS}
            rows={[...data.daily].reverse()}
            rowKey={(day) => day.date}
          />
        </details>
      </section>

      <div className="lj-dash__lists">
        <section className="lj-order__card" aria-labelledby="dash-top">
          <h2 id="dash-top" className="lj-order__card-title">
            Top pieces, last 30 days
          </h2>
          {data.top_pieces.length === 0 ? (
            <p className="lj-admin-muted">No pieces sold in the last 30 days.</p>
          ) : (
            <ol className="lj-dash__list">
              {data.top_pieces.map((piece) => (
                <li key={`${piece.product_id ?? 'gone'}-${piece.name}`}>
                  <span>{piece.name}</span>
                  <span className="lj-admin-muted">{plural(piece.quantity, 'sold', 'sold')}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="lj-order__card" aria-labelledby="dash-low">
          <h2 id="dash-low" className="lj-order__card-title">
            Low stock
          </h2>
          {data.low_stock.length === 0 ? (
            <p className="lj-admin-muted">Nothing is running low.</p>
          ) : (
            <ul className="lj-dash__list">
              {data.low_stock.map((line) => (
                <li key={line.variant_id ?? `${line.product_id}-${line.size ?? ''}`}>
                  <span>
                    <Link to={paths.adminProduct(line.product_id)}>{line.name}</Link>
                    <span className="lj-admin-muted lj-dash__variant">
                      {line.sku ? `${lineVariantWords(line)} · ${line.sku}` : lineVariantWords(line)}
                    </span>
                  </span>
                  <span className={line.quantity === 0 ? 'lj-dash__out' : 'lj-admin-muted'}>
                    {line.quantity === 0 ? 'Out of stock' : `${line.quantity} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
