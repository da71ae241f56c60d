/**
 * A coupon's limits: the total use limit and the uses per customer hold under parallel orders (one locked coupon row
 * per order's transaction), the minimum subtotal, and the cart and the public check saying why a coupon gives nothing.
 * Run on PostgreSQL too (api-postgres), where the parallel orders really overlap.
 */
import { COUPON_MESSAGES } from '@lumen/contract/coupons';
import { ORDER_MESSAGES } from '@lumen/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import {
  addCoupon,
  addToCart,
  applyCoupon,
  getCart,
  openTestShop,
  type Piece,
  placeOrder,
} from '../../test/shopping-fixtures';
import { statusCounts } from '../../test/staff';
import { createCheckoutRepository } from '../checkout/repository';
import { couponProblemFor } from './service';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});
const { readyToOrder, cancel } = orderCalls(() => ({ t, ring, necklace }));

const couponRow = async (code: string) => (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const redemptions = async (code: string) => {
  const row = await couponRow(code);
  return t.database.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row?.id ?? 0));
};

describe('the total use limit', () => {
  it('lets exactly 5 of 20 parallel orders use a coupon limited to 5; the others are refused and say why', async () => {
    await addCoupon(t, { code: 'FIRST5', usageLimit: 5, category: null });
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const ready = await readyToOrder();
      expect((await applyCoupon(t, ready.c, 'FIRST5')).statusCode).toBe(200);
      shoppers.push(ready);
    }
    const answers = await Promise.all(shoppers.map(({ c, addressId }) => placeOrder(t, c, { address_id: addressId })));
    expect(statusCounts(answers)).toEqual({ 201: 5, 409: 15 });
    for (const answer of answers) {
      if (answer.statusCode === 201) expect(answer.json().data.discount).toBeGreaterThan(0);
      else expect(answer.json().message).toBe(ORDER_MESSAGES.couponLapsed('FIRST5', COUPON_MESSAGES.exhausted));
    }
    expect((await couponRow('FIRST5'))?.uses).toBe(5);
    expect(await redemptions('FIRST5')).toHaveLength(5);
    const placed = await t.database.db.select().from(orders).where(eq(orders.couponCode, 'FIRST5'));
    expect(placed).toHaveLength(5);
  });

  it('refuses an exhausted coupon at the cart (409) and in the public check', async () => {
    await addCoupon(t, { code: 'ONLYONE', usageLimit: 1 });
    const first = await readyToOrder();
    await applyCoupon(t, first.c, 'ONLYONE');
    expect((await placeOrder(t, first.c, { address_id: first.addressId })).statusCode).toBe(201);
    const second = await readyToOrder();
    const res = await applyCoupon(t, second.c, 'onlyone');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: COUPON_MESSAGES.exhausted });
    const check = await t.app.inject({ method: 'GET', url: '/api/coupons/ONLYONE' });
    expect(check.json().data).toMatchObject({ valid: false, reason: COUPON_MESSAGES.exhausted });
  });
});

