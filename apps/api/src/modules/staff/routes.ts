/** The back office's sign-in and the owner's staff management, under /api/admin/. */
import {
  ADMIN_MESSAGES,
  AdminSessionResponseSchema,
  AdminSignInRequestSchema,
  AdminSignInResponseSchema,
  StaffIdParamsSchema,
  StaffListResponseSchema,
  StaffMemberResponseSchema,
  StaffUpdateRequestSchema,
} from '@lumen/contract/admin';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema, MessageEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { StaffService } from './service';

export type StaffRoutesOptions = { staff: StaffService; perIpPerMinute: number };

const tags = ['admin'];
const guarded = { 403: ErrorEnvelopeSchema };

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { staff, perIpPerMinute }) => {
  app.post(
    ADMIN_API_PATHS.adminSession,
    {
      config: { rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'adminSignIn',
        security: [],
        summary: 'Staff sign-in: e-mail, password and a TOTP or recovery code; answers a staff session token',
        body: AdminSignInRequestSchema,
        response: { 200: AdminSignInResponseSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.signedIn, await staff.signIn(request.body, request.ip)),
  );

  app.get(
    ADMIN_API_PATHS.adminSession,
    {
      preHandler: app.requireStaff(),
      schema: {
        tags,
        operationId: 'adminSession',
        security: STAFF_SECURITY,
        summary: 'The signed-in staff member',
        response: { 200: AdminSessionResponseSchema },
      },
    },
    async (request) => {
      const { id, email, name, role } = request.staff;
      return ok('OK', { staff: { id, email, name, role } });
    },
  );

  app.delete(
    ADMIN_API_PATHS.adminSession,
    {
      preHandler: app.requireStaff(),
      schema: {
        tags,
        operationId: 'adminSignOut',
        security: STAFF_SECURITY,
        summary: 'Ends this staff session',
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await staff.signOut(request.staff.sessionId);
      return ok(ADMIN_MESSAGES.signedOut);
    },
  );

  app.get(
    ADMIN_API_PATHS.adminStaff,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminListStaff',
        security: STAFF_SECURITY,
        summary: 'Every staff member, with their role, state and live sessions (owner)',
        response: { 200: StaffListResponseSchema, ...guarded },
      },
    },
    async () => ok('OK', { staff: await staff.list() }),
  );

  app.patch(
    ADMIN_API_PATHS.adminStaffMember,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminUpdateStaff',
        security: STAFF_SECURITY,
        summary: 'Disable or enable a staff member, or change their role (owner); the last active owner stays',
        params: StaffIdParamsSchema,
        body: StaffUpdateRequestSchema,
        response: { 200: StaffMemberResponseSchema, ...guarded, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.staffUpdated, {
        staff: await staff.update(request.params.id, request.body, actorOf(request)),
      }),
  );

  app.post(
    ADMIN_API_PATHS.adminStaffRevokeSessions,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminRevokeStaffSessions',
        security: STAFF_SECURITY,
        summary: 'Ends every session of a staff member (owner)',
        params: StaffIdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...guarded, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      await staff.revokeSessions(request.params.id, actorOf(request));
      return ok(ADMIN_MESSAGES.sessionsRevoked);
    },
  );
};
