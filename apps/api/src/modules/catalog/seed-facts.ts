/**
 * The opening catalogue's facts, derived from each piece as written (content/catalogue/): its stones (shape and carat
 * from its name where the name says them, the 4Cs, natural or lab-grown, the lab's report) and each gold variant's
 * HUID, and what it can be personalised with. Deterministic, numbered by the piece's place in the catalogue, so every start makes the same shop. The
 * material-details table is written from the same stones (seed.ts), so the page never contradicts itself.
 */
import { DEFAULT_ENGRAVING_DAYS, type Personalisation } from '@lumen/contract/engraving-words';
import {
  CUT_GRADES,
  DIAMOND_CLARITIES,
  DIAMOND_COLOURS,
  HALLMARKED_METALS,
  type StoneKind,
  type StoneShape,
  verifyUrl,
} from '@lumen/contract/stone-words';
import type { Stone } from '@lumen/contract/stones';
import type { SeedProduct } from '../../content/catalogue/product';

/** Pieces with no stone of their own: plain metal, a birthstone the shopper chooses later, a watch's crystal or dial. */
const PLAIN = new Set(['Engraved Bar Bracelet', 'Name Necklace', 'Eclipse Black Watch', 'Luna Silver Watch']);

/** Pieces set with many small stones: their carat is the total, and they carry no single cut grade. */
const MANY = /Tennis|Eternity|Riviera|Pavé|Line|Band|Bangle|Watch|Halo|Twist|Cuban|Paperclip/;

/**
 * What a piece's words state that its name does not (catalogue-consistency.test.ts reads the words and holds the facts
 * to them): a shape, how many stones, a loose diamond's grades.
 */
const STATED: Record<string, Partial<Pick<Stone, 'shape' | 'count' | 'colour' | 'clarity' | 'cut'>>> = {
  'Rosalie Ruby Cocktail Ring': { shape: 'cushion' },
  'Dainty Stacking Ring': { count: 5 },
  'Petal Drop Earrings': { count: 2 },
  'Moonlight Pearl Studs': { count: 2 },
  'Lariat Pearl Necklace': { count: 2 },
  'Pearl Strand Bracelet': { count: 24 },
  'Ruby Hoop Earrings': { count: 10 },
  'Emerald Chandelier Earrings': { count: 6 },
  'Seline Charm Bracelet': { count: 5 },
  'Emerald Cuff Bangle': { count: 2 },
  'Emerald Halo Ring': { shape: 'pear' },
  'Orion Black Band': { count: 1 },
  'Emerald Drop Necklace': { shape: 'pear' },
  'Rose Promise Bridal Set': { shape: 'oval' },
  'Round Brilliant 1 ct': { colour: 'G', clarity: 'VS1', cut: 'Excellent' },
  'Oval Diamond 0.75 ct': { colour: 'F', clarity: 'VVS2' },
  'Princess Cut Diamond 0.5 ct': { colour: 'E', clarity: 'VS2' },
};

const NAMED_SHAPES: [RegExp, StoneShape][] = [
  [/Marquise/, 'marquise'],
  [/Oval/, 'oval'],
  [/Emerald Cut/, 'emerald'],
  [/Princess/, 'princess'],
  [/Heart/, 'heart'],
  [/Pear/, 'pear'],
  [/Cushion|Signet/, 'cushion'],
  [/Round/, 'round'],
];

const DEFAULT_SHAPES: Record<SeedProduct['stone'], StoneShape> = {
  Diamond: 'round',
  Ruby: 'oval',
  Emerald: 'emerald',
  Pearl: 'round',
  Gemstone: 'cushion',
};

function kindOf(piece: Pick<SeedProduct, 'name' | 'stone'>): StoneKind {
  if (piece.stone === 'Gemstone') return /Sapphire/.test(piece.name) ? 'sapphire' : 'gemstone';
  return piece.stone.toLowerCase() as StoneKind;
}

/** The stone's shape: as the name says it ("Oval Diamond"), else the usual one for its kind. */
export function shapeOf(piece: Pick<SeedProduct, 'name' | 'stone'>): StoneShape {
  return NAMED_SHAPES.find(([pattern]) => pattern.test(piece.name))?.[1] ?? DEFAULT_SHAPES[piece.stone];
}

