/**
 * The cart module: a signed-in shopper's cart (lines, sizes, the coupon, merging a visitor's cart at sign-in), priced
 * with the coupons' terms and the catalogue's photos; outside production, a development route that ends a
 * customer's price holds at once.
 */
import type { FastifyInstance } from 'fastify';
import type { CouponRepository } from '../coupons/repository';
import type { ModuleDeps } from '../deps';
import { cartDevRoutes } from './dev-routes';
import { createCartRepository } from './repository';
import { cartRoutes } from './routes';
import { createCartService, type PrimaryPhotos } from './service';

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps & { coupons: CouponRepository; photos: PrimaryPhotos },
) {
  const repository = createCartRepository(deps.db);
  const cart = createCartService(repository, {
    coupons: deps.coupons,
    photos: deps.photos,
    priceLockMinutes: deps.config.priceLockMinutes,
  });
  await app.register(cartRoutes, { cart });
  if (deps.config.devRoutes) await app.register(cartDevRoutes, { carts: repository });
}
