/** An order's status (spec §3: Pending, Delivered, Cancelled) as a badge, and its date as the shop writes it. */
import type { OrderStatus } from '@lumen/contract/constants';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-status order-status--${status.toLowerCase()}`}>{status}</span>;
}

const date = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatOrderDate = (iso: string) => date.format(new Date(iso));
export const formatOrderDateTime = (iso: string) => dateTime.format(new Date(iso));
