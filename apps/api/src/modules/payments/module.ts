/**
 * The payments module (decision 022): the methods checkout offers, the providers' webhooks, and the owner's payment
 * settings in the back office.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { adminSettingsRoutes } from './admin-routes';
import type { PaymentGateways } from './gateway';
import { gatewaysFrom } from './gateways';
import { createPaymentRepository } from './repository';
import { paymentRoutes } from './routes';
import { createPaymentService } from './service';

/** `gateways`: the online payment providers; by default those the configuration has settings for. */
export async function register(app: FastifyInstance, deps: ModuleDeps & { gateways?: PaymentGateways | undefined }) {
  const { config } = deps;
  const payments = createPaymentService({
    repository: createPaymentRepository(deps.db),
    gateways: deps.gateways ?? gatewaysFrom(config),
    deliveries: deps.deliveries,
    publicUrl: config.publicUrl,
    logger: deps.logger,
    payOnDeliveryMax: config.payOnDeliveryMax,
  });
  await app.register(paymentRoutes, { payments });
  await app.register(adminSettingsRoutes, { payments, publicUrl: config.publicUrl });
  return payments;
}
