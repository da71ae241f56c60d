/** Test helpers shared by the cart, coupon and order suites: catalogue pieces, cart calls, addresses, coupons. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { coupons, products, productVariants } from '../db/schema';
import { createCatalogRepository } from '../modules/catalog/repository';
import { seedCatalog } from '../modules/catalog/seed';
import { refreshOffers } from '../modules/catalog/variants';
import type { signedInCustomer } from './customers';
import { createTestApp, type TestApp } from './harness';

export type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
export type Piece = { id: number; name: string; price: number; category: string; sizes: string[] };

export type TestShop = { t: TestApp; ring: Piece; necklace: Piece };

/**
 * A shopping suite's app: fresh, with the opening catalogue and per-IP limits out of the way, and the ring and the
 * necklace the suite shops for, handed to `use` before the suite's tests; closed after them.
 */
export function openTestShop(
  use: (shop: TestShop) => void,
  options: { env?: Record<string, string>; now?: () => number } = {},
): void {
  let shop: TestShop | undefined;
  beforeAll(async () => {
    // Orders of up to 99 pieces a line, paid on delivery: above any limit a shop would set on cash.
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '10000', PAY_ON_DELIVERY_MAX: '10000000', ...options.env };
    const t = await createTestApp({ env, ...(options.now ? { now: options.now } : {}) });
    await openShop(t);
    shop = { t, ring: await piece(t, 'rings'), necklace: await piece(t, 'necklaces') };
    use(shop);
  });
  afterAll(() => shop?.t.close());
}

export async function openShop(t: TestApp) {
  await seedCatalog(createCatalogRepository(t.database.db));
}

/** The columns a `Piece` is read from. */
const PIECE_COLUMNS = {
  id: products.id,
  name: products.name,
  price: products.price,
  category: products.category,
  sizes: products.sizes,
};

/** The first catalogue piece of a category; `skip` picks a later one. */
export async function piece(t: TestApp, category: string, skip = 0): Promise<Piece> {
  const [row] = await t.database.db
    .select(PIECE_COLUMNS)
    .from(products)
    .where(eq(products.category, category))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(skip);
  if (!row) throw new Error(`no ${category} in the catalogue`);
  return row;
}

/**
 * `n` distinct pieces that come in sizes (`sized`) or in one size, each of which can be bought plain (not a piece
 * made with an initial, which needs one).
 */
export async function catalogPieces(t: TestApp, n: number, sized: boolean): Promise<Piece[]> {
  const rows = await t.database.db
    .select(PIECE_COLUMNS)
    .from(products)
    .where(
      and(
        sized ? sql`jsonb_array_length(${products.sizes}) > 0` : sql`jsonb_array_length(${products.sizes}) = 0`,
        sql`coalesce(${products.personalisation}->>'kind', '') <> 'initial'`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(n);
  if (rows.length < n) throw new Error(`only ${rows.length} such pieces in the catalogue`);
  return rows;
}

/** Sets the price of every variant of a piece, and the piece's own (its range follows its variants). */
export const setPrice = (t: TestApp, id: number, price: number) =>
  t.database.db.transaction(async (tx) => {
    await tx
      .update(productVariants)
      .set({ price, originalPrice: sql`greatest(${productVariants.originalPrice}, ${price})` })
      .where(eq(productVariants.productId, id));
    await refreshOffers(tx, [id]);
  });

export const addToCart = (t: TestApp, c: Customer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cart/items', headers: c.auth, payload });

export const getCart = async (t: TestApp, c: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: c.auth })).json().data;

export const applyCoupon = (t: TestApp, c: Customer, code: string) =>
  t.app.inject({ method: 'PUT', url: '/api/cart/coupon', headers: c.auth, payload: { code } });

export async function addAddress(
  t: TestApp,
  c: Customer,
  overrides: Partial<Record<'state' | 'address_type' | 'address_line_1', string>> = {},
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/userAddress',
    headers: c.auth,
    payload: {
      address_line_1: '14 Lake View Road',
      address_line_2: 'Near the temple',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postal_code: '560001',
      address_type: 'Home',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.body}`);
  return res.json().data.id;
}

const DAY_MS = 86_400_000;

/** Adds a coupon; by default 10 % off everything, valid from yesterday to tomorrow. */
export async function addCoupon(t: TestApp, values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.database.db.insert(coupons).values({
    description: 'Test offer',
    kind: 'percent',
    value: 10,
    startsAt: new Date(Date.now() - DAY_MS),
    endsAt: new Date(Date.now() + DAY_MS),
    ...values,
  });
}

export const updateCoupon = (t: TestApp, code: string, values: Partial<typeof coupons.$inferInsert>) =>
  t.database.db
    .update(coupons)
    .set(values)
    .where(eq(sql`lower(${coupons.code})`, code.toLowerCase()));

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

/** A buyer's PAN (pan.ts): the fixtures give it with every order, as the buyer of a large order must. */
export const BUYER_PAN = 'ABCPE1234F';

/** Places the cart's order; with a PAN unless `payload` names its own (`pan: undefined` for none). */
export const placeOrder = (t: TestApp, c: Customer, payload: object, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...c.auth, 'idempotency-key': key },
    payload: { pan: BUYER_PAN, ...payload },
  });
