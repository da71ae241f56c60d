/**
 * The order confirmation, sent without holding up the answer: by e-mail, or by SMS to an account without an e-mail
 * address; a guest's link carries the key that opens the order (auth's order links). A failed message never undoes
 * the order, and this never rejects.
 */
import type { Order } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../../notify/notifier';
import type { OrderLinks } from '../auth/order-links';
import { orderConfirmationMessage, orderConfirmationSms } from './messages';

/** Who is told of the order. */
export type Buyer = { userId: number; name: string; email: string | null; mobile: string | null; guest: boolean };

export function confirmation(options: {
  notifier: Notifier;
  orderLinks: OrderLinks;
  publicUrl: string;
  logger: Logger;
}) {
  return async function confirm(buyer: Buyer, order: Order): Promise<void> {
    try {
      const path = `${options.publicUrl}${routeTo(WEB_ROUTES.orderDetails, { id: order.order_id })}`;
      const url = buyer.guest ? `${path}?key=${await options.orderLinks.sign(buyer.userId, order.order_id)}` : path;
      const message = buyer.email
        ? {
            channel: 'email' as const,
            to: buyer.email,
            ...orderConfirmationMessage(buyer.name, order, url, buyer.guest),
          }
        : buyer.mobile
          ? { channel: 'sms' as const, to: buyer.mobile, ...orderConfirmationSms(order, url) }
          : null;
      if (message) await options.notifier.send(message);
    } catch (err) {
      options.logger.error({ err, order: order.order_id }, 'order confirmation could not be sent');
    }
  };
}
