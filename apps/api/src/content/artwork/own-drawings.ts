/**
 * Pieces drawn as themselves rather than as their category's drawing: a name necklace (a name in script between two
 * fine chains, with a birthstone accent) and an engraved bar bracelet (a plain polished bar with a date, on a loop of
 * fine chain) among the personalised pieces, and a signet ring (a flat face with an inset stone) among the rings.
 * Three views, like every piece.
 */
import type { Category } from '@lumen/contract/catalog';
import type { Art, ArtworkInput, ArtworkView } from './art';
import { bust } from './worn-pieces';

/** Each drawing of its own, and the category whose pieces it may picture. */
export const OWN_DRAWINGS = {
  'name-necklace': 'personalised',
  'bar-bracelet': 'personalised',
  signet: 'rings',
} as const satisfies Record<string, Category>;
export type OwnDrawing = keyof typeof OWN_DRAWINGS;
export const OWN_DRAWING_NAMES = Object.keys(OWN_DRAWINGS) as OwnDrawing[];

/**
 * What is drawn, of what was asked: a cut only for a loose diamond that is not round (the round brilliant is the
 * category's drawing), a drawing of its own only within its category. The file's path, its title and the drawing all
 * read the subject from here, so they never disagree.
 */
export function drawnSubject({
  category,
  stone,
  shape,
  piece,
}: Pick<ArtworkInput, 'category' | 'stone' | 'shape' | 'piece'>): Pick<ArtworkInput, 'shape' | 'piece'> {
  if (category === 'diamonds' && stone === 'Diamond' && shape && shape !== 'round') return { shape };
  if (piece && OWN_DRAWINGS[piece] === category) return { piece };
  return {};
}

/** What the drawing's title calls the piece. */
export const OWN_DRAWING_NOUNS: Record<OwnDrawing, string> = {
  'name-necklace': 'name necklace',
  'bar-bracelet': 'engraved bar bracelet',
  signet: 'signet ring',
};

const SCRIPT = `font-family="'URW Chancery L','Z003','Brush Script MT',cursive" font-style="italic"`;
const SERIF = `font-family="Georgia,'Times New Roman',serif" letter-spacing="6"`;

/** The name "Asha" in script, centred on the origin, in the metal with a highlight under it. */
function namePlate(a: Art): string {
  const [hi, , , , dp] = a.m;
  return a.ref(
    'nm',
    `<g id="nm"><text x="-2" y="4" ${SCRIPT} font-size="150" text-anchor="middle" fill="${hi}" opacity=".8">Asha</text>` +
      `<text y="0" ${SCRIPT} font-size="150" text-anchor="middle" fill="url(#m)" stroke="${dp}" stroke-width="2">Asha</text>` +
      `<circle cx="-128" cy="-38" r="9" fill="none" stroke="url(#m)" stroke-width="5"/>` +
      `<circle cx="136" cy="-38" r="9" fill="none" stroke="url(#m)" stroke-width="5"/></g>`,
  );
}

/** A bar 300 × 56 centred on the origin, engraved with a date, a jump ring at each end. */
function engravedBar(a: Art): string {
  const [hi, , , dk, dp] = a.m;
  return a.ref(
    'br',
    `<g id="br"><rect x="-150" y="-28" width="300" height="56" rx="10" fill="url(#v)" stroke="${dp}" stroke-width="2"/>` +
      `<rect x="-142" y="-22" width="284" height="12" rx="6" fill="${hi}" opacity=".45"/>` +
      `<text y="12" ${SERIF} font-size="30" text-anchor="middle" fill="${dk}" opacity=".85">12 · 05 · 2019</text>` +
      `<circle cx="-160" r="10" fill="none" stroke="url(#m)" stroke-width="5"/>` +
      `<circle cx="160" r="10" fill="none" stroke="url(#m)" stroke-width="5"/></g>`,
  );
}

