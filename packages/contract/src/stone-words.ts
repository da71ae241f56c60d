/**
 * The words of a piece's stones and of its gold, as a jeweller states them: the kinds, shapes and grades (the 4Cs),
 * the grading labs and their report-check addresses, the BIS hallmark's HUID, and a stone and a certificate in words.
 * One home for them, so the API, the product page and the invoice say the same; no zod here, so every page can use
 * it (the schemas are stones.ts).
 */

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
export type DiamondColour = (typeof DIAMOND_COLOURS)[number];
/** Diamond clarity, flawless to included. */
export const DIAMOND_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1'] as const;
export type DiamondClarity = (typeof DIAMOND_CLARITIES)[number];
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

/** A BIS hallmark's HUID: six capital letters and digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
/** The metals whose pieces carry a HUID: the golds. */
export const HALLMARKED_METALS: readonly string[] = ['Gold', 'Rose Gold', 'White Gold', 'Black Gold'];
/** What `stoneWords` reads of a stone (the contract's `Stone`). */
export type StoneFacts = {
  kind: StoneKind;
  shape: StoneShape;
  carat: number | null;
  count: number;
  colour?: string | undefined;
  clarity?: string | undefined;
  cut?: string | undefined;
  origin: (typeof ORIGINS)[number];
};

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
export function stoneWords(stone: StoneFacts): string {
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
export const certificateWords = (certificate: { lab: Lab; report_number: string }) =>
  `${certificate.lab} report ${certificate.report_number}`;
