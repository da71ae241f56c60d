/**
 * The staff guard of the back office. Admin routes add `preHandler: app.requireStaff('orders')` (or no permission
 * for any signed-in staff member): a missing, unknown, expired, revoked or customer token answers 401, a role without
 * the permission (packages/contract/src/admin-roles.ts) 403. Each check touches the session in the same statement.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { roleCan, type StaffPermission } from '@lumen/contract/admin-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInStaff } from '../modules/staff/repository';
import { HttpError } from './envelope-and-errors';

export type StaffGuardOptions = { authenticate(token: string): Promise<SignedInStaff | undefined> };

type StaffPreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    requireStaff(permission?: StaffPermission): StaffPreHandler;
  }
  interface FastifyRequest {
    staff: SignedInStaff;
  }
}

/** How an admin route names its token in the OpenAPI document. */
export const STAFF_SECURITY = [{ staff: [] }];

/** Who made a back-office change, for the audit log: the signed-in staff member, and the request it came in. */
export type Actor = { staffId: string; requestId?: string | undefined };

export const actorOf = (request: { staff: { id: string }; id: string }): Actor => ({
  staffId: request.staff.id,
  requestId: request.id,
});

export default fp(
  async function staffGuard(app: FastifyInstance, options: StaffGuardOptions) {
    app.decorateRequest('staff', null as unknown as SignedInStaff);
    app.decorate(
      'requireStaff',
      (permission?: StaffPermission): StaffPreHandler =>
        async (request) => {
          const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '');
          const signedIn = match?.[1] ? await options.authenticate(match[1]) : undefined;
          if (!signedIn) throw new HttpError(401, ADMIN_MESSAGES.signInRequired);
          if (permission && !roleCan(signedIn.role, permission)) throw new HttpError(403, ADMIN_MESSAGES.forbidden);
          request.staff = signedIn;
        },
    );
  },
  { name: 'staff-guard' },
);
