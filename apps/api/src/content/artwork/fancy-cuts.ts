/**
 * The fancy cuts seen face-up, each in its own outline (issue 28: "each diamond shape its own outline"): oval,
 * marquise, pear, heart and cushion as brilliant-style facets between the girdle and the table; princess as a square
 * brilliant; emerald and baguette as step cuts (concentric steps). Drawn at about 100 units from the origin, like the
 * round brilliant (brilliant.ts), so `Art.gem` places any of them.
 */
import type { StoneShape } from '@lumen/contract/stone-words';
import { DEG, type Pt, polyInt } from './geometry';
import type { StoneTones } from './tones';

export type FancyShape = Exclude<StoneShape, 'round'>;

const POINTS = 48;
const around = (f: (t: number) => Pt): Pt[] => [...Array(POINTS)].map((_, i) => f((i / POINTS) * 2 * Math.PI));
const signedPow = (v: number, p: number) => Math.sign(v) * Math.abs(v) ** p;

/** A closed outline of the shape, clockwise from the top, within about ±100. */
function outline(shape: FancyShape): Pt[] {
  switch (shape) {
    case 'oval':
      return around((t) => [72 * Math.sin(t), -100 * Math.cos(t)]);
    case 'marquise':
      return around((t) => [58 * Math.sin(t) * Math.abs(Math.sin(t)) ** 0.35, -100 * Math.cos(t)]);
    case 'pear':
      return around((t) => [95 * Math.sin(t) * Math.sin(t / 2), -100 * Math.cos(t) + 8]);
    case 'heart':
      return around((t) => [
        6 * 16 * Math.sin(t) ** 3,
        -6 * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) - 12,
      ]);
    case 'cushion':
      return around((t) => [90 * signedPow(Math.sin(t), 0.55), -90 * signedPow(Math.cos(t), 0.55)]);
    case 'princess':
      return around((t) => {
        const [x, y] = [Math.sin(t), -Math.cos(t)];
        const k = 86 / Math.max(Math.abs(x), Math.abs(y));
        return [x * k, y * k];
      });
    case 'emerald':
      return octagon(70, 100, 22);
    case 'baguette':
      return octagon(42, 100, 0);
  }
}

/** A rectangle `w`×`h` (half sizes) with its corners cut by `c`, clockwise from the top left. */
function octagon(w: number, h: number, c: number): Pt[] {
  return [
    [-w + c, -h],
    [w - c, -h],
    [w, -h + c],
    [w, h - c],
    [w - c, h],
    [-w + c, h],
    [-w, h - c],
    [-w, -h + c],
  ];
}

const scaled = (points: Pt[], k: number): Pt[] => points.map(([x, y]) => [x * k, y * k]);
/** How lit a facet facing `angle` (degrees) is, with the light at the upper left: 0 to 1. */
const lit = (angle: number) => (1 + Math.cos((angle - 225) * DEG)) / 2;
const tone = (v: number) => Math.max(0, Math.min(3, Math.round(v)));

function shadedPaths(s: StoneTones, shades: string[][], stroke: string): string {
  return (
    `<g stroke="${stroke}" stroke-opacity=".45" stroke-width=".8">` +
    shades.map((list, i) => (list.length ? `<path fill="${s[i]}" d="${list.join('')}"/>` : '')).join('') +
    '</g>'
  );
}

/** Brilliant-style: kite facets from the girdle to the table, alternately flashing, the table lit. */
function brilliantFaces(girdle: Pt[], s: StoneTones): string {
  const table = scaled(girdle, 0.55);
  const step = girdle.length % 16 === 0 ? girdle.length / 16 : 1;
  const shades: string[][] = [[], [], [], []];
  for (let i = 0; i < girdle.length; i += step) {
    const j = (i + step) % girdle.length;
    const [g0, g1, t0, t1] = [girdle[i], girdle[j], table[i], table[j]] as [Pt, Pt, Pt, Pt];
    const angle = Math.atan2((g0[1] + g1[1]) / 2, (g0[0] + g1[0]) / 2) / DEG;
    const odd = (i / step) % 2 === 1;
    shades[tone(odd ? 2.4 - lit(angle) * 1.8 : 0.4 + (1 - lit(angle)) * 1.6)]?.push(polyInt([t0, g0, g1]));
    shades[tone(odd ? 0.6 + (1 - lit(angle)) * 1.2 : 2.6 - lit(angle) * 1.6)]?.push(polyInt([t0, g1, t1]));
  }
  return (
    shadedPaths(s, shades, s[0]) +
    `<path d="${polyInt(table)}" fill="${s[1]}" stroke="${s[0]}" stroke-width="1.6" opacity=".85"/>`
  );
}

/** Step cut: three steps down to the table, each side lit by where it faces, corners joined. */
function stepFaces(girdle: Pt[], s: StoneTones): string {
  const rings = [1, 0.82, 0.66, 0.5].map((k) => scaled(girdle, k));
  const shades: string[][] = [[], [], [], []];
  for (let r = 0; r < rings.length - 1; r++) {
    const outer = rings[r] ?? [];
    const inner = rings[r + 1] ?? [];
    for (let i = 0; i < outer.length; i++) {
      const j = (i + 1) % outer.length;
      const [o0, o1, i0, i1] = [outer[i], outer[j], inner[i], inner[j]] as [Pt, Pt, Pt, Pt];
      const angle = Math.atan2((o0[1] + o1[1]) / 2, (o0[0] + o1[0]) / 2) / DEG;
      shades[tone((1 - lit(angle)) * 2.6 + (r % 2) * 0.4)]?.push(polyInt([o0, o1, i1, i0]));
    }
  }
  return (
    shadedPaths(s, shades, s[0]) +
    `<path d="${polyInt(rings[3] ?? [])}" fill="${s[1]}" stroke="${s[0]}" stroke-width="1.6" opacity=".9"/>`
  );
}

/** A fancy cut face-up as the reusable group `b` (the round brilliant's id), with its gloss and girdle line. */
export function fancyTop(shape: FancyShape, s: StoneTones): string {
  const girdle = outline(shape);
  const edge = polyInt(girdle);
  const faces = shape === 'emerald' || shape === 'baguette' ? stepFaces(girdle, s) : brilliantFaces(girdle, s);
  return (
    `<g id="b" data-shape="${shape}"><path d="${edge}" fill="${s[2]}"/>${faces}` +
    `<path d="M-40-58-22-70-14-56Z" fill="#fff" opacity=".7"/><path d="${edge}" fill="url(#s)" opacity=".18"/>` +
    `<path d="${edge}" fill="none" stroke="${s[3]}" stroke-width="2.5"/></g>`
  );
}
