/**
 * The back office's orders: the role matrix of every route, the list's filters, search, sorts and cursor pages, the
 * details, each step's rule and its 409, the audit row of every step, the customer's messages, what the customer's
 * own API shows of it (timeline and tracking, never notes), and the packing slip.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@lumen/contract/admin-roles';
import { and, eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, type Customer, openShop, piece, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
const members = {} as Record<StaffRole, TestStaff>;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await openShop(t);
  for (const role of STAFF_ROLES) {
    members[role] = await addStaff(t, role);
    tokens[role] = await signInStaff(t, clock, members[role]);
  }
});
afterAll(() => t.close());

/** A customer's order of a ring (size 2) and two necklaces; answers the customer and the order id. */
async function anOrder(c?: Customer) {
  const customer = c ?? (await signedInCustomer(t));
  const addressId = await addAddress(t, customer);
  await addToCart(t, customer, { product_id: (await piece(t, 'rings')).id, size: 'Size 2', quantity: 1 });
  await addToCart(t, customer, { product_id: (await piece(t, 'necklaces')).id, quantity: 2 });
  const res = await placeOrder(t, customer, { address_id: addressId });
  expect(res.statusCode, res.body).toBe(201);
  return { c: customer, id: res.json().data.order_id as string };
}

const as = (role: StaffRole) => bearer(tokens[role]);
const post = (url: string, payload?: object, role: StaffRole = 'fulfilment') =>
  t.app.inject({ method: 'POST', url, headers: as(role), ...(payload ? { payload } : {}) });
const get = (url: string, role: StaffRole = 'support') => t.app.inject({ method: 'GET', url, headers: as(role) });
const ship = (id: string, payload: object = { carrier: 'Blue Dart', tracking_number: 'BD 1234-5678' }) =>
  post(`/api/admin/orders/${id}/ship`, payload);
const deliver = (id: string) => post(`/api/admin/orders/${id}/deliver`);
const cancel = (id: string, reason = 'The customer asked us by phone.') =>
  post(`/api/admin/orders/${id}/cancel`, { reason });
const audited = (action: string, orderId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, orderId)));

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

