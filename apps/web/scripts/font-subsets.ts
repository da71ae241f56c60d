/**
 * Smaller first-paint fonts. Each Fontsource Latin face the app imports (`@fontsource/x/latin-600.css`) is split in
 * two by `unicode-range`: a cut with the characters the shop's own text is made of (Basic Latin and the typographic
 * marks it writes), which every page uses and index.html preloads, and Fontsource's full Latin file for the rest
 * (an accented letter in a product's or a customer's name), which the browser fetches only for a page that shows
 * one. Cormorant Garamond 600 goes from 23 KB to 15 KB and each Jost weight from about 10 KB to 6 KB: the fonts are
 * the last thing a page's LCP waits for (decision 024). The cut is made with HarfBuzz (subset-font), keeping the
 * layout features (kerning, ligatures) of the glyphs kept, and cached under node_modules/.cache by content.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const FONTSOURCE_LATIN_CSS = /[\\/]@fontsource[\\/][^\\/]+[\\/]latin-\d+(?:-italic)?\.css$/;

/** The characters of Fontsource's Latin files (the unicode-range of its `latin` subset). */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,' +
  'U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The shop's own text: Basic Latin, the no-break space, £, ©, ®, the middle dot, ½ (ring sizes: US 6½), ×, è and é
 * (pavé), dashes, curly quotes, bullet, ellipsis, € and ™. A character outside it on a page makes the browser fetch the full Latin file
 * as well (before the first paint, for text above the fold): e2e/tests/public/server-rendering.spec.ts checks that
 * no public page, with the seeded catalogue, needs one.
 */
const CORE =
  'U+0020-007E,U+00A0,U+00A3,U+00A9,U+00AE,U+00B7,U+00BD,U+00D7,U+00E8-00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,' +
  'U+2026,U+20AC,U+2122';

const CACHE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/lumen-fonts');

function codePoints(ranges: string): Set<number> {
  const points = new Set<number>();
  for (const range of ranges.split(',')) {
    const [from = '', to = from] = range.replace(/^U\+/i, '').split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.add(point);
  }
  return points;
}

function unicodeRange(points: Set<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const [from = 0, to = 0] = [sorted[i], sorted[j]];
    ranges.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    i = j + 1;
  }
  return ranges.join(',');
}

const core = codePoints(CORE);
const rest = new Set([...codePoints(LATIN)].filter((point) => !core.has(point)));
const coreText = String.fromCodePoint(...core);

/** The core cut of `woff2File`, made once per content and kept in the cache; returns its path. */
async function coreCut(woff2File: string): Promise<string> {
  const source = readFileSync(woff2File);
  const key = createHash('sha256').update(source).update(CORE).digest('hex').slice(0, 12);
  const cut = path.join(CACHE_DIR, key, `${path.basename(woff2File, '.woff2')}-core.woff2`);
  if (!existsSync(cut)) {
    mkdirSync(path.dirname(cut), { recursive: true });
    writeFileSync(cut, await subsetFont(source, coreText, { targetFormat: 'woff2' }));
  }
  return cut;
}

export function fontSubsets(): Plugin {
  return {
    name: 'lumen:font-subsets',
    // Before Vite's own CSS handling, which then resolves and fingerprints both files' URLs as usual.
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!FONTSOURCE_LATIN_CSS.test(file)) return null;
      const faces = code.match(/@font-face\s*{[^}]*}/g) ?? [];
      const split = await Promise.all(
        faces.map(async (face) => {
          const woff2 = /url\((\.\/files\/[^)]+\.woff2)\)/.exec(face)?.[1];
          if (!woff2) return face;
          const cut = await coreCut(path.resolve(path.dirname(file), woff2));
          const cutUrl = path.relative(path.dirname(file), cut).split(path.sep).join('/');
          const full = face.replace(/}\s*$/, `  unicode-range: ${unicodeRange(rest)};\n}`);
          const first = face
            .replace(/src:[^;]*;/, `src: url(${cutUrl}) format('woff2');`)
            .replace(/}\s*$/, `  unicode-range: ${unicodeRange(core)};\n}`);
          return `${full}\n${first}`;
        }),
      );
      return { code: faces.reduce((css, face, i) => css.replace(face, split[i] ?? face), code), map: null };
    },
  };
}
