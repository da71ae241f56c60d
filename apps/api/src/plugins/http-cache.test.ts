import { API_PATHS } from '@lumen/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../modules/catalog/repository';
import { seedCatalog } from '../modules/catalog/seed';
import { signedInCustomer } from '../test/customers';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  await seedCatalog(createCatalogRepository(t.database.db));
  auth = (await signedInCustomer(t)).auth;
});
afterAll(() => t.close());

describe('Cache-Control', () => {
  it.each([
    API_PATHS.accountUserData,
    API_PATHS.accountUserAddress,
    API_PATHS.addressList,
    API_PATHS.wishlistList,
    API_PATHS.cart,
    API_PATHS.orders,
  ])('is private, no-store on GET %s with a token', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is private, no-store on a refused token too, and on a public answer read with a token', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: API_PATHS.accountUserData,
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const catalogue = await t.app.inject({ method: 'GET', url: API_PATHS.catalogProducts, headers: auth });
    expect(catalogue.headers['cache-control']).toBe('private, no-store');
  });

  it('stays public for the catalogue read without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.catalogProducts });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
