/**
 * The size guides ('Not sure about the size?' on a product page), in one home: each chart's title, table and how to
 * measure, from the sizes of sizes.ts. The product page's dialog renders them; the shop assistant cites the ring guide
 * by the printable ring sizer (`API_PATHS.ringSizer`), the one page of the shop that shows it outside the dialog.
 */
import { BANGLE_SIZES, BRACELET_SIZES, CHAIN_SIZES, FREE_RESIZING, RING_SIZES, type SizeChartName } from '../sizes';

export type SizeGuide = { title: string; caption: string; head: string[]; rows: string[][]; steps: string[] };

const cm = (value: number) => `${value.toFixed(1)} cm`;
const mm = (value: number) => `${value.toFixed(1)} mm`;

export const SIZE_GUIDES: Record<SizeChartName, SizeGuide> = {
  ring: {
    title: 'Ring size guide',
    caption: 'Ring sizes: US, Indian, inner diameter and circumference',
    head: ['US size', 'Indian size', 'Inner diameter', 'Circumference'],
    rows: RING_SIZES.map((size) => [size.label, String(size.indian), mm(size.diameterMm), mm(size.circumferenceMm)]),
    steps: [
      'Print the ring sizer at 100 % and check its scale with a bank card.',
      'Lay a ring that fits on its circles, or cut out its strip and wrap it around the base of your finger.',
      'Between two sizes, choose the larger; measure at the end of the day, when fingers are largest.',
    ],
  },
  bangle: {
    title: 'Bangle size guide',
    caption: 'Bangle sizes by inner diameter',
    head: ['Size', 'Inner diameter', 'In inches', 'Circumference'],
    rows: BANGLE_SIZES.map((size) => [
      size.value,
      mm(size.diameterMm),
      `${size.diameterIn} in`,
      mm(size.circumferenceMm),
    ]),
    steps: [
      'Bring your thumb and little finger together, as when slipping on a bangle.',
      'Measure around the widest part of the hand with a tape or a strip of paper.',
      'Pick the size whose circumference is just above that measurement.',
    ],
  },
  bracelet: {
    title: 'Bracelet size guide',
    caption: 'Bracelet lengths in inches and centimetres',
    head: ['Length', 'In centimetres', 'Fits'],
    rows: BRACELET_SIZES.map((size) => [size.label, cm(size.cm), size.fit]),
    steps: [
      'Measure around your wrist just below the wrist bone with a tape or a strip of paper.',
      'Add 1.5 cm for a snug fit, or 2.5 cm for a loose one, and pick the nearest length.',
    ],
  },
  chain: {
    title: 'Chain length guide',
    caption: 'Chain lengths in inches and centimetres, and where each sits',
    head: ['Length', 'In centimetres', 'Sits'],
    rows: CHAIN_SIZES.map((size) => [size.label, cm(size.cm), size.fit]),
    steps: [
      'Lay a string around your neck where you want the chain to sit.',
      'Measure the string and pick the nearest length; a pendant hangs a little lower.',
    ],
  },
};

/** The ring guide's link to the printable ring sizer. */
export const RING_SIZER_LABEL = 'Print the ring sizer (PDF)';

/** The heading over a guide's steps. */
export const HOW_TO_MEASURE = 'How to measure';

/** Under the guide of a piece that can be resized. */
export const RESIZING_NOTE = `Still unsure? ${FREE_RESIZING}`;

/** A column's name within a sentence: 'inner diameter', but 'Indian size'. */
const inSentence = (name = '') => (name.startsWith('Indian') ? name : name.toLowerCase());

/** A table row in words, each cell after its column's name: 'US 3 (Indian size 4, inner diameter 14.1 mm, …)'. */
function rowText(head: string[], [first, ...rest]: string[]): string {
  return `${first} (${rest.map((cell, i) => `${inSentence(head[i + 1])} ${cell}`).join(', ')})`;
}

/** A guide as plain text, one line each: what its table holds, its first and last sizes, how to measure. */
export function sizeGuideText(guide: SizeGuide, { resizable }: { resizable: boolean }): string {
  const first = guide.rows[0];
  const last = guide.rows.at(-1);
  return [
    `${guide.caption}.`,
    first && last ? `From ${rowText(guide.head, first)} to ${rowText(guide.head, last)}.` : '',
    `${HOW_TO_MEASURE}:`,
    ...guide.steps,
    resizable ? RESIZING_NOTE : '',
  ]
    .filter(Boolean)
    .join('\n');
}
