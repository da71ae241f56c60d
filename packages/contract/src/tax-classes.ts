/**
 * Tax classes (issue 29, decision 036): the owner's HSN codes with their GST rates, assigned per piece in the back
 * office (`tax_class_id` on a product). `/api/admin/tax-classes` lists them (with how many pieces each has), adds one
 * and changes one (permission `pricing`); a class no piece uses can be deleted. The storefront's answers carry each
 * piece's `tax`, cart totals and orders their `tax_lines` (tax.ts has the rule).
 */
import { z } from 'zod';
import { envelopeOf } from './envelope';
import { type LineTax, TAX_RATE_MAX, type TaxLine } from './tax';
import { SINGLE_LINE } from './text';

export const TAX_CLASS_MESSAGES = {
  name: 'a name of 1 to 80 characters on one line',
  hsn: 'an HSN code of 4, 6 or 8 digits',
  rate: `a percentage from 0 to ${TAX_RATE_MAX}, with at most two decimals`,
  /** 409 on POST or PATCH. */
  nameTaken: (name: string) => `A tax class named “${name}” already exists.`,
  notFound: 'No such tax class.',
  /** The answer to a change of how prices are shown. */
  display: (including: boolean) =>
    including
      ? 'The listing and product pages now show prices including GST.'
      : 'The listing and product pages now show prices excluding GST, with an “excl. GST” note.',
  /** 400 on a product's `tax_class_id`. */
  unknownClass: 'tax_class_id: no such tax class',
  /** 409 on DELETE. */
  inUse: (pieces: number) =>
    `${pieces} ${pieces === 1 ? 'piece is' : 'pieces are'} taxed in this class: move ${pieces === 1 ? 'it' : 'them'} to another class first.`,
} as const;

/** The tax a piece (or an order's line) is charged at; `hsn` null is the standard rate with no class set. */
export const LineTaxSchema = z.object({
  hsn: z.string().nullable(),
  rate_percent: z.number(),
}) satisfies z.ZodType<LineTax>;

/** The cart's tax per HSN code and rate, after the discount. */
export const TaxLineSchema = z.object({
  hsn: z.string().nullable(),
  rate_percent: z.number(),
  taxable: z.number().int(),
  tax: z.number().int(),
}) satisfies z.ZodType<TaxLine>;

/** An order's tax per HSN code and rate, as its invoice states it: CGST + SGST within the shop's state, else IGST. */
export const SplitTaxLineSchema = z.object({
  hsn: z.string().nullable(),
  rate_percent: z.number(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
});

export const TaxClassInputSchema = z
  .object({
    name: z
      .string(TAX_CLASS_MESSAGES.name)
      .trim()
      .min(1, TAX_CLASS_MESSAGES.name)
      .max(80, TAX_CLASS_MESSAGES.name)
      .regex(SINGLE_LINE, TAX_CLASS_MESSAGES.name),
    hsn: z
      .string(TAX_CLASS_MESSAGES.hsn)
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, TAX_CLASS_MESSAGES.hsn),
    rate_percent: z
      .number(TAX_CLASS_MESSAGES.rate)
      .min(0, TAX_CLASS_MESSAGES.rate)
      .max(TAX_RATE_MAX, TAX_CLASS_MESSAGES.rate)
      .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, TAX_CLASS_MESSAGES.rate),
  })
  .strict();
export type TaxClassInput = z.infer<typeof TaxClassInputSchema>;

export const TaxClassUpdateSchema = TaxClassInputSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Give at least one field to change' });
export type TaxClassUpdate = z.infer<typeof TaxClassUpdateSchema>;

export const TaxClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hsn: z.string(),
  rate_percent: z.number(),
  /** How many pieces are taxed in it. */
  products: z.number().int(),
  updated_at: z.string(),
});
export type TaxClass = z.infer<typeof TaxClassSchema>;

export const TaxClassIdParamsSchema = z.object({
  id: z.coerce.number('id: not a tax class id').int('id: not a tax class id').min(1).max(2_147_483_647),
});

export const TaxClassesResponseSchema = envelopeOf(
  z.object({
    classes: z.array(TaxClassSchema),
    /** The rate of a piece with no class, and how many pieces have none. */
    standard: z.object({ rate_percent: z.number(), products: z.number().int() }),
    /** Whether the listing and product pages show prices including GST (else excluding, with an "excl. GST" note). */
    prices_include_tax: z.boolean(),
  }),
);

/** `PUT /api/admin/tax-classes/display`: how the listing and product pages show prices. */
export const TaxDisplaySchema = z
  .object({ prices_include_tax: z.boolean('prices_include_tax: true or false') })
  .strict();
export type TaxDisplay = z.infer<typeof TaxDisplaySchema>;
export const TaxClassResponseSchema = envelopeOf(z.object({ tax_class: TaxClassSchema }));
