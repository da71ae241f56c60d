/**
 * Builds the Fastify app from its dependencies: external plugins first, then ours, then the feature modules.
 * Tests build the same app and call `app.inject`; `server.ts` only adds configuration, listening and shutdown.
 */

import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import { setBaseCurrency } from '@lumen/contract/money';
import type { WebPages } from '@lumen/web/server';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { isInnerRequest } from './lib/inner-request';
import { loggableError } from './lib/log-errors';
import { register as registerAssistant } from './modules/assistant/module';
import { register as registerAuth } from './modules/auth/module';
import { register as registerCart } from './modules/cart/module';
import { register as registerCatalog } from './modules/catalog/module';
import { register as registerCheckout } from './modules/checkout/module';
import { register as registerContent } from './modules/content/module';
import { register as registerCoupons } from './modules/coupons/module';
import { register as registerCustomers } from './modules/customers/module';
import { register as registerDeliveries } from './modules/deliveries/module';
import type { ModuleDeps } from './modules/deps';
import { register as registerHealth } from './modules/health/module';
import { createLimiter } from './modules/limits/limiter';
import { createLimitRepository } from './modules/limits/repository';
import { register as registerMaintenance } from './modules/maintenance/module';
import { register as registerMessages } from './modules/messages/module';
import { register as registerOrders } from './modules/orders/module';
import type { PaymentGateways } from './modules/payments/gateway';
import { register as registerPayments } from './modules/payments/module';
import { register as registerPricing } from './modules/pricing/module';
import { register as registerStaff } from './modules/staff/module';
import type { Notifier } from './notify/notifier';
import { createOutboxRepository } from './notify/outbox-repository';
import { outboxRoutes } from './notify/outbox-routes';
import envelopeAndErrors, { clientErrorHandler, frameworkErrors } from './plugins/envelope-and-errors';
import gracefulClose from './plugins/graceful-close';
import httpCache from './plugins/http-cache';
import openapi from './plugins/openapi';
import rateLimits from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staticWeb from './plugins/static-web';

export type AppDependencies = {
  config: Config;
  database: Database;
  notifier: Notifier;
  redis?: Redis | undefined;
  /** Namespaces shared counters, so parallel test files do not collide in one Redis. */
  redisKeyPrefix?: string;
  /** The process's logger; tests leave it out and get one at the configured level. */
  loggerInstance?: FastifyBaseLogger;
  /** The clock of staff sessions, TOTP codes and the assistant model's rest after a failure; tests move it. */
  now?: () => number;
  /** The online payment providers; by default those the configuration has settings for. */
  gateways?: PaymentGateways;
  /** Called with the bare instance, before any plugin or route: the API tests record every answer through it. */
  instrument?: (app: FastifyInstance) => void;
  /** The web build's pages (`@lumen/web/server`, loaded by server.ts); no pages without them. */
  web?: WebPages | undefined;
  /**
   * Whether this process works the job queue (messages, scheduled tasks, photo encoding): yes by default; the API
   * tests say no and drain the queue after each call (`app.jobs.drain()`).
   */
  workJobs?: boolean;
};

