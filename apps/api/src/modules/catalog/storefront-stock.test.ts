/**
 * What the storefront shows of stock and publication: each piece's stock state (per size too), the listing's
 * "In stock" filter and its count, and drafts and archived pieces kept out of the listing, search, product pages and
 * the sitemap while old orders still show them; with the catalogue cached, an order and its cancellation (by the
 * customer or by staff) change the stock shown at once.
 */

import { RING_SIZES } from '@lumen/contract/sizes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../content/catalogue';
import { products } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

let t: TestApp;
beforeAll(async () => {
  // No cached answers: these tests change the catalogue under the app's feet.
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  await openShop(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const product = async (slug: string) => (await get(`/api/catalog/products/${slug}`)).json().data;
const setStatus = (slug: string, status: 'draft' | 'published' | 'archived') =>
  t.database.db.update(products).set({ status }).where(eq(products.slug, slug));

describe('GET /api/catalog/products/{id} stock', () => {
  it('says "in stock" without publishing the count', async () => {
    expect((await product('celeste-halo-pendant')).stock).toEqual({
      state: 'in_stock',
      left: null,
      made_to_order_days: null,
      sizes: [],
    });
  });

  it('says how many are left from 3 down, and out of stock at 0', async () => {
    expect((await product('princess-cut-diamond-0-5-ct')).stock).toMatchObject({ state: 'low', left: 2 });
    expect((await product('luna-silver-watch')).stock).toMatchObject({ state: 'low', left: 3 });
    expect((await product('emerald-cut-diamond-1-5-ct')).stock).toMatchObject({ state: 'out_of_stock', left: null });
  });

  it('gives each size its own state', async () => {
    expect((await product('heritage-ruby-bridal-set')).stock).toMatchObject({
      state: 'in_stock',
      left: null,
      made_to_order_days: null,
    });
    const { sizes } = (await product('heritage-ruby-bridal-set')).stock;
    expect(sizes).toHaveLength(RING_SIZES.length);
    expect(sizes.filter((size: { state: string }) => size.state !== 'in_stock')).toEqual([
      { size: 'US 6', state: 'low', left: 1 },
      { size: 'US 6.5', state: 'low', left: 3 },
      { size: 'US 7', state: 'out_of_stock', left: null },
    ]);
  });

  it('gives the lead time of a piece made to order', async () => {
    expect((await product('name-necklace')).stock).toEqual({
      state: 'made_to_order',
      left: null,
      made_to_order_days: 10,
      sizes: [],
    });
  });
});

describe('GET /api/catalog/products?inStock=true', () => {
  it('keeps only pieces that can be bought now (made to order included) and counts them in the facets', async () => {
    const all = (await get('/api/catalog/products')).json().data;
    expect(all.total).toBe(SEED_PRODUCTS.length);
    expect(all.facets.in_stock).toBe(SEED_PRODUCTS.length - 1);
    const inStock = (await get('/api/catalog/products?inStock=true')).json().data;
    expect(inStock.total).toBe(SEED_PRODUCTS.length - 1);
    const slugs = (data: { items: { slug: string }[] }) => data.items.map((item) => item.slug);
    const diamonds = (await get('/api/catalog/products?category=diamonds&inStock=true')).json().data;
    expect(diamonds.total).toBe(3);
    expect(diamonds.facets.in_stock).toBe(3);
    expect(slugs(diamonds)).not.toContain('emerald-cut-diamond-1-5-ct');
    expect((await get('/api/catalog/products?category=diamonds')).json().data.total).toBe(4);
    const personalised = (await get('/api/catalog/products?category=personalised&inStock=true')).json().data;
    expect(slugs(personalised)).toContain('name-necklace');
  });

  it('refuses a value other than true or false', async () => {
    expect((await get('/api/catalog/products?inStock=yes')).statusCode).toBe(400);
  });
});

describe('drafts and archived pieces on the storefront', () => {
  it('are not listed, searched, shown or in the sitemap; published again, they are', async () => {
    const slug = 'ruby-hoop-earrings';
    const { id } = await product(slug);
    for (const status of ['draft', 'archived'] as const) {
      await setStatus(slug, status);
      const listed = (await get('/api/catalog/products?category=earrings')).json().data;
      expect(listed.items.map((item: { slug: string }) => item.slug)).not.toContain(slug);
      // The search may offer the closest pieces instead (its typo tolerance), never the hidden one.
      const searched = (await get('/api/catalog/products?q=ruby%20hoop&pageSize=48')).json().data;
      expect(searched.items.map((item: { slug: string }) => item.slug)).not.toContain(slug);
      expect((await get(`/api/catalog/products/${slug}`)).statusCode).toBe(404);
      expect((await get(`/api/catalog/products/${id}`)).statusCode).toBe(404);
      expect((await get('/sitemap.xml')).body).not.toContain(`/product-details/${id}<`);
    }
    await setStatus(slug, 'published');
    expect((await get(`/api/catalog/products/${slug}`)).statusCode).toBe(200);
    // Found as typed again: the as-typed match alone, no look-alikes.
    expect(
      (await get('/api/catalog/products?q=ruby%20hoop')).json().data.items.map((i: { slug: string }) => i.slug),
    ).toEqual([slug]);
  });

  it('still show in the orders that bought them', async () => {
    const slug = 'moonlight-pearl-studs';
    const { id, name } = await product(slug);
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    await addToCart(t, c, { product_id: id });
    const orderId = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await setStatus(slug, 'archived');
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: c.auth });
    expect(order.json().data.items).toMatchObject([{ product_id: id, name }]);
  });
});

describe('stock states with the catalogue cached', () => {
  const clock = testClock();
  let cached: TestApp;
  beforeAll(async () => {
    // An hour's cache: only the catalogue-changed signal (decision 021) can make these answers change.
    cached = await createTestApp({
      env: { CATALOG_CACHE_SECONDS: '3600', AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
      now: clock.now,
    });
    await openShop(cached);
  });
  afterAll(() => cached.close());

  const stockOf = async (slug: string) =>
    (await cached.app.inject({ method: 'GET', url: `/api/catalog/products/${slug}` })).json().data.stock;
  /** A customer's order of the two pieces left; answers the customer and the order id. */
  async function orderTheLastTwo(slug: string) {
    const c = await signedInCustomer(cached);
    const { id } = (await cached.app.inject({ method: 'GET', url: `/api/catalog/products/${slug}` })).json().data;
    await addToCart(cached, c, { product_id: id, quantity: 2 });
    const res = await placeOrder(cached, c, { address_id: await addAddress(cached, c) });
    expect(res.statusCode, res.body).toBe(201);
    return { c, orderId: res.json().data.order_id as string };
  }

  it('an order and the customer cancelling it change the stock shown at once', async () => {
    const slug = 'princess-cut-diamond-0-5-ct';
    expect(await stockOf(slug)).toMatchObject({ state: 'low', left: 2 });
    const { c, orderId } = await orderTheLastTwo(slug);
    expect(await stockOf(slug)).toMatchObject({ state: 'out_of_stock' });
    const cancel = await cached.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: c.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(slug)).toMatchObject({ state: 'low', left: 2 });
  });

  it('a cancellation by staff changes the stock shown at once', async () => {
    const slug = 'princess-cut-diamond-0-5-ct';
    const { orderId } = await orderTheLastTwo(slug);
    expect(await stockOf(slug)).toMatchObject({ state: 'out_of_stock' });
    const token = await signInStaff(cached, clock, await addStaff(cached, 'fulfilment'));
    const cancel = await cached.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(token),
      payload: { reason: 'The customer asked us by phone.' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(slug)).toMatchObject({ state: 'low', left: 2 });
  });
});
