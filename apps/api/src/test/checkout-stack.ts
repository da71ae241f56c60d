/**
 * The order stack — payments, orders and the checkout over them — on a test's database, wired as app.ts wires it,
 * for tests that swap the payment providers, watch the log, stand in for a second process, or replace one
 * repository's statement.
 */

import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../lib/logger';
import { seal, secretBoxKey } from '../lib/secret-box';
import { createOrderLinks } from '../modules/auth/order-links';
import { type CheckoutRepository, createCheckoutRepository } from '../modules/checkout/repository';
import { createCheckoutService } from '../modules/checkout/service';
import { createDeliveryRepository } from '../modules/deliveries/repository';
import { createDeliveries } from '../modules/deliveries/service';
import { createOrderRepository } from '../modules/orders/repository';
import { createOrderService } from '../modules/orders/service';
import type { PaymentGateways } from '../modules/payments/gateway';
import { createPaymentRepository } from '../modules/payments/repository';
import { createPaymentService } from '../modules/payments/service';
import { testLogger } from './logger';

export function checkoutStack(
  db: Db,
  /** The test app's job queue (`t.app.jobs`): the stack's messages go on it, in the stack's transactions. */
  jobs: JobQueue,
  options: {
    gateways?: PaymentGateways;
    timeoutMs?: number;
    logger?: Logger;
    publicUrl?: string;
    /** In place of the checkout's own statements (e.g. one whose transaction fails as a race would). */
    checkoutRepository?: CheckoutRepository;
  } = {},
) {
  const logger = options.logger ?? testLogger();
  const deliveries = createDeliveries({ repository: createDeliveryRepository(db), jobs });
  const publicUrl = options.publicUrl ?? '';
  const onCatalogueChanged = () => undefined;
  const payments = createPaymentService({
    repository: createPaymentRepository(db),
    gateways: options.gateways ?? {},
    deliveries,
    publicUrl,
    logger,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const orders = createOrderService({
    repository: createOrderRepository(db),
    deliveries,
    logger,
    publicUrl,
    onCatalogueChanged,
    payments,
  });
  const checkout = createCheckoutService({
    repository: options.checkoutRepository ?? createCheckoutRepository(db),
    orders,
    payments,
    deliveries,
    jobs,
    orderLinks: createOrderLinks({ secret: async () => 'checkout-stack' }),
    sealPan: async (pan) => seal(secretBoxKey('checkout-stack-secret-of-at-least-32-chars', 'pan'), pan, 'order-pan'),
    publicUrl,
    logger,
    onCatalogueChanged,
  });
  return { payments, orders, checkout };
}
