/**
 * The messages the shop sent, as the Deliveries screen and a customer's or an order's page show them: the state's
 * badge, the channel in staff's words, and — on those pages — the latest few as a list (state, channel, subject, when,
 * the last error; the recipient is the page's own customer, so the Deliveries screen alone shows it) with the way to
 * all of them on the Deliveries screen.
 */
import './delivery-list.scss';
import { DELIVERY_CHANNEL_LABELS, DELIVERY_STATE_LABELS, type DeliveryState } from '@lumen/contract/deliveries';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLatestDeliveries } from '../api/deliveries';
import { LoadError } from './list-states';
import { shopTimeZoned } from './shop-time';

/** The state's badge: failed stands out, retrying is ringed, waiting is quiet. */
export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  return (
    <span className={`lj-admin-badge lj-delivery-state lj-delivery-state--${state}`}>
      {DELIVERY_STATE_LABELS[state]}
    </span>
  );
}

/** Whose messages a page shows: a customer's (their id) or an order's (its readable number). */
type About = { user_id: string } | { order_id: string };

/** An e-mail address that may break after its @ on a narrow column, or a mobile number. */
export function Recipient({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

/** The Deliveries screen narrowed to a customer's or an order's messages. */
export const deliveriesOf = (about: About) => `${paths.adminDeliveries}?${new URLSearchParams(about)}`;

const LATEST = 5;

/** The latest messages to a customer or about an order, for a card of its page; `label` names the list. */
export function RecentDeliveries({ about, label }: { about: About; label: string }) {
  const latest = useLatestDeliveries(about, LATEST);
  if (latest.isPending) return <p className="lj-admin-muted">Loading the messages…</p>;
  if (latest.isError) return <LoadError error={latest.error} onRetry={() => void latest.refetch()} />;
  const { deliveries, next_cursor } = latest.data;
  if (deliveries.length === 0) return <p className="lj-admin-muted">No messages sent yet.</p>;
  return (
    <>
      <ul className="lj-delivery-list" aria-label={label}>
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="lj-delivery-list__item">
            <p className="lj-delivery-list__head">
              <DeliveryStateBadge state={delivery.state} />
              <span className="lj-admin-muted">
                {DELIVERY_CHANNEL_LABELS[delivery.channel]} ·{' '}
                <time dateTime={delivery.created_at}>{shopTimeZoned(delivery.created_at)}</time>
              </span>
            </p>
            <p className="lj-delivery-list__subject">{delivery.subject}</p>
            {delivery.last_error && delivery.state !== 'sent' ? (
              <p className="lj-delivery-list__error">{delivery.last_error}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="lj-delivery-list__more">
        {next_cursor ? <span className="lj-admin-muted">The latest {LATEST}. </span> : null}
        <Link to={deliveriesOf(about)}>Open in Deliveries</Link>
      </p>
    </>
  );
}
