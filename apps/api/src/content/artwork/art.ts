/**
 * The drawing context of one picture: a piece's metal and stone tones, the shared definitions (gradients, filters,
 * reusable shapes) registered once in first-use order, and the parts pieces are built from.
 */
import type { Category, Metal, Stone } from '@lumen/contract/catalog';
import type { StoneShape } from '@lumen/contract/stone-words';
import { brilliantSide, brilliantTop } from './brilliant';
import { fancyTop } from './fancy-cuts';
import { at, DEG, ellipsePath, n, polar, poly } from './geometry';
import type { OwnDrawing } from './own-drawings';
import { METAL_TONES, type MetalTones, STONE_TONES, type StoneTones } from './tones';

export type ArtworkView = 1 | 2 | 3;

export interface ArtworkInput {
  category: Category;
  metal: Metal;
  stone: Stone;
  view: ArtworkView;
  /** A loose diamond's cut (round when absent): its face-up drawing takes the cut's own outline. */
  shape?: StoneShape | undefined;
  /** A piece drawn as itself, not as its category's drawing (own-drawings.ts: a name necklace, a signet…). */
  piece?: OwnDrawing | undefined;
}

export class Art {
  readonly m: MetalTones;
  readonly s: StoneTones;
  readonly pearl: boolean;
  readonly dark: boolean;
  /** The cut every stone of this picture is drawn in (a loose diamond's); round brilliant otherwise. */
  readonly shape: StoneShape;
  /** A piece drawn as itself (own-drawings.ts). */
  readonly piece: OwnDrawing | undefined;
  private readonly defs = new Map<string, string>();

  constructor(metal: Metal, stone: Stone, shape: StoneShape = 'round', piece?: OwnDrawing) {
    this.piece = piece;
    this.m = METAL_TONES[metal];
    this.s = STONE_TONES[stone];
    this.pearl = stone === 'Pearl';
    this.dark = metal === 'Black Gold';
    this.shape = this.pearl ? 'round' : shape;
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
          : this.shape === 'round'
            ? brilliantTop(this.s)
            : fancyTop(this.shape, this.s);
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

  /** A stone face-up; the four claws sit on a round stone's girdle, so a fancy cut is drawn without them. */
  gem(x: number, y: number, r: number, prongs = true): string {
    const claws = prongs && !this.pearl && this.shape === 'round';
    return this.use('b', at(x, y, r / 100)) + (claws ? this.use('pr', at(x, y, r / 100)) : '');
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

/** Draws one category of piece in one view, inside the 800×800 frame. */
export type Draw = (a: Art, view: ArtworkView) => string;
