/**
 * The size guide opened by 'Not sure about the size?': the chart of the piece's own kind (rings by US size with the
 * Indian size and inner diameter, with the printable ring sizer; bangles by inner diameter; bracelets and chains by
 * length), how to measure at home, and free resizing where the piece can be resized. The charts are the contract's
 * (sizes.ts), so the guide, the size select and the ring sizer agree.
 */
import type { Category } from '@lumen/contract/catalog';
import { API_PATHS } from '@lumen/contract/routes';
import {
  BANGLE_SIZES,
  BRACELET_SIZES,
  CHAIN_SIZES,
  FREE_RESIZING,
  RESIZABLE,
  RING_SIZES,
  SIZE_CHART_OF,
  type SizeChartName,
} from '@lumen/contract/sizes';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';

type Chart = { title: string; caption: string; head: string[]; rows: ReactNode[][]; steps: string[] };

const cm = (value: number) => `${value.toFixed(1)} cm`;
const mm = (value: number) => `${value.toFixed(1)} mm`;

const CHARTS: Record<SizeChartName, Chart> = {
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

export function SizeGuideDialog({
  category,
  open,
  onClose,
}: {
  category: Category;
  open: boolean;
  onClose: () => void;
}) {
  const chartName = SIZE_CHART_OF[category];
  if (!chartName) return null;
  const chart = CHARTS[chartName];
  return (
    <Dialog open={open} onClose={onClose} title={chart.title} closeLabel="Close size guide" className="size-guide">
      {/* The table scrolls sideways on a phone, so keyboard users must be able to focus and scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className="size-guide__table-wrap" tabIndex={0} aria-label={chart.caption}>
        <table className="size-guide__table">
          <caption className="visually-hidden">{chart.caption}</caption>
          <thead>
            <tr>
              {chart.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map(([first, ...rest]) => (
              <tr key={String(first)}>
                <th scope="row">{first}</th>
                {rest.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {chartName === 'ring' ? (
        <p className="size-guide__sizer">
          <a className="btn btn-lj-outline" href={API_PATHS.ringSizer} target="_blank" rel="noopener">
            Print the ring sizer (PDF)
          </a>
        </p>
      ) : null}
      <h3 className="size-guide__subtitle">How to measure</h3>
      <ol className="size-guide__steps">
        {chart.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {RESIZABLE.includes(category) ? <p className="size-guide__note">{`Still unsure? ${FREE_RESIZING}`}</p> : null}
    </Dialog>
  );
}
