/**
 * The opaque cursor of the orders list: base64url JSON of the previous page's last order's `created_at` (to the
 * microsecond, as PostgreSQL keeps it) and id. Only a cursor of that shape is accepted; anything else is a 400 naming
 * `cursor`, never a query.
 */
import { ORDER_MESSAGES } from '@lumen/contract/orders';
import { badRequest } from '../../plugins/envelope-and-errors';
import type { OrderListPosition } from './repository';

/** The opaque `next_cursor`: the last order's position on its page, as base64url JSON. */
export const encodeCursor = (position: OrderListPosition) =>
  Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor this API made, or a 400 naming `cursor`. */
export function decodeCursor(cursor: string): OrderListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (Array.isArray(value) && value.length === 2) {
    const [createdAt, id] = value as unknown[];
    if (
      typeof createdAt === 'string' &&
      CURSOR_TIME.test(createdAt) &&
      !Number.isNaN(Date.parse(createdAt)) &&
      Number.isSafeInteger(id) &&
      (id as number) > 0 &&
      (id as number) <= 2_147_483_647
    ) {
      return { createdAt, id: id as number };
    }
  }
  throw badRequest(`cursor: ${ORDER_MESSAGES.badCursor}`);
}
