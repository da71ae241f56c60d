/** Reads the configuration, opens the database, listens, and shuts down gracefully on SIGTERM/SIGINT. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { WebPages } from '@lumen/web/server';
import pino from 'pino';
import { type App, buildApp, loggerOptions } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { connectRedis } from './lib/redis';
import { createCatalogRepository } from './modules/catalog/repository';
import { seedCatalog } from './modules/catalog/seed';
import { announceOwnerSetup } from './modules/staff/onboarding-service';
import { notifierFromConfig } from './notify/create';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** The web build's pages (decision 027), or none when the web app is not built (the API alone, `npm run dev`). */
async function loadWebPages(config: Config, logger: pino.Logger): Promise<WebPages | undefined> {
  if (!existsSync(path.join(config.webDist, 'index.html'))) {
    logger.warn({ webDist: config.webDist }, 'No web build here: the API serves no pages (`npm run build` makes it)');
    return undefined;
  }
  const { createWebPages } = await import('@lumen/web/server');
  return createWebPages({ dist: config.webDist, origin: config.publicUrl, googleClientId: config.google?.clientId });
}

async function main() {
  const config = readConfig();
  const logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  let app: App | undefined;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Requests still unanswered when the grace runs out get a 503, and the process stops all the same.
    const grace = setTimeout(async () => {
      const cut = (await app?.closeNow().catch(() => 0)) ?? 0;
      logger.warn({ answered503: cut, graceSeconds: config.shutdownGraceSeconds }, 'shutdown grace ran out');
      process.exit(0);
    }, config.shutdownGraceSeconds * 1000);
    grace.unref();
    try {
      // Before the app exists there is nothing in flight: leave at once.
      await app?.close();
      logger.info('shut down');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    connectTimeoutMs: config.databaseConnectTimeoutSeconds * 1000,
    queryTimeoutMs: config.databaseQueryTimeoutSeconds * 1000,
  });
  const seeded = await seedCatalog(createCatalogRepository(database.db));
  if (seeded > 0) logger.info({ products: seeded }, 'opening catalogue added');
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, { commandTimeoutMs: config.redisCommandTimeoutMs })
    : undefined;
  const notifier = notifierFromConfig(config, database.db, logger);

  const web = await loadWebPages(config, logger);
  app = await buildApp({ config, database, notifier, redis, loggerInstance: logger, web });
  app.addHook('onClose', async () => {
    notifier.close();
    redis?.disconnect();
    await database.close();
  });
  if (stopping) return;
  await app.listen({ host: config.host, port: config.port });
  // `/` is the sign-in page (the spec's); the shop's own front door is /home.
  logger.info(
    { database: database.kind, redis: Boolean(redis) },
    `Lumen Jewels is open: the storefront at ${config.publicUrl}/home, the back office at ${config.publicUrl}/admin`,
  );
  try {
    await announceOwnerSetup(app.onboarding, logger);
  } catch (err) {
    // A stop that began meanwhile has closed the database under this last step: the stop says how the process ends.
    if (!stopping) throw err;
  }
}

main().catch((err) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
