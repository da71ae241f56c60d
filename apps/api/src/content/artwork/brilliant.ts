/** The round brilliant cut, face-up and in profile, as facet polygons (shared by every piece that holds a stone). */
import { DEG, type Pt, polar, polyInt } from './geometry';
import type { StoneTones } from './tones';

/** A round brilliant seen face-up, radius 100 at the origin: table with its arrows, stars, kites, upper girdle. */
export function brilliantTop(s: StoneTones): string {
  const T = (i: number) => polar(55, i * 45 + 22.5);
  const M = (i: number) => polar(55 * Math.cos(22.5 * DEG), i * 45 + 45);
  const S = (i: number) => polar(79, i * 45);
  const G = (i: number) => polar(100, i * 45);
  const H = (i: number) => polar(100, i * 45 + 22.5);
  // Light comes from the upper left; alternate facets flash light and dark like a real stone.
  const lit = (a: number) => (1 + Math.cos((a - 225) * DEG)) / 2;
  const shades: string[][] = [[], [], [], []];
  const put = (v: number, pts: Pt[]) => shades[Math.max(0, Math.min(3, Math.round(v)))]?.push(polyInt(pts));
  for (let i = 0; i < 8; i++) {
    const a = i * 45;
    const odd = i % 2 === 1;
    put(odd ? 2.2 - lit(a) * 1.6 : 1.2 - lit(a) * 1.2, [T(i - 1), S(i), T(i)]);
    put(odd ? 1.2 + lit(a + 22.5) * 0.2 : 3 - lit(a + 22.5) * 1.8, [T(i), S(i), H(i), S(i + 1)]);
    put(odd ? 0.4 + (1 - lit(a)) : 2.6 - lit(a), [S(i), H(i - 1), G(i)]);
    put(odd ? 2.8 - lit(a) * 1.4 : 0.3 + (1 - lit(a)) * 1.2, [S(i), G(i), H(i)]);
    put(odd ? 0.6 + (1 - lit(a)) * 1.6 : 1.7 - lit(a) * 1.5, [[0, 0], T(i - 1), M(i - 1)]);
    put(odd ? 1.6 + (1 - lit(a)) : 0.2 + (1 - lit(a)) * 1.3, [[0, 0], M(i - 1), T(i)]);
  }
  return (
    `<g id="b"><circle r="100" fill="${s[2]}"/><g stroke="${s[0]}" stroke-opacity=".45" stroke-width=".8">` +
    shades.map((list, i) => (list.length ? `<path fill="${s[i]}" d="${list.join('')}"/>` : '')).join('') +
    `</g><path d="${polyInt([0, 1, 2, 3, 4, 5, 6, 7].map(T))}" fill="none" stroke="${s[0]}" stroke-width="1.6" opacity=".7"/>` +
    `<path d="M-62-44-40-66-30-52Z" fill="#fff" opacity=".75"/><circle r="100" fill="url(#s)" opacity=".18"/>` +
    `<circle r="99" fill="none" stroke="${s[3]}" stroke-width="2.5"/></g>`
  );
}

/** A round brilliant in profile: girdle 200 wide at y 0, table above, pavilion to the culet below. */
export function brilliantSide(s: StoneTones): string {
  const top = [-56, -28, 0, 28, 56].map((x): Pt => [x, -34]);
  const bottom = [-100, -72, -40, 0, 40, 72, 100].map((x): Pt => [x, 0]);
  const shades: string[][] = [[], [], [], []];
  const put = (v: number, pts: Pt[]) => shades[Math.max(0, Math.min(3, v))]?.push(polyInt(pts));
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < top.length - 1 || j < bottom.length - 1) {
    const ti = top[i] ?? [0, 0];
    const bj = bottom[j] ?? [0, 0];
    const nextTop = top[i + 1];
    const nextBottom = bottom[j + 1];
    const advanceTop = nextTop !== undefined && (nextBottom === undefined || nextTop[0] - 14 < nextBottom[0]);
    const third = advanceTop ? (nextTop ?? ti) : (nextBottom ?? bj);
    const cxm = (ti[0] + bj[0] + third[0]) / 3;
    put((k % 2) + (cxm > 20 ? 1 : 0) + (cxm > 70 ? 1 : 0), [ti, bj, third]);
    if (advanceTop) i++;
    else j++;
    k++;
  }
  const pav = [-100, -64, -24, 24, 64, 100];
  for (let p = 0; p < pav.length - 1; p++) {
    const x0 = pav[p] ?? 0;
    const x1 = pav[p + 1] ?? 0;
    put(1 + (p % 2) + (x0 >= 24 ? 1 : 0), [
      [x0, 5],
      [x1, 5],
      [0, 88],
    ]);
  }
  return (
    `<g id="p"><g stroke="#fff" stroke-opacity=".35" stroke-width=".8">` +
    shades.map((list, q) => (list.length ? `<path fill="${s[q]}" d="${list.join('')}"/>` : '')).join('') +
    `</g><path d="M-100 0H100V5H-100Z" fill="${s[2]}"/><path d="M-56-34H56" stroke="#fff" stroke-width="2" opacity=".7"/>` +
    '<path d="M-90 8-50 8-6 70Z" fill="#fff" opacity=".25"/></g>'
  );
}
