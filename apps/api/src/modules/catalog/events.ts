/**
 * "The catalogue has changed": the one signal every module calls after committing a change to products or stock, so
 * that every API process forgets its cached catalogue answers at once (decision 021). On PostgreSQL it is a NOTIFY
 * on the `catalogue_changed` channel, heard by each process on a connection of its own that LISTENs (and reconnects
 * after an outage, then forgets its cache, since it may have missed a change). A connection that silently stops
 * answering (a half-open TCP connection after a network fault) would hear nothing and say nothing, so the listener
 * asks it a `select 1` every HEARTBEAT_MS and replaces it when no answer comes within QUERY_TIMEOUT_MS. With PGlite
 * there is only one process, so the signal stays in it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;
const HEARTBEAT_MS = 15_000;
const QUERY_TIMEOUT_MS = 2_000;

export type CatalogEventsOptions = {
  /** The PostgreSQL URL; undefined for PGlite. */
  url: string | undefined;
  /** The shop's database, through whose pool the NOTIFY goes out. */
  db: Db;
  /** What a change does in this process: forget the cached answers. */
  onChange: () => void;
  logger: Logger;
  /** How often the listening connection is asked whether it still answers (tests shorten it). */
  heartbeatMs?: number;
};

export type CatalogEvents = {
  /** Tells every process (this one at once) that the catalogue changed. Call it after the change commits. */
  changed(): void;
  /** Resolves once this process is listening (at once with PGlite). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export function createCatalogEvents({
  url,
  db,
  onChange,
  logger,
  heartbeatMs = HEARTBEAT_MS,
}: CatalogEventsOptions): CatalogEvents {
  if (!url) return { changed: onChange, ready: async () => undefined, close: async () => undefined };

  let closed = false;
  let client: pg.Client | undefined;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let listening: Promise<void>;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      clearInterval(heartbeat);
      next.removeAllListeners();
      next.on('error', () => undefined);
      next.end().catch(() => undefined);
      if (closed) return;
      logger.warn({ err }, 'catalogue change listener lost its connection; reconnecting');
      schedule();
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) onChange();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
    delay = RECONNECT_MIN_MS;
    heartbeat = setInterval(() => {
      next.query('select 1').catch((err: Error) => lost(err));
    }, heartbeatMs);
    heartbeat.unref();
    // Changes made while this process was not listening were not heard.
    onChange();
  };

  const schedule = () => {
    retry = setTimeout(() => {
      retry = undefined;
      listening = listen().catch(() => undefined);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  listening = listen().catch((err: unknown) => {
    logger.warn({ err }, 'catalogue change listener could not connect; retrying');
  });

  /** NOTIFY goes out through the pool, so a change is announced even while this process's listener is down. */
  const notify = () => db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${String(process.pid)})`);

  return {
    changed() {
      onChange();
      notify().catch((err: unknown) => logger.warn({ err }, 'catalogue change could not be announced'));
    },
    ready: () => listening,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
