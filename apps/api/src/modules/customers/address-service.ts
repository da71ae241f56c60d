/** A customer's saved addresses: only their own, exactly one primary when they have any, at most MAX_ADDRESSES. */
import { ADDRESS_MESSAGES, type Address, type AddressInputSchema, MAX_ADDRESSES } from '@lumen/contract/addresses';
import type { z } from 'zod';
import { conflict, notFound } from '../../plugins/envelope-and-errors';
import type { AddressRepository, AddressRow } from './address-repository';

type Input = z.output<typeof AddressInputSchema>;
const NOT_FOUND = 'This address could not be found.';

/** The address itself, in the contract's field names: what an order keeps of the address it was sent to. */
export function postalAddress(row: AddressRow): Omit<Address, 'id' | 'primary'> {
  return {
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    postal_code: row.postalCode,
    address_type: row.addressType,
  };
}

export function toAddress(row: AddressRow): Address {
  return { id: row.id, ...postalAddress(row), primary: row.isPrimary ? 1 : 0 };
}

export function createAddressService(repository: AddressRepository) {
  return {
    async list(userId: number) {
      return (await repository.list(userId)).map(toAddress);
    },
    async primary(userId: number) {
      const row = await repository.primary(userId);
      return row ? toAddress(row) : null;
    },
    async add(userId: number, input: Input) {
      const row = await repository.add(userId, input, MAX_ADDRESSES);
      if (row === 'full') throw conflict(ADDRESS_MESSAGES.limit);
      if (!row) throw new Error('address insert returned nothing');
      return toAddress(row);
    },
    async update(userId: number, id: number, input: Input) {
      const row = await repository.update(userId, id, input);
      if (!row) throw notFound(NOT_FOUND);
      return toAddress(row);
    },
    async remove(userId: number, id: number) {
      if (!(await repository.remove(userId, id))) throw notFound(NOT_FOUND);
    },
    async setPrimary(userId: number, id: number) {
      if (!(await repository.setPrimary(userId, id))) throw notFound(NOT_FOUND);
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
