/** The pricing module (issue 29): the metal rates the back office sets, with their history; computed prices follow the rate in force. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { adminPricingRoutes } from './admin-routes';
import { createPricingRepository } from './repository';
import { createPricingService } from './service';

export async function register(
  app: FastifyInstance,
  { db, onCatalogueChanged }: ModuleDeps & { onCatalogueChanged: () => void },
) {
  const pricing = createPricingService(createPricingRepository(db), { onCatalogueChanged });
  await app.register(adminPricingRoutes, { pricing });
  return pricing;
}
