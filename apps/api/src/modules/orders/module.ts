/**
 * The orders module: a customer's orders (list, details, cancellation, invoice, credit note) and the back office's
 * (list, details, fulfilment, notes, packing slip, dashboard), over one service and one repository. Placing an order
 * is the checkout's (modules/checkout).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { adminOrderRoutes } from './admin-routes';
import { dashboardRoutes } from './dashboard-routes';
import { createOrderRepository } from './repository';
import { createOrderService, type OrderServiceOptions } from './service';
import { customerOrderRoutes } from './store-routes';

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps & Pick<OrderServiceOptions, 'payments' | 'onCatalogueChanged'>,
) {
  const orders = createOrderService({
    repository: createOrderRepository(deps.db),
    deliveries: deps.deliveries,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    onCatalogueChanged: deps.onCatalogueChanged,
    payments: deps.payments,
  });
  await app.register(customerOrderRoutes, { orders });
  await app.register(adminOrderRoutes, { orders });
  await app.register(dashboardRoutes, { orders });
  return orders;
}
