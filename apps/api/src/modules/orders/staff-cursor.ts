/**
 * The cursor of the back office's order list (lib/cursor.ts): the sort, its direction, the previous page's last sort
 * value (created_at to the microsecond, or the total in cents) and id. A cursor made for another sort is refused like
 * a forged one.
 */
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { decodeCursor, encodeCursor, isCents, isMicrosecondTime, isRowId } from '../../lib/cursor';
import type { AdminOrderPosition } from './staff-queries';

export const encodeAdminCursor = (p: AdminOrderPosition) => encodeCursor([p.sort, p.dir, p.value, p.id]);

/** The position in `cursor`, when it was made for this sort and direction; otherwise a 400. */
export const decodeAdminCursor = (cursor: string, sort: AdminOrderPosition['sort'], dir: 'asc' | 'desc') =>
  decodeCursor(
    cursor,
    (value): AdminOrderPosition | undefined => {
      if (!Array.isArray(value) || value.length !== 4) return undefined;
      const [s, d, v, id] = value as unknown[];
      const valueOk = sort === 'date' ? isMicrosecondTime(v) : isCents(v);
      return s === sort && d === dir && valueOk && isRowId(id)
        ? { sort, dir, value: v as string | number, id }
        : undefined;
    },
    ADMIN_ORDER_MESSAGES.badCursor,
  );
