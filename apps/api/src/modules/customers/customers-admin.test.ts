/**
 * /api/admin/customers: the role matrix, search in pages, the detail, disabling (sessions end, sign-in refused) with
 * its audit rows, the export, and erasure — refused while an order is open, otherwise no personal data left in any
 * table (queried) while the orders stay.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_CUSTOMER_MESSAGES } from '@lumen/contract/admin-customers';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@lumen/contract/admin-roles';
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  auditLog,
  cartItems,
  contactMessages,
  orders,
  sessions,
  userIdentities,
  users,
  wishlistItems,
} from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { addAddress, addToCart, piece, placeOrder } from '../../test/shopping-fixtures';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const { members, as } = useStaffShop((opened) => {
  t = opened;
});
type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
const call = (c: Call, headers: Record<string, string> = {}) => t.app.inject({ ...c, headers });
const audited = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

/** A customer with an address, a wishlist piece, a cart line and a contact message; `order` places one order. */
async function shopper(order: boolean) {
  const c = await signedInCustomer(t);
  const addressId = await addAddress(t, c);
  const necklace = await piece(t, 'necklaces');
  const earrings = await piece(t, 'earrings');
  await t.app.inject({
    method: 'POST',
    url: '/api/wishlist/add',
    headers: c.auth,
    payload: { product_id: earrings.id },
  });
  await addToCart(t, c, { product_id: necklace.id, quantity: 1 });
  const placed = order ? await placeOrder(t, c, { address_id: addressId }) : undefined;
  if (placed && placed.statusCode !== 201) throw new Error(placed.body);
  await addToCart(t, c, { product_id: necklace.id, quantity: 2 });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: c.name, email: c.email, message: 'Do you engrave bangles?' },
    remoteAddress: `10.1.${c.id % 250}.1`,
  });
  return { c, orderId: placed?.json().data.order_id as string | undefined };
}

describe('the role matrix of /api/admin/customers', () => {
  it('answers 401 without a staff token or with a customer’s, and each role as ROLE_PERMISSIONS says', async () => {
    const target = await signedInCustomer(t);
    const routes: Call[] = [
      { method: 'GET', url: '/api/admin/customers' },
      { method: 'GET', url: `/api/admin/customers/${target.id}` },
      { method: 'PATCH', url: `/api/admin/customers/${target.id}`, payload: { disabled: false } },
      { method: 'GET', url: `/api/admin/customers/${target.id}/export` },
      // Erasing answers 200 once, then 409 (already erased): each allowed role gets a fresh customer below.
    ];
    for (const route of routes) {
      for (const headers of [{}, target.auth]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    }
    for (const role of STAFF_ROLES) {
      const headers = await as(role);
      const allowed = ROLE_PERMISSIONS[role].includes('customers');
      const fresh = await signedInCustomer(t);
      for (const route of [...routes, { method: 'POST' as const, url: `/api/admin/customers/${fresh.id}/erase` }]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBe(allowed ? 200 : 403);
      }
    }
    const erase = await call({ method: 'POST', url: `/api/admin/customers/${target.id}/erase` }, {});
    expect(erase.statusCode).toBe(401);
  });
});

describe('finding customers', () => {
  it('searches by name, e-mail and mobile, in cursor pages, newest first', async () => {
    const headers = await as('support');
    const a = await signedInCustomer(t);
    const b = await signedInCustomer(t);
    for (const q of [a.email.toUpperCase(), a.Mobile_number.slice(2), a.name]) {
      const res = await call({ method: 'GET', url: `/api/admin/customers?q=${encodeURIComponent(q)}` }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.customers.map((c: { id: number }) => c.id)).toContain(a.id);
    }
    const first = (await call({ method: 'GET', url: '/api/admin/customers?limit=1' }, headers)).json().data;
    expect(first.customers.map((c: { id: number }) => c.id)).toEqual([b.id]);
    const second = (
      await call({ method: 'GET', url: `/api/admin/customers?limit=1&cursor=${first.next_cursor}` }, headers)
    ).json().data;
    expect(second.customers.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await call({ method: 'GET', url: '/api/admin/customers?cursor=x' }, headers)).statusCode).toBe(400);
  });

  it('GET /{id} shows the profile, addresses and orders with their totals; 404 for an unknown id', async () => {
    const { c, orderId } = await shopper(true);
    const headers = await as('manager');
    const res = await call({ method: 'GET', url: `/api/admin/customers/${c.id}` }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json().data.customer;
    expect(customer).toMatchObject({ id: c.id, email: c.email, name: c.name, orders: 1, disabled: false });
    expect(customer.addresses).toHaveLength(1);
    expect(customer.order_list).toMatchObject([{ order_id: orderId, status: 'Pending' }]);
    expect(customer.spent).toBe(customer.order_list[0].total);
    const unknown = await call({ method: 'GET', url: '/api/admin/customers/999999' }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_CUSTOMER_MESSAGES.notFound);
  });
});

describe('disabling a customer', () => {
  it('ends their sessions at once, refuses sign-in with a clear message, and is audited; enabling lets them in', async () => {
    const c = await signedInCustomer(t);
    const headers = await as('support');
    // The session is in the session cache now.
    expect((await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth })).statusCode).toBe(200);
    const off = await call(
      { method: 'PATCH', url: `/api/admin/customers/${c.id}`, payload: { disabled: true } },
      headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: ADMIN_CUSTOMER_MESSAGES.disabled,
      data: { customer: { disabled: true } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, c.id))).toEqual([]);
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/user/signIn', payload: { email: c.email, password: c.password } });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.accountDisabled);
    const [row] = await audited('customer.disable', c.id);
    expect(row).toMatchObject({
      staffId: members.support.id,
      before: { disabled: false },
      after: { disabled: true, sessions_ended: 1 },
    });
    await call({ method: 'PATCH', url: `/api/admin/customers/${c.id}`, payload: { disabled: false } }, headers);
    expect((await signIn()).statusCode).toBe(200);
    expect(await audited('customer.enable', c.id)).toHaveLength(1);
  });
});

