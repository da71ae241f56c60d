/**
 * Opens the database: PGlite in a folder by default, PostgreSQL through a node-postgres pool when a URL is
 * given. Applies the committed migrations under an advisory lock so that processes starting together take
 * turns.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { unpackTar } from './unpack-tar';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

type Logger = { warn(obj: object, msg: string): void };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const templateFile = fileURLToPath(new URL('./pglite-template.tar', import.meta.url));
/** An arbitrary constant that names the migration lock. */
const MIGRATION_LOCK_KEY = 727_1001;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://` for a throw-away database. */
  dataDir: string;
  /** A PGlite data directory tarball to start from (see `openPgliteTemplate`). */
  pgliteTemplate?: Blob | undefined;
  logger?: Logger;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  if (!options.pgliteTemplate) unpackFirstStartTemplate(options.dataDir);
  return openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * The build ships a migrated, empty database (`pglite-template.tar` beside the bundle). Unpacked into an empty
 * data folder it spares PostgreSQL's initdb, which takes several seconds; unpacked on disk rather than handed to
 * PGlite as `loadDataDir`, it also spares the ~170 MB that PGlite's in-memory unpacking leaves behind for good.
 * PG_VERSION is written last, so a start interrupted halfway unpacks again next time.
 */
function unpackFirstStartTemplate(dataDir: string): void {
  if (dataDir === 'memory://' || existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(templateFile)) return;
  unpackTar(templateFile, dataDir, { last: 'PG_VERSION' });
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(template ? { loadDataDir: template } : {}),
    // A shop-sized working set; PostgreSQL's default 128 MB of shared buffers would double the idle memory.
    postgresqlconf: ['shared_buffers=16MB', 'wal_buffers=1MB'],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite is in-process and single-connection: one process owns the folder, so no lock is needed.
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A migrated, empty PGlite database as a tarball: the first start's and each API test file's starting point. */
export async function createPgliteTemplate(): Promise<Blob> {
  const database = await openPglite('memory://');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  await database.close();
  return tarball;
}

async function openPostgres(url: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropped by the server (restart, pg_terminate_backend) must never crash the process:
  // the pool discards the client and the next query opens a new one.
  pool.on('error', (err) => logger?.warn({ err: { message: err.message } }, 'database connection lost'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;

  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }

  return {
    db,
    kind: 'postgres',
    ping: async (timeoutMs = 2_000) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}
