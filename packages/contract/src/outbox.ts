/** The development outbox: messages the shop would have sent, readable while no provider is configured. */
import { z } from 'zod';
import { OTP_CHANNELS } from './constants';
import { SINGLE_LINE } from './text';

export const OutboxQuerySchema = z.object({
  to: z
    .string()
    .regex(SINGLE_LINE, 'must be an e-mail address or a mobile number')
    .trim()
    .min(1, 'to is required')
    .max(254),
});

export const OutboxMessageSchema = z.object({
  channel: z.enum(OTP_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
