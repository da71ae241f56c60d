/**
 * The size guide opened by 'Not sure about the size?': the chart of the piece's own kind (rings by US size with the
 * Indian size and inner diameter, with the printable ring sizer; bangles by inner diameter; bracelets and chains by
 * length), how to measure at home, and free resizing where the piece can be resized. The charts are the contract's
 * (sizes.ts) and so are the guides' words (help/size-guide.ts), so the guide, the size select, the ring sizer and the
 * shop assistant agree.
 */
import type { Category } from '@lumen/contract/catalog';
import { HOW_TO_MEASURE, RESIZING_NOTE, RING_SIZER_LABEL, SIZE_GUIDES } from '@lumen/contract/help/size-guide';
import { API_PATHS } from '@lumen/contract/routes';
import { RESIZABLE, SIZE_CHART_OF } from '@lumen/contract/sizes';
import { Dialog } from '../../../components/dialog';

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
  const chart = SIZE_GUIDES[chartName];
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
            {RING_SIZER_LABEL}
          </a>
        </p>
      ) : null}
      <h3 className="size-guide__subtitle">{HOW_TO_MEASURE}</h3>
      <ol className="size-guide__steps">
        {chart.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {RESIZABLE.includes(category) ? <p className="size-guide__note">{RESIZING_NOTE}</p> : null}
    </Dialog>
  );
}
