/**
 * The auth module: customers' accounts — sign-up, codes, sign-in (also with Google), passwords, sessions (the bearer guard,
 * `app.authenticate`), a guest's checkout and an order's link — over one service and one repository. Answers what other
 * modules build on: the session cache (the back office ends a customer's sessions), the order links (the checkout
 * signs one into the confirmation) and identifier changes (a customer's account page).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import authGuard from '../../plugins/auth';
import type { ModuleDeps } from '../deps';
import type { Limiter } from '../limits/limiter';
import { createCodes } from './codes';
import { googleQueries } from './google-queries';
import { createGoogleTokens } from './google-token';
import { createIdentifierChanges } from './identifier-change';
import { accountLimits } from './limits';
import { createOrderLinks } from './order-links';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createSessionCache } from './session-cache';

export async function register(app: FastifyInstance, deps: ModuleDeps & { limiter: Limiter }) {
  const { db, config, deliveries, logger, limiter } = deps;
  const repository = createAuthRepository(db);
  const sessions = createSessionCache();
  await app.register(authGuard, {
    cache: sessions,
    findSession: repository.findSession,
    touchSession: repository.touchSession,
    deleteSession: repository.deleteSession,
  });

  // The codes' HMAC key: the configured one, else one generated once and kept in the database.
  let otpSecretOnce: Promise<string> | undefined;
  const otpSecret = () => {
    otpSecretOnce ??= config.otpSecret
      ? Promise.resolve(config.otpSecret)
      : repository.secret('otp_hmac_key', () => randomBytes(32).toString('base64url'));
    return otpSecretOnce;
  };
  const limits = accountLimits(config.otpResendSeconds);
  const otpTtlMs = config.otpTtlSeconds * 1000;
  const codes = createCodes({ repository, limiter, limits, deliveries, otpSecret, otpTtlMs, now: Date.now });
  const accounts = { repository, codes, limiter, limits, deliveries, logger, sessions };
  // A guest's way back to an order, signed with the code secret.
  const orderLinks = createOrderLinks({ secret: otpSecret });
  const google = { tokens: config.google ? createGoogleTokens(config.google) : null, queries: googleQueries(db) };
  const auth = createAuthService({ ...accounts, orderLinks, google });
  await app.register(authRoutes, { auth, perIpPerMinute: config.authRateLimitPerMinute });
  const identifierChanges = createIdentifierChanges({
    ...accounts,
    otpSecret,
    otpTtlMs,
    checkPassword: auth.checkPassword,
  });
  return { sessions, orderLinks, identifierChanges };
}
