/**
 * The back office's orders: the role matrix of every route, and the list's filters, search, sorts and cursor pages.
 * The details, each step's rule and its 409, the audit rows, the customer's messages and the packing slip:
 * admin-order-steps.test.ts.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffPermission } from '@lumen/contract/admin-roles';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { useAdminOrders } from '../../test/admin-order-calls';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import type { Customer } from '../../test/shopping-fixtures';

let t: TestApp;
const { anOrder, as, post, get, ship, cancel } = useAdminOrders((opened) => {
  ({ t } = opened);
});

describe('the staff guard on every admin order route', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = await anOrder());
  });
  type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
  /** Each route with its permission; the steps run in an order that lets each allowed role succeed. */
  const routes = (): { permission: StaffPermission; call: Call }[] => [
    { permission: 'orders.read', call: { method: 'GET', url: '/api/admin/orders' } },
    { permission: 'orders.read', call: { method: 'GET', url: `/api/admin/orders/${id}` } },
    { permission: 'orders.read', call: { method: 'GET', url: `/api/admin/orders/${id}/packing-slip` } },
    { permission: 'orders', call: { method: 'POST', url: `/api/admin/orders/${id}/notes`, payload: { text: 'ok' } } },
  ];

  it('answers 401 with no token and with a customer token', async () => {
    const customer = await signedInCustomer(t);
    const all: Call[] = [
      ...routes().map((r) => r.call),
      { method: 'POST', url: `/api/admin/orders/${id}/ship`, payload: { carrier: 'X', tracking_number: '1' } },
      { method: 'POST', url: `/api/admin/orders/${id}/deliver` },
      { method: 'POST', url: `/api/admin/orders/${id}/cancel`, payload: { reason: 'r' } },
    ];
    for (const call of all) {
      for (const headers of [{}, customer.auth]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    }
  });

  it('answers 403 to a role without the permission and 200 to one with it (reads and notes)', async () => {
    for (const route of routes()) {
      for (const role of STAFF_ROLES) {
        const res = await t.app.inject({ ...route.call, headers: as(role) });
        const allowed = ROLE_PERMISSIONS[role].includes(route.permission);
        expect(res.statusCode, `${role} ${route.call.method} ${route.call.url}: ${res.body}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.json().message).toBe(ADMIN_MESSAGES.forbidden);
      }
    }
  });

  it('lets only the roles with `orders` ship, deliver and cancel (403 before any rule)', async () => {
    const steps: ((o: string) => { url: string; payload?: object })[] = [
      (o) => ({ url: `/api/admin/orders/${o}/ship`, payload: { carrier: 'Delhivery', tracking_number: 'D1' } }),
      (o) => ({ url: `/api/admin/orders/${o}/deliver` }),
    ];
    for (const role of STAFF_ROLES) {
      const allowed = ROLE_PERMISSIONS[role].includes('orders');
      const { id: shipped } = await anOrder();
      for (const step of steps) {
        const { url, payload } = step(shipped);
        const res = await post(url, payload, role);
        expect(res.statusCode, `${role} ${url}: ${res.body}`).toBe(allowed ? 200 : 403);
      }
      const { id: cancelled } = await anOrder();
      const res = await post(`/api/admin/orders/${cancelled}/cancel`, { reason: 'Out of stock' }, role);
      expect(res.statusCode, `${role} cancel: ${res.body}`).toBe(allowed ? 200 : 403);
      if (!allowed) {
        const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, cancelled));
        expect(row?.status).toBe('Pending');
      }
    }
  });
});

describe('GET /api/admin/orders', () => {
  const shop: { c: Customer; ids: string[] } = { c: undefined as unknown as Customer, ids: [] };
  beforeAll(async () => {
    const c = await signedInCustomer(t);
    shop.c = c;
    for (let i = 0; i < 5; i++) shop.ids.push((await anOrder(c)).id);
    // Spread them over days (newest last) so date filters and sorts have something to tell apart.
    for (const [i, id] of shop.ids.entries()) {
      await t.database.db
        .update(orders)
        .set({ createdAt: sql`now() - ${`${(5 - i) * 2} days`}::interval` })
        .where(eq(orders.orderNumber, id));
    }
  });
  const list = async (query: string) => {
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      orders: { order_id: string; total: number; pieces: number }[];
      next_cursor: string | null;
    };
  };
  const ids = (page: { orders: { order_id: string }[] }) => page.orders.map((o) => o.order_id);

  it('counts each order’s pieces: the sum of its own lines’ quantities', async () => {
    const page = await list(`q=${encodeURIComponent(shop.c.email)}`);
    expect(page.orders.map((o) => o.pieces)).toEqual([3, 3, 3, 3, 3]);
  });

  it('finds by e-mail, by the start of the name or e-mail (any case), by order id and by mobile', async () => {
    expect(ids(await list(`q=${encodeURIComponent(shop.c.email)}`))).toEqual([...shop.ids].reverse());
    expect(ids(await list(`q=${encodeURIComponent(shop.c.email.slice(0, -4).toUpperCase())}`))).toEqual(
      [...shop.ids].reverse(),
    );
    expect(ids(await list(`q=${encodeURIComponent(shop.c.name.toLowerCase())}`))).toEqual(
      expect.arrayContaining(shop.ids),
    );
    expect(ids(await list(`q=${shop.ids[2]?.toLowerCase()}`))).toEqual([shop.ids[2]]);
    expect(ids(await list(`q=${shop.c.Mobile_number}`))).toEqual([...shop.ids].reverse());
    expect(ids(await list('q=nobody%25here'))).toEqual([]);
  });

  it('filters by status, shipped, and days on the shop clock', async () => {
    const [a, b] = shop.ids as [string, string];
    await ship(a);
    await cancel(b);
    const mine = `q=${encodeURIComponent(shop.c.email)}`;
    expect(ids(await list(`${mine}&shipped=yes`))).toEqual([a]);
    expect(ids(await list(`${mine}&status=Cancelled`))).toEqual([b]);
    expect(ids(await list(`${mine}&shipped=no&status=Pending`))).toEqual(shop.ids.slice(2).reverse());
    const day = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(Date.now() - daysAgo * 86_400_000),
      );
    // Orders 3 and 4 were placed 4 and 2 days ago.
    expect(ids(await list(`${mine}&from=${day(4)}&to=${day(2)}`))).toEqual([shop.ids[4], shop.ids[3]]);
    expect((await get(`/api/admin/orders?from=${day(1)}&to=${day(3)}`)).statusCode).toBe(400);
  });

  it('pages with a cursor in every sort, and refuses a cursor of another sort', async () => {
    const mine = `q=${encodeURIComponent(shop.c.email)}`;
    for (const sort of ['sort=date&dir=desc', 'sort=date&dir=asc', 'sort=total&dir=desc', 'sort=total&dir=asc']) {
      const whole = ids(await list(`${mine}&${sort}&limit=100`));
      const seen: string[] = [];
      let page = await list(`${mine}&${sort}&limit=2`);
      seen.push(...ids(page));
      while (page.next_cursor) {
        page = await list(`${mine}&${sort}&limit=2&cursor=${page.next_cursor}`);
        seen.push(...ids(page));
      }
      expect(seen, sort).toEqual(whole);
      expect(new Set(seen).size).toBe(5);
    }
    const desc = await list(`${mine}&sort=total&dir=desc&limit=5`);
    const totals = desc.orders.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    const first = await list(`${mine}&limit=2`);
    const wrong = await get(`/api/admin/orders?${mine}&sort=total&limit=2&cursor=${first.next_cursor}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ADMIN_ORDER_MESSAGES.badCursor);
  });
});
