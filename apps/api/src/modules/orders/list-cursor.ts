/**
 * The cursor of a customer's orders list (lib/cursor.ts): the previous page's last order's `created_at`, to the
 * microsecond as PostgreSQL keeps it, and id.
 */
import { ORDER_MESSAGES } from '@lumen/contract/orders';
import { decodeCursor, encodeCursor, isMicrosecondTime, isRowId } from '../../lib/cursor';
import type { OrderListPosition } from './customer-queries';

export const encodeOrderCursor = (position: OrderListPosition) => encodeCursor([position.createdAt, position.id]);

/** A cursor this list made, or a 400 naming `cursor`. */
export const decodeOrderCursor = (cursor: string): OrderListPosition =>
  decodeCursor(
    cursor,
    (value) => {
      if (!Array.isArray(value) || value.length !== 2) return undefined;
      const [createdAt, id] = value as unknown[];
      return isMicrosecondTime(createdAt) && isRowId(id) ? { createdAt, id } : undefined;
    },
    `cursor: ${ORDER_MESSAGES.badCursor}`,
  );
