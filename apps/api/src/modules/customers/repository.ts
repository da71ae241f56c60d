/**
 * SQL of customers, in one place: a customer's own account, addresses and wishlist, and the back office's view of
 * customers. Each part keeps its statements in its own file.
 */
import type { Db } from '../../db/client';
import { createAccountRepository } from './account-repository';
import { createAddressRepository } from './address-repository';
import { createAdminCustomerRepository } from './admin-repository';
import { createWishlistRepository } from './wishlist-repository';

export function createCustomerRepository(db: Db) {
  return {
    account: createAccountRepository(db),
    addresses: createAddressRepository(db),
    wishlist: createWishlistRepository(db),
    staff: createAdminCustomerRepository(db),
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
