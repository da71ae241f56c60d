/** The contact form (`POST /api/contact`): name, an e-mail address or mobile number, and a message. */
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './constants';
import { parseIdentifier } from './identifier';
import { MESSAGES } from './messages';
import { MULTI_LINE, SINGLE_LINE } from './text';

export const ContactRequestSchema = z.object({
  name: z
    .string(MESSAGES.required('Name'))
    .regex(SINGLE_LINE, MESSAGES.plainText('Name'))
    .trim()
    .min(1, MESSAGES.required('Name'))
    .max(CONTACT_NAME_MAX, MESSAGES.tooLong('Name', CONTACT_NAME_MAX)),
  email: z
    .string(MESSAGES.required('Email'))
    .regex(SINGLE_LINE, MESSAGES.plainText('Email'))
    .trim()
    .min(1, MESSAGES.required('Email'))
    .refine((value) => parseIdentifier(value) !== null, MESSAGES.identifierInvalid),
  message: z
    .string(MESSAGES.required('Message'))
    .regex(MULTI_LINE, MESSAGES.plainMultiLineText('Message'))
    .trim()
    .min(1, MESSAGES.required('Message'))
    .max(CONTACT_MESSAGE_MAX, MESSAGES.tooLong('Message', CONTACT_MESSAGE_MAX)),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
