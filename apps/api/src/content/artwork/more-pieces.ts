/** Chains, bangles, watches, loose diamonds and initial pendants (the other personalised pieces: own-drawings.ts). */
import type { Art, Draw } from './art';
import { along, at, DEG, ellipsePath, n, type Pt, polar, poly } from './geometry';
import { ownDrawing } from './own-drawings';
import { bust } from './worn-pieces';

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

export const chains: Draw = (a, view) => {
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

export const bangles: Draw = (a, view) => {
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

export const watches: Draw = (a, view) => {
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

export const diamonds: Draw = (a, view) => {
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

export const personalised: Draw = (a, view) => {
  if (a.piece) return ownDrawing(a, a.piece, view);
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
