/** What a database error means, read the same way from node-postgres and PGlite (Drizzle wraps either as `cause`). */

/** The error's PostgreSQL fields, looked up through Drizzle's `cause` chain. */
function pgFields(err: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== undefined) return e as { code?: unknown; constraint?: unknown };
  }
  return undefined;
}

/** PostgreSQL's unique_violation (23505), on the named index when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const fields = pgFields(err);
  if (fields?.code !== '23505') return false;
  return constraint === undefined || fields.constraint === undefined || fields.constraint === constraint;
}

/** PostgreSQL's foreign_key_violation (23503), on the named constraint when one is given. */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  const fields = pgFields(err);
  if (fields?.code !== '23503') return false;
  return constraint === undefined || fields.constraint === undefined || fields.constraint === constraint;
}

/** PostgreSQL's numeric_value_out_of_range (22003): a value past its column's type, e.g. a price past an integer. */
export function isOutOfRange(err: unknown): boolean {
  return pgFields(err)?.code === '22003';
}
