/**
 * Orders once placed, for the customer and the back office, over one repository: the customer's list, details,
 * cancellation, invoice and credit note (customer-orders.ts); the staff's list, details, fulfilment steps, notes and
 * packing slip (staff-orders.ts); the dashboard (dashboard.ts). What a cancellation does to the payment is the payment
 * service's (`afterCancel`), given here as a port, so that orders know nothing of how an order is paid.
 */
import type { OrderRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Deliveries } from '../deliveries/service';
import { customerOrders } from './customer-orders';
import { dashboard } from './dashboard';
import type { OrderRepository } from './repository';
import { staffOrders } from './staff-orders';

export type OrderServiceOptions = {
  repository: OrderRepository;
  deliveries: Deliveries;
  logger: Logger;
  /** The shop's public address, for the order's link in the customer's e-mails. */
  publicUrl: string;
  /** Called after a cancellation has returned its stock (`catalogEvents.changed`, decision 021). */
  onCatalogueChanged: () => void;
  /** After a cancellation has committed: a paid order's refund asked for, an unpaid checkout closed. */
  payments: { afterCancel(row: OrderRow): Promise<void> };
  now?: () => Date;
};

export type OrderContext = OrderServiceOptions & { now: () => Date };

export function createOrderService(options: OrderServiceOptions) {
  const context: OrderContext = { ...options, now: options.now ?? (() => new Date()) };
  return { ...customerOrders(context), staff: staffOrders(context), dashboard: dashboard(context) };
}

export type OrderService = ReturnType<typeof createOrderService>;
