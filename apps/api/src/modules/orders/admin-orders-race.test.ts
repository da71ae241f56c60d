/**
 * Ship and cancel are one atomic update each (`where status = 'Pending' and shipped_at is null`): ten parallel
 * requests on one order — five ships, five cancels — leave exactly one winner, one timeline step and one audit row.
 * Meant for PostgreSQL (api-postgres), where the requests truly overlap; on PGlite they take turns.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, piece, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, statusCounts, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await openShop(t);
  token = await signInStaff(t, clock, await addStaff(t, 'fulfilment'));
});
afterAll(() => t.close());

describe('POST /api/admin/orders/{order_id}/ship and …/cancel in parallel', () => {
  it('let exactly one of 10 requests win', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await signedInCustomer(t);
      await addToCart(t, c, { product_id: (await piece(t, 'necklaces')).id });
      const id = (await placeOrder(t, c, { address_id: await addAddress(t, c) })).json().data.order_id as string;
      const calls = Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/${i % 2 === 0 ? 'ship' : 'cancel'}`,
          headers: bearer(token),
          payload: i % 2 === 0 ? { carrier: 'Blue Dart', tracking_number: `BD${i}` } : { reason: `Reason ${i}` },
        }),
      );
      const answers = await Promise.all(calls);
      expect(statusCounts(answers), answers.map((a) => a.body).join('\n')).toEqual({ 200: 1, 409: 9 });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, id));
      const steps = await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, row?.id ?? 0), ne(orderEvents.kind, 'placed')));
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), inArray(auditLog.action, ['order.ship', 'order.cancel'])));
      expect(steps).toHaveLength(1);
      expect(audits).toHaveLength(1);
      // The stored order agrees with the one winner.
      if (steps[0]?.kind === 'shipped') expect(row).toMatchObject({ status: 'Pending', carrier: 'Blue Dart' });
      else expect(row).toMatchObject({ status: 'Cancelled', cancelledBy: 'staff', shippedAt: null });
    }
  });
});
