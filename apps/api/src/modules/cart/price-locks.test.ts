/**
 * Price locks (issue 29, decision 034): a cart line priced from the metal rate keeps the price it was added at for
 * PRICE_LOCK_MINUTES, whatever the rate does; the order is placed at that price. Once the hold has run out, the cart
 * shows the line at today's price with the change, the order is refused until the shopper takes today's prices, and
 * then placed at them. A fixed price is never held: it follows the catalogue, as the spec's cart does.
 */
import { CART_MESSAGES, CartSchema } from '@lumen/contract/cart';
import { ORDER_MESSAGES } from '@lumen/contract/orders';
import { computedPrice } from '@lumen/contract/price-rules';
import { breakupWords } from '@lumen/contract/variant-words';
import { and, eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, metalRates, productVariants } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import {
  addAddress,
  addToCart,
  type Customer,
  openTestShop,
  type Piece,
  placeOrder,
  setPrice,
} from '../../test/shopping-fixtures';
import { refreshRateRanges } from '../catalog/computed-prices';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const WEIGHT_MG = 4_000;
/** 4 g of gold 22k at `rate` a gram, nothing else: the price is the metal's. */
const priceAt = (rate: number) =>
  computedPrice(
    { weightMg: WEIGHT_MG, makingType: 'percent', making: 0, originalMaking: 0, stonesValue: 0, otherValue: 0 },
    rate,
  ).price;

/** A new 22k gold rate, as the back office or the feed sets one. */
const setRate = (rate: number) =>
  t.database.db.transaction(async (tx) => {
    await tx.insert(metalRates).values({ metal: 'Gold', purity: '22k', ratePerGram: rate, source: 'staff' });
    await refreshRateRanges(tx, 'Gold', '22k');
  });

let ringVariant: number;
beforeAll(async () => {
  await setRate(10_000);
  // Every variant of the ring in yellow gold 22k, priced from the rate.
  const rows = await t.database.db
    .update(productVariants)
    .set({
      metal: 'Gold',
      purity: '22k',
      weightMg: WEIGHT_MG,
      pricing: 'computed',
      makingType: 'percent',
      making: 0,
      originalMaking: 0,
      stonesValue: 0,
      otherValue: 0,
      price: 0,
      originalPrice: 0,
    })
    .where(eq(productVariants.productId, ring.id))
    .returning({ id: productVariants.id, size: productVariants.size });
  ringVariant = rows[0]?.id ?? 0;
});

const cartOf = async (c: Customer) =>
  CartSchema.parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: c.auth })).json().data);
/** The hold of a customer's lines ran out a moment ago. */
const runOut = (c: Customer) =>
  t.database.db
    .update(cartItems)
    .set({ priceLockedUntil: sql`now() - interval '1 second'` })
    .where(and(eq(cartItems.userId, c.id), sql`${cartItems.priceLockedUntil} is not null`));
const takeTodaysPrices = (c: Customer) => t.app.inject({ method: 'POST', url: '/api/cart/prices', headers: c.auth });

