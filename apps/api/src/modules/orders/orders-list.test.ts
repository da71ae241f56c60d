import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import { addToCart, type Customer, newKey, openTestShop, type Piece, placeOrder } from '../../test/shopping-fixtures';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const { get, cancel, readyToOrder, placedAgo } = orderCalls(() => ({ t, ring, necklace }));

describe('GET /api/orders', () => {
  it('lists the customer’s own orders, newest first, with the first item and the count of the others', async () => {
    const { c, addressId } = await readyToOrder();
    const first = (await placeOrder(t, c, { address_id: addressId })).json().data;
    await addToCart(t, c, { product_id: necklace.id, quantity: 3 });
    const second = (await placeOrder(t, c, { address_id: addressId })).json().data;
    await placedAgo(first.order_id, 60_000);
    const res = await get(c, '/api/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.next_cursor).toBeNull();
    expect(res.json().data.orders).toEqual([
      {
        order_id: second.order_id,
        status: 'Pending',
        created_at: second.created_at,
        first_item_name: necklace.name,
        other_items: 0,
        total: second.total,
        currency: 'USD',
        display_currency: 'USD',
        display_rate: 1,
        payment_status: 'due_on_delivery',
        timeline: [{ kind: 'placed', at: second.created_at, shipment: null, cancelled_by: null, reason: null }],
      },
      {
        order_id: first.order_id,
        status: 'Pending',
        created_at: expect.any(String),
        first_item_name: ring.name,
        other_items: 1,
        total: first.total,
        currency: 'USD',
        display_currency: 'USD',
        display_rate: 1,
        payment_status: 'due_on_delivery',
        timeline: [{ kind: 'placed', at: expect.any(String), shipment: null, cancelled_by: null, reason: null }],
      },
    ]);
    expect((await get(await signedInCustomer(t), '/api/orders')).json().data).toEqual({
      orders: [],
      next_cursor: null,
    });
  });
});

describe('GET /api/orders, a page at a time', () => {
  /** Copies of one placed order (with its lines) for a customer, `n` of them, placed at the given times. */
  async function copiesOf(orderId: string, times: string[]) {
    const [source] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderId));
    if (!source) throw new Error('no such order');
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, source.id));
    const ids: string[] = [];
    for (const [i, at] of times.entries()) {
      const { id: _id, ...copy } = source;
      const orderNumber = `${orderId}-${i}`;
      const [row] = await t.database.db
        .insert(orders)
        .values({ ...copy, orderNumber, idempotencyKey: newKey(), createdAt: sql`${at}::timestamptz` })
        .returning({ id: orders.id });
      if (!row) throw new Error('copy failed');
      await t.database.db
        .insert(orderItems)
        .values(lines.map(({ id: _line, ...line }) => ({ ...line, orderId: row.id })));
      ids.push(orderNumber);
    }
    return ids;
  }

  /** Every page of the customer's orders, `limit` at a time, following next_cursor. */
  async function walk(c: Customer, limit: number) {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(c, url);
      expect(res.statusCode, res.body).toBe(200);
      const data: { orders: { order_id: string }[]; next_cursor: string | null } = res.json().data;
      pages.push(data.orders.map((order) => order.order_id));
      cursor = data.next_cursor;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    } while (cursor && pages.length < 20);
    return pages;
  }

  it('answers a page at a time, newest first, with a cursor to the next page; orders placed at the same instant are neither lost nor repeated', async () => {
    const { c, addressId } = await readyToOrder();
    const source = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(orders.orderNumber, source));
    // Two pairs of orders to the same microsecond, across the pages' edges.
    const copies = await copiesOf(source, [
      '2026-03-01T10:00:00.000004Z',
      '2026-03-01T10:00:00.000004Z',
      '2026-03-01T10:00:00.000005Z',
      '2026-02-01T08:00:00.5Z',
      '2026-02-01T08:00:00.5Z',
    ]);
    const newestFirst = (
      await t.database.db
        .select({ id: orders.orderNumber })
        .from(orders)
        .where(eq(orders.userId, c.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
    ).map((row) => row.id);
    expect(newestFirst).toHaveLength(6);
    expect(newestFirst.slice(0, 3).sort()).toEqual([copies[0], copies[1], copies[2]].sort());
    expect(newestFirst[0]).toBe(copies[2]);
    for (const limit of [1, 2, 4]) {
      const pages = await walk(c, limit);
      expect(pages.flat(), `limit ${limit}`).toEqual(newestFirst);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
      expect(pages).toHaveLength(Math.ceil(6 / limit));
    }
    // Another customer's walk never reaches these orders.
    expect((await walk(await signedInCustomer(t), 2)).flat()).toEqual([]);
  });

  it('answers 20 orders by default and at most 50; a limit outside 1–50 is 400 naming limit', async () => {
    const { c, addressId } = await readyToOrder();
    const source = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await copiesOf(
      source,
      Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()),
    );
    const first = (await get(c, '/api/orders')).json().data;
    expect(first.orders).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const most = (await get(c, '/api/orders?limit=50')).json().data;
    expect(most.orders).toHaveLength(50);
    const rest = (await get(c, `/api/orders?limit=50&cursor=${most.next_cursor}`)).json().data;
    expect(rest).toEqual({ orders: [expect.objectContaining({ order_id: `${source}-0` })], next_cursor: null });
    for (const limit of ['0', '51', 'ten']) {
      const res = await get(c, `/api/orders?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toBe('limit: Ask for 1 to 50 orders a page');
    }
  });

  it('answers 400 naming cursor for a cursor it did not make', async () => {
    const c = await signedInCustomer(t);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'abc',
      '%2A%2A%2A',
      'x'.repeat(201),
      forged({ at: '2026-01-01', id: 1 }),
      forged(['2026-01-01T00:00:00Z', 1]),
      forged(['2026-13-45T00:00:00.000000Z', 1]),
      forged(['2026-01-01T00:00:00.000000Z', -1]),
      forged(['2026-01-01T00:00:00.000000Z', 1.5]),
      forged(["2026-01-01T00:00:00.000000Z'; drop table orders; --", 1]),
    ]) {
      const res = await get(c, `/api/orders?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toBe(
        'cursor: This cursor is not valid. Send the next_cursor of the previous page, or none for the first page.',
      );
    }
    const fine = await get(c, `/api/orders?cursor=${forged(['2026-01-01T00:00:00.000000Z', 1])}`);
    expect(fine.json()).toMatchObject({ status: true, data: { orders: [], next_cursor: null } });
  });
});

describe('GET /api/orders/{id}', () => {
  it('shows the owner the order as placed', async () => {
    const { c, addressId } = await readyToOrder();
    const placed = (await placeOrder(t, c, { address_id: addressId })).json().data;
    const res = await get(c, `/api/orders/${placed.order_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(placed);
  });

  it('answers 404 to anyone else, and for an order id that does not exist', async () => {
    const { c, addressId } = await readyToOrder();
    const id = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    const other = await signedInCustomer(t);
    for (const url of [`/api/orders/${id}`, `/api/orders/${id}/invoice.pdf`]) {
      const res = await get(other, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('This order could not be found.');
    }
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect((await get(c, `/api/orders/${id}`)).json().data.status).toBe('Pending');
    expect((await get(c, '/api/orders/LJ-1999-999999')).statusCode).toBe(404);
  });
});
