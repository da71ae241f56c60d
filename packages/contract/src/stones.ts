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
