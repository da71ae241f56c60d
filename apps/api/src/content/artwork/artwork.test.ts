import { CATEGORIES, type Category, METALS, type Metal, STONES, type Stone } from '@lumen/contract/catalog';
import { STONE_SHAPES } from '@lumen/contract/stone-words';
import { describe, expect, it } from 'vitest';
import { OWN_DRAWING_NAMES, OWN_DRAWINGS } from './own-drawings';
import { ARTWORK_SIZE, type ArtworkInput, type ArtworkView, artworkTitle, renderProductArtwork } from './render';

const VIEWS: readonly ArtworkView[] = [1, 2, 3];

const PIECES: ArtworkInput[] = CATEGORIES.flatMap((category: Category) =>
  METALS.flatMap((metal: Metal) =>
    STONES.flatMap((stone: Stone) => VIEWS.map((view) => ({ category, metal, stone, view }))),
  ),
);
const FANCY_CUTS = STONE_SHAPES.filter((shape) => shape !== 'round');
/** Each loose diamond's fancy cut, in every metal and view. */
const CUTS: ArtworkInput[] = FANCY_CUTS.flatMap((shape) =>
  METALS.flatMap((metal) =>
    VIEWS.map((view): ArtworkInput => ({ category: 'diamonds', metal, stone: 'Diamond', view, shape })),
  ),
);
/** The pieces drawn as themselves (a name necklace, a signet…), in every metal and view. */
const OWN: ArtworkInput[] = OWN_DRAWING_NAMES.flatMap((piece) =>
  METALS.flatMap((metal) =>
    VIEWS.map((view): ArtworkInput => ({ category: OWN_DRAWINGS[piece], metal, stone: 'Gemstone', view, piece })),
  ),
);
const ALL = [...PIECES, ...CUTS, ...OWN];

