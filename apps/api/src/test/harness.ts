/**
 * Builds the real app for a test file on a fresh database: PGlite in memory by default, a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (and Redis at TEST_REDIS_URL) when set.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { WebPages } from '@lumen/web/server';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { connectRedis } from '../lib/redis';
import type { Message, Notifier } from '../notify/notifier';
import { type AnswerLog, createAnswerLog, type OpenApiDocument } from './conformance';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database for one test file; `drop` removes it again (PostgreSQL only). */
export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string | undefined;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: 'memory://', pgliteTemplate: template });
    return { database, drop: () => database.close() };
  }
  const name = `lumen_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = {
  app: App;
  database: Database;
  /** The PostgreSQL URL of this file's database (PostgreSQL runs only). */
  databaseUrl?: string | undefined;
  /** Messages the app sent through its notifier, oldest first. */
  sent: Message[];
  /** Every answer the app gave; `close()` fails when one disagrees with the OpenAPI document. */
  answers: AnswerLog;
  close(): Promise<void>;
};

/**
 * Messages leave through the job queue, which the tests' apps do not work in the background: after each injected
 * call, the jobs it put on the queue are run (`app.jobs.drain()`), so a test reads in `sent` what its call sent — a
 * wait for a known event, not a guess at a duration.
 */
export function settleMessagesAfterInject(app: App) {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  (app as unknown as { inject: (options: unknown) => Promise<unknown> }).inject = async (options: unknown) => {
    const response = await inject(options);
    await app.jobs.drain();
    return response;
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: (app: App) => void | Promise<void>;
    notifier?: Notifier;
    /** The clock of staff sessions and TOTP codes. */
    now?: () => number;
    /** A logger whose lines the test reads (at the level it was made with). */
    loggerInstance?: FastifyBaseLogger;
    /** The web build's pages (test/stand-in-web.ts); none by default. */
    web?: WebPages;
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await createTestDatabase();
  const redis = process.env.TEST_REDIS_URL ? await connectRedis(process.env.TEST_REDIS_URL) : undefined;
  const sent: Message[] = [];
  const notifier: Notifier = options.notifier ?? {
    send: async (message) => {
      sent.push(message);
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    MEDIA_DIR: inject('mediaDir'),
    ...options.env,
  });
  const answers = createAnswerLog();
  const app = await buildApp({
    config,
    database,
    notifier,
    redis,
    redisKeyPrefix: `test-${randomBytes(6).toString('hex')}`,
    instrument: answers.instrument,
    ...(options.now ? { now: options.now } : {}),
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : {}),
    web: options.web,
    workJobs: false,
  });
  answers.endOfApiRoutes();
  await options.extend?.(app);
  await app.ready();
  settleMessagesAfterInject(app);
  return {
    app,
    database,
    databaseUrl: url,
    sent,
    answers,
    async close() {
      const document = app.swagger() as OpenApiDocument;
      await app.close();
      redis?.disconnect();
      await drop();
      answers.assertConforms(document);
    },
  };
}
