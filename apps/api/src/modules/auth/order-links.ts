/**
 * Signed links to an order (a guest's way back to it, from its confirmation): `<expiry>.<mac>`, where the mac is an
 * HMAC-SHA-256 under the shop's code secret of the link's purpose, the order, its owner and the expiry. Bound to the
 * owner, a link stops opening the order once a sign-up has taken it into an account.
 */
import { createHmac } from 'node:crypto';
import { ORDER_LINK_DAYS } from '@lumen/contract/guest-messages';
import { sameDigest } from './tokens';

const DAY_SECONDS = 24 * 60 * 60;

export type OrderLinksOptions = { secret: () => Promise<string>; now?: () => number };

export function createOrderLinks(options: OrderLinksOptions) {
  const now = options.now ?? Date.now;
  const mac = async (userId: number, orderNumber: string, expires: number) =>
    createHmac('sha256', await options.secret())
      .update(`order-link:${userId}:${orderNumber}:${expires}`)
      .digest('base64url');

  return {
    /** The key of a link that opens `orderNumber` for `userId` for ORDER_LINK_DAYS. */
    async sign(userId: number, orderNumber: string): Promise<string> {
      const expires = Math.floor(now() / 1000) + ORDER_LINK_DAYS * DAY_SECONDS;
      return `${expires}.${await mac(userId, orderNumber, expires)}`;
    },

    /** Whether `key` is a live link to `orderNumber` for `userId`; the mac is computed and compared either way. */
    async verify(userId: number, orderNumber: string, key: string): Promise<boolean> {
      const [expiresText = '', given = ''] = key.split('.', 2);
      const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : 0;
      const right = sameDigest(given, await mac(userId, orderNumber, expires));
      return right && expires * 1000 > now();
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;
