/** The back office's staff calls under /api/admin/: sign-in with a TOTP second factor, staff and the audit log. */
import { z } from 'zod';
import { STAFF_ROLES } from './admin-roles';
import { TypedPasswordSchema } from './auth';
import { envelopeOf } from './envelope';
import { SINGLE_LINE } from './text';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
export const STAFF_SESSION_IDLE_MINUTES = 30;

export const ADMIN_MESSAGES = {
  /** One answer for a wrong e-mail, password or code, and for a disabled account. */
  badCredentials: 'The e-mail, password or code is not right.',
  signInLocked: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  signInRequired: 'Please sign in to the back office.',
  forbidden: 'Your role does not allow this.',
  staffNotFound: 'No such staff member.',
  lastOwner: 'The shop needs at least one active owner: make someone else an owner first.',
  sessionsRevoked: 'Every session of this staff member has ended.',
  staffUpdated: 'Staff member updated.',
} as const;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

export const AdminSignInRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('email: enter a valid e-mail address'))
    .transform((e) => e.toLowerCase()),
  password: TypedPasswordSchema,
  /** A 6-digit code from the authenticator app, or one of the recovery codes. */
  code: z
    .string()
    .trim()
    .min(6, 'code: enter the code from your authenticator app')
    .max(64)
    .regex(SINGLE_LINE, 'code: enter the code from your authenticator app'),
});
export type AdminSignInRequest = z.infer<typeof AdminSignInRequestSchema>;

export const AdminSignInResponseSchema = envelopeOf(z.object({ token: z.string(), staff: StaffSchema }));
export const AdminSessionResponseSchema = envelopeOf(z.object({ staff: StaffSchema }));

export const StaffMemberSchema = StaffSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
  active_sessions: z.number().int(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListResponseSchema = envelopeOf(z.object({ staff: z.array(StaffMemberSchema) }));
export const StaffMemberResponseSchema = envelopeOf(z.object({ staff: StaffMemberSchema }));

export const StaffIdParamsSchema = z.object({ id: z.uuid('id: not a staff id') });

export const StaffUpdateRequestSchema = z
  .object({ disabled: z.boolean().optional(), role: StaffRoleSchema.optional() })
  .refine((body) => body.disabled !== undefined || body.role !== undefined, {
    message: 'disabled: say what to change (disabled or role)',
  });
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequestSchema>;

export const AuditQuerySchema = z.object({
  staff_id: z.uuid('staff_id: not a staff id').optional(),
  entity: z.string().trim().min(1).max(64).regex(SINGLE_LINE, 'entity: plain text only').optional(),
  action: z.string().trim().min(1).max(64).regex(SINGLE_LINE, 'action: plain text only').optional(),
  /** The first day, on the shop's clock (SHOP.timeZone). */
  from: z.iso.date('from: a date as YYYY-MM-DD').optional(),
  /** The last day, included whole, on the shop's clock. */
  to: z.iso.date('to: a date as YYYY-MM-DD').optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'cursor: not a cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  staff_id: z.string().nullable(),
  /** Where the change came from: the back office, the command line, or the metal rate feed. */
  source: z.enum(['admin', 'cli', 'feed']),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = envelopeOf(
  z.object({ entries: z.array(AuditEntrySchema), next_cursor: z.string().nullable() }),
);
