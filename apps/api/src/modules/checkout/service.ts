/**
 * The checkout: an order's way from the cart to its confirmation, one explicit orchestration over the cart, coupons,
 * orders and payments modules, none of which knows the others. Placing an order writes it in one transaction
 * (placement.ts), with its confirmation on the job queue for pay on delivery; then makes its online payment's
 * checkout, whose payment (the payment service's `onPaid`, in the payment's transaction) puts the confirmation job on
 * the queue. "Pay now", the shopper's return from the provider, and the scheduled lapse of unpaid orders (checks.ts)
 * are here too.
 */
import { isOnlineMethod, type Order } from '@lumen/contract/orders';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { OrderRow } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../lib/logger';
import type { OrderLinks } from '../auth/order-links';
import type { Deliveries } from '../deliveries/service';
import type { OrderService } from '../orders/service';
import type { PaymentService } from '../payments/service';
import { checkoutChecks } from './checks';
import { confirmation } from './confirmation';
import { type PlaceOrderInput, placedTimeline, requestFingerprint, sameRequest, writeOrder } from './placement';
import type { CheckoutRepository } from './repository';

export type CheckoutServiceOptions = {
  repository: CheckoutRepository;
  orders: OrderService;
  payments: PaymentService;
  deliveries: Deliveries;
  jobs: JobQueue;
  orderLinks: OrderLinks;
  /** The shop's public address, for the link in the confirmation. */
  publicUrl: string;
  logger: Logger;
  /**
   * Called after an order is placed: it takes stock and adds to the best-seller scores, so every process's cached
   * catalogue answers are rebuilt (`catalogEvents.changed`, decision 021).
   */
  onCatalogueChanged: () => void;
  /** Seals a buyer's PAN for keeping (lib/secret-box.ts, purpose `pan`). */
  sealPan: (pan: string) => Promise<string>;
  now?: () => Date;
};

/** The job that confirms an order paid online: a few quick retries, then the messages queue's own. */
const CONFIRMATION_QUEUE = {
  name: 'order-confirmation',
  retryLimit: 10,
  retryDelay: 5,
  expireInSeconds: 120,
  batchSize: 10,
};
type ConfirmationJob = { orderId: number };

export function createCheckoutService(options: CheckoutServiceOptions) {
  const { repository, orders, payments, deliveries, jobs } = options;
  const now = options.now ?? (() => new Date());
  const confirm = confirmation(options);

  // An order paid online: the payment's transaction puts the confirmation's job on the queue; the job composes it
  // from the committed order and stores it once (a job run twice finds it stored).
  payments.onPaid(async (tx: Db, row: OrderRow) => {
    await jobs.send(tx, CONFIRMATION_QUEUE.name, { orderId: row.id } satisfies ConfirmationJob);
  });
  jobs.work<ConfirmationJob>(CONFIRMATION_QUEUE, async (job) => {
    const row = await orders.byId(job.data.orderId);
    if (!row) return;
    const contact = await orders.contactOf(row.userId);
    const message = await confirm(
      { userId: row.userId, name: row.customerName, email: row.customerEmail, ...contact },
      await orders.present(row),
      row.id,
    );
    await repository.inTransaction((tx) => deliveries.enqueue(tx, message, { onceAs: `confirmation:${row.id}` }));
  });

  return {
    /**
     * Places an order from the cart. A key this customer has used before answers with that order (`replayed`) when
     * the request is the same, and 422 when it is not, even when both requests arrive together: the second waits for
     * the first on the customer's row lock, and the unique index on (user_id, idempotency_key) backs that up. Once the
     * order is committed, an online payment's checkout is made (`payments.begin`; again on a replay of an order whose
     * first attempt failed); the confirmation goes out now for pay on delivery, once paid for an online payment.
     */
    async place(userId: number, key: string, input: PlaceOrderInput): Promise<{ order: Order; replayed: boolean }> {
      const at = now();
      const fingerprint = requestFingerprint(input);
      const payOnDeliveryLimit = await payments.payOnDeliveryMax();
      const panSealed = input.pan ? await options.sealPan(input.pan) : null;
      const request = { userId, key, fingerprint, input, at, panSealed };
      let outcome: Awaited<ReturnType<typeof writeOrder>>;
      try {
        outcome = await repository.place(async (writer, tx) => {
          const written = await writeOrder(writer, payments, request, payOnDeliveryLimit);
          if (written.kind === 'placed' && !isOnlineMethod(written.row.paymentMethod)) {
            const order = orders.presentPlaced(written.row, written.items, placedTimeline(written.row));
            const message = await confirm({ userId, ...written.customer }, order, written.row.id);
            await deliveries.enqueue(tx, message, { onceAs: `confirmation:${written.row.id}` });
          }
          return written;
        });
      } catch (err) {
        if (!isUniqueViolation(err, 'orders_idempotency_idx')) throw err;
        const winner = await repository.findByKey(userId, key);
        if (!winner) throw err;
        return { order: await orders.present(sameRequest(winner, key, fingerprint)), replayed: true };
      }
      if (outcome.kind === 'replayed') {
        const row = outcome.row.paymentUrl ? outcome.row : await payments.begin(outcome.row);
        return { order: await orders.present(row), replayed: true };
      }
      options.onCatalogueChanged();
      const row = await payments.begin(outcome.row);
      return { order: orders.presentPlaced(row, outcome.items, placedTimeline(row)), replayed: false };
    },

    /** "Pay now" on an order awaiting payment: the order with the provider's page to pay on. */
    async payNow(userId: number, orderNumber: string): Promise<Order> {
      return orders.present(await payments.payNow(await orders.own(userId, orderNumber)));
    },

    /** The order after asking the provider about its payment (the shopper is back from the provider's page). */
    async refreshPayment(userId: number, orderNumber: string): Promise<Order> {
      return orders.present(await payments.refresh(await orders.own(userId, orderNumber)));
    },

    ...checkoutChecks({ orders, payments, logger: options.logger }),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
