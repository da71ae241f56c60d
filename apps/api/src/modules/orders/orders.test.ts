/** Placing an order (`POST /api/orders`): prices from the database, the cart after, scores, the confirmation, refusals. */
import { envelopeOf } from '@lumen/contract/envelope';
import { gstinCheckCharacter, gstinProblem, OrderSchema } from '@lumen/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, users } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import {
  addAddress,
  addCoupon,
  addToCart,
  applyCoupon,
  getCart,
  newKey,
  openTestShop,
  type Piece,
  piece,
  placeOrder,
  setPrice,
  updateCoupon,
} from '../../test/shopping-fixtures';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const { score, readyToOrder, storedOrder } = orderCalls(() => ({ t, ring, necklace }));

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
        size: 'US 7',
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
    // 11 orders of 99: more than the opening stock of any piece.
    await t.database.db
      .update(productVariants)
      .set({ quantity: 11 * 99 })
      .where(eq(productVariants.productId, quiet.id));
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
});

describe('POST /api/orders: what it refuses', () => {
  it('answers 400 with a clear message for an empty cart', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const res = await placeOrder(t, c, { address_id: addressId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty. Add a piece to your cart before placing an order.');
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