/** The carat the name says ("Round Brilliant 1 ct"), else a plausible one by the piece's place. */
export function caratOf(piece: Pick<SeedProduct, 'name'>, index: number): number {
  const named = /(\d+(?:\.\d+)?) ct/.exec(piece.name)?.[1];
  return named ? Number(named) : Math.round((0.25 + (index % 8) * 0.15) * 100) / 100;
}

/** An IGI lab-grown report number: LG and nine digits. */
const igiReport = (index: number) => `LG${String(612_000_000 + index * 104_729).padStart(9, '0')}`;
/** A GIA report number: ten digits. */
const giaReport = (index: number) => String(2_141_000_000 + index * 7_919);

export function openingStones(piece: Pick<SeedProduct, 'name' | 'stone' | 'category'>, index: number): Stone[] {
  if (PLAIN.has(piece.name)) return [];
  const kind = kindOf(piece);
  const stated = STATED[piece.name] ?? {};
  const shape = stated.shape ?? shapeOf(piece);
  const many = MANY.test(piece.name) && !/ct\b/.test(piece.name);
  const count = stated.count ?? (many ? 12 + (index % 20) : 1);
  if (kind === 'pearl') return [{ kind, shape: 'round', carat: null, count, origin: 'natural' }];
  const carat = caratOf(piece, index);
  if (kind === 'diamond') {
    const report = igiReport(index);
    return [
      {
        kind,
        shape,
        carat,
        count,
        colour: stated.colour ?? DIAMOND_COLOURS[index % 5] ?? 'F',
        clarity: stated.clarity ?? DIAMOND_CLARITIES[2 + (index % 4)] ?? 'VS1',
        // A cut grade is given to a single round brilliant, never to a watch's or a pavé's small stones.
        ...(shape === 'round' && count === 1 && piece.category !== 'watches'
          ? { cut: stated.cut ?? CUT_GRADES[index % 2] ?? 'Excellent' }
          : {}),
        origin: 'lab-grown',
        certificate: { lab: 'IGI', report_number: report, verify_url: verifyUrl('IGI', report) },
      },
    ];
  }
  const report = giaReport(index);
  return [
    {
      kind,
      shape,
      carat,
      count,
      origin: 'natural',
      ...(count === 1
        ? { certificate: { lab: 'GIA', report_number: report, verify_url: verifyUrl('GIA', report) } }
        : {}),
    },
  ];
}

const HUID_SPACE = 36 ** 6;

/** A gold variant's HUID (six letters and digits), by the piece's place and the variant's; none for other metals. */
export function openingHuid(metal: string, index: number, position: number): string | null {
  if (!HALLMARKED_METALS.includes(metal)) return null;
  const n = ((index + 1) * 48_271 + position * 16_807 + 1_000_003) % HUID_SPACE;
  return n.toString(36).toUpperCase().padStart(6, 'A');
}

/** Rings and bridal sets are engraved inside the band: a few words in any of the fonts. */
const INSIDE_THE_BAND: Personalisation = {
  kind: 'engraving',
  max_length: 20,
  fonts: ['script', 'serif', 'block'],
  lead_days: DEFAULT_ENGRAVING_DAYS,
};

/** The personalised pieces as their descriptions promise them; migration 0022 gives an older shop the same. */
const PERSONALISED: Record<string, Personalisation> = {
  'Initial Pendant': { kind: 'initial', max_length: 1, fonts: [], lead_days: 7 },
  'Name Necklace': { kind: 'engraving', max_length: 10, fonts: ['script'], lead_days: 10 },
  'Engraved Bar Bracelet': { kind: 'engraving', max_length: 30, fonts: ['serif', 'block', 'script'], lead_days: 5 },
};

/** What a piece of the opening catalogue can be personalised with; null for none. */
export function openingPersonalisation(piece: Pick<SeedProduct, 'name' | 'category'>): Personalisation | null {
  const named = PERSONALISED[piece.name];
  if (named) return named;
  return piece.category === 'rings' || piece.category === 'bridal-sets' ? INSIDE_THE_BAND : null;
}
