/**
 * The checkout module: placing an order, "Pay now", the shopper's return from the provider, the confirmation, and
 * the scheduled lapse of unpaid orders (run in every process; its statements are safe from several at once).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createCheckoutRepository } from './repository';
import { checkoutRoutes } from './routes';
import { type CheckoutServiceOptions, createCheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout; the tests run its lapse and refund checks (`runChecks`) when they choose. */
    checkout: ReturnType<typeof createCheckoutService>;
  }
}

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps & Pick<CheckoutServiceOptions, 'orders' | 'payments' | 'orderLinks' | 'onCatalogueChanged'>,
) {
  const checkout = createCheckoutService({
    repository: createCheckoutRepository(deps.db),
    orders: deps.orders,
    payments: deps.payments,
    notifier: deps.notifier,
    orderLinks: deps.orderLinks,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
    onCatalogueChanged: deps.onCatalogueChanged,
    checkIntervalMs: deps.config.paymentCheckSeconds * 1000,
  });
  app.decorate('checkout', checkout);
  app.addHook('onReady', async () => checkout.start());
  app.addHook('preClose', () => checkout.stop());
  await app.register(checkoutRoutes, { checkout });
  return checkout;
}