describe('the uses per customer', () => {
  it('makes the banner’s FALL25 one use per customer, and a cancelled order does not give the use back', async () => {
    const { c, addressId } = await readyToOrder();
    expect((await applyCoupon(t, c, 'FALL25')).statusCode).toBe(200);
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.discount).toBeGreaterThan(0);
    await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 1 });
    const again = await applyCoupon(t, c, 'FALL25');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COUPON_MESSAGES.usedUp);
    expect((await cancel(c, placed.json().data.order_id)).statusCode).toBe(200);
    expect((await applyCoupon(t, c, 'FALL25')).json().message).toBe(COUPON_MESSAGES.usedUp);
    // Another customer still gets it.
    const other = await readyToOrder();
    expect((await applyCoupon(t, other.c, 'FALL25')).statusCode).toBe(200);
  });

  it('refuses the order when the coupon was used up after it was applied, and the cart says why', async () => {
    await addCoupon(t, { code: 'TWICE', perCustomerLimit: 1 });
    const { c, addressId } = await readyToOrder();
    await applyCoupon(t, c, 'TWICE');
    // The order uses it; then (as another device of the same customer would) the coupon is put back on the cart.
    expect((await placeOrder(t, c, { address_id: addressId })).statusCode).toBe(201);
    await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
    const row = await couponRow('TWICE');
    await t.database.db.execute(sql`insert into carts (user_id, coupon_id) values (${c.id}, ${row?.id})
      on conflict (user_id) do update set coupon_id = excluded.coupon_id`);
    const cart = await getCart(t, c);
    expect(cart.coupon).toMatchObject({ code: 'TWICE', valid: false, reason: COUPON_MESSAGES.usedUp, discount: 0 });
    expect(cart.totals.discount).toBe(0);
    const refused = await placeOrder(t, c, { address_id: addressId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.couponLapsed('TWICE', COUPON_MESSAGES.usedUp));
  });

  it('holds one use per customer when one customer’s orders redeem it in parallel transactions', async () => {
    await addCoupon(t, { code: 'SOLO', perCustomerLimit: 1 });
    const { c, addressId } = await readyToOrder();
    const first = await placeOrder(t, c, { address_id: addressId });
    const [template] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, first.json().data.order_id));
    if (!template) throw new Error('no order');
    const { id: _id, ...copy } = template;
    const orderIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [row] = await t.database.db
        .insert(orders)
        .values({ ...copy, orderNumber: `${copy.orderNumber}-${i}`, idempotencyKey: `solo-${i}-${Date.now()}` })
        .returning({ id: orders.id });
      orderIds.push(row?.id ?? 0);
    }
    const coupon = await couponRow('SOLO');
    if (!coupon) throw new Error('no coupon');
    // What the order's transaction does with the coupon, without the customer's own row lock: the coupon's lock alone
    // must hold the limit.
    const repository = createCheckoutRepository(t.database.db);
    const outcomes = await Promise.all(
      orderIds.map((orderId) =>
        repository.place(async (tx) => {
          const locked = await tx.lockCoupon(coupon.id, c.id);
          if (!locked) return false;
          const problem = couponProblemFor(
            locked.coupon,
            { customerUses: locked.customerUses, subtotal: template.subtotal },
            new Date(),
          );
          if (problem) return false;
          await tx.redeemCoupon(coupon.id, c.id, orderId);
          return true;
        }),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, c.id)));
    expect(rows).toHaveLength(1);
    expect((await couponRow('SOLO'))?.uses).toBe(1);
  });
});

describe('the minimum subtotal', () => {
  it('refuses the coupon below the minimum, and gives nothing (with the reason) once the cart drops below it', async () => {
    const minimum = ring.price + necklace.price;
    await addCoupon(t, { code: 'BIGCART', minSubtotal: minimum, category: null });
    const { c, addressId } = await readyToOrder();
    const cart = await getCart(t, c);
    const ringLine = cart.items.find((line: { product_id: number }) => line.product_id === ring.id);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${ringLine.id}`, headers: c.auth });
    const below = await applyCoupon(t, c, 'BIGCART');
    expect(below.statusCode).toBe(409);
    const belowMessage = COUPON_MESSAGES.belowMinimum(`$${(minimum / 100).toFixed(2)}`);
    expect(below.json().message).toBe(belowMessage);
    await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 1 });
    expect((await applyCoupon(t, c, 'BIGCART')).json().data.totals.discount).toBeGreaterThan(0);
    const fresh = await getCart(t, c);
    const again = fresh.items.find((line: { product_id: number }) => line.product_id === ring.id);
    const after = (await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${again.id}`, headers: c.auth })).json()
      .data;
    expect(after.coupon).toMatchObject({ code: 'BIGCART', valid: false, reason: belowMessage, discount: 0 });
    expect(after.totals.discount).toBe(0);
    const refused = await placeOrder(t, c, { address_id: addressId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.couponLapsed('BIGCART', belowMessage));
  });
});
