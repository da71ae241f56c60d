/** The pieces worn on the hand, neck and ears: rings, bridal sets, tennis bracelets, pendant necklaces, earrings. */
import type { Art, Draw } from './art';
import { along, at, DEG, type Pt } from './geometry';
import { ownDrawing } from './own-drawings';

export const rings: Draw = (a, view) => {
  if (a.piece) return ownDrawing(a, a.piece, view);
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

export const bridal: Draw = (a, view) => {
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

export const bracelets: Draw = (a, view) => {
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
export const bust = (a: Art): string => {
  a.ref('vl');
  return (
    '<path d="M334-20C328 80 318 150 314 196C306 268 190 292 112 336C48 372 22 424 20 820H780C778 424 752 372 688 336C610 292 494 268 486 196C482 150 472 80 466-20Z" fill="url(#vl)"/>' +
    '<path d="M316 214C336 278 464 278 484 214" fill="none" stroke="#2e241e" stroke-width="26" opacity=".3" filter="url(#f)"/>' +
    '<path d="M140 358C210 324 280 308 320 300" fill="none" stroke="#b59c86" stroke-width="14" opacity=".3" stroke-linecap="round"/>'
  );
};

export const necklaces: Draw = (a, view) => {
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

export const earrings: Draw = (a, view) => {
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