function nameNecklace(a: Art, view: ArtworkView): string {
  const plate = namePlate(a);
  if (view === 1) {
    return (
      a.fineChain('c', 'M140-20C170 220 220 390 276 432', 6) +
      a.fineChain('c2', 'M660-20C630 220 580 390 536 432', 6) +
      `<g filter="url(#d)"><use href="${plate}" transform="translate(404 470)"/>${a.small(560, 452, 12)}</g>` +
      a.spark(330, 400, 20) +
      a.spark(470, 500, 12)
    );
  }
  if (view === 2) {
    return (
      bust(a) +
      a.fineChain('c', 'M313 212C318 330 338 420 350 470', 5) +
      a.fineChain('c2', 'M487 212C482 330 462 420 450 470', 5) +
      `<g filter="url(#d)"><use href="${plate}" transform="translate(402 500)scale(.42)"/>${a.small(455, 488, 6)}</g>` +
      a.spark(372, 470, 12)
    );
  }
  return (
    a.fineChain('c', 'M-20 250C40 280 100 330 141 370', 12) +
    a.fineChain('c2', 'M820 250C760 280 700 330 681 370', 12) +
    `<g filter="url(#d)"><use href="${plate}" transform="translate(410 450)scale(2.1)"/>${a.small(706, 404, 22)}</g>` +
    a.spark(260, 330, 34) +
    a.spark(560, 560, 18)
  );
}

function barBracelet(a: Art, view: ArtworkView): string {
  const bar = engravedBar(a);
  if (view === 1) {
    return (
      a.shadow(400, 640, 230, 18, 0.3) +
      a.fineChain('c', 'M230 500C120 470 110 300 400 290C690 300 680 470 570 500', 6) +
      `<g filter="url(#d)"><use href="${bar}" transform="translate(400 505)"/></g>` +
      a.spark(330, 470, 18) +
      a.spark(520, 300, 12)
    );
  }
  if (view === 2) {
    return (
      a.shadow(410, 610, 250, 16, 0.3) +
      a.fineChain('c', 'M250 470C140 420 180 300 420 310C660 320 660 440 560 500', 6) +
      `<g filter="url(#d)"><use href="${bar}" transform="translate(405 490)rotate(-8)scale(.95)"/></g>` +
      a.spark(360, 450, 14)
    );
  }
  return (
    a.fineChain('c', 'M-20 430C20 420 40 410 56 400', 12) +
    a.fineChain('c2', 'M820 430C780 420 760 410 744 400', 12) +
    `<g filter="url(#d)"><use href="${bar}" transform="translate(400 400)scale(2.2)"/></g>` +
    a.spark(250, 330, 34) +
    a.spark(560, 470, 16)
  );
}

/** A signet's face, 200 × 150 centred on the origin: a cushion of metal with a bevel and the stone inset flush. */
function signetFace(a: Art): string {
  const [hi, , , , dp] = a.m;
  return a.ref(
    'sf',
    `<g id="sf"><rect x="-100" y="-75" width="200" height="150" rx="46" fill="url(#m)" stroke="${dp}" stroke-width="2"/>` +
      `<rect x="-88" y="-64" width="176" height="128" rx="38" fill="url(#n)" opacity=".5"/>` +
      `<rect x="-70" y="-48" width="140" height="96" rx="28" fill="url(#s)" stroke="${dp}" stroke-width="2.5"/>` +
      `<path d="M-58-30Q-40-42-10-42" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".55"/>` +
      `<rect x="-92" y="-68" width="184" height="136" rx="42" fill="none" stroke="${hi}" stroke-width="3" opacity=".6"/></g>`,
  );
}

function signet(a: Art, view: ArtworkView): string {
  const face = signetFace(a);
  if (view === 1) {
    return (
      a.shadow(400, 672, 160, 15, 0.4) +
      `<g filter="url(#d)">${a.ringFront(400, 480, 158, 40, 0, false)}` +
      `<use href="${face}" transform="translate(400 300)scale(.95 .8)"/></g>` +
      a.spark(330, 250, 24) +
      a.spark(480, 330, 12)
    );
  }
  if (view === 2) {
    const [back, front] = a.ringOnCone(420, 30, 0, false);
    return `${back}${a.cone()}<g filter="url(#d)">${front}<use href="${face}" transform="translate(400 452)scale(.55 .42)"/></g>`;
  }
  return (
    `<g filter="url(#d)"><use href="${face}" transform="translate(400 410)scale(2.9)"/></g>` +
    a.spark(250, 250, 40) +
    a.spark(560, 540, 18)
  );
}

/** The piece's own drawing in the view asked for. */
export function ownDrawing(a: Art, drawing: OwnDrawing, view: ArtworkView): string {
  if (drawing === 'signet') return signet(a, view);
  return drawing === 'name-necklace' ? nameNecklace(a, view) : barBracelet(a, view);
}
