import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { orderCalls } from '../../test/order-calls';
import { getCart, newKey, openTestShop, type Piece } from '../../test/shopping-fixtures';
import type { PaymentProvider } from './payment';
import { createOrderRepository, type OrderRow } from './repository';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const { readyToOrder, orderService, storedOrder } = orderCalls(() => ({ t, ring, necklace }));

describe('POST /api/orders: the payment', () => {
  it('starts the payment once the order is committed, and keeps the provider’s reference', async () => {
    const { c, addressId } = await readyToOrder();
    const seen: (OrderRow | undefined)[] = [];
    const card: PaymentProvider = {
      method: 'pay_on_delivery',
      initialStatus: 'awaiting_payment',
      async start(request) {
        // Another query, outside the order's transaction: the order must already be there for everyone.
        seen.push(await createOrderRepository(t.database.db).findByNumber(c.id, request.orderId));
        return { status: 'awaiting_payment', reference: `pay_${request.orderId}` };
      },
    };
    const { order, replayed } = await orderService({ payments: { pay_on_delivery: card } }).place(c.id, newKey(), {
      address_id: addressId,
      payment_method: 'pay_on_delivery',
    });
    expect(replayed).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      orderNumber: order.order_id,
      paymentStatus: 'awaiting_payment',
      paymentReference: null,
    });
    expect(order.payment.status).toBe('awaiting_payment');
    expect(await storedOrder(order.order_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentReference: `pay_${order.order_id}`,
    });
  });

  it('keeps the order, awaiting payment, when the provider’s start fails or does not answer in time; logs it', async () => {
    const failing: PaymentProvider = {
      method: 'pay_on_delivery',
      initialStatus: 'awaiting_payment',
      start: async () => {
        throw new Error('gateway unreachable');
      },
    };
    let signal: AbortSignal | undefined;
    const silent: PaymentProvider = {
      method: 'pay_on_delivery',
      initialStatus: 'awaiting_payment',
      start: (_request, options) => {
        signal = options.signal;
        return new Promise(() => {});
      },
    };
    for (const provider of [failing, silent]) {
      const { c, addressId } = await readyToOrder();
      const error = vi.fn();
      const { order, replayed } = await orderService({
        payments: { pay_on_delivery: provider },
        paymentStartTimeoutMs: 50,
        logger: { error },
      }).place(c.id, newKey(), { address_id: addressId, payment_method: 'pay_on_delivery' });
      expect(replayed).toBe(false);
      expect(order.payment.status).toBe('awaiting_payment');
      expect(await storedOrder(order.order_id)).toMatchObject({
        paymentStatus: 'awaiting_payment',
        paymentReference: null,
        total: order.total,
      });
      expect(
        await t.database.db
          .select()
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.orderNumber, order.order_id)),
      ).toHaveLength(2);
      expect((await getCart(t, c)).items).toEqual([]);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ order: order.order_id }),
        'payment could not be started; the order keeps its initial payment state',
      );
    }
    expect(signal?.aborted).toBe(true);
  });
});
