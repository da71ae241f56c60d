/**
 * The customers module: a customer's account, addresses and wishlist, and the back office's customers, over one
 * service and one repository.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { accountRoutes } from './account-routes';
import { addressRoutes } from './address-routes';
import { adminCustomerRoutes } from './admin-routes';
import { createCustomerRepository } from './repository';
import { type CustomerServiceOptions, createCustomerService } from './service';
import { wishlistRoutes } from './wishlist-routes';

export async function register(app: FastifyInstance, deps: ModuleDeps & Omit<CustomerServiceOptions, 'repository'>) {
  const customers = createCustomerService({ ...deps, repository: createCustomerRepository(deps.db) });
  await app.register(accountRoutes, { account: customers.account });
  await app.register(addressRoutes, { addresses: customers.addresses });
  await app.register(wishlistRoutes, { wishlist: customers.wishlist });
  await app.register(adminCustomerRoutes, { customers: customers.staff });
  return { profile: customers.account.profile };
}
