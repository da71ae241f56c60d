/**
 * The checkout module: placing an order, "Pay now", the shopper's return from the provider, the confirmation, and
 * the lapse of unpaid orders with the refunds still due — a schedule of the job queue (PAYMENT_CHECK_SECONDS), run
 * once per slot by one process.
 */
import type { FastifyInstance } from 'fastify';
import { cronEvery, scheduledQueue } from '../../jobs/cron';
import { seal, secretBoxKey } from '../../lib/secret-box';
import type { ModuleDeps } from '../deps';
import { staffSecretKey } from '../staff/secret-key';
import { createCheckoutRepository } from './repository';
import { checkoutRoutes } from './routes';
import { type CheckoutServiceOptions, createCheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout; the tests run its lapse and refund checks (`runChecks`) when they choose. */
    checkout: ReturnType<typeof createCheckoutService>;
  }
}

/** Seals PANs under the shop's secret key (STAFF_SECRET_KEY, else the one it keeps), drawn for the purpose `pan`. */
function panSealer(secret: () => Promise<string>) {
  let key: Promise<Buffer> | undefined;
  return async (pan: string) => {
    key ??= secret().then((value) => secretBoxKey(value, 'pan'));
    return seal(await key, pan, 'order-pan');
  };
}

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps & Pick<CheckoutServiceOptions, 'orders' | 'payments' | 'orderLinks' | 'onCatalogueChanged'>,
) {
  const checkout = createCheckoutService({
    repository: createCheckoutRepository(deps.db),
    orders: deps.orders,
    payments: deps.payments,
    deliveries: deps.deliveries,
    jobs: deps.jobs,
    orderLinks: deps.orderLinks,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
    onCatalogueChanged: deps.onCatalogueChanged,
    sealPan: panSealer(staffSecretKey(deps.config, deps.db)),
  });
  app.decorate('checkout', checkout);
  deps.jobs.schedule(scheduledQueue('payment-checks'), cronEvery(deps.config.paymentCheckSeconds), () =>
    checkout.runChecks(),
  );
  await app.register(checkoutRoutes, { checkout });
  return checkout;
}
