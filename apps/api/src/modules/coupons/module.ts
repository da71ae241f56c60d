/**
 * The coupons module: a shopper's check of a code and the banner's promotion, and the back office's coupons (create,
 * edit, pause, their uses). The banner's coupon is seeded on the first start, like the opening catalogue. Answers the
 * repository the cart prices its coupon with, and the sale in force (the assistant's answer).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createAdminCouponRepository } from './admin-repository';
import { adminCouponRoutes } from './admin-routes';
import { createAdminCouponService } from './admin-service';
import { createCouponRepository } from './repository';
import { couponRoutes } from './routes';
import { seedCoupons } from './seed';
import { createCouponService } from './service';

export async function register(app: FastifyInstance, { db }: ModuleDeps) {
  const repository = { ...createCouponRepository(db), staff: createAdminCouponRepository(db) };
  // A no-op once the shop has coupons.
  await seedCoupons(repository);
  const coupons = { ...createCouponService(repository), staff: createAdminCouponService(repository.staff) };
  await app.register(couponRoutes, { coupons });
  await app.register(adminCouponRoutes, { coupons: coupons.staff });
  return { repository, sale: coupons.sale };
}
