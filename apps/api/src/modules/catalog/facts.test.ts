/**
 * The facts a piece states: its stones (the 4Cs, natural or lab-grown, the lab's certificate with the lab's own
 * verify link) and each gold variant's BIS hallmark (HUID) in the product answer; an order keeps them as they were when
 * it was placed, whatever the catalogue says later; a loose stone is offered in no metal. (The opening catalogue's
 * agreement with its own words is catalogue-consistency.test.ts.)
 */
import { ProductSchema } from '@lumen/contract/catalog';
import { HUID_PATTERN, LABS } from '@lumen/contract/stone-words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, placeOrder } from '../../test/shopping-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', CATALOG_CACHE_SECONDS: '0' } });
  await openShop(t);
});
afterAll(() => t.close());

const product = async (slug: string) =>
  ProductSchema.parse((await t.app.inject({ method: 'GET', url: `/api/catalog/products/${slug}` })).json().data);

describe('GET /api/catalog/products/{id}: stones and hallmark', () => {
  it('states a solitaire’s lab-grown diamond with its 4Cs and IGI certificate, and each gold variant’s HUID', async () => {
    const ring = await product('aurora-solitaire-ring');
    expect(ring.stones).toHaveLength(1);
    const [stone] = ring.stones;
    expect(stone).toMatchObject({ kind: 'diamond', shape: 'round', count: 1, origin: 'lab-grown' });
    expect(stone?.colour).toMatch(/^[D-K]$/);
    expect(stone?.clarity).toMatch(/^(FL|IF|VVS1|VVS2|VS1|VS2|SI1|SI2|I1)$/);
    expect(stone?.cut).toBeDefined();
    expect(stone?.certificate?.report_number).toMatch(/^LG\d{9}$/);
    expect(stone?.certificate?.verify_url).toBe(`${LABS.IGI}${stone?.certificate?.report_number}`);
    for (const variant of ring.variants) expect(variant.hallmark?.huid).toMatch(HUID_PATTERN);
    expect(ring.hallmark).toEqual(ring.variants[0]?.hallmark);
  });

  it('takes a loose stone’s shape and carat from its name, and gives a watch’s stones no cut grade', async () => {
    expect((await product('emerald-cut-diamond-1-5-ct')).stones[0]).toMatchObject({ shape: 'emerald', carat: 1.5 });
    expect((await product('oval-diamond-0-75-ct')).stones[0]).toMatchObject({ shape: 'oval', carat: 0.75 });
    const watch = await product('regent-gold-watch');
    expect(watch.stones[0]?.cut).toBeUndefined();
  });

  it('hallmarks only gold: silver has no HUID, and a plain bar has no stones', async () => {
    const silver = await product('engraved-bar-bracelet');
    expect(silver.hallmark).toBeNull();
    expect(silver.variants.every((variant) => variant.hallmark === null)).toBe(true);
    expect(silver.stones).toEqual([]);
  });

  it('offers a loose stone in no metal: no metal option, no metal facet, nothing hallmarked', async () => {
    const stone = await product('round-brilliant-1-ct');
    expect(stone.metals).toEqual([]);
    expect(stone.options.map((option) => option.name)).not.toContain('metal');
    expect(stone.variants.map((variant) => variant.options)).toEqual([{}]);
    expect(stone.hallmark).toBeNull();
    const listing = (await t.app.inject({ method: 'GET', url: '/api/catalog/products?category=diamonds' })).json().data;
    expect(listing.total).toBeGreaterThan(0);
    expect(listing.facets.metal).toEqual([]);
  });
});

describe('GET /api/catalog/products: filtering diamonds as Blue Nile does', () => {
  const listing = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/catalog/products?${query}` })).json().data;

  it('filters by the centre stone’s shape, colour, clarity and carat, and counts each with the others applied', async () => {
    const diamonds = await listing('category=diamonds&pageSize=48');
    expect(diamonds.facets.shape.map((facet: { value: string }) => facet.value)).toEqual(
      expect.arrayContaining(['round', 'oval', 'emerald', 'princess']),
    );
    expect(diamonds.facets.carat).toEqual({ min: 0.5, max: 1.5 });
    const oval = await listing('category=diamonds&shape=oval');
    expect(oval.items.map((item: { name: string }) => item.name)).toEqual(['Oval Diamond 0.75 ct']);
    // The shape group still counts every shape with the other filters (here none), so the shopper can switch.
    expect(oval.facets.shape).toEqual(diamonds.facets.shape);
    const big = await listing('category=diamonds&minCarat=1&maxCarat=2&pageSize=48');
    expect(big.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Emerald Cut Diamond 1.5 ct',
      'Round Brilliant 1 ct',
    ]);
    expect(big.facets.carat).toEqual(diamonds.facets.carat);
    const [colour] = diamonds.facets.colour as { value: string; count: number }[];
    if (!colour) throw new Error('no colour facet');
    expect((await listing(`category=diamonds&colour=${colour.value}&pageSize=48`)).total).toBe(colour.count);
    const [clarity] = diamonds.facets.clarity as { value: string; count: number }[];
    if (!clarity) throw new Error('no clarity facet');
    expect((await listing(`category=diamonds&clarity=${clarity.value}&pageSize=48`)).total).toBe(clarity.count);
  });

  it('refuses a carat range the wrong way round and an unknown grade with 400', async () => {
    const range = await t.app.inject({ method: 'GET', url: '/api/catalog/products?minCarat=2&maxCarat=1' });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('maxCarat');
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/products?colour=Z' })).statusCode).toBe(400);
  });
});

describe('an order keeps the facts it was placed with', () => {
  it('answers the stones and the HUID of each line as they were, after the catalogue changes', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const ring = await product('aurora-solitaire-ring');
    const variant = ring.variants.find((v) => v.options.size === 'US 7');
    await addToCart(t, c, { product_id: ring.id, variant_id: variant?.id });
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.database.db.update(products).set({ stones: [] }).where(eq(products.id, ring.id));
    await t.database.db
      .update(productVariants)
      .set({ huid: 'ZZ99ZZ' })
      .where(eq(productVariants.id, variant?.id ?? 0));
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().data.order_id}`, headers: c.auth })
    ).json().data;
    expect(order.items[0].stones).toEqual(ring.stones);
    expect(order.items[0].hallmark).toEqual(variant?.hallmark);
  });
});
