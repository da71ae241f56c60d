/**
 * Pieces offered in variants (metal × purity × size), through the API: the product's options and variants, the
 * listing's price range and "offered in" filters, cart lines by variant, orders that take each variant's own stock
 * (none oversold by parallel orders) and give it back on cancellation.
 */

import { CART_MESSAGES } from '@lumen/contract/cart';
import { ProductListSchema, ProductSchema } from '@lumen/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import { addAddress, addToCart, getCart, openShop, type Piece, piece, placeOrder } from '../../test/shopping-fixtures';
import { offerVariants, setVariantStock, variantStock } from '../../test/variants';

let t: TestApp, ring: Piece, necklace: Piece;
/** The ring's variants: yellow gold 18k and rose gold 14k in two sizes, one of them made to order, one sold out. */
let variants: Awaited<ReturnType<typeof offerVariants>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', PAY_ON_DELIVERY_MAX: '10000000', CATALOG_CACHE_SECONDS: '0' },
  });
  await openShop(t);
  ring = await piece(t, 'rings', 4);
  necklace = await piece(t, 'necklaces', 4);
  variants = await offerVariants(t, ring.id, [
    { metal: 'Gold', purity: '18k', size: 'US 7', price: 150_000, weightMg: 3_250 },
    { metal: 'Gold', purity: '18k', size: 'US 6', price: 150_000, weightMg: 3_100, quantity: 0 },
    { metal: 'Rose Gold', purity: '14k', size: 'US 6', price: 120_000, weightMg: 3_050, quantity: 2 },
    { metal: 'Rose Gold', purity: '14k', size: 'US 7', price: 125_000, madeToOrderDays: 12 },
  ]);
});
afterAll(() => t?.close());

const variant = (i: number) => {
  const found = variants[i];
  if (!found) throw new Error(`no variant ${i}`);
  return found;
};
const product = async (id: number) =>
  ProductSchema.parse((await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` })).json().data);
const listing = async (query: string) =>
  ProductListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/catalog/products?${query}` })).json().data);

describe('GET /api/catalog/products/{id} with variants', () => {
  it('answers the options the variants differ by, and every variant with its SKU, price, weight and stock', async () => {
    const answer = await product(ring.id);
    const [metal, ...others] = answer.options;
    expect(metal?.values.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: 'Gold', label: 'Yellow Gold' },
      { value: 'Rose Gold', label: 'Rose Gold' },
    ]);
    // A metal other than the piece's own brings the piece's drawn pictures in that metal.
    for (const value of metal?.values ?? []) {
      if (value.value === answer.metal) expect(value.images).toBeUndefined();
      else
        expect(value.images?.map((image) => image.src)).toEqual(
          answer.images.map((image) =>
            image.src.replace(
              /\/jewellery\/([^/]+)\/[^/]+\//,
              `/jewellery/$1/${value.value.toLowerCase().replace(' ', '-')}/`,
            ),
          ),
        );
    }
    expect(others).toEqual([
      {
        name: 'purity',
        label: 'Purity',
        values: [
          { value: '14k', label: '14K' },
          { value: '18k', label: '18K' },
        ],
      },
      {
        name: 'size',
        label: 'Size',
        values: [
          { value: 'US 6', label: 'US 6' },
          { value: 'US 7', label: 'US 7' },
        ],
      },
    ]);
    expect(answer.variants).toEqual([
      {
        id: variant(0).id,
        sku: `LJ-${String(ring.id).padStart(5, '0')}-G18K-US7`,
        options: { metal: 'Gold', purity: '18k', size: 'US 7' },
        price: 150_000,
        original_price: 187_500,
        weight_g: 3.25,
        stock_state: 'in_stock',
        stock_left: null,
        hallmark: null,
        pricing: 'fixed',
      },
      expect.objectContaining({ id: variant(1).id, stock_state: 'out_of_stock', weight_g: 3.1 }),
      expect.objectContaining({
        id: variant(2).id,
        sku: expect.stringMatching(/-RG14K-US6$/),
        stock_state: 'low',
        stock_left: 2,
      }),
      expect.objectContaining({ id: variant(3).id, stock_state: 'made_to_order', made_to_order_days: 12 }),
    ]);
    expect(answer.variants[0]).not.toHaveProperty('made_to_order_days');
  });

  it('shows a piece without options as one variant and no choosers', async () => {
    const answer = await product(necklace.id);
    expect(answer.variants).toHaveLength(1);
    expect(answer.options.map((option) => option.name)).toEqual(['metal', ...(answer.purity ? ['purity'] : [])]);
  });
});

describe('GET /api/catalog/products with variants', () => {
  it('prices a card from its cheapest variant, with the range and the metals it is offered in', async () => {
    const { items } = await listing(`category=rings&pageSize=48`);
    expect(items.find((item) => item.id === ring.id)).toMatchObject({
      price: 120_000,
      original_price: 150_000,
      price_from: 120_000,
      price_to: 150_000,
      metals: ['Gold', 'Rose Gold'],
    });
  });

  it('filters and counts Metal and Gold Purity by what a piece is offered in', async () => {
    const rose = await listing(`category=rings&metal=Rose Gold&pageSize=48`);
    expect(rose.items.map((item) => item.id)).toContain(ring.id);
    const fourteen = await listing(`category=rings&purity=14k&pageSize=48`);
    expect(fourteen.items.map((item) => item.id)).toEqual([ring.id]);
    expect(fourteen.facets.purity).toContainEqual({ value: '14k', count: 1 });
    // Gold Purity lists gold's karats only, and only those some ring is offered in.
    const all = await listing('category=rings');
    expect(all.facets.purity.map((facet) => facet.value)).not.toContain('925');
    expect(all.facets.purity.map((facet) => facet.value)).toContain('14k');
    expect(all.facets.metal.find((facet) => facet.value === 'Rose Gold')?.count).toBe(rose.total);
  });
});