/** Fields that must never reach a log line, wherever they appear. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.ConfirmPassword',
  '*.oldPassword',
  '*.otp',
  '*.token',
  '*.accessToken',
];

/** A setup link's token is a credential in the path (`/admin/setup/<token>`, `/api/admin/setup/<token>/totp`). */
export const redactSetupToken = (url: string) => url.replace(/(\/admin\/setup\/)[^/?#]+/, '$1[redacted]');

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      err: loggableError,
      error: loggableError,
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: redactSetupToken(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

/** A hop count means "the nth proxy from here", as Fastify reads a number (its types only list the function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDependencies) {
  const { config, database, notifier } = deps;
  // Every amount the process writes (messages, invoices, payments, the pages it renders) is in the base currency.
  setBaseCurrency(config.shopCurrency);
  const app = Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: loggerOptions(config.logLevel) }),
    logController: new LogController({ disableRequestLogging: isInnerRequest }),
    bodyLimit: config.bodyLimitBytes,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // While closing, requests already received are answered (plugins/graceful-close.ts), never Fastify's own 503.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A whole request, body included, must arrive within two minutes (Fastify's default is no limit at all).
    requestTimeout: 120_000,
    // Node checks these only every connectionsCheckingInterval (30 s by default): a slow client's headers must come
    // within HEADERS_TIMEOUT_SECONDS, give or take a second. Each pass looks at every connection, however busy the
    // shop: slow-clients.test.ts holds it to that with other requests running beside the slow client.
    // (requireHostHeader: a missing Host is answered in the envelope by plugins/envelope-and-errors.ts instead.)
    http: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1_000,
      requireHostHeader: false,
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  deps.instrument?.(app);

  // The spec's clients post some calls (setPrimary) with an empty JSON body: read it as no body at all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('notifier', notifier);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Ours.
  await app.register(gracefulClose);
  await app.register(envelopeAndErrors);
  await app.register(securityHeaders, { googleSignIn: config.google !== undefined });
  await app.register(rateLimits, { redis: deps.redis, keyPrefix: deps.redisKeyPrefix });
  await app.register(httpCache);
  await app.register(openapi, { publicUrl: config.publicUrl });

  // The job queue, started once every module has registered its jobs and schedules, stopped before the database.
  const jobs = createJobQueue({ database, logger: app.log, work: deps.workJobs ?? true });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  // The domain modules (modules/<name>/module.ts), each given the same dependencies and what it needs of another.
  const delivery = await registerDeliveries(app, { db: database.db, config, jobs, notifier, logger: app.log });
  const modules: ModuleDeps = { db: database.db, config, jobs, deliveries: delivery.deliveries, logger: app.log };
  const limiter = createLimiter(createLimitRepository(database.db));
  await registerHealth(app, { database });
  // The two guards first: customers' sessions (app.authenticate), then staff's (app.requireStaff).
  const auth = await registerAuth(app, { ...modules, limiter });
  await registerStaff(app, { ...modules, limiter, now: deps.now });
  await delivery.registerRoutes();
  const catalog = await registerCatalog(app, { ...modules, database });
  const { onCatalogueChanged, photos } = catalog;
  const customers = await registerCustomers(app, { ...modules, ...auth, photos });
  const coupons = await registerCoupons(app, modules);
  await registerCart(app, { ...modules, coupons: coupons.repository, photos });
  // An order's life: its payment (knows no other module), the order once placed, and the checkout that takes a cart
  // to a confirmed order over both.
  const payments = await registerPayments(app, { ...modules, gateways: deps.gateways });
  const { currencies } = await registerPricing(app, { ...modules, onCatalogueChanged });
  const orders = await registerOrders(app, { ...modules, payments, onCatalogueChanged });
  await registerCheckout(app, { ...modules, orders, payments, orderLinks: auth.orderLinks, onCatalogueChanged });
  const inbox = await registerMessages(app, modules);
  await registerAssistant(app, {
    ...modules,
    findPieces: catalog.findPieces,
    currencies: currencies.currencies,
    sale: coupons.sale,
    orders,
    profile: customers.profile,
    inbox,
    now: deps.now,
  });
  await registerContent(app, { ...modules, productIds: catalog.productIds });
  registerMaintenance(app, modules);
  if (config.devRoutes) await app.register(outboxRoutes, { outbox: createOutboxRepository(database.db) });

  // The pages: the web build's, rendered on the server, and the static files.
  await app.register(staticWeb, {
    webDist: config.webDist,
    web: deps.web,
    mediaDir: config.mediaDir,
    pageHints: catalog.pageHints,
    pageCacheSeconds: config.catalogCacheSeconds,
    googleClientId: config.google?.clientId,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    jobs: JobQueue;
  }
}
