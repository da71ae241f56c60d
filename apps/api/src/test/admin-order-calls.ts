/**
 * The back office's orders for a test file: an open shop with one signed-in staff member of each role, a customer's
 * order to work on, and the staff calls the order tests make (as a role, GET and POST, ship, deliver, cancel, and
 * the audit rows of an action).
 */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '../db/schema/index';
import { signedInCustomer } from './customers';
import { createTestApp, type TestApp } from './harness';
import { addAddress, addToCart, type Customer, openShop, piece, placeOrder } from './shopping-fixtures';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from './staff';

export type AdminOrders = { t: TestApp; members: Record<StaffRole, TestStaff> };

/**
 * Opens the shop and signs its staff in before the file's tests, hands it to `use`, closes it after them. Answers
 * the calls, which work once it is open.
 */
export function useAdminOrders(use: (opened: AdminOrders) => void) {
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
    use({ t, members });
  });
  afterAll(() => t.close());

  /** A customer's order of a ring (size 2) and two necklaces; answers the customer and the order id. */
  async function anOrder(c?: Customer) {
    const customer = c ?? (await signedInCustomer(t));
    const addressId = await addAddress(t, customer);
    await addToCart(t, customer, { product_id: (await piece(t, 'rings')).id, size: 'US 7', quantity: 1 });
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

  return { anOrder, as, post, get, ship, deliver, cancel, audited };
}
