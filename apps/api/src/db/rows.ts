/**
 * The rows of a raw statement (`db.execute(sql…)`): both drivers (PGlite and node-postgres) answer `{ rows }`, which
 * Drizzle types as unknown; the caller names the row's shape.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
