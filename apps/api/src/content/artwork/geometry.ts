/** The drawing primitives: coordinates rounded to one decimal, polar points, paths, and points along a curve. */
export type Pt = readonly [number, number];

export const DEG = Math.PI / 180;

/** A coordinate with at most one decimal, never "-0". */
export const n = (v: number): string => String(Math.round(v * 10) / 10 || 0);
export const polar = (r: number, a: number, cx = 0, cy = 0): Pt => [
  cx + r * Math.cos(a * DEG),
  cy + r * Math.sin(a * DEG),
];
export const poly = (pts: readonly Pt[]): string => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}Z`;
/** Whole-pixel polygons for shapes drawn at 100 units and scaled down (facets). */
export const polyInt = (pts: readonly Pt[]): string =>
  `M${pts.map(([x, y]) => `${Math.round(x) || 0} ${Math.round(y) || 0}`).join(' ')}Z`;
export const at = (x: number, y: number, k = 1, rot = 0): string =>
  `translate(${Math.round(x)} ${Math.round(y)})${Math.round(rot) ? `rotate(${Math.round(rot)})` : ''}${k === 1 ? '' : `scale(${Math.round(k * 1000) / 1000})`}`;
export const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/** Points spaced evenly by arc length along a parametric curve t ∈ [0, 1], with the tangent angle in degrees. */
export function along(f: (t: number) => Pt, count: number, closed: boolean): { p: Pt; a: number }[] {
  const samples: Pt[] = [];
  for (let i = 0; i <= 600; i++) samples.push(f(i / 600));
  const lengths = [0];
  for (let i = 1; i < samples.length; i++) {
    const [x0, y0] = samples[i - 1] ?? [0, 0];
    const [x1, y1] = samples[i] ?? [0, 0];
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(x1 - x0, y1 - y0));
  }
  const total = lengths[lengths.length - 1] ?? 0;
  const out: { p: Pt; a: number }[] = [];
  let j = 0;
  for (let k = 0; k < count; k++) {
    const target = (total * k) / (closed ? count : count - 1);
    while (j < lengths.length - 2 && (lengths[j + 1] ?? 0) < target) j++;
    const a = samples[Math.max(0, j - 1)] ?? [0, 0];
    const b = samples[Math.min(samples.length - 1, j + 1)] ?? [0, 0];
    out.push({ p: samples[j] ?? [0, 0], a: Math.atan2(b[1] - a[1], b[0] - a[0]) / DEG });
  }
  return out;
}
