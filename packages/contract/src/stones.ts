/**
 * The facts of a piece's stones and of its gold, as a jeweller states them: each stone's kind, shape, carat, colour,
 * clarity and cut (the 4Cs), natural or lab-grown, with its lab certificate (lab, report number, a verify link built
 * from the lab's own report-check address, an optional PDF); and a gold piece's BIS hallmark, its HUID (six letters
 * and digits). One home for the grades and the labs, so the API, the product page and the invoice say the same.
 */
import { z } from 'zod';

export const STONE_KINDS = ['diamond', 'ruby', 'emerald', 'sapphire', 'pearl', 'gemstone'] as const;
export type StoneKind = (typeof STONE_KINDS)[number];
export const STONE_KIND_LABELS: Record<StoneKind, string> = {
  diamond: 'Diamond',
  ruby: 'Ruby',
  emerald: 'Emerald',
  sapphire: 'Sapphire',
  pearl: 'Pearl',
  gemstone: 'Gemstone',
};

export const STONE_SHAPES = [
  'round',
  'oval',
  'emerald',
  'pear',
  'marquise',
  'cushion',
  'heart',
  'princess',
  'baguette',
] as const;
export type StoneShape = (typeof STONE_SHAPES)[number];

/** Diamond colour, D (colourless) to K. */
export const DIAMOND_COLOURS = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
/** Diamond clarity, flawless to included. */
export const DIAMOND_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1'] as const;
/** Cut grade (graded on round brilliants). */
export const CUT_GRADES = ['Ideal', 'Excellent', 'Very Good', 'Good'] as const;
export const ORIGINS = ['natural', 'lab-grown'] as const;

/**
 * The grading labs and their public report-check pages: the verify link is the lab's address with the report number
 * (as each lab's own site builds it when you search a report).
 */
export const LABS = {
  IGI: 'https://www.igi.org/verify-your-report/?r=',
  GIA: 'https://www.gia.edu/report-check?reportno=',
  SGL: 'https://www.sgl-labs.com/verify-report/?report_no=',
  GCAL: 'https://www.gcalusa.com/certificate-search.html?certificate_id=',
} as const;
export type Lab = keyof typeof LABS;
export const LAB_NAMES = Object.keys(LABS) as [Lab, ...Lab[]];

/** The lab's own page for a report. */
export const verifyUrl = (lab: Lab, reportNumber: string) => `${LABS[lab]}${encodeURIComponent(reportNumber)}`;

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

/** A BIS hallmark's HUID: six capital letters and digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
export const HallmarkSchema = z.object({ huid: z.string().regex(HUID_PATTERN) });
export type Hallmark = z.infer<typeof HallmarkSchema>;

/** A shape as a jeweller names it. */
export const SHAPE_LABELS: Record<StoneShape, string> = {
  round: 'Round brilliant',
  oval: 'Oval',
  emerald: 'Emerald cut',
  pear: 'Pear',
  marquise: 'Marquise',
  cushion: 'Cushion',
  heart: 'Heart',
  princess: 'Princess cut',
  baguette: 'Baguette',
};

/**
 * A stone in words: "Lab-grown diamond, round brilliant, 0.70 ct, F colour, VS1 clarity, Ideal cut" (two or more:
 * "12 lab-grown diamonds, round brilliant, 0.24 ct in all").
 */
export function stoneWords(stone: Stone): string {
  const kind = STONE_KIND_LABELS[stone.kind].toLowerCase();
  const origin = stone.origin === 'lab-grown' ? 'lab-grown ' : stone.kind === 'diamond' ? 'natural ' : '';
  const named = stone.count > 1 ? `${stone.count} ${origin}${kind}s` : `${origin}${kind}`;
  const parts = [
    named.charAt(0).toUpperCase() + named.slice(1),
    SHAPE_LABELS[stone.shape].toLowerCase(),
    stone.carat === null ? null : `${stone.carat.toFixed(2)} ct${stone.count > 1 ? ' in all' : ''}`,
    stone.colour ? `${stone.colour} colour` : null,
    stone.clarity ? `${stone.clarity} clarity` : null,
    stone.cut ? `${stone.cut} cut` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** A certificate in words: "IGI report LG612345678". */
export const certificateWords = (certificate: Pick<Certificate, 'lab' | 'report_number'>) =>
  `${certificate.lab} report ${certificate.report_number}`;
