import { envelopeOf } from '@lumen/contract/envelope';
import { gstinCheckCharacter, gstinProblem, OrderSchema } from '@lumen/contract/orders';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, products, users } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addAddress,
  addCoupon,
  addToCart,
  applyCoupon,
  type Customer,
  getCart,
  newKey,
  openShop,
  type Piece,
  piece,
  placeOrder,
  setPrice,
  updateCoupon,
} from '../../test/shopping-fixtures';
import type { PaymentProvider } from './payment';
import { createOrderRepository, type OrderRow } from './repository';
import { createOrderService, type OrderServiceOptions } from './service';

let t: TestApp;
let ring: Piece;
let necklace: Piece;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  await openShop(t);
  ring = await piece(t, 'rings');
  necklace = await piece(t, 'necklaces');
});
afterAll(() => t.close());

const get = (c: Customer, url: string) => t.app.inject({ method: 'GET', url, headers: c.auth });
const cancel = (c: Customer, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.auth });
const score = async (id: number) =>
  (await t.database.db.select({ s: products.bestSellerScore }).from(products).where(eq(products.id, id)))[0]?.s ?? 0;

/** A customer with an address and a ring and a necklace in the cart; returns the customer and the address id. */
async function readyToOrder() {
  const c = await signedInCustomer(t);
  const addressId = await addAddress(t, c);
  await addToCart(t, c, { product_id: ring.id, size: 'Size 2', quantity: 1 });
  await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
  return { c, addressId };
}

/** The order service over this file's database, for tests that swap the payment provider or watch the log. */
function orderService(options: Partial<OrderServiceOptions> = {}) {
  return createOrderService(createOrderRepository(t.database.db), {
    notifier: { send: async () => undefined },
    onBestSellersChanged: () => undefined,
    publicUrl: '',
    logger: { error: () => undefined },
    ...options,
  });
}

const storedOrder = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderId)))[0];

/** Moves an order's placing time back. */
const placedAgo = (orderId: string, ms: number) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.orderNumber, orderId));

