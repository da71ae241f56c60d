/**
 * An order's timeline as the customer sees it: placed, shipped (with the carrier, the tracking number and a link to
 * the carrier's page), then delivered or cancelled (by whom, and why when the shop cancelled). The steps still to
 * come are shown muted, so the shopper sees where the order stands.
 */
import type { Order, OrderEvent } from '@lumen/contract/orders';
import { formatOrderDateTime } from './order-status';

const TITLES: Record<OrderEvent['kind'], string> = {
  placed: 'Order placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

function StepDetails({ event }: { event: OrderEvent }) {
  if (event.kind === 'shipped' && event.shipment) {
    const { carrier, tracking_number, tracking_url } = event.shipment;
    return (
      <p className="order-timeline__details">
        {carrier} · Tracking number <span className="order-timeline__tracking">{tracking_number}</span>
        {tracking_url ? (
          <>
            {' · '}
            <a href={tracking_url} target="_blank" rel="noopener noreferrer">
              Track your parcel<span className="visually-hidden"> with {carrier} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    );
  }
  if (event.kind === 'cancelled') {
    return (
      <p className="order-timeline__details">
        {event.cancelled_by === 'customer' ? 'Cancelled by you' : 'Cancelled by Lumen Jewels'}
        {event.reason ? `: ${event.reason}` : null}
      </p>
    );
  }
  return null;
}

/** The steps that can still happen after the last one. */
function stepsToCome(order: Pick<Order, 'status' | 'timeline'>): OrderEvent['kind'][] {
  if (order.status !== 'Pending') return [];
  return order.timeline.some((e) => e.kind === 'shipped') ? ['delivered'] : ['shipped', 'delivered'];
}

/**
 * The timeline; `compact` (the orders list) shows the steps' names in a row, without times and details, and the
 * tracking link only on the order's page.
 */
export function OrderTimeline({
  order,
  compact = false,
}: {
  order: Pick<Order, 'status' | 'timeline'>;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <ol className="order-timeline order-timeline--compact" aria-label="Order progress">
        {order.timeline.map((event) => (
          <li key={event.kind} className={`order-timeline__step order-timeline__step--${event.kind}`}>
            <span className="order-timeline__dot" aria-hidden="true" />
            {TITLES[event.kind]}
            {event.kind === 'shipped' && event.shipment ? ` (${event.shipment.carrier})` : null}
          </li>
        ))}
        {stepsToCome(order).map((kind) => (
          <li key={kind} className="order-timeline__step order-timeline__step--to-come">
            <span className="order-timeline__dot" aria-hidden="true" />
            {TITLES[kind]}
            <span className="visually-hidden"> (not yet)</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="order-timeline">
      {order.timeline.map((event) => (
        <li key={event.kind} className={`order-timeline__step order-timeline__step--${event.kind}`}>
          <span className="order-timeline__dot" aria-hidden="true" />
          <div>
            <p className="order-timeline__title">{TITLES[event.kind]}</p>
            <time className="order-timeline__at" dateTime={event.at}>
              {formatOrderDateTime(event.at)}
            </time>
            <StepDetails event={event} />
          </div>
        </li>
      ))}
      {stepsToCome(order).map((kind) => (
        <li key={kind} className="order-timeline__step order-timeline__step--to-come">
          <span className="order-timeline__dot" aria-hidden="true" />
          <div>
            <p className="order-timeline__title">
              {TITLES[kind]}
              <span className="visually-hidden"> (not yet)</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
