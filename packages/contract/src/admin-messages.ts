/**
 * The back office's inbox of contact-form messages (permission `messages`): new or handled, read, marked, and
 * answered — a reply is stored with the message, then sent by e-mail (or SMS to a mobile number).
 */
import { z } from 'zod';
import { envelopeOf } from './envelope';
import { MULTI_LINE } from './text';

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export const REPLY_TEXT_MAX = 5000;

export const ADMIN_INBOX_MESSAGES = {
  notFound: 'No such message.',
  updated: 'Message updated.',
  /** The reply is stored and on the job queue: it leaves in a moment, and is retried while the provider fails. */
  replySent: 'Reply on its way.',
  replySubject: 'Your message to Lumen Jewels',
} as const;

export const AdminMessageIdParamsSchema = z.object({ id: z.uuid('id: not a message id') });

export const AdminMessageQuerySchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor: not a cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminMessageQuery = z.infer<typeof AdminMessageQuerySchema>;

export const ContactReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  channel: z.enum(['email', 'sms']),
  /** 'sending' until its message is sent ('sent'), or given up after its last retry ('failed'). */
  delivery: z.enum(['sending', 'sent', 'failed']),
  staff_id: z.string().nullable(),
  created_at: z.string(),
});

export const AdminContactMessageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The e-mail address or mobile number the visitor gave. */
  contact: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  created_at: z.string(),
  replies: z.number().int(),
});
export const AdminContactMessageSchema = AdminContactMessageSummarySchema.extend({
  reply_list: z.array(ContactReplySchema),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminMessageListResponseSchema = envelopeOf(
  z.object({ messages: z.array(AdminContactMessageSummarySchema), next_cursor: z.string().nullable() }),
);
export const AdminMessageResponseSchema = envelopeOf(z.object({ message: AdminContactMessageSchema }));

export const AdminMessageUpdateRequestSchema = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES) });

export const AdminReplyRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text: write the reply')
    .max(REPLY_TEXT_MAX, `text: at most ${REPLY_TEXT_MAX} characters`)
    .regex(MULTI_LINE, 'text: no control characters'),
});
