/**
 * The opaque cursor of a keyset-paged list: base64url JSON of where the previous page ended (the last row's sort
 * value and id). A list reads its cursors back only in the shape it made them; anything else is a 400 with the list's
 * own message, never a query.
 */
import { badRequest } from '../plugins/envelope-and-errors';

export const encodeCursor = (position: unknown): string => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The position in `cursor` as `read` accepts it (undefined: not a cursor of this list), or a 400 with `refusal`. */
export function decodeCursor<T>(cursor: string, read: (value: unknown) => T | undefined, refusal: string): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const position = value === undefined ? undefined : read(value);
  if (position === undefined) throw badRequest(refusal);
  return position;
}

/** A row id as PostgreSQL's `integer` keeps it. */
export const isRowId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** An amount in cents as an `integer` column keeps it (a sort value). */
export const isCents = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= 2_147_483_647;

const MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A moment to the microsecond, as PostgreSQL keeps a timestamp and a cursor carries it: '2026-11-22T10:15:00.123456Z'. */
export const isMicrosecondTime = (value: unknown): value is string =>
  typeof value === 'string' && MICROSECONDS.test(value) && !Number.isNaN(Date.parse(value));
