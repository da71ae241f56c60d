/**
 * Deliveries: every message the shop sends, as the back office sees it (permission `deliveries`: owner, manager,
 * support). A message waits on the queue, is retried with backoff while its provider fails (with the last error),
 * and is sent — or, after its last try, failed for good, when staff can SEND AGAIN.
 */
import { z } from 'zod';
import { OTP_CHANNELS, type OtpChannel } from './constants';
import { envelopeOf } from './envelope';
import { SINGLE_LINE } from './text';

/** What a message is about: one-time codes travel on their own queue, ahead of every other message. */
export const DELIVERY_KINDS = ['code', 'order', 'account', 'staff', 'contact'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** What a message is about, in the back office's words. */
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  code: 'One-time code',
  order: 'Order',
  account: 'Account',
  staff: 'Staff',
  contact: 'Reply to a message',
};

/** waiting: not tried yet (or being sent); retrying: failed, tried again later; sent; failed: given up. */
export const DELIVERY_STATES = ['waiting', 'retrying', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  waiting: 'Waiting',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

/** The channels in the back office's words. */
export const DELIVERY_CHANNEL_LABELS: Record<OtpChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** Whether staff may SEND AGAIN a message: one that failed for good, and never a one-time code. */
export const canSendAgain = (delivery: { state: DeliveryState; kind: DeliveryKind }) =>
  delivery.state === 'failed' && delivery.kind !== 'code';

export const ADMIN_DELIVERY_MESSAGES = {
  notFound: 'No such message.',
  sendAgainQueued: 'The message is on its way again.',
  onlyFailed: 'Only a message that failed for good can be sent again.',
  /** A one-time code is never sent late: the shopper asks for a new one. */
  codeNotResent: 'A one-time code is not sent again; the shopper can ask for a new one.',
} as const;

/** A message as the back office sees it: never its text (a code's text is a credential), only its subject. */
export const DeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(OTP_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  user_id: z.number().int().nullable(),
  /** The readable order number (LJ-2026-000042) when the message is about an order. */
  order_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const AdminDeliveryQuerySchema = z.object({
  state: z.enum(DELIVERY_STATES).optional(),
  channel: z.enum(OTP_CHANNELS).optional(),
  /** Part of an e-mail address or mobile number. */
  recipient: z.string().trim().max(200).regex(SINGLE_LINE, 'recipient: plain text only').optional(),
  user_id: z.coerce.number().int().positive().optional(),
  /** A readable order number. */
  order_id: z.string().trim().max(40).regex(SINGLE_LINE, 'order_id: plain text only').optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor: not a cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminDeliveryQuery = z.infer<typeof AdminDeliveryQuerySchema>;

export const AdminDeliveryIdParamsSchema = z.object({ id: z.uuid('id: not a message id') });

export const AdminDeliveryListResponseSchema = envelopeOf(
  z.object({
    deliveries: z.array(DeliverySchema),
    next_cursor: z.string().nullable(),
    /** How many messages are in each state now (whatever the filters). */
    counts: z.object({
      waiting: z.number().int(),
      retrying: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }) satisfies z.ZodType<Record<DeliveryState, number>>,
  }),
);
export const AdminDeliveryResponseSchema = envelopeOf(z.object({ delivery: DeliverySchema }));
