/**
 * The pricing module (issue 29): the metal rates the back office sets, with their history, and the owner's rate feed,
 * read by a schedule of the job queue (METAL_RATE_FEED_SECONDS, one process per slot); computed prices follow the
 * rate in force, and the pieces' price ranges follow it by the `price-ranges` job. The currencies shoppers may see
 * prices in, at the rates the back office sets; and the tax classes (HSN code and GST rate) pieces are taxed in.
 */
import type { FastifyInstance } from 'fastify';
import { cronEvery, scheduledQueue } from '../../jobs/cron';
import type { ModuleDeps } from '../deps';
import { adminPricingRoutes } from './admin-routes';
import { createCurrencyRepository } from './currency-repository';
import { currencyRoutes } from './currency-routes';
import { createCurrencyService } from './currency-service';
import { createFeedRepository } from './feed-repository';
import { registerPriceRanges } from './price-ranges';
import { createPricingRepository } from './repository';
import { createPricingService } from './service';
import { taxClassRoutes } from './tax-class-routes';
import { createTaxClassService, pricesIncludeTax } from './tax-classes';

export const RATE_FEED_QUEUE = scheduledQueue('metal-rate-feed');

export async function register(
  app: FastifyInstance,
  { db, config, jobs, logger, onCatalogueChanged }: ModuleDeps & { onCatalogueChanged: () => void },
) {
  const currencyRepository = createCurrencyRepository(db);
  const ranges = registerPriceRanges(jobs, db, onCatalogueChanged);
  const pricing = createPricingService({
    repository: createPricingRepository(db, ranges.queue),
    feeds: createFeedRepository(db, ranges.queue),
    currencies: currencyRepository,
    logger,
    production: config.nodeEnv === 'production',
    onCatalogueChanged,
    wakeRanges: ranges.wake,
  });
  jobs.schedule(RATE_FEED_QUEUE, cronEvery(config.metalRateFeedSeconds), async () => {
    await pricing.checkFeed();
  });
  await app.register(adminPricingRoutes, { pricing });
  const currencies = createCurrencyService({
    repository: currencyRepository,
    base: config.shopCurrency,
    onPricesChanged: onCatalogueChanged,
    pricesIncludeTax: () => pricesIncludeTax(db),
  });
  await app.register(currencyRoutes, { currencies });
  await app.register(taxClassRoutes, { taxes: createTaxClassService(db, { onCatalogueChanged }) });
  app.decorate('invalidateCurrencies', currencies.invalidate);
  return { pricing, currencies };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the storefront's currencies answer: called with the catalogue's invalidation, in every process. */
    invalidateCurrencies?: () => void;
  }
}