describe('exporting a customer', () => {
  it('answers their data as a JSON download, audited without the data', async () => {
    const { c, orderId } = await shopper(true);
    const res = await call({ method: 'GET', url: `/api/admin/customers/${c.id}/export` }, await as('owner'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="customer-${c.id}.json"`);
    const data = res.json().data;
    expect(data.profile).toMatchObject({ id: c.id, email: c.email, name: c.name });
    expect(data.addresses).toHaveLength(1);
    expect(data.wishlist).toHaveLength(1);
    expect(data.cart).toMatchObject([{ quantity: 2, saved_for_later: false }]);
    expect(data.orders).toMatchObject([{ order_id: orderId, customer_email: c.email }]);
    expect(data.orders[0].items.length).toBeGreaterThan(0);
    expect(data.contact_messages).toMatchObject([{ message: 'Do you engrave bangles?' }]);
    const [row] = await audited('customer.export', c.id);
    expect(row).toMatchObject({ staffId: members.owner.id, after: null });
  });
});

describe('erasing a customer', () => {
  it('is refused with 409 while an order is open, and changes nothing', async () => {
    const { c } = await shopper(true);
    const res = await call({ method: 'POST', url: `/api/admin/customers/${c.id}/erase` }, await as('manager'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_CUSTOMER_MESSAGES.openOrders);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, c.id));
    expect(row).toMatchObject({ email: c.email, erasedAt: null });
  });

  it('leaves no personal data in any table, ends the sessions, keeps the orders, and audits without personal data', async () => {
    const { c, orderId } = await shopper(true);
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: c.auth });
    const before = await t.database.db.select().from(orders).where(eq(orders.userId, c.id));
    // A Google sign-in of theirs goes too: it must not sign anyone in to the erased row.
    await t.database.db.insert(userIdentities).values({ provider: 'google', subject: `g-${c.id}`, userId: c.id });
    const headers = await as('support');
    const res = await call({ method: 'POST', url: `/api/admin/customers/${c.id}/erase` }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({ erased: true, name: '', email: null, mobile: null });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.id));
    expect(user).toMatchObject({ name: '', email: null, mobile: null, passwordHash: null, emailVerifiedAt: null });
    for (const table of [addresses, wishlistItems, cartItems, sessions]) {
      expect(await t.database.db.select().from(table).where(eq(table.userId, c.id))).toEqual([]);
    }
    const traces = await t.database.db.execute(sql`
      select (select count(*) from carts where user_id = ${c.id})
        + (select count(*) from user_avatars where user_id = ${c.id})
        + (select count(*) from otp_codes where user_id = ${c.id})
        + (select count(*) from identifier_changes where user_id = ${c.id})
        + (select count(*) from user_identities where user_id = ${c.id}) as n`);
    expect(Number((traces as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(sql`lower(${contactMessages.contact})`, c.email)),
    ).toEqual([]);
    const kept = await t.database.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(kept.map((o) => [o.orderNumber, o.total])).toEqual(before.map((o) => [o.orderNumber, o.total]));
    expect(kept.every((o) => o.customerEmail === null)).toBe(true);
    const [row] = await audited('customer.erase', c.id);
    expect(row).toMatchObject({ staffId: members.support.id, before: null, after: { erased: true, orders_kept: 1 } });
    const auditText = JSON.stringify(row);
    for (const personal of [c.email, c.name, c.Mobile_number]) expect(auditText).not.toContain(personal);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth })).statusCode).toBe(401);
    const again = await call({ method: 'POST', url: `/api/admin/customers/${c.id}/erase` }, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_CUSTOMER_MESSAGES.alreadyErased);
  });
});
