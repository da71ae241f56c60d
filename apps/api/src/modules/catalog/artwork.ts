/**
 * Product artwork: the boutique's own studio "photography" as standalone SVG documents. Every piece is drawn
 * from its category, metal and stone, in three views (1 front/hero, 2 angled or on a display, 3 close-up).
 * Output is deterministic (same input → same bytes): no randomness, no dates, ids local to each document.
 */
import type { Category, Metal, Stone } from '@lumen/contract/catalog';

export const ARTWORK_SIZE = { width: 800, height: 800 } as const;

export type ArtworkView = 1 | 2 | 3;

export interface ArtworkInput {
  category: Category;
  metal: Metal;
  stone: Stone;
  view: ArtworkView;
}

/** Metal tones: highlight, light, mid, dark, deep. */
type MetalTones = readonly [string, string, string, string, string];
/** Stone tones: light, mid, dark, deep. */
type StoneTones = readonly [string, string, string, string];
type Pt = readonly [number, number];

const METAL_TONES: Record<Metal, MetalTones> = {
  Gold: ['#fff6d2', '#f1cf74', '#d4a13a', '#9a6b19', '#5a3d0c'],
  'Rose Gold': ['#fff0e8', '#f2bfa8', '#d68c74', '#a05843', '#633325'],
  'Black Gold': ['#e9c67c', '#76747d', '#3c3b42', '#232228', '#0c0c0f'],
  Silver: ['#ffffff', '#e8ebf0', '#bcc3cc', '#848c98', '#4a515c'],
};

const STONE_TONES: Record<Stone, StoneTones> = {
  Diamond: ['#ffffff', '#dcedf8', '#9fbdd2', '#5b7a93'],
  Ruby: ['#ff9cab', '#df2446', '#960a25', '#4e0311'],
  Emerald: ['#a4f3cc', '#1fae74', '#0a7148', '#043c26'],
  Gemstone: ['#bcc6ff', '#5064e6', '#2c22a4', '#170e5c'],
  Pearl: ['#fffef9', '#f5eadb', '#dfcbb0', '#a98f6c'],
};

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

const DEG = Math.PI / 180;

