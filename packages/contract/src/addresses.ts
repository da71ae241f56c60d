/** Saved addresses (spec §3): every field required; `primary` is 1 for the customer's primary address, else 0. */
import { z } from 'zod';
import { ADDRESS_TYPES } from './constants';
import { MESSAGES } from './messages';
import { SINGLE_LINE } from './text';

/** How many addresses one customer may keep; adding another is refused (409) until one is deleted. */
export const MAX_ADDRESSES = 50;
export const ADDRESS_MESSAGES = {
  limit: `You can save up to ${MAX_ADDRESSES} addresses. Delete one you no longer need to add another.`,
} as const;

const field = (label: string, max = 200) =>
  z
    .string(MESSAGES.required(label))
    .regex(SINGLE_LINE, MESSAGES.plainText(label))
    .trim()
    .min(1, MESSAGES.required(label))
    .max(max, MESSAGES.tooLong(label, max));

export const AddressInputSchema = z.object({
  address_line_1: field('Address Line 1'),
  address_line_2: field('Address Line 2'),
  city: field('City', 100),
  state: field('State/Province', 100),
  country: field('Country', 100),
  postal_code: field('Postal Code', 20),
  address_type: z.enum(ADDRESS_TYPES, MESSAGES.required('Address Type')),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressSchema = AddressInputSchema.extend({
  id: z.number().int(),
  primary: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
