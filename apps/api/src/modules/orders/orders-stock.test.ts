/**
 * Stock and orders: placing an order takes its pieces atomically (never more than there are, in any number of
 * requests or processes), a short line refuses the whole order, the cart refuses more than is left, pieces made to
 * order are never short, and a cancellation gives the pieces back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, productVariants } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import { onPostgres, type TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import { startServerProcess } from '../../test/server-process';
import {
  addAddress,
  addToCart,
  BUYER_PAN,
  type Customer,
  getCart,
  newKey,
  openTestShop,
  type Piece,
  piece,
  placeOrder,
} from '../../test/shopping-fixtures';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});
const { cancel, placedAgo } = orderCalls(() => ({ t, ring, necklace }));

const onHand = async (productId: number, size = '') =>
  (
    await t.database.db
      .select({ n: productVariants.quantity })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
  )[0]?.n;

const setStock = (productId: number, quantity: number, size = '') =>
  t.database.db
    .update(productVariants)
    .set({ quantity })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));

const orderCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;

/** A customer with an address and `quantity` of `item` in the cart. */
async function shopper(item: Piece, quantity = 1, size?: string): Promise<{ c: Customer; addressId: number }> {
  const c = await signedInCustomer(t);
  const addressId = await addAddress(t, c);
  const res = await addToCart(t, c, { product_id: item.id, quantity, ...(size ? { size } : {}) });
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.body}`);
  return { c, addressId };
}

describe('POST /api/orders takes stock', () => {
  it('takes each line’s quantity from its piece and size', async () => {
    const { c, addressId } = await shopper(ring, 2, 'US 8');
    await addToCart(t, c, { product_id: necklace.id, quantity: 3 });
    const [ringBefore, necklaceBefore] = [await onHand(ring.id, 'US 8'), await onHand(necklace.id)];
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode, res.body).toBe(201);
    expect(await onHand(ring.id, 'US 8')).toBe((ringBefore ?? 0) - 2);
    expect(await onHand(necklace.id)).toBe((necklaceBefore ?? 0) - 3);
  });

  it('refuses the whole order with 409 naming the short piece and how many are left', async () => {
    const short = await piece(t, 'earrings', 1);
    const { c, addressId } = await shopper(necklace, 1);
    await addToCart(t, c, { product_id: short.id, quantity: 3 });
    await setStock(short.id, 2);
    const necklaceBefore = await onHand(necklace.id);
    const ordersBefore = await orderCount();
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Only 2 of ${short.name} are left.`);
    expect(await onHand(necklace.id)).toBe(necklaceBefore);
    expect(await onHand(short.id)).toBe(2);
    expect(await orderCount()).toBe(ordersBefore);
    expect((await getCart(t, c)).items).toHaveLength(2);

    await setStock(short.id, 0);
    expect((await placeOrder(t, c, { address_id: addressId })).json().message).toBe(`${short.name} is out of stock.`);
    await setStock(short.id, 50);
  });

  it('never finds a piece made to order short', async () => {
    const madeToOrder = await piece(t, 'earrings', 1);
    await t.database.db.update(products).set({ madeToOrderDays: 12 }).where(eq(products.id, madeToOrder.id));
    await t.database.db
      .update(productVariants)
      .set({ quantity: 0 })
      .where(eq(productVariants.productId, madeToOrder.id));
    const { c, addressId } = await shopper(madeToOrder, 7);
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a piece that has been taken off sale since it was put in the cart', async () => {
    const withdrawn = await piece(t, 'earrings', 2);
    const { c, addressId } = await shopper(withdrawn, 1);
    await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, withdrawn.id));
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${withdrawn.name} is no longer available.`);
    await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, withdrawn.id));
  });

  it('sells exactly the last 5 pieces to 20 shoppers ordering at once', async () => {
    const last = await piece(t, 'necklaces', 3);
    const shoppers = [];
    for (let i = 0; i < 20; i += 1) shoppers.push(await shopper(last, 1));
    await setStock(last.id, 5);
    const answers = await Promise.all(shoppers.map(({ c, addressId }) => placeOrder(t, c, { address_id: addressId })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const res of answers.filter((a) => a.statusCode === 409)) {
      expect(res.json().message).toBe(`${last.name} is out of stock.`);
    }
    expect(await onHand(last.id)).toBe(0);
  });

  it('takes an engraved and a plain line of one ring and size together, and refuses when together they are too many', async () => {
    const { c, addressId } = await shopper(ring, 1, 'US 9');
    const engraved = { product_id: ring.id, size: 'US 9', quantity: 1, engraving: { text: 'Always' } };
    expect((await addToCart(t, c, engraved)).statusCode).toBe(200);
    expect((await getCart(t, c)).items).toHaveLength(2);
    await setStock(ring.id, 1, 'US 9');
    const short = await placeOrder(t, c, { address_id: addressId });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/^Only 1 of /);
    expect(await onHand(ring.id, 'US 9')).toBe(1);

    await setStock(ring.id, 5, 'US 9');
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await onHand(ring.id, 'US 9')).toBe(3);
  });

  it('places every order of two pieces put in carts in either order, all at once (no deadlock)', async () => {
    const [first, second] = [await piece(t, 'necklaces', 4), await piece(t, 'earrings', 3)];
    const shoppers = [];
    for (let i = 0; i < 12; i += 1) {
      const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
      const s = await shopper(a, 1);
      await addToCart(t, s.c, { product_id: b.id, quantity: 1 });
      shoppers.push(s);
    }
    await setStock(first.id, 50);
    await setStock(second.id, 50);
    const answers = await Promise.all(shoppers.map(({ c, addressId }) => placeOrder(t, c, { address_id: addressId })));
    expect(answers.map((res) => res.statusCode)).toEqual(shoppers.map(() => 201));
    expect([await onHand(first.id), await onHand(second.id)]).toEqual([38, 38]);
  });
});

describe('POST /api/cart/items and PATCH /api/cart/items/{id} against stock', () => {
  it('refuses more than is left (counting what the cart already holds), with how many are left', async () => {
    const scarce = await piece(t, 'earrings', 2);
    await setStock(scarce.id, 3);
    const c = await signedInCustomer(t);
    expect((await addToCart(t, c, { product_id: scarce.id, quantity: 2 })).statusCode).toBe(200);
    const more = await addToCart(t, c, { product_id: scarce.id, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(`Only 3 of ${scarce.name} are left.`);
    const line = (await getCart(t, c)).items[0];
    const patch = (quantity: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/cart/items/${line.id}`, headers: c.auth, payload: { quantity } });
    expect((await patch(4)).statusCode).toBe(409);
    expect((await patch(3)).statusCode).toBe(200);
    await setStock(scarce.id, 1);
    // Lowering a quantity is always allowed, even below what is left.
    expect((await patch(2)).statusCode).toBe(200);
    await setStock(scarce.id, 50);
  });

  it('checks the chosen size’s own stock', async () => {
    await setStock(ring.id, 0, 'US 6');
    const c = await signedInCustomer(t);
    const res = await addToCart(t, c, { product_id: ring.id, size: 'US 6', quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${ring.name} (US 6) is out of stock.`);
    expect((await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 1 })).statusCode).toBe(200);
    await setStock(ring.id, 200, 'US 6');
  });

  it('answers 404 for a draft or archived piece', async () => {
    const draft = await piece(t, 'earrings', 3);
    await t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, draft.id));
    const c = await signedInCustomer(t);
    expect((await addToCart(t, c, { product_id: draft.id })).statusCode).toBe(404);
    await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, draft.id));
  });
});

describe('POST /api/orders/{id}/cancel returns stock', () => {
  it('puts every line back, once', async () => {
    const { c, addressId } = await shopper(ring, 2, 'US 7');
    const before = await onHand(ring.id, 'US 7');
    const id = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    expect(await onHand(ring.id, 'US 7')).toBe((before ?? 0) - 2);
    expect((await cancel(c, id)).statusCode).toBe(200);
    expect(await onHand(ring.id, 'US 7')).toBe(before);
    expect((await cancel(c, id)).statusCode).toBe(409);
    expect(await onHand(ring.id, 'US 7')).toBe(before);
  });

  it('gives nothing back when the cancellation is refused', async () => {
    const { c, addressId } = await shopper(ring, 1, 'US 7');
    const id = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    const after = await onHand(ring.id, 'US 7');
    await placedAgo(id, 13 * 3_600_000);
    expect((await cancel(c, id)).statusCode).toBe(409);
    expect(await onHand(ring.id, 'US 7')).toBe(after);
  });
});

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  it('sell exactly the last 5 pieces between them to 20 shoppers ordering at once', async () => {
    const last = await piece(t, 'necklaces', 4);
    const shoppers = [];
    for (let i = 0; i < 20; i += 1) shoppers.push(await shopper(last, 1));
    await setStock(last.id, 5);
    const env = {
      DATABASE_URL: t.databaseUrl ?? '',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // The suite's orders are paid on delivery whatever their size (as openTestShop's).
      PAY_ON_DELIVERY_MAX: '10000000',
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      const answers = await Promise.all(
        shoppers.map(({ c, addressId }, i) =>
          fetch(`http://127.0.0.1:${(i % 2 === 0 ? a : b).port}/api/orders`, {
            method: 'POST',
            headers: { ...c.auth, 'idempotency-key': newKey(), 'content-type': 'application/json' },
            body: JSON.stringify({ address_id: addressId, pan: BUYER_PAN }),
          }).then((res) => res.status),
        ),
      );
      expect(answers.filter((code) => code === 201)).toHaveLength(5);
      expect(answers.filter((code) => code === 409)).toHaveLength(15);
      expect(await onHand(last.id)).toBe(0);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  });
});
