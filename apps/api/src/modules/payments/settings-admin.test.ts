/**
 * /api/admin/settings/payments: only the owner reads and changes it; the pay-on-delivery limit the owner sets is what
 * checkout offers and what placing an order enforces, audited; the providers' state and webhook addresses.
 */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { addAddress, addToCart, piece, placeOrder } from '../../test/shopping-fixtures';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const URL = '/api/admin/settings/payments';
const { members, as } = useStaffShop(
  (opened) => {
    t = opened;
  },
  { PUBLIC_URL: 'https://shop.example' },
);
const put = async (role: StaffRole, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers: await as(role), payload });
const payOnDeliveryMax = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/methods' }))
    .json()
    .data.methods.find((m: { method: string }) => m.method === 'pay_on_delivery').max_total;

describe('payment settings', () => {
  it('are the owner’s alone', async () => {
    for (const role of STAFF_ROLES) {
      const read = await t.app.inject({ method: 'GET', url: URL, headers: await as(role) });
      expect(read.statusCode, role).toBe(role === 'owner' ? 200 : 403);
      if (role !== 'owner') expect((await put(role, { pay_on_delivery_max: 100 })).statusCode).toBe(403);
    }
  });

  it('shows the default limit and the providers (none configured here) with their webhook addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: await as('owner') });
    expect(res.json().data).toEqual({
      pay_on_delivery_max: 2_250_00,
      pay_on_delivery_max_is_default: true,
      providers: [
        expect.objectContaining({
          method: 'stripe',
          configured: false,
          webhook_url: 'https://shop.example/api/payments/stripe/webhook',
        }),
        expect.objectContaining({
          method: 'razorpay',
          configured: false,
          webhook_url: 'https://shop.example/api/payments/razorpay/webhook',
        }),
      ],
    });
  });

  it('sets the limit checkout offers and orders obey, audited; refuses a bad amount', async () => {
    expect((await put('owner', { pay_on_delivery_max: -1 })).statusCode).toBe(400);
    expect((await put('owner', { pay_on_delivery_max: 12.5 })).statusCode).toBe(400);
    const saved = await put('owner', { pay_on_delivery_max: 100_00 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ pay_on_delivery_max: 100_00, pay_on_delivery_max_is_default: false });
    expect(await payOnDeliveryMax()).toBe(100_00);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.payments_update'), eq(auditLog.staffId, members.owner.id)));
    expect(row).toMatchObject({ before: { pay_on_delivery_max: 2_250_00 }, after: { pay_on_delivery_max: 100_00 } });

    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const ring = await piece(t, 'rings');
    await addToCart(t, c, { product_id: ring.id, size: ring.sizes[0], quantity: 1 });
    const refused = await placeOrder(t, c, { address_id: addressId, payment_method: 'pay_on_delivery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Pay on delivery is available for orders up to $100.00. Choose another way to pay.',
    );
    await put('owner', { pay_on_delivery_max: 10_000_00 });
    expect((await placeOrder(t, c, { address_id: addressId, payment_method: 'pay_on_delivery' })).statusCode).toBe(201);
  });
});
