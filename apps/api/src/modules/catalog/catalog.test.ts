import { brotliDecompressSync } from 'node:zlib';
import {
  type ProductList,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  type ProductSummary,
} from '@lumen/contract/catalog';
import { envelopeOf } from '@lumen/contract/envelope';
import { RING_SIZES } from '@lumen/contract/sizes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../content/catalogue';
import { products, productVariants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogRepository } from './repository';
import { SCARCE_PIECES, seedCatalog } from './seed';
import { createCatalogService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(createCatalogRepository(t.database.db));
});
afterAll(() => t.close());

async function list(query: string): Promise<ProductList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const prices = (items: ProductSummary[]) => items.map((item) => item.price);

describe('the opening catalogue', () => {
  it('is applied once: seeding again adds nothing', async () => {
    expect(await seedCatalog(createCatalogRepository(t.database.db))).toBe(0);
    expect((await list('')).total).toBe(SEED_PRODUCTS.length);
  });

  it('gives every piece one variant per size, stocked amply except the scarce ones, and none of a piece made to order', async () => {
    const rows = await t.database.db
      .select({
        slug: products.slug,
        sizes: products.sizes,
        madeToOrderDays: products.madeToOrderDays,
        status: products.status,
        stock: productVariants,
      })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id));
    for (const row of rows) {
      expect(row.status).toBe('published');
      const scarce = SCARCE_PIECES[row.slug];
      if (scarce && 'madeToOrderDays' in scarce) {
        expect(row.madeToOrderDays).toBe(scarce.madeToOrderDays);
        expect(row.stock?.quantity).toBe(0);
        continue;
      }
      expect(row.madeToOrderDays).toBeNull();
      expect(row.sizes.length > 0 ? row.sizes : ['']).toContain(row.stock?.size);
      if (!scarce) expect(row.stock?.quantity).toBeGreaterThanOrEqual(150);
    }
    const seeded = new Map(rows.map((row) => [row.slug, row]));
    const expected = [...seeded.values()].reduce((n, row) => n + Math.max(1, row.sizes.length), 0);
    expect(rows.filter((row) => row.stock).length).toBe(expected);
  });

  it('covers every mega-menu category and has at least nine women’s rings', async () => {
    for (const [audience, category] of [
      ['men', 'rings'],
      ['men', 'bracelets'],
      ['women', 'rings'],
      ['women', 'bracelets'],
      ['women', 'necklaces'],
      ['women', 'earrings'],
      ['women', 'chains'],
      ['accessories', 'watches'],
      ['accessories', 'diamonds'],
    ]) {
      expect((await list(`audience=${audience}&category=${category}`)).total).toBeGreaterThan(0);
    }
    expect((await list('audience=women&category=rings')).total).toBeGreaterThanOrEqual(9);
  });
});

