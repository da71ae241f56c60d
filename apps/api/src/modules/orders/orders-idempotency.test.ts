import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { checkoutStack } from '../../test/checkout-stack';
import type { TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import { addAddress, BUYER_PAN, newKey, openTestShop, type Piece, placeOrder } from '../../test/shopping-fixtures';
import { createCheckoutRepository } from '../checkout/repository';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const { readyToOrder } = orderCalls(() => ({ t, ring, necklace }));

describe('POST /api/orders with an Idempotency-Key', () => {
  it('requires an Idempotency-Key header', async () => {
    const { c, addressId } = await readyToOrder();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: c.auth,
      payload: { address_id: addressId },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'idempotency-key: Send an Idempotency-Key header of 8 to 100 letters, digits, - or _',
    );
    expect((await placeOrder(t, c, { address_id: addressId }, 'short')).statusCode).toBe(400);
  });

  it('places one order for parallel requests with one key, and answers each with it', async () => {
    const { c, addressId } = await readyToOrder();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => placeOrder(t, c, { address_id: addressId }, key)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const [a] = answers;
    if (!a) throw new Error('no answer');
    for (const res of answers) expect(res.json().data).toEqual(a.json().data);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    const again = await placeOrder(t, c, { address_id: addressId }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.order_id).toBe(a.json().data.order_id);
    const rows = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, c.id));
    expect(rows).toHaveLength(1);
  });

  it('answers with the stored order when the unique (customer, key) index refuses a second one', async () => {
    const { c, addressId } = await readyToOrder();
    const key = newKey();
    const first = (await placeOrder(t, c, { address_id: addressId }, key)).json().data;
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, first.order_id));
    if (!stored) throw new Error('order not stored');
    const { id: _id, ...copy } = stored;
    await expect(t.database.db.insert(orders).values({ ...copy, orderNumber: 'LJ-0000-000000' })).rejects.toThrow();

    // A request that lost the race on the index.
    const duplicate = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      constraint: 'orders_idempotency_idx',
    });
    const service = checkoutStack(t.database.db, t.app.jobs, {
      checkoutRepository: {
        ...createCheckoutRepository(t.database.db),
        place: async () => {
          throw new Error('Failed query', { cause: duplicate });
        },
      },
    }).checkout;
    const answer = await service.place(c.id, key, {
      address_id: addressId,
      payment_method: 'pay_on_delivery',
      pan: BUYER_PAN,
    });
    expect(answer.replayed).toBe(true);
    expect(answer.order).toEqual(first);
    // The request that lost the race asked for something else: refused like any reuse of the key.
    await expect(
      service.place(c.id, key, {
        address_id: addressId,
        gst: { name: 'Meera Traders', gst_number: '29AAGCB7383J1Z4' },
        payment_method: 'pay_on_delivery',
        pan: BUYER_PAN,
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('POST /api/orders with an Idempotency-Key: other requests, older orders, other customers', () => {
  it('answers 422 naming the key when the key comes again with another request, and still replays the same one', async () => {
    const { c, addressId } = await readyToOrder();
    const otherAddress = await addAddress(t, c, { address_line_1: '2 Church Street' });
    const key = newKey();
    const gst = { name: 'Meera Traders', gst_number: '29AAGCB7383J1Z4' };
    const first = await placeOrder(t, c, { address_id: addressId, gst }, key);
    expect(first.statusCode).toBe(201);
    for (const payload of [
      { address_id: otherAddress, gst },
      { address_id: addressId },
      { address_id: addressId, gst: { ...gst, name: 'Meera Traders Pvt' } },
    ]) {
      const reused = await placeOrder(t, c, payload, key);
      expect(reused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(reused.json()).toEqual({
        status: false,
        message: `idempotency-key: The Idempotency-Key ${key} was already used with a different request. Send a new key to place a different order.`,
        requestId: expect.any(String),
      });
    }
    // The same request as validated (the GSTIN in another case, spaces around the name) is the same request.
    const again = await placeOrder(
      t,
      c,
      { address_id: addressId, gst: { name: ' Meera Traders ', gst_number: '29aagcb7383j1z4' } },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
  });

  it('replays an order placed before requests were fingerprinted, whatever the request', async () => {
    const { c, addressId } = await readyToOrder();
    const key = newKey();
    const first = (await placeOrder(t, c, { address_id: addressId }, key)).json().data;
    await t.database.db
      .update(orders)
      .set({ idempotencyFingerprint: null })
      .where(eq(orders.orderNumber, first.order_id));
    const other = await placeOrder(
      t,
      c,
      { address_id: addressId, gst: { name: 'Meera', gst_number: '27AAPFU0939F1ZV' } },
      key,
    );
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBe('true');
    expect(other.json().data.order_id).toBe(first.order_id);
  });

  it('places one order for parallel requests with one key and two different requests; the other request gets 422', async () => {
    const { c, addressId } = await readyToOrder();
    const key = newKey();
    const withGst = { address_id: addressId, gst: { name: 'Meera Traders', gst_number: '29AAGCB7383J1Z4' } };
    const plain = { address_id: addressId };
    const payloads = [withGst, plain, withGst, plain, withGst, plain];
    const answers = await Promise.all(payloads.map((payload) => placeOrder(t, c, payload, key)));
    const placed = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 422);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(3);
    // Every 201 carries the one order, and it is the order of one of the two requests: the three that sent it.
    const winner = placed[0]?.json().data;
    for (const res of placed) expect(res.json().data).toEqual(winner);
    const winningPayload = winner.gst ? withGst : plain;
    expect(answers.map((res) => res.statusCode)).toEqual(
      payloads.map((payload) => (payload === winningPayload ? 201 : 422)),
    );
    const rows = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, c.id));
    expect(rows).toHaveLength(1);
  });

  it('keys are per customer: another customer’s key places their own order', async () => {
    const first = await readyToOrder();
    const second = await readyToOrder();
    const key = newKey();
    const a = (await placeOrder(t, first.c, { address_id: first.addressId }, key)).json().data;
    const b = (await placeOrder(t, second.c, { address_id: second.addressId }, key)).json().data;
    expect(b.order_id).not.toBe(a.order_id);
  });
});
