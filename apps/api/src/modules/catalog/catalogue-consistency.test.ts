/**
 * The opening catalogue says one thing everywhere (issue 28): this test reads each piece's own words (its name and
 * description) and holds its stones, metal, purity, details table and variants to them: the carat and the shape the
 * words name, a loose diamond's stated grades, how many stones ("a single", "five tiny", a plural), the stone kind,
 * the gold's colour and purity. Loose stones are offered in no metal; a watch's stones carry no cut grade.
 */
import { METALS, STONES } from '@lumen/contract/catalog-vocabulary';
import { SHAPE_LABELS, STONE_SHAPES, type StoneKind, type StoneShape } from '@lumen/contract/stone-words';
import { describe, expect, it } from 'vitest';
import { OWN_DRAWING_NAMES } from '../../content/artwork/own-drawings';
import { renderProductArtwork } from '../../content/artwork/render';
import { SEED_PRODUCTS } from '../../content/catalogue';
import type { SeedProduct } from '../../content/catalogue/product';
import { materialDetails, openingVariants, slugify, toNewProduct } from './seed';
import { openingStones } from './seed-facts';

const SHAPE_WORDS: [RegExp, StoneShape][] = [
  [/\bemerald[- ]cut\b/i, 'emerald'],
  [/\bpear(?:-shaped)?\b/i, 'pear'],
  [/\bheart(?:-shaped)?\b/i, 'heart'],
  [/\boval\b/i, 'oval'],
  [/\bmarquise\b/i, 'marquise'],
  [/\bprincess\b/i, 'princess'],
  [/\bcushion\b/i, 'cushion'],
  [/\bround\b/i, 'round'],
];

/** The words that name a kind of stone; a watch's sapphire crystal and mother-of-pearl dial are not stones. */
const KIND_WORDS: Record<StoneKind, RegExp> = {
  diamond: /\b(diamonds?|brilliants?)\b/i,
  ruby: /\b(ruby|rubies)\b/i,
  emerald: /\bemeralds?\b(?![- ]cut)/i,
  sapphire: /\bsapphires?\b(?! crystal)/i,
  pearl: /(?<!mother-of-)\bpearls?\b/i,
  gemstone: /\b(gemstones?|onyx|spinel|tiger-eye|citrine|amethyst)\b/i,
};

const COLUMN_KINDS: Record<SeedProduct['stone'], StoneKind[]> = {
  Diamond: ['diamond'],
  Ruby: ['ruby'],
  Emerald: ['emerald'],
  Pearl: ['pearl'],
  Gemstone: ['sapphire', 'gemstone'],
};

/** Each kind's noun, one stone and several, for counting ("a single pearl", "five tiny diamonds", "rubies"). */
const KIND_NOUNS: Record<StoneKind, { one: string; many: string }> = {
  diamond: { one: 'diamond', many: 'diamonds' },
  ruby: { one: 'ruby', many: 'rubies' },
  emerald: { one: 'emerald', many: 'emeralds' },
  sapphire: { one: 'sapphire', many: 'sapphires' },
  pearl: { one: 'pearl', many: 'pearls' },
  gemstone: { one: 'gemstone|onyx|spinel|tiger-eye|citrine|amethyst', many: 'gemstones' },
};

