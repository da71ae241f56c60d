import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import { addToCart, openTestShop, type Piece, placeOrder } from '../../test/shopping-fixtures';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const { get, cancel, readyToOrder, placedAgo } = orderCalls(() => ({ t, ring, necklace }));

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
