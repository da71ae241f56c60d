/**
 * How pg-boss reaches the database: its `db` option, one `executeSql(text, values)`, over the shop's own connections.
 * Through Drizzle — the pool on PostgreSQL, or a change's transaction (so a job commits with the change); on PGlite,
 * its own client for pg-boss's own statements (PGlite is one in-process connection, shared by every caller in turn).
 */
import type { PGlite } from '@electric-sql/pglite';
import { Param, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';

type Rows = { rows: unknown[] };

/** pg-boss's statement (`$1`, `$2`… placeholders) as Drizzle SQL, each value bound as one parameter (arrays too). */
export function toSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQLChunk[] = text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : new Param(values[Number(part) - 1])));
  return sql.join(chunks);
}

/** Runs pg-boss's statements in `tx`, a Drizzle transaction (or the database itself, outside one). */
export function transactionExecutor(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(toSql(text, values))) as unknown as Rows;
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss's own statements on PGlite. Its installation and upgrades are several statements in one string without
 * parameters, which only PGlite's simple protocol (`exec`) takes; everything else is one statement with parameters.
 */
export function pgliteExecutor(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
