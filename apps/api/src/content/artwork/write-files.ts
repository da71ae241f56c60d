/**
 * Writes every product picture the catalogue can name (each category, metal, stone and view, and each cut of a loose
 * diamond) as a static SVG file under a media folder, at the very path the seed puts in the products' `images`
 * (`/media/v1/jewellery/…` → `<mediaDir>/v1/jewellery/…`). The API serves that folder with a year's immutable cache:
 * the version in the path changes when a drawing does. Each file has its brotli and gzip twins, so no request compresses a picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CATEGORIES, METALS, STONES } from '@lumen/contract/catalog';
import { STONE_SHAPES, type StoneShape } from '@lumen/contract/stone-words';
import { artworkSrc, drawnCut, MEDIA_PREFIX } from '../../modules/catalog/seed';
import type { ArtworkView } from './render';
import { renderProductArtwork } from './render';

const VIEWS: readonly ArtworkView[] = [1, 2, 3];

/** Writes the pictures into `mediaDir` and answers how many pictures it drew. */
export function writeProductArtwork(mediaDir: string): number {
  let written = 0;
  for (const category of CATEGORIES) {
    for (const metal of METALS) {
      for (const stone of STONES) {
        // A loose diamond is drawn in each cut; everything else in its one drawing.
        const cuts: (StoneShape | undefined)[] = [
          undefined,
          ...STONE_SHAPES.filter((s) => drawnCut(category, stone, s)),
        ];
        for (const shape of cuts) {
          for (const view of VIEWS) {
            const src = artworkSrc(category, metal, stone, view, shape);
            const file = path.join(mediaDir, src.slice(MEDIA_PREFIX.length));
            mkdirSync(path.dirname(file), { recursive: true });
            const svg = Buffer.from(renderProductArtwork({ category, metal, stone, view, shape }));
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
