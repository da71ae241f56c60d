/**
 * The staff module: the back office's people — sign-in with TOTP and its guard (`app.requireStaff` on every back-office
 * route), staff and roles, onboarding (invitations and the first owner's setup link, `app.onboarding`) and the audit
 * log's reader. Registered before every module with back-office routes, which the guard protects.
 */
import type { FastifyInstance } from 'fastify';
import staffGuard from '../../plugins/staff-auth';
import type { ModuleDeps } from '../deps';
import type { Limiter } from '../limits/limiter';
import { createAuditRepository } from './audit';
import { auditRoutes } from './audit-routes';
import { createOnboardingRepository } from './onboarding-repository';
import { onboardingRoutes } from './onboarding-routes';
import { createOnboardingService, type OnboardingService } from './onboarding-service';
import { createStaffRepository } from './repository';
import { staffRoutes } from './routes';
import { staffSecretKey } from './secret-key';
import { createStaffService } from './service';

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps & {
    limiter: Limiter /** The clock of sessions and TOTP codes; tests move it. */;
    now?: () => number;
  },
) {
  const { db, config, deliveries, limiter } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const staff = createStaffService({
    repository: createStaffRepository(db),
    limiter,
    secretKey: staffSecretKey(config, db),
    ...clock,
  });
  await app.register(staffGuard, { authenticate: staff.authenticate });
  const perIpPerMinute = config.authRateLimitPerMinute;
  await app.register(staffRoutes, { staff, perIpPerMinute });
  await app.register(auditRoutes, { audit: createAuditRepository(db) });
  const onboarding = createOnboardingService({
    repository: createOnboardingRepository(db),
    deliveries,
    publicUrl: config.publicUrl,
    secretKey: staffSecretKey(config, db),
    ...clock,
  });
  app.decorate('onboarding', onboarding);
  await app.register(onboardingRoutes, { onboarding, perIpPerMinute });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff onboarding; `server.ts` asks it for the owner-setup link at start-up. */
    onboarding: OnboardingService;
  }
}
