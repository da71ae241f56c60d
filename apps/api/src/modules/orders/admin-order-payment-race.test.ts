/**
 * MARK PAID is one atomic update (`where payment_status = 'due_on_delivery'`): five staff recording the same
 * pay-on-delivery order's money at once record it once — one 200, four 409s, one audit row. Meant for PostgreSQL
 * (api-postgres), where the requests truly overlap; on PGlite they take turns.
 */
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { useAdminOrders } from '../../test/admin-order-calls';
import type { TestApp } from '../../test/harness';
import { statusCounts } from '../../test/staff';

let t: TestApp;
const { anOrder, post, get, ship, audited } = useAdminOrders((opened) => {
  ({ t } = opened);
});

describe('POST /api/admin/orders/{order_id}/payment in parallel', () => {
  it('records the money of one order once out of 5 requests', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await anOrder();
      await ship(id);
      const { total } = (await get(`/api/admin/orders/${id}`)).json().data;
      const methods = ['cash', 'upi', 'card_on_delivery', 'cash', 'upi'] as const;
      const answers = await Promise.all(
        methods.map((method, i) =>
          post(`/api/admin/orders/${id}/payment`, { amount: total, method }, i % 2 === 0 ? 'fulfilment' : 'manager'),
        ),
      );
      expect(statusCounts(answers), answers.map((a) => a.body).join('\n')).toEqual({ 200: 1, 409: 4 });
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().message).toBe(ADMIN_ORDER_MESSAGES.alreadyPaid);
      }
      const winner = answers.find((a) => a.statusCode === 200)?.json().data.payment.collection.method;
      const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, id));
      expect(row).toMatchObject({ paymentStatus: 'paid', collectedMethod: winner, collectedAmount: total });
      expect(await audited('order.mark_paid', id)).toHaveLength(1);
    }
  });
});
