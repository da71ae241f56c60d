/**
 * Staff onboarding: the owner's invitations and the one-time setup link (`/admin/setup/<token>`) with which a new
 * staff member — or the shop's first owner — sets a password, enrols an authenticator app and receives recovery codes.
 */
import { z } from 'zod';
import { StaffRoleSchema, StaffSchema } from './admin';
import { EmailSchema, PasswordSchema, requiredText } from './auth';
import { envelopeOf } from './envelope';
import { SINGLE_LINE } from './text';

/** How long an owner's invitation and the start-up owner-setup link stay usable. */
export const INVITATION_VALID_HOURS = 72;
export const OWNER_SETUP_VALID_HOURS = 24;
export const STAFF_NAME_MAX = 100;

export const SETUP_KINDS = ['owner-setup', 'invitation'] as const;

export const ADMIN_SETUP_MESSAGES = {
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  staffExists: 'A staff member with this e-mail already exists.',
  linkUnknown: 'This setup link is not known. Ask the shop owner for a new invitation.',
  linkUsed: 'This setup link has already been used. Sign in instead.',
  linkExpired: 'This setup link has expired. Ask the shop owner for a new invitation.',
  /** The owner-setup link outlives its purpose once the shop has an owner. */
  ownerExists: 'The shop already has an owner. Sign in instead.',
  totpFirst: 'Set up your authenticator app first, then enter its code.',
  codeWrong: 'code: that code is not right. Check the time on your phone and enter the newest code.',
  emailRequired: 'email: enter your e-mail address',
  nameRequired: 'name: enter your name',
  setupDone: 'Your back-office account is ready.',
  invitationResent: (email: string) => `A new invitation link is on its way to ${email}; the old link no longer works.`,
  invitationWithdrawn: (email: string) => `The invitation to ${email} is withdrawn; its link no longer works.`,
  /** Resending or withdrawing an invitation that was accepted in the meantime (409), or one that is not there (404). */
  invitationAccepted: 'This invitation has already been accepted: the person is on the staff list.',
  invitationUnknown: 'There is no such pending invitation; it may have been withdrawn.',
} as const;

export const SetupTokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, 'token: not a setup link'),
});

export const StaffInvitationRequestSchema = z.object({
  email: EmailSchema,
  name: requiredText('Name', STAFF_NAME_MAX),
  role: StaffRoleSchema,
});
export type StaffInvitationRequest = z.infer<typeof StaffInvitationRequestSchema>;

export const StaffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
export const StaffInvitationResponseSchema = envelopeOf(z.object({ invitation: StaffInvitationSchema }));

/** An invitation not yet accepted (nor withdrawn), expired ones included so the owner can send them again. */
export const PendingInvitationSchema = StaffInvitationSchema.extend({
  created_at: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export const PendingInvitationsResponseSchema = envelopeOf(z.object({ invitations: z.array(PendingInvitationSchema) }));
export const InvitationParamsSchema = z.object({ id: z.uuid('id: not an invitation') });

/** What a setup link is for. The owner-setup link names no one: its holder gives their e-mail and name. */
export const SetupLinkSchema = z.object({
  kind: z.enum(SETUP_KINDS),
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: StaffRoleSchema,
  expires_at: z.string(),
});
export type SetupLink = z.infer<typeof SetupLinkSchema>;
export const SetupLinkResponseSchema = envelopeOf(z.object({ setup: SetupLinkSchema }));

export const SetupTotpResponseSchema = envelopeOf(z.object({ secret: z.string(), otpauth_uri: z.string() }));

export const SetupCompleteRequestSchema = z.object({
  password: PasswordSchema,
  /** The newest 6-digit code of the authenticator app just enrolled. */
  code: z
    .string(ADMIN_SETUP_MESSAGES.codeWrong)
    .trim()
    .regex(/^\d{6}$/, 'code: enter the 6-digit code from your authenticator app')
    .regex(SINGLE_LINE),
  /** Only for the owner-setup link, which names no one. */
  email: EmailSchema.optional(),
  name: requiredText('Name', STAFF_NAME_MAX).optional(),
});
export type SetupCompleteRequest = z.infer<typeof SetupCompleteRequestSchema>;

export const SetupCompleteResponseSchema = envelopeOf(
  z.object({ staff: StaffSchema, recovery_codes: z.array(z.string()) }),
);

/** The setup screen's first step, checked in the browser before the authenticator step: the new password, twice. */
export const SetupPasswordStepSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((step) => step.password === step.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });

/** The owner-setup link's first step also asks who the owner is. */
export const OwnerSetupPasswordStepSchema = z
  .object({
    email: EmailSchema,
    name: requiredText('Name', STAFF_NAME_MAX),
    password: PasswordSchema,
    confirm: z.string(),
  })
  .refine((step) => step.password === step.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });

/** The authenticator step: the newest 6-digit code. */
export const SetupCodeStepSchema = SetupCompleteRequestSchema.pick({ code: true });
