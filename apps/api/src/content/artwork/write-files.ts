/**
 * Writes every product picture the catalogue can name (each category, metal, stone and view, and each cut of a loose
 * diamond) as a static SVG file under a media folder, at the very path the seed puts in the products' `images`
 * (`/media/v1/jewellery/…` → `<mediaDir>/v1/jewellery/…`). The API serves that folder with a year's immutable cache:
 * the version in the path changes when a drawing does. Each file has its brotli and gzip twins, so no request compresses a picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CATEGORIES, type Category, METALS, STONES, type Stone } from '@lumen/contract/catalog';
import { STONE_SHAPES } from '@lumen/contract/stone-words';
import { artworkSrc, MEDIA_PREFIX } from '../../modules/catalog/seed';
import type { ArtworkInput } from './art';
import { OWN_DRAWING_NAMES, OWN_DRAWINGS } from './own-drawings';
import type { ArtworkView } from './render';
import { renderProductArtwork } from './render';

const VIEWS: readonly ArtworkView[] = [1, 2, 3];

/** The drawings of a category and stone: its own, plus a loose diamond's cuts and the category's own drawings. */
function subjects(category: Category, stone: Stone): Pick<ArtworkInput, 'shape' | 'piece'>[] {
  if (category === 'diamonds' && stone === 'Diamond')
    return [{}, ...STONE_SHAPES.filter((shape) => shape !== 'round').map((shape) => ({ shape }))];
  const own = OWN_DRAWING_NAMES.filter((piece) => OWN_DRAWINGS[piece] === category);
  return [{}, ...own.map((piece) => ({ piece }))];
}

/** Writes the pictures into `mediaDir` and answers how many pictures it drew. */
export function writeProductArtwork(mediaDir: string): number {
  let written = 0;
  for (const category of CATEGORIES) {
    for (const metal of METALS) {
      for (const stone of STONES) {
        for (const subject of subjects(category, stone)) {
          for (const view of VIEWS) {
            const input: ArtworkInput = { category, metal, stone, view, ...subject };
            const file = path.join(mediaDir, artworkSrc(input).slice(MEDIA_PREFIX.length));
            mkdirSync(path.dirname(file), { recursive: true });
            const svg = Buffer.from(renderProductArtwork(input));
            writeFileSync(file, svg);
            writeFileSync(`${file}.br`, brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            writeFileSync(`${file}.gz`, gzipSync(svg, { level: 9 }));
            written += 1;
          }
        }
      }
    }
  }
  return written;
}
