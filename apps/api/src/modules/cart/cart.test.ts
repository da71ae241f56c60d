import { CartSchema } from '@lumen/contract/cart';
import { envelopeOf } from '@lumen/contract/envelope';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import {
  addCoupon,
  addToCart,
  applyCoupon,
  type Customer,
  getCart,
  openTestShop,
  type Piece,
  piece,
  setPrice,
  updateCoupon,
} from '../../test/shopping-fixtures';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const patch = (c: Customer, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/cart/items/${id}`, headers: c.auth, payload });

describe('the cart calls', () => {
  it('need a token', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/cart', undefined],
      ['POST', '/api/cart/items', { product_id: necklace.id }],
      ['PATCH', '/api/cart/items/1', { quantity: 2 }],
      ['DELETE', '/api/cart/items/1', undefined],
      ['POST', '/api/cart/merge', { items: [] }],
      ['PUT', '/api/cart/coupon', { code: 'FALL25' }],
      ['DELETE', '/api/cart/coupon', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ status: false, message: 'Please sign in to continue.' });
    }
  });
});

describe('GET /api/cart', () => {
  it('starts empty, with zero totals and no coupon', async () => {
    const c = await signedInCustomer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(CartSchema).parse(res.json()).data).toEqual({
      items: [],
      saved: [],
      coupon: null,
      totals: {
        item_count: 0,
        subtotal: 0,
        discount: 0,
        gst_percent: 18,
        gst: 0,
        tax_lines: [],
        shipping: 0,
        total: 0,
      },
    });
  });

  it('prices lines from the catalogue now, whatever the client sent', async () => {
    const c = await signedInCustomer(t);
    const other = await piece(t, 'necklaces', 1);
    await addToCart(t, c, { product_id: other.id, quantity: 2, unit_price: 1, line_total: 2, total: 2 });
    expect((await getCart(t, c)).totals.subtotal).toBe(other.price * 2);
    await setPrice(t, other.id, 12_345);
    const cart = await getCart(t, c);
    expect(cart.items[0]).toMatchObject({ unit_price: 12_345, line_total: 24_690 });
    expect(cart.totals).toEqual({
      item_count: 2,
      subtotal: 24_690,
      discount: 0,
      gst_percent: 18,
      gst: 4_444,
      tax_lines: [{ hsn: null, rate_percent: 18, taxable: 24_690, tax: 4_444 }],
      shipping: 0,
      total: 29_134,
    });
  });
});

describe('POST /api/cart/items', () => {
  it('adds a piece with its details; the same product and size again adds to the quantity', async () => {
    const c = await signedInCustomer(t);
    const first = await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const line = first.json().data.items[0];
    expect(line).toMatchObject({
      product_id: ring.id,
      name: ring.name,
      size: 'US 7',
      quantity: 1,
      unit_price: ring.price,
      line_total: ring.price,
      category: 'rings',
    });
    expect(line.slug).toMatch(/^[a-z0-9-]+$/);
    expect(line.description.length).toBeGreaterThan(10);
    expect(line.image).toMatchObject({ width: 800, height: 800 });

    const again = (await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 3 })).json().data;
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ id: line.id, quantity: 4, line_total: ring.price * 4 });
    const otherSize = (await addToCart(t, c, { product_id: ring.id, size: 'US 8' })).json().data;
    expect(otherSize.items.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['US 7', 4],
      ['US 8', 1],
    ]);
    expect(otherSize.totals.item_count).toBe(5);
  });

  it('requires one of the piece’s sizes where it has sizes, and no size where it has none', async () => {
    const c = await signedInCustomer(t);
    expect(ring.sizes.length).toBeGreaterThan(0);
    expect(necklace.sizes).toEqual([]);
    const cases: [object, string][] = [
      [{ product_id: ring.id }, 'size: Please choose a size'],
      [{ product_id: ring.id, size: '' }, 'size: Please choose a size'],
      [{ product_id: ring.id, size: 'Size 9' }, 'size: Please choose one of the sizes offered for this piece'],
      [{ product_id: necklace.id, size: 'US 6' }, 'size: This piece comes in one size only'],
    ];
    for (const [payload, message] of cases) {
      const res = await addToCart(t, c, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const oneSize = await addToCart(t, c, { product_id: necklace.id, size: null });
    expect(oneSize.json().data.items[0]).toMatchObject({ product_id: necklace.id, size: null, quantity: 1 });
  });

  it('answers 404 for a product that does not exist', async () => {
    const c = await signedInCustomer(t);
    const res = await addToCart(t, c, { product_id: 999_999, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'This product could not be found.' });
  });

  it('refuses bad input naming the field', async () => {
    const c = await signedInCustomer(t);
    const cases: [object, string][] = [
      [{ product_id: necklace.id, quantity: 0 }, 'quantity: Quantity must be at least 1'],
      [{ product_id: necklace.id, quantity: 100 }, 'quantity: Quantity must be at most 99'],
      [{ product_id: necklace.id, quantity: 1.5 }, 'quantity:'],
      [{ product_id: 'ring', quantity: 1 }, 'product_id:'],
      [{ quantity: 1 }, 'product_id:'],
    ];
    for (const [payload, message] of cases) {
      const res = await addToCart(t, c, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('keeps at most 99 of one piece (409 beyond)', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: necklace.id, quantity: 98 });
    const over = await addToCart(t, c, { product_id: necklace.id, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can have at most 99 of one piece in your cart.');
    const exactly = await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
    expect(exactly.json().data.items[0].quantity).toBe(99);
  });
});

describe('PATCH /api/cart/items/{id}', () => {
  it('changes the quantity and moves a line to the saved list and back; saved lines are not in the totals', async () => {
    const c = await signedInCustomer(t);
    const cart = (await addToCart(t, c, { product_id: necklace.id })).json().data;
    const ringCart = (await addToCart(t, c, { product_id: ring.id, size: 'US 6' })).json().data;
    const ringLine = ringCart.items.find((l: { product_id: number }) => l.product_id === ring.id);
    const necklaceId = cart.items[0].id;

    const three = (await patch(c, necklaceId, { quantity: 3 })).json().data;
    expect(three.totals.subtotal).toBe(necklace.price * 3 + ring.price);

    const saved = await patch(c, ringLine.id, { saved_for_later: true });
    expect(saved.statusCode).toBe(200);
    const afterSave = saved.json().data;
    expect(afterSave.items.map((l: { id: number }) => l.id)).toEqual([necklaceId]);
    expect(afterSave.saved).toMatchObject([{ id: ringLine.id, size: 'US 6', quantity: 1 }]);
    expect(afterSave.totals).toMatchObject({ item_count: 3, subtotal: necklace.price * 3 });

    const back = (await patch(c, ringLine.id, { saved_for_later: false, quantity: 2 })).json().data;
    expect(back.saved).toEqual([]);
    expect(back.totals.subtotal).toBe(necklace.price * 3 + ring.price * 2);
  });

  it('adding a saved piece again brings it back to the cart with the quantities added', async () => {
    const c = await signedInCustomer(t);
    const id = (await addToCart(t, c, { product_id: necklace.id, quantity: 2 })).json().data.items[0].id;
    await patch(c, id, { saved_for_later: true });
    const cart = (await addToCart(t, c, { product_id: necklace.id, quantity: 1 })).json().data;
    expect(cart.saved).toEqual([]);
    expect(cart.items).toMatchObject([{ id, quantity: 3 }]);
  });

  it('refuses quantity 0, an empty change and a bad id', async () => {
    const c = await signedInCustomer(t);
    const id = (await addToCart(t, c, { product_id: necklace.id })).json().data.items[0].id;
    expect((await patch(c, id, { quantity: 0 })).json().message).toBe('quantity: Quantity must be at least 1');
    const empty = await patch(c, id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('quantity: Give a quantity or saved_for_later');
    expect((await patch(c, 0, { quantity: 1 })).statusCode).toBe(400);
  });
});

describe('DELETE /api/cart/items/{id}', () => {
  it('removes a line, from the cart or the saved list', async () => {
    const c = await signedInCustomer(t);
    const id = (await addToCart(t, c, { product_id: necklace.id })).json().data.items[0].id;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${id}`, headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${id}`, headers: c.auth });
    expect(again.statusCode).toBe(404);
  });
});

describe('another customer’s cart line', () => {
  it('answers 404 on change and delete, and stays as it was', async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const id = (await addToCart(t, owner, { product_id: necklace.id, quantity: 2 })).json().data.items[0].id;
    expect((await patch(other, id, { quantity: 5 })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${id}`, headers: other.auth });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('This cart item could not be found.');
    expect((await getCart(t, owner)).items).toMatchObject([{ id, quantity: 2 }]);
    expect((await getCart(t, other)).items).toEqual([]);
  });
});

