/**
 * Personalised pieces (rules and words in engraving-words.ts, which has no zod): what a piece takes
 * (`personalisation` on the product) and what a shopper asked for (`engraving` on a cart or order line).
 */
import { z } from 'zod';
import {
  ENGRAVING_FONTS,
  ENGRAVING_MAX_LENGTH,
  ENGRAVING_MESSAGES,
  PERSONALISATION_KINDS,
  type Personalisation,
} from './engraving-words';
import { SINGLE_LINE } from './text';

export * from './engraving-words';

export const PersonalisationSchema = z
  .object({
    kind: z.enum(PERSONALISATION_KINDS),
    /** The longest text in characters; an initial is 1. */
    max_length: z.number().int().min(1).max(ENGRAVING_MAX_LENGTH),
    /** The fonts offered, the shop's choice first; none for an initial. */
    fonts: z.array(z.enum(ENGRAVING_FONTS)).max(ENGRAVING_FONTS.length),
    /** Days from the order to the personalised piece leaving the workshop. */
    lead_days: z.number().int().min(1).max(90),
  })
  .refine((value) => (value.kind === 'initial' ? value.fonts.length === 0 : value.fonts.length > 0), {
    message: 'an engraving offers at least one font; an initial none',
    path: ['fonts'],
  })
  .refine((value) => value.kind === 'engraving' || value.max_length === 1, {
    message: 'an initial is one letter',
    path: ['max_length'],
  })
  .refine((value) => new Set(value.fonts).size === value.fonts.length, {
    message: 'each font once',
    path: ['fonts'],
  }) satisfies z.ZodType<Personalisation>;

/** What a shopper asks for on a cart line; the piece's own rules (length, characters, fonts) are the server's. */
export const EngravingInputSchema = z.object({
  // Room for spaces the server trims; the piece's own limit is checked against the tidy text.
  text: z
    .string()
    .max(ENGRAVING_MAX_LENGTH * 2, ENGRAVING_MESSAGES.tooLong(ENGRAVING_MAX_LENGTH))
    .regex(SINGLE_LINE, ENGRAVING_MESSAGES.plainText),
  font: z.enum(ENGRAVING_FONTS).optional(),
});

/** A line's engraving as kept; null for a plain piece. */
export const EngravingSchema = z.object({ text: z.string(), font: z.enum(ENGRAVING_FONTS).optional() });

/** What a cart line and an order line say of their personalisation: the words (or initial) and font asked for. */
export const lineEngravingFields = { engraving: EngravingSchema.nullable() };
