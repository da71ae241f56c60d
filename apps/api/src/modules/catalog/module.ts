/**
 * The catalog module: products, their photos and stock — the storefront's listing, search and product pages, and the
 * back office's products, photos (encoded by a job of the queue), stock and CSV import/export. Every process's
 * catalogue cache (and the rendered pages built from it) hears of a change made through any of them (decision 021,
 * `app.catalogEvents`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ModuleDeps } from '../deps';
import { createAdminProductRepository } from './admin-repository';
import { adminProductRoutes } from './admin-routes';
import { createAdminProductService } from './admin-service';
import { createAdminVariantService } from './admin-variants-service';
import { type CatalogEvents, createCatalogEvents } from './events';
import { productPageHints } from './page-hints';
import { createPhotoRepository } from './photo-repository';
import { photoRoutes } from './photo-routes';
import { createPhotoService, storefrontPhotos } from './photo-service';
import { createProductCsv } from './products-csv';
import { createCatalogRepository } from './repository';
import { catalogRoutes } from './routes';
import { createCatalogService } from './service';

export async function register(app: FastifyInstance, deps: ModuleDeps & { database: Database }) {
  const { db, config, database, jobs, logger } = deps;
  // One repository and one service, each composed of its parts: the storefront's, the photos' and the staff's.
  const repository = {
    ...createCatalogRepository(db),
    photos: createPhotoRepository(db),
    staff: createAdminProductRepository(db),
  };
  const photos = storefrontPhotos(repository.photos);
  const catalog = createCatalogService(repository, { cacheSeconds: config.catalogCacheSeconds, photos });
  await app.register(catalogRoutes, { catalog });
  const events = createCatalogEvents({
    url: database.kind === 'postgres' ? database.url : undefined,
    db,
    // The server-rendered pages show the catalogue too, and the currencies its prices convert at: they are
    // forgotten with it.
    onChange: () => {
      catalog.invalidate();
      app.invalidateCurrencies?.();
      app.invalidatePages?.();
    },
    logger,
  });
  app.decorate('catalogEvents', events);
  app.addHook('onClose', () => events.close());
  const onCatalogueChanged = events.changed;

  const staff = {
    // A photo's encoding is a job (`photo-encode`): registered here, before the queue starts.
    photos: createPhotoService({ repository: repository.photos, onCatalogChanged: onCatalogueChanged, jobs, logger }),
    products: createAdminProductService(repository.staff, { onCatalogueChanged, photos }),
    variants: createAdminVariantService(repository.staff, { onCatalogueChanged, photos }),
    csv: createProductCsv(repository.staff, { onCatalogueChanged }),
  };
  await app.register(photoRoutes, { photos: staff.photos });
  await app.register(adminProductRoutes, { products: staff.products, variants: staff.variants, csv: staff.csv });
  return {
    photos,
    onCatalogueChanged,
    productIds: catalog.productIds,
    findPieces: catalog.findPieces,
    pageHints: productPageHints(catalog),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Call `catalogEvents.changed()` after committing a change to products, photos or stock. */
    catalogEvents: CatalogEvents;
  }
}