describe('POST /api/cart/items with variant_id', () => {
  it('keeps one line per variant, priced and named by its variant', async () => {
    const c = await signedInCustomer(t);
    expect((await addToCart(t, c, { product_id: ring.id, variant_id: variant(2).id })).statusCode).toBe(200);
    expect((await addToCart(t, c, { product_id: ring.id, variant_id: variant(0).id })).statusCode).toBe(200);
    expect((await addToCart(t, c, { product_id: ring.id, variant_id: variant(2).id })).statusCode).toBe(200);
    const cart = await getCart(t, c);
    expect(cart.items).toEqual([
      expect.objectContaining({
        variant_id: variant(2).id,
        sku: variant(2).sku,
        options: { metal: 'Rose Gold', purity: '14k', size: 'US 6' },
        size: 'US 6',
        quantity: 2,
        unit_price: 120_000,
      }),
      expect.objectContaining({ variant_id: variant(0).id, quantity: 1, unit_price: 150_000 }),
    ]);
  });

  it('takes the default variant in the size chosen when no variant is named (a client older than variants)', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: ring.id, size: 'US 7' });
    expect((await getCart(t, c)).items[0]).toMatchObject({ variant_id: variant(0).id, size: 'US 7' });
  });

  it('refuses a variant of another piece, or not in the size named, with 400 naming variant_id', async () => {
    const c = await signedInCustomer(t);
    for (const payload of [
      { product_id: necklace.id, variant_id: variant(0).id },
      { product_id: ring.id, variant_id: variant(0).id, size: 'US 6' },
    ]) {
      const res = await addToCart(t, c, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`variant_id: ${CART_MESSAGES.variantUnknown}`);
    }
    expect((await getCart(t, c)).items).toEqual([]);
  });

  it('refuses a sold-out variant with 409 and never adds it', async () => {
    const c = await signedInCustomer(t);
    const res = await addToCart(t, c, { product_id: ring.id, variant_id: variant(1).id });
    expect(res.statusCode).toBe(409);
    // The ring comes in two metals: the message names the metal and purity too.
    expect(res.json().message).toBe(`${ring.name} (Yellow Gold, 18K, US 6) is out of stock.`);
    expect((await getCart(t, c)).items).toEqual([]);
  });
});

describe('POST /api/orders with variants', () => {
  const { cancel } = orderCalls(() => ({ t, ring, necklace }));

  it('keeps each line’s variant, takes each variant’s own stock and gives it back on cancellation', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    await setVariantStock(t, variant(2).id, 5);
    await addToCart(t, c, { product_id: ring.id, variant_id: variant(0).id, quantity: 2 });
    await addToCart(t, c, { product_id: ring.id, variant_id: variant(2).id, quantity: 3 });
    await addToCart(t, c, { product_id: ring.id, variant_id: variant(3).id, quantity: 1 });
    const before = await variantStock(t, variant(0).id);
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.items.map((line: { sku: string; options: object; unit_price: number }) => line)).toEqual([
      expect.objectContaining({ variant_id: variant(0).id, sku: variant(0).sku, unit_price: 150_000, quantity: 2 }),
      expect.objectContaining({
        variant_id: variant(2).id,
        options: { metal: 'Rose Gold', purity: '14k', size: 'US 6' },
        quantity: 3,
      }),
      expect.objectContaining({ variant_id: variant(3).id, unit_price: 125_000 }),
    ]);
    expect(await variantStock(t, variant(0).id)).toBe((before ?? 0) - 2);
    expect(await variantStock(t, variant(2).id)).toBe(2);
    // Made to order: nothing taken, nothing given back.
    expect(await variantStock(t, variant(3).id)).toBe(50);
    expect((await cancel(c, order.order_id)).statusCode).toBe(200);
    expect(await variantStock(t, variant(0).id)).toBe(before);
    expect(await variantStock(t, variant(2).id)).toBe(5);
    expect(await variantStock(t, variant(3).id)).toBe(50);
  });

  it('sells exactly the last 3 of a variant to 12 shoppers ordering it at once, and leaves its sibling alone', async () => {
    const shoppers = [];
    for (let i = 0; i < 12; i += 1) {
      const c = await signedInCustomer(t);
      const addressId = await addAddress(t, c);
      await addToCart(t, c, { product_id: ring.id, variant_id: variant(2).id });
      shoppers.push({ c, addressId });
    }
    await setVariantStock(t, variant(2).id, 3);
    const sibling = await variantStock(t, variant(0).id);
    const answers = await Promise.all(shoppers.map(({ c, addressId }) => placeOrder(t, c, { address_id: addressId })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    expect(await variantStock(t, variant(2).id)).toBe(0);
    expect(await variantStock(t, variant(0).id)).toBe(sibling);
  });
});
