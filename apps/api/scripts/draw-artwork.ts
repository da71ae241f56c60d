// Draws the product pictures into a media folder (default: dist/media, where the built server looks for them).
// Run by build.mjs and by `npm run dev`; `tsx scripts/draw-artwork.ts <folder>` writes them elsewhere.
import path from 'node:path';
import { writeProductArtwork } from '../src/content/artwork/write-files';

const mediaDir = path.resolve(process.argv[2] ?? 'dist/media');
const written = writeProductArtwork(mediaDir);
process.stdout.write(`draw-artwork: ${written} product pictures in ${mediaDir}\n`);