/** Checks that every tag is closed in order, with no stray angle brackets; returns the first problem or null. */
function tagProblem(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const match of svg.matchAll(tag)) {
    const [whole, closing, name = '', , selfClosing] = match;
    const between = svg.slice(consumed, match.index);
    if (/[<>]/.test(between)) return `stray bracket before ${whole}`;
    consumed = match.index + whole.length;
    if (closing) {
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (/[<>]/.test(svg.slice(consumed))) return 'stray bracket at the end';
  return stack.length ? `unclosed <${stack.join('>, <')}>` : null;
}

/** The document without its title, to compare drawings rather than names. */
const drawing = (svg: string): string => svg.replace(/<title>[^<]*<\/title>/, '');

describe('renderProductArtwork', () => {
  it('draws a well-formed, self-contained 800×800 SVG for every category, metal, stone and view', () => {
    expect(PIECES).toHaveLength(CATEGORIES.length * METALS.length * STONES.length * 3);
    for (const input of ALL) {
      const svg = renderProductArtwork(input);
      const label = `${input.category}/${input.metal}/${input.stone}/${input.shape ?? ''}/${input.view}`;
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"'),
        label,
      ).toBe(true);
      expect(svg.endsWith('</svg>'), label).toBe(true);
      expect(svg, label).toContain(`<title>${artworkTitle(input)}</title>`);
      expect(tagProblem(svg), label).toBeNull();
      expect(Buffer.byteLength(svg, 'utf8'), label).toBeLessThanOrEqual(8 * 1024);
    }
  });

  it('contains no script, foreign content, event handlers or external references', () => {
    for (const input of ALL) {
      const svg = renderProductArtwork(input);
      expect(svg).not.toMatch(/<script|<foreignObject|<image|javascript:|data:/i);
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\//);
      for (const [, ref] of svg.matchAll(/href="([^"]*)"/g)) expect(ref).toMatch(/^#[\w-]+$/);
    }
  });

  it('defines every id once and every reference points at a defined id', () => {
    for (const input of ALL) {
      const svg = renderProductArtwork(input);
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
      expect(new Set(ids).size).toBe(ids.length);
      const refs = [...svg.matchAll(/url\(#([\w-]+)\)|href="#([\w-]+)"/g)].map(([, a, b]) => a ?? b);
      for (const ref of refs) expect(ids, `${ref} in ${artworkTitle(input)}`).toContain(ref);
    }
  });

  it('is deterministic: the same piece renders byte for byte the same', () => {
    for (const input of ALL.filter((_, i) => i % 7 === 0)) {
      expect(renderProductArtwork({ ...input })).toBe(renderProductArtwork(input));
    }
  });

  it('draws three different views of each piece', () => {
    for (const category of CATEGORIES) {
      for (const metal of METALS) {
        for (const stone of STONES) {
          const views = VIEWS.map((view) => drawing(renderProductArtwork({ category, metal, stone, view })));
          expect(new Set(views).size, `${category}/${metal}/${stone}`).toBe(3);
        }
      }
    }
  });

  it('tells metals, stones and categories apart', () => {
    const base: ArtworkInput = { category: 'rings', metal: 'Gold', stone: 'Diamond', view: 1 };
    const metals = new Set(METALS.map((metal) => drawing(renderProductArtwork({ ...base, metal }))));
    const stones = new Set(STONES.map((stone) => drawing(renderProductArtwork({ ...base, stone }))));
    const categories = new Set(CATEGORIES.map((category) => drawing(renderProductArtwork({ ...base, category }))));
    expect(metals.size).toBe(METALS.length);
    expect(stones.size).toBe(STONES.length);
    expect(categories.size).toBe(CATEGORIES.length);
  });

  it('draws each cut of a loose diamond in its own outline, face-up and in the close-up', () => {
    for (const view of [1, 3] as const) {
      const base: ArtworkInput = { category: 'diamonds', metal: 'Platinum', stone: 'Diamond', view };
      const cuts = STONE_SHAPES.map((shape) => drawing(renderProductArtwork({ ...base, shape })));
      expect(new Set(cuts).size).toBe(STONE_SHAPES.length);
      for (const shape of FANCY_CUTS)
        expect(renderProductArtwork({ ...base, shape })).toContain(`data-shape="${shape}"`);
    }
    // A cut is a loose diamond's: a ring's stone stays a round brilliant.
    const ring: ArtworkInput = { category: 'rings', metal: 'Gold', stone: 'Diamond', view: 1 };
    expect(renderProductArtwork({ ...ring, shape: 'oval' })).toBe(renderProductArtwork(ring));
  });

  it('draws a name necklace, an engraved bar bracelet and a signet as themselves, in three views each', () => {
    const base: ArtworkInput = { category: 'personalised', metal: 'Rose Gold', stone: 'Gemstone', view: 1 };
    const pieces = [undefined, ...OWN_DRAWING_NAMES].map((piece) =>
      drawing(renderProductArtwork({ ...base, category: piece ? OWN_DRAWINGS[piece] : base.category, piece })),
    );
    expect(new Set(pieces).size).toBe(OWN_DRAWING_NAMES.length + 1);
    for (const piece of OWN_DRAWING_NAMES) {
      const views = VIEWS.map((view) =>
        drawing(renderProductArtwork({ ...base, category: OWN_DRAWINGS[piece], piece, view })),
      );
      expect(new Set(views).size, piece).toBe(3);
    }
    // A drawing of its own belongs to its category: a bracelet is never drawn as a signet.
    const ring: ArtworkInput = { ...base, category: 'rings' };
    expect(renderProductArtwork({ ...ring, piece: 'name-necklace' })).toBe(renderProductArtwork(ring));
    expect(artworkTitle({ ...ring, piece: 'signet' })).toBe('Rose Gold signet ring with gemstone, front view');
    expect(artworkTitle({ ...base, piece: 'name-necklace' })).toBe('Rose Gold name necklace with gemstone, front view');
    expect(artworkTitle({ ...base, piece: 'bar-bracelet', view: 3 })).toBe(
      'Rose Gold engraved bar bracelet, detail view',
    );
  });

  it('names the piece and the view in the title', () => {
    expect(artworkTitle({ category: 'rings', metal: 'Rose Gold', stone: 'Diamond', view: 1 })).toBe(
      'Rose Gold ring with diamond, front view',
    );
    expect(artworkTitle({ category: 'earrings', metal: 'Silver', stone: 'Pearl', view: 2 })).toBe(
      'Silver drop earrings with pearl, angled view',
    );
    expect(artworkTitle({ category: 'diamonds', metal: 'Gold', stone: 'Ruby', view: 3 })).toBe(
      'Loose round brilliant ruby, detail view',
    );
    expect(artworkTitle({ category: 'diamonds', metal: 'Silver', stone: 'Diamond', view: 1, shape: 'emerald' })).toBe(
      'Loose emerald cut diamond, front view',
    );
  });

  it('exports the canvas size', () => {
    expect(ARTWORK_SIZE).toEqual({ width: 800, height: 800 });
  });
});
