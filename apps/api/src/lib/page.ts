/**
 * One page of a keyset-paged list. The repository reads `limit + 1` rows: the extra one, when it comes back, only says
 * that a next page exists; the next page's cursor is made from the last row shown.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (last: Row) => string,
): { shown: Row[]; next_cursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { shown, next_cursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
