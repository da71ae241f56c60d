/**
 * GET /api/admin/dashboard on a fresh shop: days counted on the shop's clock (India), cancelled orders left out,
 * the 30-day series, the average, the top pieces, the orders waiting to ship and the pieces running low; and who
 * may read it.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { STAFF_ROLES } from '@lumen/contract/admin-roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, piece, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';
import { SCARCE_PIECES } from '../catalog/seed';

const clock = testClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await openShop(t);
  token = await signInStaff(t, clock, await addStaff(t, 'support'));
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Sets an order's placing time with an SQL expression. */
const placedAt = (id: string, at: ReturnType<typeof sql>) =>
  t.database.db.update(orders).set({ createdAt: at }).where(eq(orders.orderNumber, id));
const shopMidnight = sql`((now() at time zone 'Asia/Kolkata')::date::timestamp at time zone 'Asia/Kolkata')`;

describe('GET /api/admin/dashboard', () => {
  it('answers zeros and 30 empty days for a shop without orders', async () => {
    const data = await dashboard();
    expect(data.today).toEqual({ orders: 0, revenue: 0 });
    expect(data.daily).toHaveLength(30);
    expect(data.waiting_to_ship).toEqual({ count: 0, oldest: null });
    expect(data.time_zone).toBe('Asia/Kolkata');
  });

  it('counts days on the shop clock and leaves cancelled orders out', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const ring = await piece(t, 'rings');
    const necklace = await piece(t, 'necklaces');
    const order = async () => {
      await addToCart(t, c, { product_id: ring.id, size: 'US 7', quantity: 1 });
      await addToCart(t, c, { product_id: necklace.id, quantity: 2 });
      const res = await placeOrder(t, c, { address_id: addressId });
      return res.json().data as { order_id: string; total: number };
    };
    const today = await order(); // 10 minutes after the shop's midnight: yesterday in UTC, today in India
    const cancelled = await order();
    const tenDaysAgo = await order();
    const old = await order(); // 40 days ago: outside every span, still waiting to ship
    await placedAt(today.order_id, sql`${shopMidnight} + interval '10 minutes'`);
    await t.app.inject({ method: 'POST', url: `/api/orders/${cancelled.order_id}/cancel`, headers: c.auth });
    await placedAt(tenDaysAgo.order_id, sql`${shopMidnight} - interval '10 days' + interval '1 hour'`);
    await placedAt(old.order_id, sql`${shopMidnight} - interval '40 days'`);

    const data = await dashboard();
    expect(data.today).toEqual({ orders: 1, revenue: today.total });
    expect(data.last_7_days).toEqual({ orders: 1, revenue: today.total });
    expect(data.last_30_days).toEqual({ orders: 2, revenue: today.total + tenDaysAgo.total });
    expect(data.average_order_value).toBe(Math.round((today.total + tenDaysAgo.total) / 2));
    expect(data.daily.at(-1)).toMatchObject({ orders: 1, revenue: today.total });
    expect(data.daily.at(-11)).toMatchObject({ orders: 1, revenue: tenDaysAgo.total });
    expect(data.daily.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(2);
    expect(data.top_pieces).toEqual([
      { product_id: necklace.id, name: necklace.name, quantity: 4 },
      { product_id: ring.id, name: ring.name, quantity: 2 },
    ]);
    expect(data.waiting_to_ship.count).toBe(3);
    expect(data.waiting_to_ship.oldest.order_id).toBe(old.order_id);
  });

  it('lists the published stocked variants with 3 or fewer left, fewest first, with SKU and options (not those made to order)', async () => {
    const expected: { product_id: number; name: string; size: string | null; quantity: number }[] = [];
    for (const [slug, scarce] of Object.entries(SCARCE_PIECES)) {
      if (!('quantities' in scarce)) continue;
      const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
      if (!row) throw new Error(`no seeded ${slug}`);
      const sizes = row.sizes.length > 0 ? row.sizes : [null];
      for (const size of sizes) {
        const quantity = scarce.quantities[size ?? ''];
        if (quantity !== undefined && quantity <= 3)
          expected.push({ product_id: row.id, name: row.name, size, quantity });
      }
    }
    expected.sort(
      (a, b) => a.quantity - b.quantity || a.name.localeCompare(b.name) || (a.size ?? '').localeCompare(b.size ?? ''),
    );
    expect(expected.length).toBeGreaterThan(3);
    const low = (await dashboard()).low_stock;
    expect(
      low.map(({ product_id, name, size, quantity }: (typeof expected)[number]) => ({
        product_id,
        name,
        size,
        quantity,
      })),
    ).toEqual(expected);
    for (const line of low) {
      // The piece's number, then its options (none for a loose stone, which has no metal).
      expect(line.sku).toMatch(/^LJ-\d{5}(-|$)/);
      expect(line.variant_id).toEqual(expect.any(Number));
      expect(line.options.size ?? null).toBe(line.size);
    }
  });

  it('is open to every role (orders.read) and closed without a staff token', async () => {
    const customer = await signedInCustomer(t);
    for (const headers of [{}, customer.auth]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
    }
    for (const role of STAFF_ROLES) {
      const staffToken = await signInStaff(t, clock, await addStaff(t, role));
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(staffToken) });
      expect(res.statusCode, role).toBe(200);
    }
  });
});
