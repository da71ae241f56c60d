/**
 * The opaque cursor of the back office's order list: base64url JSON of the sort, its direction, the previous page's
 * last sort value (created_at to the microsecond, or the total in cents) and id. A cursor made for another sort is
 * refused like a forged one: 400 naming `cursor`, never a query.
 */
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { badRequest } from '../../plugins/envelope-and-errors';
import type { AdminOrderPosition } from './admin-repository';

export const encodeAdminCursor = (p: AdminOrderPosition) =>
  Buffer.from(JSON.stringify([p.sort, p.dir, p.value, p.id])).toString('base64url');

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const isId = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647;

/** The position in `cursor`, when it was made for this sort and direction; otherwise a 400. */
export function decodeAdminCursor(cursor: string, sort: AdminOrderPosition['sort'], dir: 'asc' | 'desc') {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (Array.isArray(value) && value.length === 4) {
    const [s, d, v, id] = value as unknown[];
    const valueOk =
      sort === 'date'
        ? typeof v === 'string' && TIME.test(v) && !Number.isNaN(Date.parse(v))
        : Number.isSafeInteger(v) && Math.abs(v as number) <= 2_147_483_647;
    if (s === sort && d === dir && valueOk && isId(id)) {
      return { sort, dir, value: v as string | number, id } satisfies AdminOrderPosition;
    }
  }
  throw badRequest(ADMIN_ORDER_MESSAGES.badCursor);
}
