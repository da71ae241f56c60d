/**
 * Customer accounts for the benches: N verified accounts, each with its own password hashed by the API's own
 * `hashPassword` (argon2id with the server's parameters) and written through the API's auth repository as sign-up and
 * a verified code leave them, each with saved addresses and wishlist items written through the address and wishlist
 * repositories. Nothing random: the same options give the same rows. E-mails and mobile numbers carry `tag`, so the
 * accounts of one run can be told apart (and removed) in a shared database.
 */
import { MAX_ADDRESSES } from '@lumen/contract/addresses';
import { ADDRESS_TYPES } from '@lumen/contract/constants';
import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { authLimits, orders, outboxMessages, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { createAuthRepository } from '../apps/api/src/modules/auth/repository';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/repository';
import { createAddressRepository } from '../apps/api/src/modules/customers/address-repository';
import { createWishlistRepository } from '../apps/api/src/modules/customers/wishlist-repository';

export type BenchAccount = { id: number; name: string; email: string; mobile: string; password: string };

export type AccountSeedOptions = {
  count: number;
  /** Saved addresses per account; the first is the primary one. */
  addresses: number;
  /** Wishlist items per account, distinct products of the catalogue (which must hold at least this many). */
  wishlist: number;
  /** Four digits in every e-mail and mobile number of the run. */
  tag: string;
  /**
   * For accounts that never sign in with their password (a bench that mints their sessions directly): hash one
   * password and store it for all, instead of thousands of argon2 hashes. Only the first account's password then
   * signs in.
   */
  sharedPasswordHash?: boolean;
};

const EMAIL_DOMAIN = 'bench.lumenjewels.example';
const emailOf = (index: number, tag: string) => `customer${index + 1}.${tag}@${EMAIL_DOMAIN}`;

const CITIES = [
  { city: 'Mumbai', state: 'Maharashtra', postal: '400001' },
  { city: 'Bengaluru', state: 'Karnataka', postal: '560001' },
  { city: 'Jaipur', state: 'Rajasthan', postal: '302001' },
  { city: 'Chennai', state: 'Tamil Nadu', postal: '600001' },
  { city: 'Kolkata', state: 'West Bengal', postal: '700001' },
];

const STREETS = ['MG Road', 'Park Street', 'Lake View Lane'];
const BUILDINGS = ['Lotus Towers', 'Rose Court', 'Silver Oaks'];

/** `list[i]`, going round the list. */
function at<T>(list: readonly T[], i: number): T {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

/** The accounts `seedAccounts` writes, without a database and without their ids. */
export function generateAccounts(options: Pick<AccountSeedOptions, 'count' | 'tag'>): Omit<BenchAccount, 'id'>[] {
  if (!/^\d{4}$/.test(options.tag)) throw new Error(`account tag ${options.tag} is not four digits`);
  if (options.count > 99_999) throw new Error('at most 99,999 accounts per tag');
  return Array.from({ length: options.count }, (_, index) => ({
    name: `Bench Customer ${index + 1}`,
    email: emailOf(index, options.tag),
    // Ten digits: 9, the tag, and the account's number.
    mobile: `9${options.tag}${String(index).padStart(5, '0')}`,
    // Meets the sign-up rule (upper and lower case, a digit, a symbol) and is no common password.
    password: `Lumen-${options.tag}-Pass${index + 1}!`,
  }));
}

/** Writes the accounts (hashing their passwords first, in parallel on libuv's pool) and answers them with their ids. */
export async function seedAccounts(db: Db, options: AccountSeedOptions): Promise<BenchAccount[]> {
  const auth = createAuthRepository(db);
  const addresses = createAddressRepository(db);
  const wishlist = createWishlistRepository(db);
  const productIds = await createCatalogRepository(db).allIds();
  if (productIds.length < options.wishlist) {
    throw new Error(`the catalogue holds ${productIds.length} products, fewer than ${options.wishlist} to like`);
  }

  const planned = generateAccounts(options);
  const hashes = options.sharedPasswordHash
    ? Array(planned.length).fill(await hashPassword(planned[0]?.password ?? ''))
    : await Promise.all(planned.map((account) => hashPassword(account.password)));
  const accounts: BenchAccount[] = [];
  // One write at a time: PGlite has a single connection, and the address writes lock the customer's row.
  for (const [index, account] of planned.entries()) {
    const user = await auth.replacePendingAndCreate({
      name: account.name,
      email: account.email,
      mobile: account.mobile,
      passwordHash: hashes[index] ?? '',
    });
    await auth.proveIdentifier(user.id, { kind: 'email', value: account.email }, async () => undefined);
    for (let n = 0; n < options.addresses; n++) {
      const place = at(CITIES, index + n);
      await addresses.add(
        user.id,
        {
          address_line_1: `${12 + n * 7 + (index % 90)} ${at(STREETS, n)}`,
          address_line_2: `Flat ${100 + n}, ${at(BUILDINGS, n)}`,
          city: place.city,
          state: place.state,
          country: 'India',
          postal_code: place.postal,
          address_type: at(ADDRESS_TYPES, n),
        },
        MAX_ADDRESSES,
      );
    }
    // Distinct products per account, each account starting further along the catalogue.
    for (let n = 0; n < options.wishlist; n++) {
      await wishlist.add(user.id, at(productIds, index * options.wishlist + n));
    }
    accounts.push({ id: user.id, ...account });
  }
  return accounts;
}

/**
 * Removes the accounts of `tag` with their orders (which otherwise keep an account from being deleted: they are tax
 * records), the messages the outbox kept for them and their limit counters (keyed `<limit>:user:<id>…`, or
 * `<limit>:email:<address>…` / `<limit>:mobile:<number>…` for calls that named no account); sessions, addresses,
 * wishlists and carts go with the accounts.
 */
export async function removeAccounts(db: Db, tag: string): Promise<void> {
  const pattern = `%.${tag}@${EMAIL_DOMAIN}`;
  const ids = (await db.select({ id: users.id }).from(users).where(like(users.email, pattern))).map((row) => row.id);
  await db.delete(orders).where(inArray(orders.userId, ids));
  await db.delete(outboxMessages).where(like(outboxMessages.recipient, pattern));
  await db.delete(users).where(inArray(users.id, ids));
  await db.execute(sql`
    delete from ${authLimits}
    where (split_part(key, ':', 2) = 'user' and split_part(key, ':', 3) = any(${sql.param(ids.map(String))}::text[]))
       or (split_part(key, ':', 2) = 'email' and split_part(key, ':', 3) like ${pattern})
       or (split_part(key, ':', 2) = 'mobile' and split_part(key, ':', 3) like ${`9${tag}_____`})`);
}
