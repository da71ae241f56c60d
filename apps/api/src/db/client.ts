/**
 * Opens the database: PGlite in a folder by default, PostgreSQL through a node-postgres pool when a URL is
 * given. Applies the committed migrations under an advisory lock so that processes starting together take
 * turns.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobSchema } from '../jobs/queue';
import { type Logger, silentLogger } from '../lib/logger';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { unpackTar } from './unpack-tar';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * What else a change does inside its own transaction, given what the change answered: above all, putting the messages
 * it causes on the job queue, so that they exist if and only if the change commits.
 */
export type AlsoInTransaction<R = void> = (tx: Db, result: R) => Promise<unknown>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (PostgreSQL only), for connections of their own such as LISTEN. */
  url?: string | undefined;
  /** One round trip; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

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
  /** PostgreSQL: opening (or waiting for) a connection gives up after this; default 2 s. */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: one statement gives up after this; default 3 s. */
  queryTimeoutMs?: number | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (options.dataDir === 'memory://') return openPglite(options.dataDir, options.pgliteTemplate);
  const release = lockDataDir(options.dataDir);
  try {
    if (!options.pgliteTemplate) unpackFirstStartTemplate(options.dataDir);
    const database = await openPglite(options.dataDir, options.pgliteTemplate);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
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
    // The search's typo tolerance (migration 0021) needs pg_trgm, which PGlite ships as a contrib extension.
    extensions: { pg_trgm },
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
  await installJobSchema(database, silentLogger);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  await database.close();
  return tarball;
}

/**
 * A statement's answer that does not come within its read timeout means the connection is stalled (a network that
 * swallows packets, a server that froze): the connection is closed, so the pool never hands it out again — a
 * transaction releases its client without an error, and a stalled client would fail every later query the same way.
 */
class StallClosingClient extends pg.Client {}
const baseQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
const isReadTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout';
StallClosingClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const close = (err: unknown) => {
    if (isReadTimeout(err)) this.connection.stream.destroy();
  };
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (err: unknown, result: unknown) => {
      close(err);
      callback(err, result);
    };
  }
  const result = baseQuery.apply(this, args);
  if (result instanceof Promise) result.catch(close);
  return result;
} as typeof pg.Client.prototype.query;

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients go back to it — and are dropped — when their connection dies. Drizzle's
 * transaction sends BEGIN before its try/finally, so a BEGIN that fails on a dead connection never releases its
 * client: each would keep a pool slot for good, until the pool ran dry and nothing recovered without a restart.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is pg-pool's own `query`, which releases on error itself.
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const onError = (err: Error) => client.release(err);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', onError);
        release(err);
      };
      client.once('error', onError);
      return client;
    });
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { logger } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? 2_000;
  const queryTimeoutMs = options.queryTimeoutMs ?? 3_000;
  // Migrations run on their own connection, without the statement timeout: a migration may take its time, and
  // processes starting together wait on the advisory lock for as long as the first one migrates.
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  migrator.on('error', () => undefined); // a lost connection fails the running statement, which stops start-up
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(migrator, { schema }) as never, { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await migrator.end().catch(() => undefined);
  }

  const pool = new ReleasingPool({
    connectionString: url,
    Client: StallClosingClient,
    max: 20,
    // Also how long a request waits for a free connection when all are busy.
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // The server cancels a statement that runs too long (57014) and keeps the connection; the client-side read
    // timeout, a little later, catches a connection on which no answer can come at all.
    statement_timeout: Math.ceil(queryTimeoutMs),
    query_timeout: Math.ceil(queryTimeoutMs) + 500,
  });
  // A connection dropped by the server (restart, pg_terminate_backend) must never crash the process:
  // the pool discards the client and the next query opens a new one.
  pool.on('error', (err) => logger?.warn({ err: { message: err.message } }, 'database connection lost'));
  // A client that loses its connection emits 'error' whether or not anyone listens; the running query already
  // fails with that error, so this listener only makes sure that an unlucky moment can never crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;

  return {
    db,
    kind: 'postgres',
    url,
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
