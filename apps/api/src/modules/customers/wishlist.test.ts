/** `wishlist/add` {product_id}, `wishlist/list` (data.wishlist) and `wishlist/delete/{product_id}` of spec §7. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogRepository } from '../catalog/repository';
import { seedCatalog } from '../catalog/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  await seedCatalog(createCatalogRepository(t.database.db));
});
afterAll(() => t.close());

describe('POST /api/wishlist/add, GET /api/wishlist/list, DELETE /api/wishlist/delete/{product_id}', () => {
  it('adds, lists in data.wishlist, keeps one row when added twice, and deletes by product_id', async () => {
    const c = await signedInCustomer(t);
    const products = (await t.app.inject({ method: 'GET', url: '/api/catalog/products?pageSize=2' })).json().data.items;
    for (const p of [products[0], products[1], products[0]]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/wishlist/add',
        headers: c.auth,
        payload: { product_id: p.id },
      });
      expect(res.statusCode).toBe(200);
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/api/wishlist/list', headers: c.auth })).json().data
      .wishlist;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      product_id: expect.any(Number),
      title: expect.any(String),
      original_price: expect.any(Number),
    });
    expect(listed[0].images).toHaveLength(3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/delete/${products[0].id}`,
      headers: c.auth,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/wishlist/list', headers: c.auth })).json().data
      .wishlist;
    expect(after.map((i: { product_id: number }) => i.product_id)).toEqual([products[1].id]);
  });

  it("lists each piece's selling price, original price and sizes, so the wishlist can add it to the cart", async () => {
    const c = await signedInCustomer(t);
    const products = (await t.app.inject({ method: 'GET', url: '/api/catalog/products' })).json().data.items;
    const details = await Promise.all(
      products.slice(0, 4).map(async (p: { id: number }) => {
        await t.app.inject({
          method: 'POST',
          url: '/api/wishlist/add',
          headers: c.auth,
          payload: { product_id: p.id },
        });
        return (await t.app.inject({ method: 'GET', url: `/api/catalog/products/${p.id}` })).json().data;
      }),
    );
    const listed = (await t.app.inject({ method: 'GET', url: '/api/wishlist/list', headers: c.auth })).json().data
      .wishlist as Array<{ product_id: number; price: number; original_price: number; sizes: string[] }>;
    expect(details.some((p: { sizes: string[] }) => p.sizes.length > 0)).toBe(true);
    expect(details.some((p: { sizes: string[] }) => p.sizes.length === 0)).toBe(true);
    for (const product of details) {
      expect(listed.find((item) => item.product_id === product.id)).toMatchObject({
        price: product.price,
        original_price: product.original_price,
        sizes: product.sizes,
      });
    }
  });

  it('answers 404 for an unknown product and keeps wishlists private', async () => {
    const a = await signedInCustomer(t);
    const b = await signedInCustomer(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: a.auth,
      payload: { product_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const product = (await t.app.inject({ method: 'GET', url: '/api/catalog/products?pageSize=1' })).json().data
      .items[0];
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: a.auth,
      payload: { product_id: product.id },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/wishlist/list', headers: b.auth })).json().data.wishlist,
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/wishlist/delete/${product.id}`, headers: b.auth })).statusCode,
    ).toBe(404);
  });
});
