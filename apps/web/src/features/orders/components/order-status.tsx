/**
 * Where an order is as a badge: the spec's status (Pending, Delivered, Cancelled), or Shipped once a Pending order
 * has a shipment (`orderStage`); and its date as the shop writes it.
 */

import type { OrderStatus } from '@lumen/contract/constants';
import { type OrderEvent, orderStage } from '@lumen/contract/orders';

export function OrderStatusBadge({ order }: { order: { status: OrderStatus; timeline: OrderEvent[] } }) {
  const { label } = orderStage(order);
  return <span className={`order-status order-status--${label.toLowerCase()}`}>{label}</span>;
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
