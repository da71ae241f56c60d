/** The response envelope every API answer uses: `{ status, message, data? }`. */
import { z } from 'zod';

export const ErrorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageEnvelopeSchema = z.object({ status: z.boolean(), message: z.string() });
export type MessageEnvelope = z.infer<typeof MessageEnvelopeSchema>;

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), data });
}

export type Envelope<T> = { status: boolean; message: string; data?: T };