describe('PUT /api/cart/coupon', () => {
  it('applies the banner’s FALL25 in any case: 25 % off the rings only, GST on what is left', async () => {
    const c = await signedInCustomer(t);
    const priced = await piece(t, 'rings', 1);
    const other = await piece(t, 'necklaces', 2);
    await setPrice(t, priced.id, 12_345);
    await setPrice(t, other.id, 5_001);
    await addToCart(t, c, { product_id: priced.id, size: priced.sizes[0], quantity: 2 });
    await addToCart(t, c, { product_id: other.id });
    const res = await applyCoupon(t, c, 'fall25');
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json().data;
    // 2 × $123.45 + $50.01 = $296.91; 25 % of the rings' 24,690 ¢ is 6,172.5 ¢ → 6,173;
    // 18 % GST on 23,518 ¢ is 4,233.24 ¢ → 4,233.
    expect(cart.coupon).toMatchObject({
      code: 'FALL25',
      kind: 'percent',
      value: 25,
      category: 'rings',
      discount: 6_173,
      valid: true,
      reason: null,
    });
    expect(cart.totals).toMatchObject({ subtotal: 29_691, discount: 6_173, gst: 4_233, total: 27_751 });
  });

  it('gives nothing on a cart without pieces of the coupon’s category', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: necklace.id });
    const cart = (await applyCoupon(t, c, 'FALL25')).json().data;
    expect(cart.coupon).toMatchObject({ code: 'FALL25', discount: 0, valid: true });
    expect(cart.totals.discount).toBe(0);
  });

  it('takes a fixed amount off, never more than it applies to', async () => {
    await addCoupon(t, { code: 'FLAT50', kind: 'amount', value: 5_000 });
    await addCoupon(t, { code: 'HUGE', kind: 'amount', value: 10_000_000 });
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: necklace.id });
    expect((await applyCoupon(t, c, 'flat50')).json().data.totals.discount).toBe(5_000);
    const huge = (await applyCoupon(t, c, 'HUGE')).json().data.totals;
    expect(huge).toMatchObject({ discount: necklace.price, gst: 0, total: 0 });
  });

  it('refuses unknown, expired, not yet started and inactive coupons', async () => {
    const hour = 3_600_000;
    await addCoupon(t, {
      code: 'OLD10',
      startsAt: new Date(Date.now() - 48 * hour),
      endsAt: new Date(Date.now() - hour),
    });
    await addCoupon(t, {
      code: 'SOON10',
      startsAt: new Date(Date.now() + hour),
      endsAt: new Date(Date.now() + 48 * hour),
    });
    await addCoupon(t, { code: 'OFF10', active: false });
    const c = await signedInCustomer(t);
    const cases: [string, number, string][] = [
      ['NOPE', 404, 'This coupon code is not valid.'],
      ['old10', 409, 'This coupon has expired.'],
      ['Soon10', 409, 'This coupon is not active yet.'],
      ['OFF10', 409, 'This coupon is no longer available.'],
    ];
    for (const [code, status, message] of cases) {
      const res = await applyCoupon(t, c, code);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await applyCoupon(t, c, 'no spaces')).json().message).toBe(
      'code: A coupon code has only letters, digits, - and _',
    );
    expect((await getCart(t, c)).coupon).toBeNull();
  });

  it('shows a coupon that lapsed after it was applied as not valid, with no discount', async () => {
    await addCoupon(t, { code: 'LAPSE10' });
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: necklace.id });
    expect((await applyCoupon(t, c, 'LAPSE10')).json().data.totals.discount).toBeGreaterThan(0);
    await updateCoupon(t, 'LAPSE10', { active: false });
    const cart = await getCart(t, c);
    expect(cart.coupon).toMatchObject({
      code: 'LAPSE10',
      valid: false,
      reason: 'This coupon is no longer available.',
      discount: 0,
    });
    expect(cart.totals.discount).toBe(0);
  });
});

describe('DELETE /api/cart/coupon', () => {
  it('removes the coupon and its discount', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: ring.id, size: 'US 6' });
    await applyCoupon(t, c, 'FALL25');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ coupon: null, totals: { discount: 0 } });
  });
});