async function invoiceText(c: Customer, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice.pdf`, headers: c.auth });
  expect(res.statusCode).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function shopper() {
  const c = await signedInCustomer(t);
  const address = await addAddress(t, c);
  return { c, address };
}

describe('a price from the metal rate in the cart', () => {
  it('is held for 15 minutes from when it was added, and the order is placed at it whatever the rate does', async () => {
    await setRate(10_000);
    const { c, address } = await shopper();
    const before = Date.now();
    const added = await addToCart(t, c, { product_id: ring.id, variant_id: ringVariant, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = CartSchema.parse(added.json().data).items;
    expect(line).toMatchObject({ unit_price: priceAt(10_000), line_total: priceAt(10_000) * 2, price_change: null });
    const until = Date.parse(line?.price_locked_until ?? '');
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1_000);

    await setRate(11_000);
    expect((await cartOf(c)).items[0]).toMatchObject({ unit_price: priceAt(10_000), price_change: null });
    // Adding more of it while the hold lasts keeps the held price for the whole line.
    await addToCart(t, c, { product_id: ring.id, variant_id: ringVariant, quantity: 1 });
    expect((await cartOf(c)).items[0]).toMatchObject({ quantity: 3, unit_price: priceAt(10_000) });
    const placed = await placeOrder(t, c, { address_id: address });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order.subtotal).toBe(priceAt(10_000) * 3);
    // The line keeps what the held price was made of — the rate it was held at, not the one in force — for good.
    const breakup = { metal: { weight_g: 4, rate: 10_000, amount: priceAt(10_000) }, making: 0, stones: 0, other: 0 };
    expect(order.items[0].breakup).toEqual(breakup);
    await setRate(12_000);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: c.auth });
    expect(read.json().data.items[0]).toMatchObject({ unit_price: priceAt(10_000), breakup });
    expect(await invoiceText(c, order.order_id)).toContain(breakupWords(breakup));
  });

  it('shows today’s price and the change once the hold runs out, and the order waits for the shopper to take it', async () => {
    await setRate(10_000);
    const { c, address } = await shopper();
    await addToCart(t, c, { product_id: ring.id, variant_id: ringVariant, quantity: 1 });
    await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
    await setRate(10_500);
    await runOut(c);
    const cart = await cartOf(c);
    const held = cart.items.find((item) => item.product_id === ring.id);
    expect(held).toMatchObject({
      unit_price: priceAt(10_500),
      price_locked_until: null,
      price_change: { from: priceAt(10_000), to: priceAt(10_500) },
    });
    expect(cart.items.find((item) => item.product_id === necklace.id)).toMatchObject({
      price_locked_until: null,
      price_change: null,
    });
    const refused = await placeOrder(t, c, { address_id: address });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.pricesChanged(1));

    const taken = await takeTodaysPrices(c);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().message).toBe(CART_MESSAGES.pricesTaken);
    const line = CartSchema.parse(taken.json().data).items.find((item) => item.product_id === ring.id);
    expect(line).toMatchObject({ unit_price: priceAt(10_500), price_change: null });
    expect(line?.price_locked_until).not.toBeNull();
    // Held again: a new rate now does not touch it.
    await setRate(10_900);
    const placed = await placeOrder(t, c, { address_id: address });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.subtotal).toBe(priceAt(10_500) + necklace.price);
    const lines = placed.json().data.items;
    expect(lines.find((item: { product_id: number }) => item.product_id === ring.id).breakup.metal.rate).toBe(10_500);
    expect(lines.find((item: { product_id: number }) => item.product_id === necklace.id).breakup).toBeNull();
  });

  it('asks nothing when the hold runs out and the price has not moved, and holds a line added again afresh', async () => {
    await setRate(10_000);
    const { c, address } = await shopper();
    await addToCart(t, c, { product_id: ring.id, variant_id: ringVariant, quantity: 1 });
    await runOut(c);
    expect((await cartOf(c)).items[0]).toMatchObject({ price_locked_until: null, price_change: null });
    // Added again after the hold ran out: held again, at today's price.
    await setRate(10_200);
    await addToCart(t, c, { product_id: ring.id, variant_id: ringVariant, quantity: 1 });
    const [line] = (await cartOf(c)).items;
    expect(line).toMatchObject({ quantity: 2, unit_price: priceAt(10_200), price_change: null });
    expect(line?.price_locked_until).not.toBeNull();
    expect((await placeOrder(t, c, { address_id: address })).statusCode).toBe(201);
  });

  it('is never held for a fixed price, which follows the catalogue', async () => {
    const { c } = await shopper();
    await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
    await setPrice(t, necklace.id, 54_321);
    const [line] = (await cartOf(c)).items;
    expect(line).toMatchObject({ unit_price: 54_321, price_locked_until: null, price_change: null });
    const [row] = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, c.id));
    expect(row).toMatchObject({ lockedPrice: null, priceLockedUntil: null });
  });
});

describe('POST /api/dev/price-holds/expire (development only)', () => {
  const expire = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/dev/price-holds/expire', payload: { email }, remoteAddress });

  it('ends one customer’s holds now, so the cart names the change at once; nobody else’s', async () => {
    await setRate(10_000);
    const [{ c }, other] = await Promise.all([shopper(), shopper()]);
    await addToCart(t, c, { product_id: ring.id, variant_id: ringVariant, quantity: 1 });
    await addToCart(t, other.c, { product_id: ring.id, variant_id: ringVariant, quantity: 1 });
    await setRate(10_300);
    const res = await expire(c.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ lines: 1 });
    expect((await cartOf(c)).items[0]).toMatchObject({
      price_locked_until: null,
      price_change: { from: priceAt(10_000), to: priceAt(10_300) },
    });
    expect((await cartOf(other.c)).items[0]).toMatchObject({ unit_price: priceAt(10_000), price_change: null });
    // Nothing is held any more: a second call ends nothing.
    expect((await expire(c.email)).json().data).toEqual({ lines: 0 });
  });

  it('answers only this machine, and asks for an e-mail address', async () => {
    expect((await expire('asha@example.com', '203.0.113.9')).statusCode).toBe(404);
    const bad = await expire('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email: /);
  });
});