/** A coordinate with at most one decimal, never "-0". */
const n = (v: number): string => String(Math.round(v * 10) / 10 || 0);
const polar = (r: number, a: number, cx = 0, cy = 0): Pt => [cx + r * Math.cos(a * DEG), cy + r * Math.sin(a * DEG)];
const poly = (pts: readonly Pt[]): string => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}Z`;
/** Whole-pixel polygons for shapes drawn at 100 units and scaled down (facets). */
const polyInt = (pts: readonly Pt[]): string =>
  `M${pts.map(([x, y]) => `${Math.round(x) || 0} ${Math.round(y) || 0}`).join(' ')}Z`;
const at = (x: number, y: number, k = 1, rot = 0): string =>
  `translate(${Math.round(x)} ${Math.round(y)})${Math.round(rot) ? `rotate(${Math.round(rot)})` : ''}${k === 1 ? '' : `scale(${Math.round(k * 1000) / 1000})`}`;
const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/** Points spaced evenly by arc length along a parametric curve t ∈ [0, 1], with the tangent angle in degrees. */
function along(f: (t: number) => Pt, count: number, closed: boolean): { p: Pt; a: number }[] {
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

class Art {
  readonly m: MetalTones;
  readonly s: StoneTones;
  readonly pearl: boolean;
  readonly dark: boolean;
  private readonly defs = new Map<string, string>();

  constructor(metal: Metal, stone: Stone) {
    this.m = METAL_TONES[metal];
    this.s = STONE_TONES[stone];
    this.pearl = stone === 'Pearl';
    this.dark = metal === 'Black Gold';
  }

  /** Registers a definition once (in first-use order) and returns a reference to it. */
  private need(id: string, body: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, body());
    return `#${id}`;
  }

  use(id: string, transform: string, extra = ''): string {
    const href = this.need(id, () => this.build(id));
    return `<use href="${href}"${transform ? ` transform="${transform}"` : ''}${extra}/>`;
  }

  defsMarkup(): string {
    const [hi, li, mi, dk, dp] = this.m;
    const [sl, sm, sd, sdp] = this.s;
    return (
      '<radialGradient id="bg" gradientUnits="userSpaceOnUse" cx="400" cy="290" r="720"><stop stop-color="#f8f3eb"/>' +
      '<stop offset=".5" stop-color="#ebe2d5"/><stop offset="1" stop-color="#cdbfac"/></radialGradient>' +
      `<linearGradient id="m" x2="1" y2="1"><stop stop-color="${li}"/><stop offset=".28" stop-color="${hi}"/>` +
      `<stop offset=".52" stop-color="${mi}"/><stop offset=".8" stop-color="${dk}"/><stop offset="1" stop-color="${dp}"/>` +
      '</linearGradient><linearGradient id="v" href="#m" x2="0" y2="1"/><linearGradient id="h" href="#m" y2="0"/>' +
      '<linearGradient id="n" href="#m" x1="1" y1="1" x2="0" y2="0"/>' +
      `<radialGradient id="s" cx=".36" cy=".3" r=".78"><stop stop-color="${sl}"/><stop offset=".4" stop-color="${sm}"/>` +
      `<stop offset=".86" stop-color="${sd}"/><stop offset="1" stop-color="${sdp}"/></radialGradient>` +
      '<filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>' +
      '<filter id="d" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dy="12" stdDeviation="11" ' +
      'flood-color="#3b2a1c" flood-opacity=".3"/></filter>' +
      '<path id="k" d="M0-1Q.1-.1 1 0Q.1.1 0 1Q-.1.1-1 0Q-.1-.1 0-1Z" fill="#fff"/>' +
      '<clipPath id="r"><rect width="800" height="800" rx="36"/></clipPath>' +
      [...this.defs.values()].join('')
    );
  }

  /** The body of a lazily defined element. */
  private build(id: string): string {
    const [hi, , , dk, dp] = this.m;
    const [sl, sm, , sdp] = this.s;
    switch (id) {
      case 'b':
        return this.pearl
          ? '<g id="b"><circle r="100" fill="url(#s)"/><ellipse cx="-30" cy="-38" rx="34" ry="22" fill="#fff" opacity=".8"/>' +
              `<circle r="96" fill="none" stroke="#f3d9d2" stroke-width="6" opacity=".5"/><circle r="99" fill="none" stroke="${sdp}" stroke-width="2" opacity=".7"/></g>`
          : brilliantTop(this.s);
      case 'p':
        return this.pearl
          ? `<g id="p"><circle r="80" fill="url(#s)" stroke="${sdp}" stroke-width="1.6"/><ellipse cx="-24" cy="-30" rx="26" ry="17" fill="#fff" opacity=".8"/></g>`
          : brilliantSide(this.s);
      case 'g':
        return (
          `<g id="g"><circle r="13" fill="url(#m)" stroke="${dp}" stroke-width=".6"/><circle r="10" fill="url(#s)"/>` +
          (this.pearl
            ? '<ellipse cx="-3" cy="-4" rx="4" ry="3" fill="#fff" opacity=".8"/></g>'
            : `<path d="${poly([...Array(16)].map((_, i) => polar(i % 2 ? 4.6 : 10, i * 22.5)))}" fill="${sl}" opacity=".4"/>` +
              `<path d="${poly([...Array(8)].map((_, i) => polar(4.8, i * 45 + 22.5)))}" fill="${sm}" stroke="${sl}" stroke-width=".5"/>` +
              '<circle cx="-3" cy="-3.4" r="1.5" fill="#fff"/></g>')
        );
      case 'pr':
        return (
          `<g id="pr" fill="url(#m)" stroke="${dp}" stroke-width="1.5">` +
          [45, 135, 225, 315]
            .map((a) => `<circle cx="${n(polar(96, a)[0])}" cy="${n(polar(96, a)[1])}" r="15"/>`)
            .join('') +
          '</g>'
        );
      case 'u':
        return (
          `<g id="u"><rect x="-18" y="-18" width="36" height="36" rx="8" fill="url(#m)" stroke="${dp}" stroke-width=".8"/>` +
          `<use href="${this.need('b', () => this.build('b'))}" transform="scale(.145)"/>` +
          `<g fill="${hi}" stroke="${dk}" stroke-width=".6"><circle cx="-13" cy="-13" r="3.4"/><circle cx="13" cy="-13" r="3.4"/>` +
          '<circle cx="13" cy="13" r="3.4"/><circle cx="-13" cy="13" r="3.4"/></g></g>'
        );
      case 'hl': {
        const gap = n((2 * Math.PI * 73) / 30);
        return (
          `<g id="hl"><circle r="86" fill="url(#m)" stroke="${dp}" stroke-width="1.5"/>` +
          `<circle r="73" fill="none" stroke="#7d93a3" stroke-width="11.5" stroke-dasharray="0 ${gap}" stroke-linecap="round"/>` +
          `<circle r="73" fill="none" stroke="#f6fbfe" stroke-width="9" stroke-dasharray="0 ${gap}" stroke-linecap="round"/>` +
          `<use href="${this.need('b', () => this.build('b'))}" transform="scale(.6)"/>` +
          (this.pearl ? '' : `<use href="${this.need('pr', () => this.build('pr'))}" transform="scale(.6)"/>`) +
          '</g>'
        );
      }
      case 'vl':
        return (
          '<linearGradient id="vl" x2="1" y2="0"><stop stop-color="#4a3b31"/><stop offset=".38" stop-color="#87715f"/>' +
          '<stop offset=".62" stop-color="#776152"/><stop offset="1" stop-color="#3f322a"/></linearGradient>'
        );
      case 'dl':
        return this.dark
          ? '<radialGradient id="dl" cx=".4" cy=".35"><stop stop-color="#44434b"/><stop offset="1" stop-color="#131316"/></radialGradient>'
          : '<radialGradient id="dl" cx=".4" cy=".35"><stop stop-color="#fffdf8"/><stop offset="1" stop-color="#e4d9c7"/></radialGradient>';
      default:
        return '';
    }
  }

  /** A defined id that is not a reusable drawing (gradient, chain path) – registered and returned. */
  ref(id: string, body?: string): string {
    return this.need(id, () => body ?? this.build(id));
  }

  gem(x: number, y: number, r: number, prongs = true): string {
    return this.use('b', at(x, y, r / 100)) + (prongs && !this.pearl ? this.use('pr', at(x, y, r / 100)) : '');
  }

  small(x: number, y: number, r: number, sx = 1): string {
    return this.use('g', `${at(x, y)}scale(${n((sx * r) / 10)} ${n(r / 10)})`);
  }

  spark(x: number, y: number, s: number): string {
    return `<use href="#k" transform="${at(x, y, s)}"/>`;
  }

  shadow(x: number, y: number, rx: number, ry: number, o = 0.3): string {
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3b2a1c" opacity="${o}" filter="url(#f)"/>`;
  }

  /** A fine necklace chain along a path. */
  fineChain(id: string, d: string, w: number): string {
    const [hi, li, , , dp] = this.m;
    const href = this.ref(id, `<path id="${id}" d="${d}"/>`);
    return (
      `<g fill="none"><use href="${href}" stroke="${dp}" stroke-width="${n(w + 1.6)}"/>` +
      `<use href="${href}" stroke="${li}" stroke-width="${n(w)}" stroke-dasharray="${n(w * 1.7)} ${n(w * 0.5)}"/>` +
      `<use href="${href}" stroke="${hi}" stroke-width="${n(w * 0.4)}" stroke-dasharray="${n(w * 0.7)} ${n(w * 1.5)}"/></g>`
    );
  }

  /** A curb chain along a path: alternating twisted links with dark slots and glints. */
  curbChain(id: string, d: string, w: number): string {
    const [hi, li, mi, dk, dp] = this.m;
    const href = this.ref(id, `<path id="${id}" d="${d}"/>`);
    const l = w * 1.5;
    const g = w * 0.3;
    const p = l + g;
    return (
      `<g fill="none"><use href="${href}" stroke="${dp}" stroke-width="${n(w + 2)}" stroke-linecap="round"/>` +
      `<use href="${href}" stroke="${li}" stroke-width="${n(w)}" stroke-dasharray="${n(l)} ${n(p + g)}"/>` +
      `<use href="${href}" stroke="${mi}" stroke-width="${n(w * 0.8)}" stroke-dasharray="${n(l)} ${n(p + g)}" stroke-dashoffset="${n(-p)}"/>` +
      `<use href="${href}" stroke="${dk}" stroke-width="${n(w * 0.3)}" stroke-dasharray="${n(l * 0.55)} ${n(p - l * 0.55)}" stroke-dashoffset="${n(-l * 0.22)}"/>` +
      `<use href="${href}" stroke="${hi}" stroke-width="${n(w * 0.22)}" stroke-dasharray="${n(l * 0.25)} ${n(2 * p - l * 0.25)}" stroke-dashoffset="${n(-l * 0.7)}"/></g>`
    );
  }

  lobster(x: number, y: number, rot: number, k: number): string {
    const [, , mi, , dp] = this.m;
    return (
      `<g transform="${at(x, y, k, rot)}"><circle cy="-46" r="10" fill="none" stroke="url(#m)" stroke-width="4.5"/>` +
      `<path d="M-5-37H5L7-28C22-22 25 4 15 20C8 31-8 31-15 20C-25 4-22-22-7-28Z" fill="url(#m)" stroke="${dp}" stroke-width="1.2"/>` +
      `<path d="M-9-20C-16-6-14 10-4 21" fill="none" stroke="${dp}" stroke-width="2.5" stroke-linecap="round"/>` +
      `<rect x="12" y="-12" width="8" height="15" rx="3" fill="${mi}" stroke="${dp}" stroke-width="1"/></g>`
    );
  }

  /** A ring standing upright, seen from the front, with the stone in a claw head (or a pearl on a cup). */
  ringFront(cx: number, cy: number, r: number, w: number, sw: number, head = true): string {
    const [hi, , , dk, dp] = this.m;
    const top = cy - r - w / 2;
    const [ax, ay] = polar(r - w * 0.1, 200, cx, cy);
    const [bx, by] = polar(r - w * 0.1, 250, cx, cy);
    let out =
      `<circle cx="${n(cx)}" cy="${n(cy - w * 0.45)}" r="${n(r)}" fill="none" stroke="${dk}" stroke-width="${n(w)}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="url(#m)" stroke-width="${n(w)}"/>` +
      `<path d="M${n(ax)} ${n(ay)}A${n(r)} ${n(r)} 0 0 1 ${n(bx)} ${n(by)}" fill="none" stroke="${hi}" stroke-width="${n(w * 0.18)}" stroke-linecap="round" opacity=".85"/>`;
    if (!head) return out;
    const gy = top - sw * 0.4;
    if (this.pearl) {
      out += `<path d="${poly([
        [cx - sw * 0.34, gy + sw * 0.2],
        [cx + sw * 0.34, gy + sw * 0.2],
        [cx + sw * 0.16, top + 8],
        [cx - sw * 0.16, top + 8],
      ])}" fill="url(#m)" stroke="${dp}" stroke-width="1"/>${this.use('p', at(cx, gy - sw * 0.05, sw / 200))}`;
      return out;
    }
    const prong = (s: number): string =>
      `<path d="M${n(cx + s * sw * 0.1)} ${n(top + 10)}Q${n(cx + s * sw * 0.44)} ${n(gy + sw * 0.22)} ${n(cx + s * sw * 0.47)} ${n(gy - sw * 0.07)}` +
      `L${n(cx + s * sw * 0.37)} ${n(gy - sw * 0.1)}Q${n(cx + s * sw * 0.3)} ${n(gy + sw * 0.2)} ${n(cx)} ${n(top + 10)}Z" fill="url(#m)" stroke="${dp}" stroke-width="1"/>`;
    out +=
      `<path d="M${n(cx - sw * 0.2)} ${n(top + 12)}Q${n(cx)} ${n(top - 14)} ${n(cx + sw * 0.2)} ${n(top + 12)}" fill="none" stroke="url(#m)" stroke-width="${n(w * 0.45)}"/>` +
      this.use('p', at(cx, gy, sw / 200)) +
      prong(-1) +
      prong(1);
    return out;
  }

  /** A velvet finger cone for ring shots; returns the half width at a given height too. */
  cone(): string {
    this.ref('vl');
    return (
      this.shadow(400, 676, 170, 16, 0.4) +
      '<ellipse cx="400" cy="652" rx="152" ry="24" fill="#3f322a"/>' +
      '<path d="M366 205A34 34 0 0 1 434 205L552 652A152 24 0 0 1 248 652Z" fill="url(#vl)"/>' +
      '<path d="M388 190Q378 400 330 640" fill="none" stroke="#b59c86" stroke-width="10" opacity=".35" stroke-linecap="round"/>'
    );
  }

  /** A ring around the cone at height y: [behind-the-cone part, in-front part]. */
  ringOnCone(y: number, w: number, sr: number, head: boolean, pave = false): [string, string] {
    const hw = 34 + (118 * (y - 205)) / 447;
    const rx = hw + w * 0.35;
    const ry = rx * 0.24;
    const [, , , dk] = this.m;
    const back = `<path d="M${n(400 - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 1 ${n(400 + rx)} ${n(y)}" fill="none" stroke="${dk}" stroke-width="${n(w)}"/>`;
    const arc = `M${n(400 - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(400 + rx)} ${n(y)}`;
    let front = `<path d="${arc}" fill="none" stroke="url(#m)" stroke-width="${n(w)}"/>`;
    if (pave) front += this.pave(arc, w * 0.42, w * 0.75);
    if (head) {
      front +=
        `<circle cx="400" cy="${n(y + ry - sr * 0.15)}" r="${n(sr * 1.1)}" fill="url(#m)" stroke="${this.m[4]}"/>` +
        this.gem(400, y + ry - sr * 0.15, sr) +
        this.spark(378, y + ry - sr * 0.5, 16);
    }
    return [back, front];
  }

  /** White pavé diamonds along a path, as round dots. */
  pave(d: string, w: number, gap: number): string {
    return (
      `<g fill="none" stroke-linecap="round" stroke-dasharray="0 ${n(gap)}"><path d="${d}" stroke="#7d93a3" stroke-width="${n(w + 3)}"/>` +
      `<path d="${d}" stroke="#f6fbfe" stroke-width="${n(w)}"/></g>`
    );
  }

  /** A bangle lying flat, seen from above at an angle (a short tube). */
  tubeFlat(cx: number, cy: number, rx: number, ry: number, h: number, t: number, clip: string): string {
    const irx = rx - t;
    const iry = ry - (t * ry) / rx;
    const [hi, , , , dp] = this.m;
    this.ref(
      clip,
      `<clipPath id="${clip}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(irx)}" ry="${n(iry)}"/></clipPath>`,
    );
    const [ax, ay] = [cx + rx * Math.cos(150 * DEG), cy + h * 0.3 + ry * Math.sin(150 * DEG)];
    const [bx, by] = [cx + rx * Math.cos(112 * DEG), cy + h * 0.3 + ry * Math.sin(112 * DEG)];
    return (
      `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy)}V${n(cy + h)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(cy + h)}Z" fill="url(#h)" stroke="${dp}" stroke-width="1.2"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(irx)}" ry="${n(iry)}" fill="url(#n)"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(cy + h)}" rx="${n(irx)}" ry="${n(iry)}" fill="url(#bg)" clip-path="url(#${clip})"/>` +
      `<path d="${ellipsePath(cx, cy, rx, ry)}${ellipsePath(cx, cy, irx, iry)}" fill="url(#m)" fill-rule="evenodd" stroke="${dp}" stroke-width="1"/>` +
      `<path d="M${n(ax)} ${n(ay)}A${n(rx)} ${n(ry)} 0 0 0 ${n(bx)} ${n(by)}" fill="none" stroke="${hi}" stroke-width="${n(h * 0.12)}" stroke-linecap="round" opacity=".8"/>`
    );
  }

  /** A bangle standing on its edge, its axis pointing away to the right. */
  tubeUp(cx: number, cy: number, rx: number, ry: number, h: number, t: number, clip: string): string {
    const irx = rx - (t * rx) / ry;
    const iry = ry - t;
    const [hi, , , , dp] = this.m;
    this.ref(
      clip,
      `<clipPath id="${clip}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(irx)}" ry="${n(iry)}"/></clipPath>`,
    );
    return (
      `<path d="M${n(cx)} ${n(cy - ry)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx)} ${n(cy + ry)}H${n(cx + h)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + h)} ${n(cy - ry)}Z" fill="url(#v)" stroke="${dp}" stroke-width="1.2"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(irx)}" ry="${n(iry)}" fill="url(#n)"/>` +
      `<ellipse cx="${n(cx + h)}" cy="${n(cy)}" rx="${n(irx)}" ry="${n(iry)}" fill="url(#bg)" clip-path="url(#${clip})"/>` +
      `<path d="${ellipsePath(cx, cy, rx, ry)}${ellipsePath(cx, cy, irx, iry)}" fill="url(#m)" fill-rule="evenodd" stroke="${dp}" stroke-width="1"/>` +
      `<path d="M${n(cx + h + rx * 0.55)} ${n(cy - ry * 0.8)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + h + rx * 0.98)} ${n(cy - ry * 0.2)}" fill="none" stroke="${hi}" stroke-width="6" stroke-linecap="round" opacity=".8"/>`
    );
  }
}

