/**
 * Product artwork: the boutique's own studio "photography" as standalone SVG documents. Every piece is drawn
 * from its category, metal and stone, in three views (1 front/hero, 2 angled or on a display, 3 close-up).
 * Output is deterministic (same input → same bytes): no randomness, no dates, ids local to each document.
 */
import type { Category } from '@lumen/contract/catalog';
import { SHAPE_LABELS } from '@lumen/contract/stone-words';
import type { ArtworkInput, ArtworkView, Draw } from './art';
import { Art } from './art';
import { bangles, chains, diamonds, personalised, watches } from './more-pieces';
import { drawnSubject, OWN_DRAWING_NOUNS } from './own-drawings';
import { bracelets, bridal, earrings, necklaces, rings } from './worn-pieces';

export type { ArtworkInput, ArtworkView };

export const ARTWORK_SIZE = { width: 800, height: 800 } as const;

const NOUNS: Record<Category, string> = {
  rings: 'ring',
  bracelets: 'tennis bracelet',
  necklaces: 'pendant necklace',
  earrings: 'drop earrings',
  chains: 'curb chain',
  bangles: 'bangle',
  watches: 'watch',
  diamonds: 'diamond',
  'bridal-sets': 'bridal ring set',
  personalised: 'initial pendant',
};

const VIEW_NAMES: Record<ArtworkView, string> = { 1: 'front view', 2: 'angled view', 3: 'detail view' };

const DRAW: Record<Category, Draw> = {
  rings,
  bracelets,
  necklaces,
  earrings,
  chains,
  bangles,
  watches,
  diamonds,
  'bridal-sets': bridal,
  personalised,
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The accessible name of a piece, e.g. "Rose Gold ring with diamond, front view", "Loose oval diamond, detail view":
 * what the drawing shows, which the catalogue's test holds to the piece.
 */
export function artworkTitle(input: ArtworkInput): string {
  const { category, metal, stone, view } = input;
  const { shape, piece: drawn } = drawnSubject(input);
  const stoneName = stone.toLowerCase();
  const cut = SHAPE_LABELS[shape ?? 'round'].toLowerCase();
  const subject =
    category === 'diamonds'
      ? `Loose ${stone === 'Pearl' ? 'pearl' : `${cut} ${stoneName}`}`
      : drawn === 'bar-bracelet'
        ? `${metal} ${OWN_DRAWING_NOUNS[drawn]}` // a plain bar: no stone is drawn
        : `${metal} ${drawn ? OWN_DRAWING_NOUNS[drawn] : NOUNS[category]} with ${stoneName}`;
  return `${subject}, ${VIEW_NAMES[view]}`;
}

/** A standalone 800×800 SVG document picturing the piece in the given view. */
export function renderProductArtwork(input: ArtworkInput): string {
  const { shape, piece } = drawnSubject(input);
  const art = new Art(input.metal, input.stone, shape, piece);
  const body = DRAW[input.category](art, input.view);
  const title = escapeXml(artworkTitle(input));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE.width}" height="${ARTWORK_SIZE.height}" viewBox="0 0 800 800" role="img">` +
    `<title>${title}</title><defs>${art.defsMarkup()}</defs>` +
    `<g clip-path="url(#r)"><rect width="800" height="800" fill="url(#bg)"/>${body}</g></svg>`
  );
}
