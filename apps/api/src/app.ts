/**
 * Builds the Fastify app from its dependencies: external plugins first, then ours, then the feature modules.
 * Tests build the same app and call `app.inject`; `server.ts` only adds configuration, listening and shutdown.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
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
import { isInnerRequest } from './lib/inner-request';
import { loggableError } from './lib/log-errors';
import { createCodes } from './modules/auth/codes';
import { createIdentifierChanges } from './modules/auth/identifier-change';
import { accountLimits } from './modules/auth/limits';
import { createOrderLinks } from './modules/auth/order-links';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createSessionCache } from './modules/auth/session-cache';
import { createCartRepository } from './modules/cart/repository';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { createAdminProductRepository } from './modules/catalog/admin-repository';
import { adminProductRoutes } from './modules/catalog/admin-routes';
import { createAdminProductService } from './modules/catalog/admin-service';
import { type CatalogEvents, createCatalogEvents } from './modules/catalog/events';
import { productPageHints } from './modules/catalog/page-hints';
import { createPhotoRepository } from './modules/catalog/photo-repository';
import { photoRoutes } from './modules/catalog/photo-routes';
import { createPhotoService, storefrontPhotos } from './modules/catalog/photo-service';
import { createProductCsv } from './modules/catalog/products-csv';
import { createCatalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { register as registerCheckout } from './modules/checkout/module';
import { contentRoutes } from './modules/content/routes';
import { createAdminCouponRepository } from './modules/coupons/admin-repository';
import { adminCouponRoutes } from './modules/coupons/admin-routes';
import { createAdminCouponService } from './modules/coupons/admin-service';
import { createCouponRepository } from './modules/coupons/repository';
import { couponRoutes } from './modules/coupons/routes';
import { seedCoupons } from './modules/coupons/seed';
import { createCouponService } from './modules/coupons/service';
import { createAccountRepository } from './modules/customers/account-repository';
import { accountRoutes } from './modules/customers/account-routes';
import { createAccountService } from './modules/customers/account-service';
import { createAddressRepository } from './modules/customers/address-repository';
import { addressRoutes } from './modules/customers/address-routes';
import { createAddressService } from './modules/customers/address-service';
import { createAdminCustomerRepository } from './modules/customers/admin-repository';
import { adminCustomerRoutes } from './modules/customers/admin-routes';
import { createAdminCustomerService } from './modules/customers/admin-service';
import { createWishlistRepository } from './modules/customers/wishlist-repository';
import { wishlistRoutes } from './modules/customers/wishlist-routes';
import { createWishlistService } from './modules/customers/wishlist-service';
import { healthRoutes } from './modules/health/routes';
import { createLimiter } from './modules/limits/limiter';
import { createLimitRepository } from './modules/limits/repository';
import { createMaintenanceRepository } from './modules/maintenance/repository';
import { createMaintenanceService } from './modules/maintenance/service';
import { createAdminMessageRepository } from './modules/messages/admin-repository';
import { adminMessageRoutes } from './modules/messages/admin-routes';
import { createAdminMessageService } from './modules/messages/admin-service';
import { createContactRepository } from './modules/messages/repository';
import { contactRoutes } from './modules/messages/routes';
import { createContactService } from './modules/messages/service';
import { register as registerOrders } from './modules/orders/module';
import type { PaymentGateways } from './modules/payments/gateway';
import { register as registerPayments } from './modules/payments/module';
import { createAuditRepository } from './modules/staff/audit';
import { auditRoutes } from './modules/staff/audit-routes';
import { createOnboardingRepository } from './modules/staff/onboarding-repository';
import { onboardingRoutes } from './modules/staff/onboarding-routes';
import { createOnboardingService, type OnboardingService } from './modules/staff/onboarding-service';
import { createStaffRepository } from './modules/staff/repository';
import { staffRoutes } from './modules/staff/routes';
import { staffSecretKey } from './modules/staff/secret-key';
import { createStaffService } from './modules/staff/service';
import type { Notifier } from './notify/notifier';
import { createOutboxRepository } from './notify/outbox-repository';
import { outboxRoutes } from './notify/outbox-routes';
import authGuard from './plugins/auth';
import envelopeAndErrors, { clientErrorHandler, frameworkErrors } from './plugins/envelope-and-errors';
import gracefulClose from './plugins/graceful-close';
import httpCache from './plugins/http-cache';
import openapi from './plugins/openapi';
import rateLimits from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staffGuard from './plugins/staff-auth';
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
  /** The clock of staff sessions and TOTP codes; tests move it. */
  now?: () => number;
  /** The online payment providers; by default those the configuration has settings for. */
  gateways?: PaymentGateways;
  /** Called with the bare instance, before any plugin or route: the API tests record every answer through it. */
  instrument?: (app: FastifyInstance) => void;
  /** The web build's pages (`@lumen/web/server`, loaded by server.ts); no pages without them. */
  web?: WebPages | undefined;
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
    // within HEADERS_TIMEOUT_SECONDS, give or take a second.
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
  await app.register(securityHeaders);
  await app.register(rateLimits, { redis: deps.redis, keyPrefix: deps.redisKeyPrefix });
  await app.register(httpCache);
  await app.register(openapi, { publicUrl: config.publicUrl });

  const authRepository = createAuthRepository(database.db);
  const sessionCache = createSessionCache();
  await app.register(authGuard, {
    cache: sessionCache,
    findSession: authRepository.findSession,
    touchSession: authRepository.touchSession,
    deleteSession: authRepository.deleteSession,
  });

  // Feature modules.
  const outbox = createOutboxRepository(database.db);
  await app.register(healthRoutes, { database });
  const photoRepository = createPhotoRepository(database.db);
  const catalog = createCatalogService(createCatalogRepository(database.db), {
    cacheSeconds: config.catalogCacheSeconds,
    photos: storefrontPhotos(photoRepository),
  });
  await app.register(catalogRoutes, { catalog });
  // Every process's catalogue cache hears of a change made through any of them (decision 021).
  const catalogEvents = createCatalogEvents({
    url: database.kind === 'postgres' ? database.url : undefined,
    db: database.db,
    // The server-rendered pages show the catalogue too: they are forgotten with it.
    onChange: () => {
      catalog.invalidate();
      app.invalidatePages?.();
    },
    logger: app.log,
  });
  app.decorate('catalogEvents', catalogEvents);
  app.addHook('onClose', () => catalogEvents.close());
  let otpSecretOnce: Promise<string> | undefined;
  const otpSecret = () => {
    otpSecretOnce ??= config.otpSecret
      ? Promise.resolve(config.otpSecret)
      : authRepository.secret('otp_hmac_key', () => randomBytes(32).toString('base64url'));
    return otpSecretOnce;
  };
  const limiter = createLimiter(createLimitRepository(database.db));
  // Staff sign in with their own sessions (app.requireStaff guards every back-office route).
  const staff = createStaffService({
    repository: createStaffRepository(database.db),
    limiter,
    secretKey: staffSecretKey(config, database.db),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(staffGuard, { authenticate: staff.authenticate });
  const limits = accountLimits(config.otpResendSeconds);
  const codes = createCodes({
    repository: authRepository,
    limiter,
    limits,
    notifier,
    logger: app.log,
    otpSecret,
    otpTtlMs: config.otpTtlSeconds * 1000,
    now: Date.now,
  });
  const accounts = {
    repository: authRepository,
    codes,
    limiter,
    limits,
    notifier,
    logger: app.log,
    sessions: sessionCache,
  };
  // A guest's way back to an order, signed with the code secret.
  const orderLinks = createOrderLinks({ secret: otpSecret });
  const auth = createAuthService({ ...accounts, orderLinks });
  await app.register(authRoutes, { auth, perIpPerMinute: config.authRateLimitPerMinute });
  const identifierChanges = createIdentifierChanges({
    ...accounts,
    otpSecret,
    otpTtlMs: config.otpTtlSeconds * 1000,
    checkPassword: auth.checkPassword,
  });
  await app.register(accountRoutes, {
    account: createAccountService(createAccountRepository(database.db), identifierChanges),
  });
  await app.register(addressRoutes, { addresses: createAddressService(createAddressRepository(database.db)) });
  const primaryPhotos = storefrontPhotos(photoRepository);
  await app.register(wishlistRoutes, {
    wishlist: createWishlistService(createWishlistRepository(database.db), { photos: primaryPhotos }),
  });
  const couponRepository = createCouponRepository(database.db);
  // The banner's coupon on the first start, like the opening catalogue; a no-op once the shop has coupons.
  await seedCoupons(couponRepository);
  await app.register(couponRoutes, { coupons: createCouponService(couponRepository) });
  await app.register(cartRoutes, {
    cart: createCartService(createCartRepository(database.db), { coupons: couponRepository, photos: primaryPhotos }),
  });
  // An order's life: its payment (knows no other module), the order once placed, and the checkout that takes a cart
  // to a confirmed order over both (modules/checkout).
  const modules = { db: database.db, config, notifier, logger: app.log };
  const payments = await registerPayments(app, { ...modules, gateways: deps.gateways });
  const orders = await registerOrders(app, { ...modules, payments, onCatalogueChanged: catalogEvents.changed });
  await registerCheckout(app, { ...modules, orders, payments, orderLinks, onCatalogueChanged: catalogEvents.changed });
  await app.register(contactRoutes, { contact: createContactService(createContactRepository(database.db)) });
  await app.register(contentRoutes, { publicUrl: config.publicUrl, productIds: catalog.productIds });
  // The back office.
  await app.register(staffRoutes, { staff, perIpPerMinute: config.authRateLimitPerMinute });
  await app.register(auditRoutes, { audit: createAuditRepository(database.db) });
  await app.register(photoRoutes, {
    photos: createPhotoService({ repository: photoRepository, onCatalogChanged: catalogEvents.changed }),
  });
  await app.register(adminCouponRoutes, {
    coupons: createAdminCouponService(createAdminCouponRepository(database.db)),
  });
  await app.register(adminCustomerRoutes, {
    customers: createAdminCustomerService(createAdminCustomerRepository(database.db), { sessions: sessionCache }),
  });
  await app.register(adminMessageRoutes, {
    inbox: createAdminMessageService(createAdminMessageRepository(database.db), { notifier, logger: app.log }),
  });
  // Back office: staff onboarding.
  const onboarding = createOnboardingService({
    repository: createOnboardingRepository(database.db),
    notifier,
    logger: app.log,
    publicUrl: config.publicUrl,
    secretKey: staffSecretKey(config, database.db),
    ...(deps.now ? { now: deps.now } : {}),
  });
  app.decorate('onboarding', onboarding);
  await app.register(onboardingRoutes, { onboarding, perIpPerMinute: config.authRateLimitPerMinute });
  // Back office: catalogue and stock.
  const adminProducts = createAdminProductRepository(database.db);
  await app.register(adminProductRoutes, {
    products: createAdminProductService(adminProducts, {
      onCatalogueChanged: catalogEvents.changed,
      photos: primaryPhotos,
    }),
    csv: createProductCsv(adminProducts, { onCatalogueChanged: catalogEvents.changed }),
  });
  if (config.devRoutes) await app.register(outboxRoutes, { outbox });

  await app.register(staticWeb, {
    webDist: config.webDist,
    web: deps.web,
    mediaDir: config.mediaDir,
    pageHints: productPageHints(catalog),
    pageCacheSeconds: config.catalogCacheSeconds,
  });

  // The scheduled clean-up of expired rows: started once the app is ready, stopped before the database closes.
  if (config.cleanupIntervalSeconds > 0) {
    const maintenance = createMaintenanceService(createMaintenanceRepository(database.db), { logger: app.log });
    app.addHook('onReady', async () => maintenance.start(config.cleanupIntervalSeconds * 1000));
    app.addHook('preClose', () => maintenance.stop());
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    /** Staff onboarding; `server.ts` asks it for the owner-setup link at start-up. */
    onboarding: OnboardingService;
    /** Call `catalogEvents.changed()` after committing a change to products, photos or stock. */
    catalogEvents: CatalogEvents;
  }
}