/** A round brilliant seen face-up, radius 100 at the origin: table with its arrows, stars, kites, upper girdle. */
function brilliantTop(s: StoneTones): string {
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
function brilliantSide(s: StoneTones): string {
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

type Draw = (a: Art, view: ArtworkView) => string;

const rings: Draw = (a, view) => {
  if (view === 1) {
    return (
      a.shadow(400, 672, 160, 15, 0.4) +
      `<g filter="url(#d)">${a.ringFront(400, 480, 162, 32, 180)}</g>` +
      a.spark(350, 196, 28) +
      a.spark(462, 236, 15)
    );
  }
  if (view === 2) {
    const [back, front] = a.ringOnCone(420, 24, 62, true);
    return `${back}${a.cone()}<g filter="url(#d)">${front}</g>`;
  }
  const [hi, , , , dp] = a.m;
  return (
    `<g filter="url(#d)"><path d="M-10 350Q400 318 810 350V452Q400 420-10 452Z" fill="url(#v)" stroke="${dp}"/>` +
    a.pave('M-10 401Q400 369 810 401', 15, 30) +
    `<path d="M-10 358Q400 326 810 358" fill="none" stroke="${hi}" stroke-width="4" opacity=".7"/>` +
    `<circle cx="400" cy="395" r="${a.pearl ? 205 : 214}" fill="url(#m)" stroke="${dp}" stroke-width="2"/>` +
    `${a.gem(400, 395, 190)}</g>` +
    a.spark(320, 300, 46) +
    a.spark(480, 470, 22) +
    a.spark(600, 240, 14)
  );
};

const bridal: Draw = (a, view) => {
  if (view === 1) {
    return (
      a.shadow(430, 690, 210, 16, 0.4) +
      `<g filter="url(#d)">${a.ringFront(340, 480, 150, 30, 160)}${a.ringFront(485, 530, 140, 24, 0, false)}` +
      `${a.pave('M345 530A140 140 0 0 1 625 530', 10, 18)}</g>` +
      a.spark(296, 214, 26) +
      a.spark(382, 246, 12)
    );
  }
  if (view === 2) {
    const [b1, f1] = a.ringOnCone(384, 22, 54, true);
    const [b2, f2] = a.ringOnCone(452, 18, 0, false, true);
    return `${b1}${b2}${a.cone()}<g filter="url(#d)">${f2}${f1}</g>`;
  }
  const [hi, , , , dp] = a.m;
  return (
    `<g filter="url(#d)"><path d="M-10 300Q400 272 810 300V384Q400 356-10 384Z" fill="url(#v)" stroke="${dp}"/>` +
    `<path d="M-10 308Q400 280 810 308" fill="none" stroke="${hi}" stroke-width="4" opacity=".7"/>` +
    `<path d="M-10 470Q400 442 810 470V550Q400 522-10 550Z" fill="url(#v)" stroke="${dp}"/>` +
    a.pave('M-10 510Q400 482 810 510', 24, 36) +
    `<circle cx="400" cy="300" r="${a.pearl ? 165 : 172}" fill="url(#m)" stroke="${dp}" stroke-width="2"/>` +
    `${a.gem(400, 300, 152)}</g>` +
    a.spark(336, 236, 40) +
    a.spark(468, 356, 18) +
    a.spark(660, 494, 16)
  );
};

const bracelets: Draw = (a, view) => {
  const [, , , dk, dp] = a.m;
  const clasp = `<rect x="-32" y="-19" width="64" height="38" rx="9" fill="url(#m)" stroke="${dp}"/><path d="M-23 0H23" stroke="${dk}" stroke-width="2.5"/>`;
  if (view === 1) {
    const f = (t: number): Pt => [
      400 + 250 * Math.cos((t * 360 + 90) * DEG),
      380 + 200 * Math.sin((t * 360 + 90) * DEG),
    ];
    const units = along(f, 28, true)
      .slice(1)
      .sort((p, q) => p.p[1] - q.p[1])
      .map(({ p, a: ang }) => a.use('u', at(p[0], p[1], 1.05 + (0.3 * (p[1] - 180)) / 400, ang)))
      .join('');
    return (
      a.shadow(400, 600, 260, 40, 0.25) +
      `<g filter="url(#d)"><ellipse cx="400" cy="380" rx="250" ry="200" fill="none" stroke="${dk}" stroke-width="8"/>${units}` +
      `<g transform="translate(400 580)scale(1.2)">${clasp}</g></g>` +
      a.spark(312, 596, 16) +
      a.spark(606, 250, 12)
    );
  }
  if (view === 2) {
    const curve = (t: number): Pt => {
      const u = 1 - t;
      return [
        u * u * u * 110 + 3 * u * u * t * 300 + 3 * u * t * t * 500 + t * t * t * 690,
        u * u * u * 560 + 3 * u * u * t * 200 + 3 * u * t * t * 700 + t * t * t * 300,
      ];
    };
    const pts = along(curve, 14, false);
    const units = pts
      .slice(0, -1)
      .map(({ p, a: ang }, i) => a.use('u', at(p[0], p[1], 1.75 - i * 0.045, ang)))
      .join('');
    const last = pts[pts.length - 1] ?? { p: [690, 300] as Pt, a: 0 };
    return (
      a.shadow(400, 540, 300, 60, 0.18) +
      `<g filter="url(#d)"><path d="M110 560C300 200 500 700 690 300" fill="none" stroke="${dk}" stroke-width="9"/>${units}` +
      `<g transform="${at(last.p[0], last.p[1], 1.2, last.a)}">${clasp}</g></g>` +
      a.spark(140, 530, 22) +
      a.spark(408, 466, 12)
    );
  }
  const pts = along((t) => [40 + 520 * t, 470 - 70 * Math.sin(Math.PI * t * 0.9)], 4, false);
  const units = pts.map(({ p, a: ang }) => a.use('u', at(p[0], p[1], 3.6, ang))).join('');
  return (
    `<g filter="url(#d)"><path d="M-40 490Q300 330 700 420" fill="none" stroke="${dk}" stroke-width="24"/>${units}` +
    `<g transform="translate(690 420)rotate(12)"><path d="M-30 70C-30 110 30 110 30 70" fill="none" stroke="${dp}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M-30 70C-30 110 30 110 30 70" fill="none" stroke="${a.m[1]}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="-90" y="-70" width="180" height="140" rx="22" fill="url(#m)" stroke="${dp}" stroke-width="2"/>` +
    `<rect x="-70" y="-50" width="140" height="100" rx="14" fill="none" stroke="${a.m[0]}" stroke-width="3" opacity=".7"/>` +
    `<path d="M-60 0H60" stroke="${dk}" stroke-width="6" stroke-linecap="round"/></g></g>` +
    a.spark(180, 360, 34) +
    a.spark(470, 300, 18)
  );
};

const pendantAt = (a: Art, x: number, y: number, k: number): string =>
  `<g transform="${at(x, y, k)}"><rect x="-13" y="-122" width="26" height="44" rx="13" fill="none" stroke="url(#m)" stroke-width="8"/>` +
  `${a.use('hl', '')}</g>`;

/** A velvet neck-and-shoulders display bust. */
const bust = (a: Art): string => {
  a.ref('vl');
  return (
    '<path d="M334-20C328 80 318 150 314 196C306 268 190 292 112 336C48 372 22 424 20 820H780C778 424 752 372 688 336C610 292 494 268 486 196C482 150 472 80 466-20Z" fill="url(#vl)"/>' +
    '<path d="M316 214C336 278 464 278 484 214" fill="none" stroke="#2e241e" stroke-width="26" opacity=".3" filter="url(#f)"/>' +
    '<path d="M140 358C210 324 280 308 320 300" fill="none" stroke="#b59c86" stroke-width="14" opacity=".3" stroke-linecap="round"/>'
  );
};

const necklaces: Draw = (a, view) => {
  if (view === 1) {
    return (
      a.fineChain('c', 'M150-20C190 250 330 430 400 448C470 430 610 250 650-20', 6) +
      `<g filter="url(#d)">${pendantAt(a, 400, 575, 1.3)}</g>` +
      a.spark(350, 520, 24) +
      a.spark(478, 636, 12)
    );
  }
  if (view === 2) {
    return (
      bust(a) +
      a.fineChain('c', 'M313 212C322 360 356 440 400 452C444 440 478 360 487 212', 5) +
      `<g filter="url(#d)">${pendantAt(a, 400, 540, 0.85)}</g>` +
      a.spark(376, 516, 18)
    );
  }
  return (
    a.fineChain('c', 'M120-20C250 80 360 150 400 200C440 150 550 80 680-20', 13) +
    `<g filter="url(#d)">${pendantAt(a, 400, 480, 2.3)}</g>` +
    a.spark(330, 400, 44) +
    a.spark(470, 560, 20) +
    a.spark(560, 330, 14)
  );
};

/** One drop earring: shepherd hook, accent stone, halo drop; origin at the drop's centre. */
const earring = (a: Art, x: number, y: number, k: number, rot = 0): string =>
  `<g transform="${at(x, y, k, rot)}"><path d="M0-120V-205C0-250 48-250 48-214C48-200 42-190 34-184" fill="none" stroke="url(#m)" stroke-width="6" stroke-linecap="round"/>` +
  `<rect x="-9" y="-126" width="18" height="40" rx="9" fill="none" stroke="url(#m)" stroke-width="6"/>` +
  `${a.small(0, -134, 14)}${a.use('hl', 'scale(.9)')}</g>`;

const earrings: Draw = (a, view) => {
  if (view === 1) {
    return (
      a.shadow(265, 580, 90, 12, 0.3) +
      a.shadow(535, 580, 90, 12, 0.3) +
      `<g filter="url(#d)">${earring(a, 265, 450, 1.2)}${earring(a, 535, 450, 1.2)}</g>` +
      a.spark(232, 414, 20) +
      a.spark(502, 414, 20)
    );
  }
  if (view === 2) {
    a.ref('vl');
    return (
      a.shadow(400, 690, 150, 14, 0.4) +
      '<ellipse cx="400" cy="672" rx="130" ry="22" fill="url(#vl)"/><rect x="390" y="210" width="20" height="462" fill="url(#vl)"/>' +
      '<rect x="150" y="196" width="500" height="22" rx="11" fill="url(#vl)"/>' +
      `<g filter="url(#d)">${earring(a, 262, 430, 0.9, 4)}${earring(a, 520, 430, 0.9, -3)}</g>` +
      a.spark(240, 400, 14)
    );
  }
  return (
    `<g filter="url(#d)">${earring(a, 400, 540, 2.3)}</g>` +
    a.spark(330, 470, 40) +
    a.spark(480, 590, 18) +
    a.spark(420, 230, 14)
  );
};

/** Interlocking curb links along a curve, alternately twisted. */
const linksAlong = (a: Art, f: (t: number) => Pt, pitch: number): { body: string; end: { p: Pt; a: number } } => {
  const [, , , , dp] = a.m;
  a.ref(
    'o',
    `<g id="o" fill="none"><ellipse rx="22" ry="12.5" stroke="${dp}" stroke-width="9.5"/><ellipse rx="22" ry="12.5" stroke="url(#m)" stroke-width="6.5"/></g>`,
  );
  const probe = along(f, 200, false);
  let length = 0;
  for (let i = 1; i < probe.length; i++) {
    const p = probe[i - 1]?.p ?? [0, 0];
    const q = probe[i]?.p ?? [0, 0];
    length += Math.hypot(q[0] - p[0], q[1] - p[1]);
  }
  const pts = along(f, Math.max(2, Math.round(length / pitch)), false);
  const body = pts.map(({ p, a: ang }, i) => a.use('o', at(p[0], p[1], 1, ang + (i % 2 ? 18 : -18)))).join('');
  return { body, end: pts[pts.length - 1] ?? { p: [400, 400], a: 0 } };
};

const chains: Draw = (a, view) => {
  const tag = (x: number, y: number, k: number, fine = false): string =>
    `<g transform="${at(x, y, k)}"><path d="M0-24V-8" stroke="url(#m)" stroke-width="4"/>` +
    (fine
      ? `<circle cy="8" r="19" fill="url(#m)" stroke="${a.m[4]}"/>${a.gem(0, 8, 15.5, false)}</g>`
      : `${a.small(0, 8, 16)}</g>`);
  if (view === 1) {
    const { body } = linksAlong(
      a,
      (t) => [400 + 250 * Math.cos((100 + t * 340) * DEG), 380 + 200 * Math.sin((100 + t * 340) * DEG)],
      29,
    );
    return (
      a.shadow(400, 600, 250, 40, 0.25) +
      `<g filter="url(#d)">${body}${a.lobster(392, 580, 90, 1.2)}${tag(400, 630, 1.5)}</g>` +
      a.spark(250, 250, 16) +
      a.spark(640, 440, 12)
    );
  }
  if (view === 2) {
    const { body, end } = linksAlong(
      a,
      (t) => {
        const [x, y] = polar(55 + 165 * t, 90 + t * 2 * 360);
        return [400 + x, 370 + y * 0.5];
      },
      27,
    );
    const [ex, ey] = polar(50, end.a, end.p[0], end.p[1]);
    return (
      a.shadow(400, 420, 280, 110, 0.2) +
      `<g filter="url(#d)">${body}${a.lobster(ex, ey, end.a - 90, 1.1)}${tag(ex - 6, ey + 44, 1.3)}</g>` +
      a.spark(300, 310, 14)
    );
  }
  // Big links, alternately flat and twisted; each link's end is redrawn over the next one so they interlock.
  const shape = (ry: number, iry: number, fill: string, id: string): string =>
    `<path id="${id}" d="${ellipsePath(0, 0, 88, ry)}${ellipsePath(0, 0, 54, iry)}" fill="url(#${fill})" fill-rule="evenodd" stroke="${a.m[4]}" stroke-width="1.5"/>`;
  const flat = a.ref('la', shape(52, 25, 'm', 'la'));
  const twisted = a.ref('lb', shape(38, 16, 'v', 'lb'));
  const clip = a.ref('lk', '<clipPath id="lk"><rect x="20" width="80" height="60"/></clipPath>');
  const link = (i: number): string => `<use href="${i % 2 ? twisted : flat}"/>`;
  let links = '';
  for (let i = 0; i < 5; i++) {
    const x = -220 + i * 124;
    links += `<g transform="translate(${x} 0)">${link(i)}</g>`;
    if (i > 0) links += `<g transform="translate(${x - 124} 0)" clip-path="url(${clip})">${link(i - 1)}</g>`;
  }
  return (
    `<g filter="url(#d)"><g transform="translate(300 320)rotate(28)">${links}</g>${a.lobster(710, 538, -62, 2.2)}${tag(560, 560, 2.2, true)}</g>` +
    a.spark(200, 210, 30) +
    a.spark(480, 440, 18)
  );
};

const bangles: Draw = (a, view) => {
  if (view === 1) {
    let stones = '';
    for (let i = 0; i < 7; i++) {
      const [x, y] = polar(1, 45 + i * 15);
      stones += a.small(400 + 250 * x, 365 + 120 * y, 20, Math.max(0.35, y));
    }
    return (
      a.shadow(400, 520, 250, 60, 0.35) +
      `<g filter="url(#d)">${a.tubeFlat(400, 330, 250, 120, 70, 26, 'c')}${stones}</g>` +
      a.spark(400, 505, 18) +
      a.spark(228, 418, 12)
    );
  }
  if (view === 2) {
    let stones = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(1, -62 + i * 24);
      stones += a.small(330 + 110 * x, 400 + 230 * y, 16, Math.max(0.4, x));
    }
    return (
      a.shadow(335, 636, 130, 14, 0.45) +
      `<g filter="url(#d)">${a.tubeUp(290, 400, 110, 230, 80, 28, 'c')}${stones}</g>` +
      a.spark(440, 380, 16)
    );
  }
  // A close-up of the front wall: a channel of bezel-set stones between two engraved grooves.
  const wall = (th: number, dy: number): Pt => [400 + 560 * Math.cos(th * DEG), -40 + dy + 280 * Math.sin(th * DEG)];
  const groove = (dy: number): string => {
    const [x0, y0] = wall(160, dy);
    const [x1, y1] = wall(20, dy);
    return `<path d="M${n(x0)} ${n(y0)}A560 280 0 0 0 ${n(x1)} ${n(y1)}" fill="none" stroke="${a.m[3]}" stroke-width="3" opacity=".6"/>`;
  };
  let stones = '';
  for (let i = 0; i < 5; i++) {
    const [sx, sy] = wall(64 + i * 13, 125);
    stones += `<circle cx="${n(sx)}" cy="${n(sy)}" r="60" fill="url(#m)" stroke="${a.m[4]}"/>${a.gem(sx, sy, 50, false)}`;
  }
  return (
    `<g filter="url(#d)">${a.tubeFlat(400, -40, 560, 280, 250, 70, 'c')}${groove(42)}${groove(208)}${stones}</g>` +
    a.spark(262, 320, 30) +
    a.spark(540, 420, 16)
  );
};

const watchHead = (a: Art): string => {
  const [hi, , mi, dk, dp] = a.m;
  const dial = a.ref('dl');
  let ticks = '';
  let gems = '';
  for (let i = 0; i < 12; i++) {
    const ang = i * 30 - 90;
    if (i % 3) {
      const [x0, y0] = polar(94, ang);
      const [x1, y1] = polar(110, ang);
      ticks += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
    } else {
      const [x, y] = polar(102, ang);
      gems += a.small(x, y, 8);
    }
  }
  const hand = (len: number, w: number, rot: number): string =>
    `<path d="${poly([polar(len, rot - 90), polar(w, rot), polar(12, rot + 90), polar(w, rot + 180)])}" fill="${a.dark ? hi : dk}"/>`;
  return (
    `<g id="w"><rect x="140" y="-17" width="28" height="34" rx="6" fill="url(#v)" stroke="${dp}"/>` +
    `<circle r="150" fill="url(#m)" stroke="${dp}" stroke-width="1.5"/><circle r="135" fill="url(#n)"/>` +
    `<circle r="121" fill="url(${dial})" stroke="${dp}" stroke-width="1"/>` +
    `<path d="${ticks}" stroke="${a.dark ? hi : mi}" stroke-width="5" stroke-linecap="round"/>${gems}` +
    `<text y="-44" font-family="Georgia,'Times New Roman',serif" font-size="15" letter-spacing="4" text-anchor="middle" fill="${a.dark ? hi : dk}">LUMEN</text>` +
    `${hand(66, 7, -55)}${hand(100, 6, 60)}<path d="M0 22V-108" stroke="${a.s[2]}" stroke-width="2.2" transform="rotate(165)"/>` +
    `<circle r="7" fill="url(#m)" stroke="${dp}"/><path d="M-110-30A115 115 0 0 1 30-110A130 130 0 0 0-110-30Z" fill="#fff" opacity=".18"/></g>`
  );
};

const watchStrap = (a: Art): string => {
  const [, , , , dp] = a.m;
  let seams = '';
  for (let y = 150; y < 440; y += 46) seams += `M-66 ${y}H-22M22 ${y}H66M-22 ${y + 23}H22`;
  return a.ref(
    'br',
    `<g id="br"><path d="M-72 130L-64 440H64L72 130Z" fill="url(#h)" stroke="${dp}"/><path d="M-22 132V440M22 132V440${seams}" stroke="${dp}" stroke-width="2" opacity=".55"/></g>`,
  );
};

const watches: Draw = (a, view) => {
  const head = a.ref('w', watchHead(a));
  if (view === 1) {
    const strap = watchStrap(a);
    return (
      `<g filter="url(#d)"><use href="${strap}" transform="translate(400 400)scale(1.12)"/><use href="${strap}" transform="translate(400 400)scale(1.12 -1.12)"/>` +
      `<use href="${head}" transform="translate(400 400)scale(1.12)"/></g>` +
      a.spark(322, 322, 20) +
      a.spark(530, 290, 10)
    );
  }
  if (view === 2) {
    a.ref('vl');
    const strap = watchStrap(a);
    return (
      a.shadow(400, 640, 290, 22, 0.45) +
      '<rect x="110" y="230" width="580" height="400" rx="190" fill="url(#vl)"/>' +
      '<path d="M230 270Q400 240 570 270" fill="none" stroke="#b59c86" stroke-width="14" opacity=".35" stroke-linecap="round"/>' +
      `<g filter="url(#d)"><use href="${strap}" transform="translate(400 430)scale(1.08 .46)"/><use href="${strap}" transform="translate(400 430)scale(1.08 -.46)"/>` +
      `<use href="${head}" transform="translate(400 430)rotate(-4)scale(1.08 .86)"/></g>` +
      a.spark(330, 380, 16)
    );
  }
  return (
    `<g filter="url(#d)"><use href="${head}" transform="translate(350 430)scale(2.45)"/></g>` +
    a.spark(150, 300, 30) +
    a.spark(560, 200, 14)
  );
};

const diamonds: Draw = (a, view) => {
  if (view === 1) {
    return (
      a.shadow(410, 620, 170, 22, 0.3) +
      `<g filter="url(#d)">${a.gem(400, 400, 190, false)}</g>` +
      a.spark(320, 300, 40) +
      a.spark(500, 470, 18)
    );
  }
  if (view === 2) {
    const arm = (s: number): string =>
      `<path d="M${400 + s * 150} 318L${400 + s * 166} 326L${400 + s * 34} 820H${400 + s * 4}Z" fill="url(#${s < 0 ? 'm' : 'n'})" stroke="${a.m[4]}"/>`;
    return (
      a.shadow(400, 660, 120, 14, 0.3) +
      `<g filter="url(#d)">${a.use('p', 'translate(400 330)scale(1.5)')}${arm(-1)}${arm(1)}</g>` +
      a.spark(340, 300, 30) +
      a.spark(460, 370, 14)
    );
  }
  return (
    `<g filter="url(#d)"><circle cx="400" cy="410" r="${a.pearl ? 296 : 306}" fill="url(#m)" stroke="${a.m[4]}" stroke-width="2"/>` +
    `${a.gem(400, 410, 290)}</g>` +
    a.spark(300, 300, 56) +
    a.spark(520, 250, 22) +
    a.spark(560, 540, 18)
  );
};

const discPendant = (a: Art): string => {
  const [hi, , , dk, dp] = a.m;
  const font = `font-family="Georgia,'Times New Roman',serif" font-style="italic" font-size="150" text-anchor="middle"`;
  return a.ref(
    'i',
    `<g id="i"><rect x="-14" y="-152" width="28" height="50" rx="14" fill="none" stroke="url(#m)" stroke-width="9"/>` +
      `<circle r="110" fill="url(#m)" stroke="${dp}" stroke-width="1.5"/><circle r="97" fill="url(#n)" opacity=".35"/>` +
      `<circle r="97" fill="none" stroke="${hi}" stroke-width="3" opacity=".7"/>` +
      `<text x="-4" y="50" ${font} fill="${hi}" opacity=".8">A</text><text x="-6" y="48" ${font} fill="${dk}">A</text>` +
      `<circle cx="58" cy="58" r="21" fill="url(#m)" stroke="${dp}"/>${a.gem(58, 58, 17, false)}</g>`,
  );
};

const personalised: Draw = (a, view) => {
  const disc = discPendant(a);
  if (view === 1) {
    return (
      a.fineChain('c', 'M150-20C190 250 330 400 400 410C470 400 610 250 650-20', 6) +
      `<g filter="url(#d)"><use href="${disc}" transform="translate(400 540)scale(1.15)"/></g>` +
      a.spark(330, 470, 20) +
      a.spark(480, 600, 12)
    );
  }
  if (view === 2) {
    return (
      bust(a) +
      a.fineChain('c', 'M313 212C322 360 356 430 400 440C444 430 478 360 487 212', 5) +
      `<g filter="url(#d)"><use href="${disc}" transform="translate(405 548)rotate(7)scale(.8 .84)"/></g>` +
      a.spark(362, 508, 14)
    );
  }
  return (
    a.fineChain('c', 'M120-20C250 60 360 110 400 140C440 110 550 60 680-20', 13) +
    `<g filter="url(#d)"><use href="${disc}" transform="translate(400 480)scale(2.75)"/></g>` +
    a.spark(290, 380, 36) +
    a.spark(560, 620, 18)
  );
};

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

/** The accessible name of a piece, e.g. "Rose Gold ring with diamond, front view". */
export function artworkTitle({ category, metal, stone, view }: ArtworkInput): string {
  const stoneName = stone.toLowerCase();
  const piece =
    category === 'diamonds'
      ? `Loose ${stone === 'Pearl' ? 'pearl' : `brilliant-cut ${stoneName}`}, ${metal} collection`
      : `${metal} ${NOUNS[category]} with ${stoneName}`;
  return `${piece}, ${VIEW_NAMES[view]}`;
}

/** A standalone 800×800 SVG document picturing the piece in the given view. */
export function renderProductArtwork(input: ArtworkInput): string {
  const art = new Art(input.metal, input.stone);
  const body = DRAW[input.category](art, input.view);
  const title = escapeXml(artworkTitle(input));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE.width}" height="${ARTWORK_SIZE.height}" viewBox="0 0 800 800" role="img">` +
    `<title>${title}</title><defs>${art.defsMarkup()}</defs>` +
    `<g clip-path="url(#r)"><rect width="800" height="800" fill="url(#bg)"/>${body}</g></svg>`
  );
}
