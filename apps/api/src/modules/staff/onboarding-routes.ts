/**
 * Staff onboarding under /api/admin/: the owner's invitations, and the public setup-link calls (rate-limited per
 * address like sign-in; the link's 256-bit token is the credential).
 */

import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import {
  ADMIN_SETUP_MESSAGES,
  InvitationParamsSchema,
  PendingInvitationsResponseSchema,
  SetupCompleteRequestSchema,
  SetupCompleteResponseSchema,
  SetupLinkResponseSchema,
  SetupTokenParamsSchema,
  SetupTotpResponseSchema,
  StaffInvitationRequestSchema,
  StaffInvitationResponseSchema,
} from '@lumen/contract/admin-setup';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { OnboardingService } from './onboarding-service';

export type OnboardingRoutesOptions = { onboarding: OnboardingService; perIpPerMinute: number };

const tags = ['admin'];

const inviterOf = (request: FastifyRequest) => ({
  staffId: request.staff.id,
  name: request.staff.name,
  requestId: request.id,
});
const linkErrors = { 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema };

export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (
  app,
  { onboarding, perIpPerMinute },
) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };

  app.post(
    ADMIN_API_PATHS.adminStaffInvitations,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminInviteStaff',
        security: STAFF_SECURITY,
        summary: 'Invites someone to the back office with a role (owner): an e-mail with a one-time setup link',
        body: StaffInvitationRequestSchema,
        response: { 201: StaffInvitationResponseSchema, 403: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const invitation = await onboarding.invite(request.body, inviterOf(request));
      reply.code(201);
      return ok(ADMIN_SETUP_MESSAGES.invitationSent(invitation.email), { invitation });
    },
  );

  app.get(
    ADMIN_API_PATHS.adminStaffInvitations,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminListInvitations',
        security: STAFF_SECURITY,
        summary: 'The invitations not yet accepted, newest first, expired ones included (owner)',
        response: { 200: PendingInvitationsResponseSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async () => ok('OK', { invitations: await onboarding.pending() }),
  );

  app.post(
    ADMIN_API_PATHS.adminStaffInvitationResend,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminResendInvitation',
        security: STAFF_SECURITY,
        summary: 'E-mails a pending invitation again with a new link, valid for 72 hours; the old link stops working',
        params: InvitationParamsSchema,
        response: {
          200: StaffInvitationResponseSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const invitation = await onboarding.resend(request.params.id, inviterOf(request));
      return ok(ADMIN_SETUP_MESSAGES.invitationResent(invitation.email), { invitation });
    },
  );

  app.delete(
    ADMIN_API_PATHS.adminStaffInvitation,
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        operationId: 'adminWithdrawInvitation',
        security: STAFF_SECURITY,
        summary: 'Withdraws a pending invitation: its link stops working (owner)',
        params: InvitationParamsSchema,
        response: {
          200: StaffInvitationResponseSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const invitation = await onboarding.withdraw(request.params.id, inviterOf(request));
      return ok(ADMIN_SETUP_MESSAGES.invitationWithdrawn(invitation.email), { invitation });
    },
  );

  app.get(
    ADMIN_API_PATHS.adminSetup,
    {
      config: { rateLimit },
      schema: {
        tags,
        operationId: 'adminSetupLink',
        security: [],
        summary: 'Who a setup link is for and with which role; 404 unknown, 410 used or expired',
        params: SetupTokenParamsSchema,
        response: { 200: SetupLinkResponseSchema, ...linkErrors },
      },
    },
    async (request) => ok('OK', { setup: await onboarding.describe(request.params.token) }),
  );

  app.post(
    ADMIN_API_PATHS.adminSetupTotp,
    {
      config: { rateLimit },
      schema: {
        tags,
        operationId: 'adminSetupTotp',
        security: [],
        summary: 'A fresh authenticator secret and its otpauth:// URI for the setup link (the newest one counts)',
        params: SetupTokenParamsSchema,
        response: { 200: SetupTotpResponseSchema, ...linkErrors },
      },
    },
    async (request) => ok('OK', await onboarding.startTotp(request.params.token)),
  );

  app.post(
    ADMIN_API_PATHS.adminSetup,
    {
      config: { rateLimit },
      schema: {
        tags,
        operationId: 'adminCompleteSetup',
        security: [],
        summary:
          'Completes a setup link: password and the authenticator code make the staff member; answers the recovery codes once',
        params: SetupTokenParamsSchema,
        body: SetupCompleteRequestSchema,
        response: { 201: SetupCompleteResponseSchema, ...linkErrors, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const done = await onboarding.complete(request.params.token, request.body, request.id);
      reply.code(201);
      return ok(ADMIN_SETUP_MESSAGES.setupDone, done);
    },
  );
};
