/**
 * The buyer's PAN (issue 29): an order above ₹2,00,000 or its equivalent is refused without one (nothing written, the
 * cart kept) and with a malformed one; with one it is placed, the PAN kept sealed and shown masked — on the order and
 * the invoice; below the line a PAN given is not kept. The line follows the rupee rate in force.
 */
import { PAN_MESSAGES } from '@lumen/contract/pan';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, orders } from '../../db/schema/index';
import { open, secretBoxKey } from '../../lib/secret-box';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, getCart, openShop, piece, placeOrder, setPrice } from '../../test/shopping-fixtures';

const SECRET = 'pan-test-secret-key-of-at-least-32-characters';
let t: TestApp;
let ringId: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', PAY_ON_DELIVERY_MAX: '10000000', STAFF_SECRET_KEY: SECRET },
  });
  await openShop(t);
  const ring = await piece(t, 'necklaces', 2);
  ringId = ring.id;
  // $1,500.00: one is $1,770.00 with 18 % GST, under the $2,000 line; two are $3,540.00, above it.
  await setPrice(t, ring.id, 150_000);
});
afterAll(() => t.close());

/** A new customer with `quantity` of the $1,500 piece in the cart, shipping within India. */
async function buyer(quantity: number) {
  const c = await signedInCustomer(t);
  const addressId = await addAddress(t, c);
  await addToCart(t, c, { product_id: ringId, quantity });
  return { c, addressId };
}

describe('an order above ₹2,00,000 or its equivalent', () => {
  it('is refused without the buyer’s PAN, or with a malformed one, and nothing is written', async () => {
    const { c, addressId } = await buyer(2);
    const before = (await t.database.db.select().from(orders)).length;
    const none = await placeOrder(t, c, { address_id: addressId, pan: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(`pan: ${PAN_MESSAGES.required}`);
    const malformed = await placeOrder(t, c, { address_id: addressId, pan: 'ABCDE1234F' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(PAN_MESSAGES.format);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
    expect((await getCart(t, c)).items).toHaveLength(1);
  });

  it('keeps the PAN sealed and shows it masked, on the order and its invoice', async () => {
    const { c, addressId } = await buyer(2);
    const res = await placeOrder(t, c, { address_id: addressId, pan: 'abcpe 1234f' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.pan).toBe('XXXXXX234F');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.order_id));
    expect(row?.panMasked).toBe('XXXXXX234F');
    expect(row?.panSealed).not.toContain('ABCPE');
    expect(open(secretBoxKey(SECRET, 'pan'), row?.panSealed ?? '', 'order-pan')).toBe('ABCPE1234F');
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: c.auth })).json();
    expect(again.data.pan).toBe('XXXXXX234F');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}/invoice.pdf`,
      headers: c.auth,
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    expect((await parser.getText()).text).toContain('PAN: XXXXXX234F');
    await parser.destroy();
  });
});

describe('an order below the line', () => {
  it('needs no PAN, and keeps none given', async () => {
    const { c, addressId } = await buyer(1);
    const res = await placeOrder(t, c, { address_id: addressId, pan: 'ABCPE1234F' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pan).toBeNull();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().data.order_id));
    expect([row?.panSealed, row?.panMasked]).toEqual([null, null]);
  });

  it('moves with the rupee rate in force: at 40 rupees to the dollar the line is $5,000, so $3,540 needs no PAN', async () => {
    await t.database.db.insert(currencyRates).values({ currency: 'INR', rateMicros: 40_000_000, source: 'staff' });
    const below = await buyer(2);
    expect((await placeOrder(t, below.c, { address_id: below.addressId, pan: undefined })).statusCode).toBe(201);
  });
});
