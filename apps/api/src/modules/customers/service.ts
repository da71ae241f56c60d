/**
 * What the shop does for and about a customer, in one place: their account (profile, avatar, identifier changes),
 * addresses and wishlist, and the back office's customers (list, details, export, sessions ended, disabling).
 */
import type { ProductPhoto } from '@lumen/contract/catalog';
import type { IdentifierChanges } from '../auth/identifier-change';
import type { SessionCache } from '../auth/session-cache';
import { createAccountService } from './account-service';
import { createAddressService } from './address-service';
import { createAdminCustomerService } from './admin-service';
import type { CustomerRepository } from './repository';
import { createWishlistService } from './wishlist-service';

export type CustomerServiceOptions = {
  repository: CustomerRepository;
  identifierChanges: IdentifierChanges;
  /** Every session of a customer, cached by the auth guard: ended when the back office disables them. */
  sessions: SessionCache;
  photos: (productIds: number[]) => Promise<Map<number, ProductPhoto[]>>;
};

export function createCustomerService({ repository, identifierChanges, sessions, photos }: CustomerServiceOptions) {
  return {
    account: createAccountService(repository.account, identifierChanges),
    addresses: createAddressService(repository.addresses),
    wishlist: createWishlistService(repository.wishlist, { photos }),
    staff: createAdminCustomerService(repository.staff, { sessions }),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