describe('GET /api/catalog/products', () => {
  it('lists best sellers first by default: the home page’s four at $160, $130, $120, $140', async () => {
    const data = await list('pageSize=4');
    expect(prices(data.items)).toEqual([16000, 13000, 12000, 14000]);
    expect(data).toMatchObject({ total: SEED_PRODUCTS.length, page: 1, pageSize: 4 });
    expect(data.items[0]).toMatchObject({ name: 'Aurora Solitaire Ring', original_price: 21000 });
    expect(data.items[0]?.image).toMatchObject({ width: 800, height: 800, alt: expect.stringContaining('Aurora') });
  });

  it('pages through the whole catalogue without repeats', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page++) {
      for (const item of (await list(`pageSize=20&page=${page}`)).items) seen.add(item.id);
    }
    expect(seen.size).toBe(SEED_PRODUCTS.length);
    const past = await list('pageSize=20&page=9');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(SEED_PRODUCTS.length);
  });

  it('filters by category and audience', async () => {
    const data = await list('category=rings&audience=women&pageSize=48');
    expect(data.items.length).toBe(data.total);
    expect(data.items.every((item) => item.category === 'rings' && item.audience === 'women')).toBe(true);
  });

  it('filters by repeatable metal, stone and purity', async () => {
    const data = await list('metal=Gold&metal=Silver&stone=Diamond&pageSize=48');
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((i) => ['Gold', 'Silver'].includes(i.metal) && i.stone === 'Diamond')).toBe(true);
    const purity = await list('purity=22k&purity=24k&pageSize=48');
    expect(purity.items.every((i) => i.purity === '22k' || i.purity === '24k')).toBe(true);
  });

  it('filters by price in cents, inclusive', async () => {
    const data = await list('minPrice=12000&maxPrice=16000&pageSize=48');
    expect(data.items.every((i) => i.price >= 12000 && i.price <= 16000)).toBe(true);
    expect(prices(data.items)).toEqual(expect.arrayContaining([12000, 13000, 14000, 16000]));
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ])('sorts by %s', async (sort, inOrder) => {
    const items = (await list(`sort=${sort}&pageSize=48`)).items;
    expect(items.every((item, i) => i === 0 || inOrder(items[i - 1]?.price ?? 0, item.price))).toBe(true);
  });

  it('sorts by newest', async () => {
    const newestSeed = [...SEED_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays)[0];
    expect((await list('sort=newest&pageSize=1')).items[0]?.name).toBe(newestSeed?.name);
  });

  it('searches name, description and material, by word prefix, most relevant first', async () => {
    const emerald = await list('q=emerald&pageSize=48');
    expect(emerald.total).toBeGreaterThan(3);
    expect(emerald.items[0]?.name).toMatch(/Emerald/);
    expect((await list('q=emer')).total).toBe(emerald.total);
    expect((await list('q=sterling')).total).toBeGreaterThan(0);
    expect((await list('q=pearl%20earrings')).items.map((i) => i.name)).toContain('Petal Drop Earrings');
  });

  it('finds what a shopper means: misspellings, words run together, plurals and SKUs, the closest first', async () => {
    const names = async (q: string) => (await list(`q=${encodeURIComponent(q)}&pageSize=48`)).items.map((i) => i.name);
    expect((await names('solitare'))[0]).toBe('Aurora Solitaire Ring');
    const bracelets = await names('bracelett');
    expect(bracelets.length).toBeGreaterThan(3);
    expect(bracelets.every((name) => /Bracelet/.test(name))).toBe(true);
    const rose = await list('q=rosegold&pageSize=48');
    expect(rose.total).toBeGreaterThan(0);
    expect(rose.items.every((item) => item.metal === 'Rose Gold')).toBe(true);
    expect(await names('earrings')).toContain('Petal Drop Earrings');
    expect(await names('earring')).toEqual(await names('earrings'));
    const [variant] = await t.database.db
      .select({ sku: productVariants.sku, name: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.slug, 'celeste-halo-pendant'));
    expect(await names(variant?.sku.toLowerCase() ?? '')).toEqual([variant?.name]);
    // A word that matches as typed is never drowned by look-alikes: 'ring' finds rings, not earrings.
    expect((await names('ring')).some((name) => /Earrings/.test(name))).toBe(false);
  });

  it('treats search punctuation as plain text', async () => {
    for (const q of ["ring's", '!&|:*()', "'; drop table products; --", '   ']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
    }
    expect((await list('')).total).toBe(SEED_PRODUCTS.length);
  });

  it('answers an empty result with zero counts and no price range', async () => {
    const data = await list('q=unobtainium');
    expect(data).toMatchObject({ items: [], total: 0 });
    expect(data.facets.price).toBeNull();
    expect(data.facets.metal.every((f) => f.count === 0)).toBe(true);
  });

  it('counts each facet group with every filter but its own, and the price range before the price filter', async () => {
    const all = await list('category=rings');
    const gold = await list('category=rings&metal=Gold&minPrice=10000&maxPrice=20000');
    const metalCounts = Object.fromEntries(gold.facets.metal.map((f) => [f.value, f.count]));
    expect(metalCounts.Silver).toBeGreaterThan(0);
    expect(gold.facets.metal.map((f) => f.value)).toEqual(['Gold', 'Rose Gold', 'Black Gold', 'Silver']);
    expect(gold.facets.stone.reduce((sum, f) => sum + f.count, 0)).toBe(gold.total);
    const goldAnyPrice = await list('category=rings&metal=Gold&pageSize=48');
    expect(gold.facets.price).toEqual({
      min: Math.min(...prices(goldAnyPrice.items)),
      max: Math.max(...prices(goldAnyPrice.items)),
    });
    expect(all.facets.price?.min).toBeLessThanOrEqual(gold.facets.price?.min ?? 0);
  });

  it.each([
    ['pageSize=49', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['sort=cheapest', 'sort'],
    ['metal=Copper', 'metal'],
    ['stone=Diamond&stone=Opal', 'stone'],
    ['purity=15k', 'purity'],
    ['category=shoes', 'category'],
    ['audience=kids', 'audience'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(new RegExp(`^${field}[.:]`)) });
  });

  it('answers exactly the contract’s shapes, as JSON, for listings and products', async () => {
    // The answers are serialised once and cached, not passed through the response schema on each request.
    for (const query of ['', 'q=gold&metal=Gold&sort=price_desc', 'page=99']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products?${query}` });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelopeOf(ProductListSchema).strict().parse(res.json())).toEqual(res.json());
    }
    const { id } = (await list('pageSize=1')).items[0] ?? { id: 0 };
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelopeOf(ProductSchema).strict().parse(res.json())).toEqual(res.json());
  });

  it('sends cache headers and answers a matching If-None-Match with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/catalog/products?category=rings' });
    expect(first.headers['cache-control']).toMatch(/public, max-age=60/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/products?category=rings',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/products?category=earrings',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/catalog/products/{id}', () => {
  it('answers the full product by id and by slug', async () => {
    const { id } = (await list('pageSize=1')).items[0] ?? { id: 0 };
    const byId = await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` });
    expect(byId.statusCode).toBe(200);
    const product = byId.json().data;
    expect(product).toMatchObject({ id, slug: 'aurora-solitaire-ring', sizes: RING_SIZES.map((size) => size.value) });
    expect(product.options.find((option: { name: string }) => option.name === 'size').values[13]).toEqual({
      value: 'US 9.5',
      label: 'US 9½',
    });
    expect(product.images).toHaveLength(3);
    expect(new Set(product.images.map((i: { src: string }) => i.src)).size).toBe(3);
    expect(Object.keys(product.material_details).sort()).toEqual(
      [
        'carat_weight',
        'certification',
        'clarity',
        'cut_grade',
        'depth',
        'material',
        'measurements',
        'polish',
        'shape',
        'stock_number',
      ].sort(),
    );
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/catalog/products/aurora-solitaire-ring' });
    expect(bySlug.json().data).toEqual(product);
  });

  it.each(['999999', '99999999999999', 'no-such-piece'])('answers %s with 404 in the envelope', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'This product could not be found.' });
  });

  it('refuses an id that is neither a number nor a slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/products/Robert%27)%3B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^id: /);
  });
});

