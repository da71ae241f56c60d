/**
 * Helpers of the order suites (modules/orders/*.test.ts) over the app and the ring and necklace a suite opened: the
 * order calls, a customer ready to order, the order service on the suite's database, and stored rows.
 */

import { eq } from 'drizzle-orm';
import { orders, products } from '../db/schema';
import { checkoutStack } from './checkout-stack';
import { signedInCustomer } from './customers';
import type { TestApp } from './harness';
import { addAddress, addToCart, type Customer, type Piece } from './shopping-fixtures';

/** `suite()` is read at each call, after the suite's beforeAll. */
export function orderCalls(suite: () => { t: TestApp; ring: Piece; necklace: Piece }) {
  const get = (c: Customer, url: string) => suite().t.app.inject({ method: 'GET', url, headers: c.auth });
  const cancel = (c: Customer, id: string) =>
    suite().t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.auth });
  const score = async (id: number) =>
    (await suite().t.database.db.select({ s: products.bestSellerScore }).from(products).where(eq(products.id, id)))[0]
      ?.s ?? 0;

  /** A customer with an address and a ring and a necklace in the cart; returns the customer and the address id. */
  async function readyToOrder() {
    const { t, ring, necklace } = suite();
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 1 });
    await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
    return { c, addressId };
  }

  /** The checkout over the suite's database, for tests that swap the payment providers (`gateways`) or watch the log. */
  const orderService = (options: Parameters<typeof checkoutStack>[2] = {}) =>
    checkoutStack(suite().t.database.db, suite().t.app.jobs, options).checkout;

  const storedOrder = async (orderId: string) =>
    (await suite().t.database.db.select().from(orders).where(eq(orders.orderNumber, orderId)))[0];

  /** Moves an order's placing time back. */
  const placedAgo = (orderId: string, ms: number) =>
    suite()
      .t.database.db.update(orders)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(orders.orderNumber, orderId));

  return { get, cancel, score, readyToOrder, orderService, storedOrder, placedAgo };
}
