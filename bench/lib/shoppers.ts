/**
 * Shoppers for the order benches (orders.ts, payments.ts): the opening catalogue (every size stocked deep) and many
 * verified customers written through the API's own repositories before the server starts, each with one primary address and a session minted as
 * a sign-in stores it, and a pool of their carts filled through the real cart endpoint, off the clock.
 */

import { mkdirSync } from 'node:fs';
import { API_PATHS } from '@lumen/contract/routes';
import { openDatabase } from '../../apps/api/src/db/client';
import { productVariants } from '../../apps/api/src/db/schema';
import { createAuthRepository } from '../../apps/api/src/modules/auth/repository';
import { hashToken, newSessionToken } from '../../apps/api/src/modules/auth/tokens';
import { createCartRepository } from '../../apps/api/src/modules/cart/repository';
import { createCatalogRepository } from '../../apps/api/src/modules/catalog/repository';
import { seedCatalog } from '../../apps/api/src/modules/catalog/seed';
import { createAddressRepository } from '../../apps/api/src/modules/customers/address-repository';
import { seedAccounts } from '../seed-accounts';
import { builtPgliteTemplate } from './pglite-template';
import { scratchDir } from './server';
import { numberFromEnv } from './settings';

/**
 * Cart lines of every order (BENCH_ORDER_LINES, 3 as issue 28's budget has it): distinct products, spread over the
 * catalogue (no single hot best-seller row).
 */
export const LINES_PER_ORDER = numberFromEnv('BENCH_ORDER_LINES', 3);
/** Requests in flight while the carts are filled (off the clock). */
const FILL_CONCURRENCY = 8;
/** Pieces on hand of every stocked size in a bench's shop. */
const BENCH_STOCK = 1_000_000;

export type Buyer = { id: number; token: string; addressId: number };
export type CartProduct = { id: number; size: string | null };
export type Shoppers = { dataDir: string; buyers: Buyer[]; products: CartProduct[]; seconds: number };

export type ShopperOptions = {
  /** The customers' run tag (four digits in their e-mails and mobile numbers). */
  tag: string;
  customers: number;
  /** PostgreSQL; a PGlite folder in the scratch folder when unset. */
  databaseUrl: string | undefined;
  /** Names the scratch data folder and the PGlite template's messages. */
  name: string;
};

/** The catalogue and the customers (one address each, a session each), written before the server starts. */
export async function seedShoppers(options: ShopperOptions): Promise<Shoppers> {
  const started = performance.now();
  const dataDir = scratchDir(`${options.name}-data`);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir,
    pgliteTemplate: options.databaseUrl ? undefined : builtPgliteTemplate(dataDir, `${options.name} bench`),
  });
  try {
    const catalog = createCatalogRepository(database.db);
    await seedCatalog(catalog);
    // The opening stock (150 to 399 a size, a few pieces short) runs out after a few thousand orders: a bench
    // places more, so every size the shop stocks is stocked deep.
    await database.db.update(productVariants).set({ quantity: BENCH_STOCK });
    const cart = createCartRepository(database.db);
    const products: CartProduct[] = [];
    for (const id of await catalog.allIds()) {
      const product = await cart.product(id);
      // A piece made with an initial is never bought plain: it is left out.
      if (product && product.personalisation?.kind !== 'initial') {
        products.push({ id, size: product.sizes[0] ?? null });
      }
    }
    const accounts = await seedAccounts(database.db, {
      count: options.customers,
      addresses: 1,
      wishlist: 0,
      tag: options.tag,
      sharedPasswordHash: true,
    });
    const auth = createAuthRepository(database.db);
    const addresses = createAddressRepository(database.db);
    const buyers: Buyer[] = [];
    for (const account of accounts) {
      const token = newSessionToken();
      await auth.createSession({
        userId: account.id,
        tokenHash: hashToken(token),
        method: 'password',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const address = await addresses.primary(account.id);
      if (!address) throw new Error(`customer ${account.id} has no primary address`);
      buyers.push({ id: account.id, token, addressId: address.id });
    }
    return { dataDir, buyers, products, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** The headers of a signed-in customer's JSON request. */
export const authorized = (buyer: Buyer) => ({
  authorization: `Bearer ${buyer.token}`,
  'content-type': 'application/json',
});

/** Puts LINES_PER_ORDER pieces in each buyer's cart through the cart endpoint, FILL_CONCURRENCY at a time. */
export async function fillCarts(origin: string, buyers: Buyer[], products: CartProduct[], offset: number) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < buyers.length; i = next++) {
      const buyer = buyers[i] as Buyer;
      for (let line = 0; line < LINES_PER_ORDER; line++) {
        const product = products[((offset + i) * LINES_PER_ORDER + line) % products.length] as CartProduct;
        const response = await fetch(`${origin}${API_PATHS.cartItems}`, {
          method: 'POST',
          headers: authorized(buyer),
          body: JSON.stringify({ product_id: product.id, size: product.size, quantity: 1 }),
        });
        const body = (await response.json()) as { message: string };
        if (!response.ok) throw new Error(`cart of customer ${buyer.id} answered ${response.status}: ${body.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, worker));
}

/**
 * Customers with filled carts, taken in turn from `shoppers.buyers`: `topUp(count)` fills carts until `count` wait
 * in `pool` (placing an order empties its cart, so each is used once; the caller removes what it used).
 */
export function cartPool(origin: string, shoppers: Shoppers) {
  let cursor = 0;
  const state = { pool: [] as Buyer[], fillSeconds: 0 };
  return {
    state,
    async topUp(count: number) {
      const fresh: Buyer[] = [];
      while (state.pool.length + fresh.length < count) {
        fresh.push(shoppers.buyers[cursor % shoppers.buyers.length] as Buyer);
        cursor += 1;
      }
      const started = performance.now();
      await fillCarts(origin, fresh, shoppers.products, cursor);
      state.fillSeconds += (performance.now() - started) / 1000;
      state.pool.push(...fresh);
    },
  };
}
