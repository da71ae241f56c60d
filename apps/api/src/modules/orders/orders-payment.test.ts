import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema';
import { orderItems, orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { testLogger } from '../../test/logger';
import { orderCalls } from '../../test/order-calls';
import { getCart, newKey, openTestShop, type Piece } from '../../test/shopping-fixtures';
import type { PaymentGateway } from '../payments/gateway';
import { createOrderRepository } from './repository';

let t: TestApp, ring: Piece, necklace: Piece;
openTestShop((shop) => {
  ({ t, ring, necklace } = shop);
});

const { readyToOrder, orderService, storedOrder } = orderCalls(() => ({ t, ring, necklace }));

/** A gateway whose checkout is `createCheckout`; nothing else is called when an order is placed. */
const gateway = (createCheckout: PaymentGateway['createCheckout']): PaymentGateway => ({
  method: 'stripe',
  createCheckout,
  inspect: async () => ({ state: 'open' }),
  close: async () => ({ state: 'closed' }),
  refund: async () => ({ reference: 're_1', status: 'pending' }),
  readWebhook: () => ({ eventId: 'evt', type: 'x', kind: 'ignored' }),
});

describe('POST /api/orders: the payment', () => {
  it('makes the checkout once the order is committed, for the order’s total, and keeps its page', async () => {
    const { c, addressId } = await readyToOrder();
    const seen: (OrderRow | undefined)[] = [];
    const stripe = gateway(async (request) => {
      // Another query, outside the order's transaction: the order must already be there for everyone.
      seen.push(await createOrderRepository(t.database.db).findByNumber(c.id, request.orderNumber));
      return { checkout: `cs_${request.orderNumber}`, url: `https://pay.example/${request.orderNumber}` };
    });
    const { order, replayed } = await orderService({ gateways: { stripe } }).place(c.id, newKey(), {
      address_id: addressId,
      payment_method: 'stripe',
    });
    expect(replayed).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ orderNumber: order.order_id, paymentStatus: 'awaiting_payment', paymentUrl: null });
    expect(order.payment).toMatchObject({
      status: 'awaiting_payment',
      redirect_url: `https://pay.example/${order.order_id}`,
    });
    expect(await storedOrder(order.order_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentCheckout: `cs_${order.order_id}`,
      paymentAttempts: 1,
      paymentLeaseUntil: null,
    });
  });

  it('keeps the order, awaiting payment without a page, when the provider fails or does not answer in time; logs it', async () => {
    let signal: AbortSignal | undefined;
    const failing = gateway(async () => {
      throw new Error('gateway unreachable');
    });
    const silent = gateway((_request, given) => {
      signal = given;
      return new Promise(() => {});
    });
    for (const stripe of [failing, silent]) {
      const { c, addressId } = await readyToOrder();
      const logger = testLogger();
      const { error } = logger;
      const { order, replayed } = await orderService({ gateways: { stripe }, timeoutMs: 50, logger }).place(
        c.id,
        newKey(),
        { address_id: addressId, payment_method: 'stripe' },
      );
      expect(replayed).toBe(false);
      expect(order.payment).toMatchObject({ status: 'awaiting_payment', redirect_url: null });
      expect(await storedOrder(order.order_id)).toMatchObject({
        paymentStatus: 'awaiting_payment',
        paymentCheckout: null,
        paymentLeaseUntil: null,
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
        'the checkout could not be made; the order waits for Pay now',
      );
    }
    expect(signal?.aborted).toBe(true);
  });

  it('refuses a method the shop has no settings for (400), before anything is written', async () => {
    const { c, addressId } = await readyToOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...c.auth, 'idempotency-key': newKey() },
      payload: { address_id: addressId, payment_method: 'razorpay' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('payment_method: This payment method is not available. Choose another way to pay.');
    expect((await getCart(t, c)).items).toHaveLength(2);
  });
});