describe('product artwork', () => {
  it("serves every picture of every product's images as an SVG file", async () => {
    const rows = await t.database.db.select({ images: products.images }).from(products);
    const sources = new Set(rows.flatMap((row) => row.images.map((image) => image.src)));
    expect(sources.size).toBeGreaterThan(SEED_PRODUCTS.length);
    for (const src of sources) {
      const res = await t.app.inject({ method: 'GET', url: src });
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type'], src).toContain('image/svg+xml');
      expect(res.body, src).toMatch(/^<svg/);
    }
  });

  it('serves a picture with a year of immutable cache, its own CSP, and pre-compressed', async () => {
    const product = (await list('pageSize=1')).items[0];
    const res = await t.app.inject({
      method: 'GET',
      url: product?.image.src ?? '',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<svg/);
  });

  it('answers a piece the catalogue cannot name with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/v1/jewellery/rings/copper/diamond/1.svg' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the catalogue cache', () => {
  it('serves repeat reads from memory until a change clears it', async () => {
    const repository = createCatalogRepository(t.database.db);
    const service = createCatalogService(repository, { cacheSeconds: 30 });
    const filters = ProductListQuerySchema.parse({ q: 'aurora' });
    const firstPrice = async (from: ReturnType<typeof createCatalogService>) =>
      JSON.parse((await from.listAnswer(filters)).body).data.items[0]?.price;
    const productPrice = async () =>
      JSON.parse((await service.findAnswer('aurora-solitaire-ring'))?.body ?? '{}').data?.price;
    const before = await firstPrice(service);
    await t.database.db.update(products).set({ price: 15500 }).where(eq(products.slug, 'aurora-solitaire-ring'));
    expect(await firstPrice(service)).toBe(before);
    expect(await productPrice()).toBe(15500);
    await t.database.db.update(products).set({ price: 15600 }).where(eq(products.slug, 'aurora-solitaire-ring'));
    expect(await productPrice()).toBe(15500);
    service.invalidate();
    expect(await firstPrice(service)).toBe(15600);
    expect(await productPrice()).toBe(15600);
    const uncached = createCatalogService(repository, { cacheSeconds: 0 });
    await t.database.db.update(products).set({ price: 16000 }).where(eq(products.slug, 'aurora-solitaire-ring'));
    expect(await firstPrice(uncached)).toBe(16000);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every product page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const { id } = (await list('pageSize=1')).items[0] ?? { id: 0 };
    expect(res.body).toContain(`/product-details/${id}</loc>`);
    expect(res.body.match(/\/product-details\//g)).toHaveLength(SEED_PRODUCTS.length);
  });
});
