/**
 * `POST /api/cart/merge`: a visitor's browser cart joining the account's at sign-in, in one call (cart lines, saved
 * lines and the coupon) and with one catalogue query, whatever the number of lines.
 */
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import {
  addCoupon,
  addToCart,
  applyCoupon,
  type Customer,
  catalogPieces,
  getCart,
  openTestShop,
  type Piece,
  piece,
} from '../../test/shopping-fixtures';
import { statementsOf } from '../../test/sql-statements';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const merge = (c: Customer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: c.auth, payload });

type Line = { product_id: number; size: string | null; quantity: number };
const shape = (lines: Line[]) => lines.map((l) => [l.product_id, l.size, l.quantity]);

describe('POST /api/cart/merge', () => {
  it('adds the browser cart’s quantities to the server cart, skipping and reporting lines that do not fit', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: ring.id, size: 'US 6', quantity: 2 });
    const res = await merge(c, {
      items: [
        { product_id: ring.id, size: 'US 6', quantity: 3 },
        { product_id: necklace.id, size: null, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
        { product_id: ring.id, quantity: 1 },
        { product_id: ring.id, size: 'Size 7', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(shape(data.items)).toEqual([
      [ring.id, 'US 6', 5],
      [necklace.id, null, 1],
    ]);
    expect(data.skipped).toEqual([
      { product_id: 999_999, size: null, reason: 'This product could not be found.' },
      { product_id: ring.id, size: null, reason: 'Please choose a size' },
      { product_id: ring.id, size: 'Size 7', reason: 'Please choose one of the sizes offered for this piece' },
    ]);
    expect(data.totals.subtotal).toBe(ring.price * 5 + necklace.price);
  });

  it('caps a merged line at 99', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: necklace.id, quantity: 60 });
    const res = await merge(c, { items: [{ product_id: necklace.id, quantity: 60 }] });
    expect(res.json().data.items[0].quantity).toBe(99);
  });

  it('holds at most 50 different pieces: the merge reports the rest, adding one more is refused', async () => {
    const c = await signedInCustomer(t);
    const oneSize = await catalogPieces(t, 19, false);
    const sized = await catalogPieces(t, 11, true);
    const lines: { product_id: number; size?: string; quantity: number }[] = [
      ...oneSize.map((p) => ({ product_id: p.id, quantity: 1 })),
      ...sized.flatMap((p) => p.sizes.slice(0, 3).map((size) => ({ product_id: p.id, size, quantity: 1 }))),
    ];
    const merged = await merge(c, { items: lines.slice(0, 50) });
    expect(merged.json().data.items).toHaveLength(50);
    const more = await merge(c, { items: [lines[0], lines[50]] });
    expect(more.json().data.skipped).toEqual([
      {
        product_id: lines[50]?.product_id,
        size: lines[50]?.size,
        reason: 'Your cart can hold at most 50 different pieces.',
      },
    ]);
    expect(more.json().data.items[0].quantity).toBe(2);
    const add = await addToCart(t, c, lines[50] ?? {});
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('Your cart can hold at most 50 different pieces.');
  });

  it('refuses a malformed browser cart naming the field', async () => {
    const c = await signedInCustomer(t);
    const res = await merge(c, { items: [{ product_id: necklace.id, quantity: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('items.0.quantity: Quantity must be at least 1');
  });
});

describe('POST /api/cart/merge: saved-for-later lines, the coupon, many lines and parallel merges', () => {
  it('takes the saved-for-later lines and the coupon in the same call', async () => {
    const c = await signedInCustomer(t);
    const code = `MERGE10${process.pid}`;
    await addCoupon(t, { code, kind: 'percent', value: 10 });
    const earring = await piece(t, 'earrings');
    await addToCart(t, c, { product_id: earring.id, quantity: 1 });
    const res = await merge(c, {
      items: [{ product_id: ring.id, size: 'US 7', quantity: 1 }],
      saved: [
        { product_id: necklace.id, size: null, quantity: 2 },
        // The account already has this piece in its cart: its line stays as it is.
        { product_id: earring.id, size: null, quantity: 3 },
        // A piece that has left the catalogue is simply not kept.
        { product_id: 999_998, size: null, quantity: 1 },
      ],
      coupon: code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(shape(data.items)).toEqual([
      [earring.id, null, 1],
      [ring.id, 'US 7', 1],
    ]);
    expect(shape(data.saved)).toEqual([[necklace.id, null, 2]]);
    expect(data.coupon).toMatchObject({ code, valid: true });
    const subtotal = earring.price + ring.price;
    expect(data.totals).toMatchObject({ subtotal, discount: Math.round(subtotal / 10) });
    expect(data.skipped).toEqual([]);
  });

  it('keeps the account’s own coupon, and simply leaves out a code that is unknown, lapsed or malformed', async () => {
    const kept = await signedInCustomer(t);
    const own = `OWN${process.pid}`;
    const other = `OTHER${process.pid}`;
    const lapsed = `LAPSED${process.pid}`;
    await addCoupon(t, { code: own });
    await addCoupon(t, { code: other });
    await addCoupon(t, { code: lapsed, endsAt: new Date(Date.now() - 60_000) });
    expect((await applyCoupon(t, kept, own)).statusCode).toBe(200);
    const res = await merge(kept, { items: [{ product_id: necklace.id, quantity: 1 }], coupon: other });
    expect(res.json().data.coupon).toMatchObject({ code: own });

    for (const code of ['NO-SUCH-CODE', lapsed, 'not a code!']) {
      const c = await signedInCustomer(t);
      const answer = await merge(c, { items: [{ product_id: necklace.id, quantity: 1 }], coupon: code });
      expect(answer.statusCode, code).toBe(200);
      expect(answer.json().data).toMatchObject({ coupon: null, skipped: [] });
      expect(shape(answer.json().data.items)).toEqual([[necklace.id, null, 1]]);
    }
  });

  it('looks the pieces up in one query, however many lines there are', async () => {
    const c = await signedInCustomer(t);
    const pieces = await catalogPieces(t, 6, false);
    const statements = await statementsOf(t, async () => {
      const res = await merge(c, {
        items: pieces.slice(0, 4).map((p) => ({ product_id: p.id, quantity: 1 })),
        saved: pieces.slice(4).map((p) => ({ product_id: p.id, quantity: 1 })),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items).toHaveLength(4);
      expect(res.json().data.saved).toHaveLength(2);
    });
    expect(statements.filter((sql) => /\bfrom "products"/i.test(sql))).toHaveLength(1);
  });

  it('keeps quantities right when the same browser cart is merged several times at once', async () => {
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: ring.id, size: 'US 8', quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        merge(c, {
          items: [
            { product_id: ring.id, size: 'US 8', quantity: 2 },
            { product_id: necklace.id, quantity: 1 },
          ],
          saved: [{ product_id: ring.id, size: 'US 6', quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const cart = await getCart(t, c);
    expect(shape(cart.items)).toEqual([
      [ring.id, 'US 8', 13],
      [necklace.id, null, 6],
    ]);
    expect(shape(cart.saved)).toEqual([[ring.id, 'US 6', 1]]);
  });
});
