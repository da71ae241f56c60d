/**
 * The order confirmation: by e-mail, or by SMS to an account without an e-mail address; a guest's link carries the
 * key that opens the order (auth's order links). Put on the job queue in the placing transaction (pay on delivery),
 * or by the `order-confirmation` job the payment's transaction enqueues (paid online), stored once per order.
 */
import type { Order } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { OrderLinks } from '../auth/order-links';
import type { Outgoing } from '../deliveries/service';
import { orderConfirmationMessage, orderConfirmationSms } from './messages';

/** Who is told of the order. */
export type Buyer = { userId: number; name: string; email: string | null; mobile: string | null; guest: boolean };

/** Composes the confirmation (null when the buyer has neither an e-mail address nor a mobile number). */
export function confirmation(options: { orderLinks: OrderLinks; publicUrl: string }) {
  return async function confirm(buyer: Buyer, order: Order, orderId: number): Promise<Outgoing | null> {
    const path = `${options.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: order.order_id })}`;
    const url = buyer.guest ? `${path}?key=${await options.orderLinks.sign(buyer.userId, order.order_id)}` : path;
    const about = { kind: 'order' as const, orderId, userId: buyer.userId };
    if (buyer.email) {
      return {
        channel: 'email',
        to: buyer.email,
        ...orderConfirmationMessage(buyer.name, order, url, buyer.guest),
        ...about,
      };
    }
    return buyer.mobile ? { channel: 'sms', to: buyer.mobile, ...orderConfirmationSms(order, url), ...about } : null;
  };
}