describe('the fulfilment steps', () => {
  it('ship → deliver: timeline, audit rows, e-mail and SMS with the tracking, and the customer sees it', async () => {
    const { c, id } = await anOrder();
    const before = t.sent.length;
    const shipped = await ship(id, {
      carrier: 'Blue Dart',
      tracking_number: 'BD1234567',
      tracking_url: 'https://track.example.com/BD1234567',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      message: ADMIN_ORDER_MESSAGES.shipped,
      data: {
        status: 'Pending',
        shipment: { carrier: 'Blue Dart', tracking_number: 'BD1234567' },
        timeline: [{ kind: 'placed' }, { kind: 'shipped', staff: { id: members.fulfilment.id } }],
      },
    });
    const messages = t.sent.slice(before);
    const mail = messages.find((m) => m.channel === 'email' && m.to === c.email);
    const sms = messages.find((m) => m.channel === 'sms' && m.to === c.Mobile_number);
    for (const m of [mail, sms]) {
      expect(m?.text).toContain('Blue Dart');
      expect(m?.text).toContain('BD1234567');
      expect(m?.text).toContain('https://track.example.com/BD1234567');
    }
    const [shipAudit] = await audited('order.ship', id);
    expect(shipAudit).toMatchObject({
      staffId: members.fulfilment.id,
      before: { status: 'Pending', shipped_at: null },
      after: { carrier: 'Blue Dart', tracking_number: 'BD1234567' },
    });
    expect(shipAudit?.requestId).toBeTruthy();

    const delivered = await deliver(id);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'Delivered' });
    expect(t.sent.some((m) => m.to === c.email && m.subject.includes('delivered'))).toBe(true);
    expect(await audited('order.deliver', id)).toHaveLength(1);

    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: c.auth })).json().data;
    expect(mine).toMatchObject({
      status: 'Delivered',
      shipment: {
        carrier: 'Blue Dart',
        tracking_number: 'BD1234567',
        tracking_url: 'https://track.example.com/BD1234567',
      },
    });
    expect(mine.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'shipped', 'delivered']);
    expect(mine.delivered_at).not.toBeNull();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: c.auth })).json().data.orders;
    expect(listed[0]).toMatchObject({
      order_id: id,
      timeline: [{ kind: 'placed' }, { kind: 'shipped', shipment: { carrier: 'Blue Dart' } }, { kind: 'delivered' }],
    });
  });

  it('answers 409 with the reason for every step that does not apply', async () => {
    const { id: shippedId } = await anOrder();
    expect((await deliver(shippedId)).json().message).toBe(ADMIN_ORDER_MESSAGES.deliverUnshipped);
    await ship(shippedId);
    const cases: [() => Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [() => ship(shippedId), ADMIN_ORDER_MESSAGES.alreadyShipped],
      [() => cancel(shippedId), ADMIN_ORDER_MESSAGES.cancelShipped],
    ];
    const { id: cancelledId } = await anOrder();
    await cancel(cancelledId);
    cases.push(
      [() => ship(cancelledId), ADMIN_ORDER_MESSAGES.shipCancelled],
      [() => deliver(cancelledId), ADMIN_ORDER_MESSAGES.deliverCancelled],
      [() => cancel(cancelledId), ADMIN_ORDER_MESSAGES.alreadyCancelled],
    );
    const { id: deliveredId } = await anOrder();
    await ship(deliveredId);
    await deliver(deliveredId);
    cases.push(
      [() => ship(deliveredId), ADMIN_ORDER_MESSAGES.alreadyDelivered],
      [() => deliver(deliveredId), ADMIN_ORDER_MESSAGES.alreadyDelivered],
      [() => cancel(deliveredId), ADMIN_ORDER_MESSAGES.cancelDelivered],
    );
    for (const [step, message] of cases) {
      const res = await step();
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
    // A refused step writes no audit row.
    expect(await audited('order.ship', cancelledId)).toHaveLength(0);
    expect(await audited('order.cancel', shippedId)).toHaveLength(0);
    expect((await post('/api/admin/orders/LJ-2026-999999/deliver')).statusCode).toBe(404);
  });

  it('cancels after the customer’s 12 hours, with the reason in the audit, the timeline and the message', async () => {
    const { c, id } = await anOrder();
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(orders.orderNumber, id));
    const mineBefore = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.auth });
    expect(mineBefore.statusCode).toBe(409);
    const res = await cancel(id, 'The ring size is no longer made.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Cancelled',
      cancellation: { by: 'staff', reason: 'The ring size is no longer made.', staff: { id: members.fulfilment.id } },
    });
    const [row] = await audited('order.cancel', id);
    expect(row).toMatchObject({ before: { status: 'Pending' }, after: { status: 'Cancelled' } });
    expect(t.sent.some((m) => m.to === c.email && m.text.includes('The ring size is no longer made.'))).toBe(true);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: c.auth })).json().data;
    expect(mine.timeline.at(-1)).toMatchObject({
      kind: 'cancelled',
      cancelled_by: 'staff',
      reason: 'The ring size is no longer made.',
    });
  });

  it('refuses a tracking link that is not http(s), and empty carrier or reason (400)', async () => {
    const { id } = await anOrder();
    for (const payload of [
      { carrier: 'Blue Dart', tracking_number: 'BD1', tracking_url: 'javascript:alert(1)' },
      { carrier: 'Blue Dart', tracking_number: 'BD1', tracking_url: 'ftp://track.example.com/x' },
      { carrier: ' ', tracking_number: 'BD1' },
    ]) {
      expect((await ship(id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(`/api/admin/orders/${id}/cancel`, { reason: '  ' })).statusCode).toBe(400);
  });

  it('a customer who cancels is recorded as the customer, on the timeline too', async () => {
    const { c, id } = await anOrder();
    await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.auth });
    const detail = (await get(`/api/admin/orders/${id}`)).json().data;
    expect(detail.cancellation).toEqual({ by: 'customer', reason: null, staff: null });
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'cancelled', cancelled_by: 'customer', staff: null });
  });
});

describe('internal notes', () => {
  it('POST …/notes keeps the note with its author, audits it, and the customer never sees it', async () => {
    const { c, id } = await anOrder();
    const text = 'Gift wrap: customer called, wants a handwritten card.';
    const res = await post(`/api/admin/orders/${id}/notes`, { text }, 'manager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notes).toEqual([
      expect.objectContaining({ text, staff: { id: members.manager.id, name: expect.any(String) } }),
    ]);
    expect(await audited('order.note', id)).toHaveLength(1);
    for (const url of [`/api/orders/${id}`, '/api/orders']) {
      const mine = await t.app.inject({ method: 'GET', url, headers: c.auth });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain('handwritten');
      expect(mine.body).not.toContain('notes');
    }
  });
});

describe('GET /api/admin/orders/{order_id}', () => {
  it('answers lines, totals, GST, address, customer, payment and timeline; 404 for an unknown order', async () => {
    const { c, id } = await anOrder();
    const res = await get(`/api/admin/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      order_id: id,
      status: 'Pending',
      customer: { id: c.id, email: c.email, mobile: c.Mobile_number },
      payment: { method: 'pay_on_delivery' },
      gst_percent: 18,
      address: { city: 'Bengaluru' },
      timeline: [{ kind: 'placed', staff: null }],
      notes: [],
      cancellation: null,
    });
    expect(order.items).toHaveLength(2);
    expect(order.total).toBe(order.subtotal - order.discount + order.tax + order.shipping);
    expect((await get('/api/admin/orders/LJ-2026-999999')).statusCode).toBe(404);
  });

  it('GET …/packing-slip is a PDF of the lines, sizes, quantities and ship-to, without prices', async () => {
    const { c, id } = await anOrder();
    const res = await get(`/api/admin/orders/${id}/packing-slip`, 'fulfilment');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(id);
    expect(text).toContain(c.name);
    expect(text).toContain('14 Lake View Road');
    expect(text).toContain('Size 2');
    expect(text).not.toMatch(/\$\d/);
  });
});
