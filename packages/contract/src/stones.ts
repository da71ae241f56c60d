/**
 * The schemas of a piece's facts (stone-words.ts holds their words): each stone's kind, shape, carat, count, colour,
 * clarity and cut, natural or lab-grown, with its lab certificate (lab, report number, a verify link built from the
 * lab's own report-check address, an optional PDF); and a gold variant's BIS hallmark, its HUID.
 */
import { z } from 'zod';
import {
  CUT_GRADES,
  DIAMOND_CLARITIES,
  DIAMOND_COLOURS,
  HUID_PATTERN,
  LAB_NAMES,
  ORIGINS,
  STONE_KINDS,
  STONE_SHAPES,
  verifyUrl,
} from './stone-words';

export const CertificateSchema = z.object({
  lab: z.enum(LAB_NAMES),
  report_number: z.string(),
  /** The lab's report-check page for this report. */
  verify_url: z.string(),
  /** The report as a PDF, where the shop holds one. */
  pdf_url: z.string().optional(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const StoneSchema = z.object({
  kind: z.enum(STONE_KINDS),
  shape: z.enum(STONE_SHAPES),
  /** The stone's (or the stones' total) weight in carats; null for pearls, which are measured in millimetres. */
  carat: z.number().nullable(),
  /** How many stones of this description (1 for a centre stone; a pavé's count). */
  count: z.number().int().positive(),
  colour: z.enum(DIAMOND_COLOURS).optional(),
  clarity: z.enum(DIAMOND_CLARITIES).optional(),
  cut: z.enum(CUT_GRADES).optional(),
  origin: z.enum(ORIGINS),
  certificate: CertificateSchema.optional(),
});
export type Stone = z.infer<typeof StoneSchema>;

export const HallmarkSchema = z.object({ huid: z.string().regex(HUID_PATTERN) });
export type Hallmark = z.infer<typeof HallmarkSchema>;

/** At most this many stone entries on a piece: a centre stone, its side stones, a halo, accents. */
export const STONES_MAX = 10;
/** A lab's report number as the labs print them: letters, digits and hyphens. */
export const REPORT_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,20}$/;

export const STONE_MESSAGES = {
  gradesDiamondOnly: 'colour, clarity and cut are given for diamonds only',
  caratRequired: 'required for every stone but a pearl',
  reportNumber: 'letters, digits and hyphens, 4 to 20 of them',
  pdfUrl: 'an https:// address',
} as const;

/**
 * A stone as staff enter it in the back office: its certificate names the lab and the report number, and the verify
 * link is built from the lab's own report-check address (`verifyUrl`), never typed.
 */
export const StoneInputSchema = z
  .object({
    kind: z.enum(STONE_KINDS),
    shape: z.enum(STONE_SHAPES),
    carat: z.number().positive().max(100).nullable(),
    count: z.number().int().min(1).max(999),
    colour: z.enum(DIAMOND_COLOURS).optional(),
    clarity: z.enum(DIAMOND_CLARITIES).optional(),
    cut: z.enum(CUT_GRADES).optional(),
    origin: z.enum(ORIGINS),
    certificate: z
      .object({
        lab: z.enum(LAB_NAMES),
        report_number: z.string().trim().regex(REPORT_NUMBER_PATTERN, STONE_MESSAGES.reportNumber),
        pdf_url: z
          .string()
          .trim()
          .max(500)
          .regex(/^https:\/\/\S+$/, STONE_MESSAGES.pdfUrl)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((stone, context) => {
    if (stone.kind !== 'diamond') {
      for (const grade of ['colour', 'clarity', 'cut'] as const) {
        if (stone[grade] !== undefined)
          context.addIssue({ code: 'custom', path: [grade], message: STONE_MESSAGES.gradesDiamondOnly });
      }
    }
    if (stone.carat === null && stone.kind !== 'pearl')
      context.addIssue({ code: 'custom', path: ['carat'], message: STONE_MESSAGES.caratRequired });
  });
export type StoneInput = z.infer<typeof StoneInputSchema>;

/** A stone as the shop keeps it: the certificate gains the lab's verify link. */
export function storedStone({ certificate, ...stone }: StoneInput): Stone {
  return {
    ...stone,
    ...(certificate
      ? { certificate: { ...certificate, verify_url: verifyUrl(certificate.lab, certificate.report_number) } }
      : {}),
  };
}