describe('the order calls', () => {
  it('need a token', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/orders', { address_id: 1 }],
      ['GET', '/api/orders', undefined],
      ['GET', '/api/orders/LJ-2026-000001', undefined],
      ['POST', '/api/orders/LJ-2026-000001/cancel', undefined],
      ['GET', '/api/orders/LJ-2026-000001/invoice.pdf', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'idempotency-key': newKey() },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/orders', () => {
  it('recomputes every price, the coupon and GST 18 % from the database, whatever the client sends', async () => {
    const { c, addressId } = await readyToOrder();
    await applyCoupon(t, c, 'FALL25');
    // The catalogue changes after the shopper last saw the cart: the order takes today's prices.
    const ringPrice = 12_345;
    const necklacePrice = 5_001;
    expect(ring.price).not.toBe(ringPrice);
    await setPrice(t, ring.id, ringPrice);
    await setPrice(t, necklace.id, necklacePrice);
    const res = await placeOrder(t, c, {
      address_id: addressId,
      gst: { name: 'Meera Traders', gst_number: '29aagcb7383j1z4' },
      subtotal: 1,
      discount: 999_999,
      tax: 0,
      total: 1,
      items: [{ product_id: ring.id, unit_price: 1 }],
    });
    await setPrice(t, ring.id, ring.price);
    await setPrice(t, necklace.id, necklace.price);
    expect(res.statusCode, res.body).toBe(201);
    const order = envelopeOf(OrderSchema).parse(res.json()).data;
    // $123.45 + $50.01 = $173.46; 25 % off the ring is 3,086.25 ¢ → 3,086; 18 % GST on 14,260 ¢ is 2,566.8 ¢ → 2,567.
    expect(order).toMatchObject({
      status: 'Pending',
      subtotal: 17_346,
      discount: 3_086,
      gst_percent: 18,
      tax: 2_567,
      shipping: 0,
      total: 16_827,
      coupon: { code: 'FALL25', description: '25% off ring settings and bands' },
      payment: { method: 'pay_on_delivery', label: 'Pay on delivery', status: 'due_on_delivery' },
      gst: { name: 'Meera Traders', gst_number: '29AAGCB7383J1Z4' },
      address: { address_line_1: '14 Lake View Road', city: 'Bengaluru', state: 'Karnataka', address_type: 'Home' },
      can_cancel: true,
      shipped_at: null,
      cancelled_at: null,
    });
    expect(order.order_id).toMatch(/^LJ-\d{4}-\d{6}$/);
    expect(order.items).toMatchObject([
      {
        product_id: ring.id,
        name: ring.name,
        size: 'Size 2',
        quantity: 1,
        unit_price: ringPrice,
        line_total: ringPrice,
      },
      { product_id: necklace.id, name: necklace.name, size: null, quantity: 1, unit_price: necklacePrice },
    ]);
    expect(new Date(order.cancel_until).getTime() - new Date(order.created_at).getTime()).toBe(12 * 3_600_000);
  });

  it('gives readable, unique order ids in sequence', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { c, addressId } = await readyToOrder();
      ids.push((await placeOrder(t, c, { address_id: addressId })).json().data.order_id);
    }
    const [a, b] = ids.map((id) => Number(id.slice(-6)));
    expect(ids[0]).not.toBe(ids[1]);
    expect(b).toBeGreaterThan(a ?? Infinity);
  });

  it('empties the cart but keeps the saved-for-later list, and drops the used coupon', async () => {
    const { c, addressId } = await readyToOrder();
    const saved = await piece(t, 'earrings');
    const savedLine = (await addToCart(t, c, { product_id: saved.id })).json().data.items.at(-1).id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${savedLine}`,
      headers: c.auth,
      payload: { saved_for_later: true },
    });
    await applyCoupon(t, c, 'FALL25');
    expect((await placeOrder(t, c, { address_id: addressId })).statusCode).toBe(201);
    const cart = await getCart(t, c);
    expect(cart.items).toEqual([]);
    expect(cart.coupon).toBeNull();
    expect(cart.saved).toMatchObject([{ id: savedLine, product_id: saved.id }]);
  });

  it('adds each line’s quantity to the best-seller score and refreshes the cached catalogue', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const quiet = await piece(t, 'watches');
    const listFirst = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/catalog/products?sort=best_seller&pageSize=1' })).json().data
        .items[0].id;
    const before = await score(quiet.id);
    expect(await listFirst()).not.toBe(quiet.id);
    await addToCart(t, c, { product_id: quiet.id, quantity: 99 });
    for (let i = 0; i < 11; i++) {
      await placeOrder(t, c, { address_id: addressId });
      await addToCart(t, c, { product_id: quiet.id, quantity: 99 });
    }
    expect(await score(quiet.id)).toBe(before + 11 * 99);
    expect(await listFirst()).toBe(quiet.id);
  });

  it('orders of the same pieces placed at once all go through, each counted once in the scores', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => readyToOrder()));
    const [rings, necklaces] = [await score(ring.id), await score(necklace.id)];
    const answers = await Promise.all(customers.map(({ c, addressId }) => placeOrder(t, c, { address_id: addressId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(customers.map(() => 201));
    expect([await score(ring.id), await score(necklace.id)]).toEqual([rings + 6, necklaces + 6]);
  });

  it('e-mails a branded confirmation with the order id and total', async () => {
    const { c, addressId } = await readyToOrder();
    const order = (await placeOrder(t, c, { address_id: addressId })).json().data;
    const mail = [...t.sent].reverse().find((m) => m.to === c.email);
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toBe(`Your Lumen Jewels order ${order.order_id} is confirmed`);
    const total = `$${(order.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(mail?.text).toContain(order.order_id);
    expect(mail?.text).toContain(`Total: ${total}`);
    expect(mail?.text).toContain(`/order-details/${order.order_id}`);
    expect(mail?.html).toContain('LUMEN JEWELS');
    expect(mail?.html).toContain(order.order_id);
    expect(mail?.html).toContain(total);
  });

  it('sends the confirmation by SMS to an account without an e-mail address', async () => {
    const { c, addressId } = await readyToOrder();
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, c.id));
    const before = t.sent.length;
    const order = (await placeOrder(t, c, { address_id: addressId })).json().data;
    expect((await storedOrder(order.order_id))?.customerEmail).toBeNull();
    const sms = [...t.sent].reverse().find((m) => m.to === c.Mobile_number);
    expect(sms?.channel).toBe('sms');
    const total = `$${(order.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(sms?.text).toContain(`your order ${order.order_id} of ${total} is confirmed`);
    expect(sms?.text).toContain(`/order-details/${order.order_id}`);
    expect(t.sent.slice(before).filter((m) => m.to === c.email)).toEqual([]);
  });

  it('starts the payment once the order is committed, and keeps the provider’s reference', async () => {
    const { c, addressId } = await readyToOrder();
    const seen: (OrderRow | undefined)[] = [];
    const card: PaymentProvider = {
      method: 'pay_on_delivery',
      initialStatus: 'awaiting_payment',
      async start(request) {
        // Another query, outside the order's transaction: the order must already be there for everyone.
        seen.push(await createOrderRepository(t.database.db).findByNumber(c.id, request.orderId));
        return { status: 'awaiting_payment', reference: `pay_${request.orderId}` };
      },
    };
    const { order, replayed } = await orderService({ payments: { pay_on_delivery: card } }).place(c.id, newKey(), {
      address_id: addressId,
      payment_method: 'pay_on_delivery',
    });
    expect(replayed).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      orderNumber: order.order_id,
      paymentStatus: 'awaiting_payment',
      paymentReference: null,
    });
    expect(order.payment.status).toBe('awaiting_payment');
    expect(await storedOrder(order.order_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentReference: `pay_${order.order_id}`,
    });
  });

  it('keeps the order, awaiting payment, when the provider’s start fails or does not answer in time; logs it', async () => {
    const failing: PaymentProvider = {
      method: 'pay_on_delivery',
      initialStatus: 'awaiting_payment',
      start: async () => {
        throw new Error('gateway unreachable');
      },
    };
    let signal: AbortSignal | undefined;
    const silent: PaymentProvider = {
      method: 'pay_on_delivery',
      initialStatus: 'awaiting_payment',
      start: (_request, options) => {
        signal = options.signal;
        return new Promise(() => {});
      },
    };
    for (const provider of [failing, silent]) {
      const { c, addressId } = await readyToOrder();
      const error = vi.fn();
      const { order, replayed } = await orderService({
        payments: { pay_on_delivery: provider },
        paymentStartTimeoutMs: 50,
        logger: { error },
      }).place(c.id, newKey(), { address_id: addressId, payment_method: 'pay_on_delivery' });
      expect(replayed).toBe(false);
      expect(order.payment.status).toBe('awaiting_payment');
      expect(await storedOrder(order.order_id)).toMatchObject({
        paymentStatus: 'awaiting_payment',
        paymentReference: null,
        total: order.total,
      });
      expect(
        await t.database.db
          .select()
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.orderNumber, order.order_id)),
      ).toHaveLength(2);
      expect((await getCart(t, c)).items).toEqual([]);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ order: order.order_id }),
        'payment could not be started; the order keeps its initial payment state',
      );
    }
    expect(signal?.aborted).toBe(true);
  });

  it('answers 400 with a clear message for an empty cart', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty. Add a piece to your cart before placing an order.');
  });

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
    const real = createOrderRepository(t.database.db);
    const duplicate = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      constraint: 'orders_idempotency_idx',
    });
    const service = createOrderService(
      {
        ...real,
        place: async () => {
          throw new Error('Failed query', { cause: duplicate });
        },
      },
      {
        notifier: { send: async () => undefined },
        onBestSellersChanged: () => undefined,
        publicUrl: '',
        logger: console,
      },
    );
    const answer = await service.place(c.id, key, { address_id: addressId, payment_method: 'pay_on_delivery' });
    expect(answer.replayed).toBe(true);
    expect(answer.order).toEqual(first);
    // The request that lost the race asked for something else: refused like any reuse of the key.
    await expect(
      service.place(c.id, key, {
        address_id: addressId,
        gst: { name: 'Meera Traders', gst_number: '29AAGCB7383J1Z4' },
        payment_method: 'pay_on_delivery',
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

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

  it('answers 404 for another customer’s address, and keeps the cart', async () => {
    const { c } = await readyToOrder();
    const other = await signedInCustomer(t);
    const theirs = await addAddress(t, other);
    const res = await placeOrder(t, c, { address_id: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This address could not be found.');
    expect((await getCart(t, c)).items).toHaveLength(2);
  });

  it('validates the GSTIN: length, state code, format and the mod-36 check character', async () => {
    const { c, addressId } = await readyToOrder();
    const cases: [string, string][] = [
      ['27AAPFU0939F1Z', 'GST Number must be 15 characters'],
      ['39AAPFU0939F1ZV', 'GST Number must start with a state code from 01 to 38'],
      ['27AAPF00939F1ZV', 'GST Number is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)'],
      ['27AAPFU0939F1ZW', 'GST Number has a wrong check character; please check it for typos'],
    ];
    for (const [gstNumber, message] of cases) {
      const res = await placeOrder(t, c, { address_id: addressId, gst: { name: 'Meera', gst_number: gstNumber } });
      expect(res.statusCode, gstNumber).toBe(400);
      expect(res.json().message).toBe(`gst.gst_number: ${message}`);
    }
    const noName = await placeOrder(t, c, { address_id: addressId, gst: { name: ' ', gst_number: '27AAPFU0939F1ZV' } });
    expect(noName.json().message).toBe('gst.name: Name is required');
    expect((await getCart(t, c)).items).toHaveLength(2);
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses bad input naming the field', async () => {
    const { c } = await readyToOrder();
    expect((await placeOrder(t, c, {})).json().message).toBe('address_id: Delivery address is required');
    expect((await placeOrder(t, c, { address_id: 'home' })).json().message).toMatch(/^address_id: /);
    expect((await placeOrder(t, c, { address_id: 1, payment_method: 'card' })).json().message).toMatch(
      /^payment_method: /,
    );
  });

  it('refuses, with 409, an order whose applied coupon has lapsed', async () => {
    await addCoupon(t, { code: 'BRIEF10' });
    const { c, addressId } = await readyToOrder();
    await applyCoupon(t, c, 'BRIEF10');
    await updateCoupon(t, 'BRIEF10', { endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 60_000) });
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This coupon has expired. Remove the coupon BRIEF10 to place your order.');
  });

  it('limits order placing per customer', async () => {
    const { c, addressId } = await readyToOrder();
    const key = newKey();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await placeOrder(t, c, { address_id: addressId }, key)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 201)).toBe(true);
    expect(codes[30]).toBe(429);
    const other = await readyToOrder();
    expect((await placeOrder(t, other.c, { address_id: other.addressId })).statusCode).toBe(201);
  });
});

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
      },
      {
        order_id: first.order_id,
        status: 'Pending',
        created_at: expect.any(String),
        first_item_name: ring.name,
        other_items: 1,
        total: first.total,
      },
    ]);
    expect((await get(await signedInCustomer(t), '/api/orders')).json().data).toEqual({
      orders: [],
      next_cursor: null,
    });
  });

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

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels a Pending order within 12 hours', async () => {
    const { c, addressId } = await readyToOrder();
    const id = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await placedAgo(id, 12 * 3_600_000 - 60_000);
    const res = await cancel(c, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your order has been cancelled.',
      data: { order_id: id, status: 'Cancelled', can_cancel: false },
    });
    expect(res.json().data.cancelled_at).not.toBeNull();
    const twice = await cancel(c, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order is already cancelled.');
  });

  it('refuses 12 hours and 1 second after the order', async () => {
    const { c, addressId } = await readyToOrder();
    const id = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await placedAgo(id, 12 * 3_600_000 + 1_000);
    expect((await get(c, `/api/orders/${id}`)).json().data.can_cancel).toBe(false);
    const res = await cancel(c, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An order can be cancelled only within 12 hours of being placed.');
    expect((await get(c, `/api/orders/${id}`)).json().data.status).toBe('Pending');
  });

  it('refuses once the order has shipped or been delivered', async () => {
    const { c, addressId } = await readyToOrder();
    const shipped = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await addToCart(t, c, { product_id: necklace.id });
    const delivered = (await placeOrder(t, c, { address_id: addressId })).json().data.order_id;
    await t.database.db.update(orders).set({ shippedAt: sql`now()` }).where(eq(orders.orderNumber, shipped));
    await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.orderNumber, delivered));
    for (const id of [shipped, delivered]) {
      expect((await get(c, `/api/orders/${id}`)).json().data.can_cancel, id).toBe(false);
      const res = await cancel(c, id);
      expect(res.statusCode, id).toBe(409);
      expect(res.json().message).toBe('This order has already shipped and can no longer be cancelled.');
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the cart, coupon and order routes from the contract schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/cart', 'get'],
      ['/api/cart/items', 'post'],
      ['/api/cart/items/{id}', 'patch'],
      ['/api/cart/items/{id}', 'delete'],
      ['/api/cart/merge', 'post'],
      ['/api/cart/coupon', 'put'],
      ['/api/cart/coupon', 'delete'],
      ['/api/coupons/{code}', 'get'],
      ['/api/orders', 'post'],
      ['/api/orders', 'get'],
      ['/api/orders/{id}', 'get'],
      ['/api/orders/{id}/cancel', 'post'],
      ['/api/orders/{id}/invoice.pdf', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const place = doc.paths['/api/orders'].post;
    expect(place.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true })]),
    );
    expect(place.requestBody.content['application/json'].schema.required).toEqual(['address_id']);
    expect(Object.keys(doc.paths['/api/orders/{id}/invoice.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
  });
});