const NUMBERS: Record<string, number> = { single: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The shape named first in the piece's words, if any. */
function namedShape(words: string): StoneShape | undefined {
  const found = SHAPE_WORDS.map(([pattern, shape]) => ({ shape, at: words.search(pattern) })).filter(
    (match) => match.at >= 0,
  );
  return found.sort((a, b) => a.at - b.at)[0]?.shape;
}

const pieces = SEED_PRODUCTS.map((seed, index) => ({
  seed,
  index,
  words: `${seed.name}. ${seed.description}`,
  row: toNewProduct(seed, index),
  stones: openingStones(seed, index),
}));

/** The kind a piece's name gives it ("Rope Chain 18\"" is a chain), as a drawing's title words it. */
const NAME_KINDS: [RegExp, string][] = [
  [/\b(Ring|Band)\b/, 'ring'],
  [/\bBridal Set\b/, 'bridal ring set'],
  [/\bBracelet\b/, 'bracelet'],
  [/\bPendant\b/, 'pendant'],
  [/\bNecklace\b/, 'necklace'],
  [/\b(Earrings|Studs)\b/, 'earrings'],
  [/\bChain\b/, 'chain'],
  [/\bBangle\b/, 'bangle'],
  [/\bWatch\b/, 'watch'],
];

/** The drawing a picture's address names, and the subject it declares (its title). */
function drawnSubject(src: string): string {
  const parts = /\/jewellery\/([\w-]+)\/([\w-]+)\/([\w-]+)\/(?:([a-z-]+)\/)?(\d)\.svg$/.exec(src);
  if (!parts) throw new Error(`not a drawing: ${src}`);
  const [, category, metal, stone, subject, view] = parts;
  const svg = renderProductArtwork({
    category: category as SeedProduct['category'],
    metal: METALS.find((candidate) => slugify(candidate) === metal) ?? 'Gold',
    stone: STONES.find((candidate) => slugify(candidate) === stone) ?? 'Diamond',
    view: Number(view) as 1,
    shape: STONE_SHAPES.find((candidate) => candidate === subject),
    piece: OWN_DRAWING_NAMES.find((candidate) => candidate === subject),
  });
  return /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
}

describe('the opening catalogue’s drawings show what each piece is', () => {
  it.each(pieces)('$seed.name', ({ seed, row, stones }) => {
    const subject = drawnSubject(row.images[0]?.src ?? '');
    if (seed.category === 'diamonds') {
      // A loose stone is drawn in its own cut.
      expect(subject).toBe(`Loose ${SHAPE_LABELS[stones[0]?.shape ?? 'round'].toLowerCase()} diamond, front view`);
      return;
    }
    const kind = NAME_KINDS.find(([pattern]) => pattern.test(seed.name))?.[1];
    expect(kind, 'the name gives the piece’s kind').toBeDefined();
    expect(subject).toContain(kind);
    if (/\bSignet\b/.test(seed.name)) expect(subject).toContain('signet ring');
    expect(subject).toContain(`${seed.metal} `);
    if (stones.length > 0) expect(subject).toContain(`with ${seed.stone.toLowerCase()}`);
  });
});

describe('the opening catalogue agrees with its own words', () => {
  it.each(pieces)(
    '$seed.name: stone kind, shape, carat, grades and count as the words say',
    ({ seed, words, stones }) => {
      const [centre] = stones;
      if (!centre) {
        // A piece without stones names none (a birthstone chosen later, a crystal or a dial are not set stones).
        for (const [kind, pattern] of Object.entries(KIND_WORDS)) expect(words, kind).not.toMatch(pattern);
        return;
      }
      expect(COLUMN_KINDS[seed.stone], 'the stone column').toContain(centre.kind);
      expect(words, 'the words name the centre stone').toMatch(KIND_WORDS[centre.kind]);

      const shape = namedShape(words);
      if (shape) expect(centre.shape, 'shape').toBe(shape);

      const carats = [/(\d+(?:\.\d+)?) ct\b/.exec(seed.name)?.[1], /(\d+\.\d+) carat/.exec(seed.description)?.[1]];
      for (const carat of carats) if (carat) expect(centre.carat, 'carat').toBe(Number(carat));

      const colour = /\b([D-K]) colour\b/.exec(words)?.[1];
      if (colour) expect(centre.colour, 'colour').toBe(colour);
      const clarity = /\b(FL|IF|VVS[12]|VS[12]|SI[12]|I1) clarity\b/.exec(words)?.[1];
      if (clarity) expect(centre.clarity, 'clarity').toBe(clarity);
      const cut = /\b(ideal|excellent|very good|good) cut\b/i.exec(words)?.[1];
      if (cut) expect(centre.cut?.toLowerCase(), 'cut').toBe(cut.toLowerCase());

      const nouns = KIND_NOUNS[centre.kind];
      const counted = new RegExp(
        `\\b(single|two|three|four|five|six) (?:[\\w-]+ )?(?:${nouns.one}|${nouns.many})\\b`,
        'i',
      ).exec(seed.description)?.[1];
      if (counted) expect(centre.count, 'count').toBe(NUMBERS[counted.toLowerCase()]);
      const singular = new RegExp(`\\b(?:${nouns.one})\\b`, 'i').test(seed.description);
      if (!counted && !singular && new RegExp(`\\b${nouns.many}\\b`, 'i').test(seed.description)) {
        expect(centre.count, 'stones named in the plural').toBeGreaterThan(1);
      }
      // A cut grade is graded on one round brilliant: never a watch's, a pavé's or a fancy shape's.
      if (centre.cut) expect([centre.shape, centre.count, seed.category]).toEqual(['round', 1, expect.anything()]);
      if (seed.category === 'watches') expect(centre.cut).toBeUndefined();
    },
  );

  it.each(pieces)(
    '$seed.name: metal and purity as the words say, in the table and the variants',
    ({ seed, index, words, row, stones }) => {
      const purity = /\b(9|14|18|22|24)k\b/.exec(words)?.[0];
      if (purity) expect(seed.purity, 'purity').toBe(purity);
      const colour = /\b(rose|black|white) gold\b/i.exec(words)?.[1];
      if (colour) expect(seed.metal.toLowerCase(), 'metal').toBe(`${colour.toLowerCase()} gold`);
      if (/\bsterling silver\b/i.test(words)) expect(seed.metal, 'metal').toBe('Silver');
      if (seed.metal === 'Silver') expect(words, 'a silver piece').not.toMatch(/\bgold\b/i);

      expect(row.materialDetails).toEqual(materialDetails(index, seed, stones));
      const variants = openingVariants(row, index);
      if (seed.category === 'diamonds') {
        // A loose stone is set in no metal: offered in none, hallmarked by none, its table says so.
        expect(row.materialDetails.material).toBe('—');
        for (const variant of variants) expect(variant).toMatchObject({ metal: '', purity: '', huid: null });
        return;
      }
      expect(row.materialDetails.material, 'the table’s material').toContain(seed.metal);
      expect(/\b\d+k\b/.exec(row.materialDetails.material)?.[0], 'the table’s purity').toBe(seed.purity ?? undefined);
      for (const variant of variants) expect(variant.metal).toBe(seed.metal);
    },
  );

  it('writes each piece’s details table from its stones: shape, carat, clarity, cut and certificate agree', () => {
    for (const { seed, row, stones } of pieces) {
      expect(row.stones).toEqual(stones);
      const [stone] = stones;
      if (!stone) {
        expect(row.materialDetails, seed.name).toMatchObject({ shape: '—', carat_weight: '—', cut_grade: '—' });
        continue;
      }
      if (stone.carat !== null) expect(row.materialDetails.carat_weight, seed.name).toContain(stone.carat.toFixed(2));
      expect(row.materialDetails.cut_grade, seed.name).toBe(stone.cut ?? '—');
      if (stone.clarity) expect(row.materialDetails.clarity, seed.name).toBe(stone.clarity);
      if (stone.certificate) expect(row.materialDetails.certification).toContain(stone.certificate.report_number);
    }
  });
});
