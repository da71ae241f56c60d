/**
 * The ring size guide opened by 'Not sure about the size?': how the shop's Size 1 to 3 compare with Indian and US
 * ring sizes, by inner diameter and circumference, and how to measure at home.
 */
import { Dialog } from '../../../components/dialog';

/** Inner circumference is π × inner diameter, rounded to a tenth of a millimetre. */
export const RING_SIZES = [
  { size: 'Size 1', indian: '12', us: '6', diameterMm: 16.5, circumferenceMm: 51.8 },
  { size: 'Size 2', indian: '15', us: '7', diameterMm: 17.3, circumferenceMm: 54.4 },
  { size: 'Size 3', indian: '17', us: '8', diameterMm: 18.1, circumferenceMm: 56.9 },
] as const;

export function SizeGuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Ring size guide" closeLabel="Close size guide" className="size-guide">
      <p className="size-guide__intro">
        Find your size by the inside of a ring that already fits you well, or by measuring around your finger.
      </p>
      {/* The table scrolls sideways on a phone, so keyboard users must be able to focus and scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className="size-guide__table-wrap" tabIndex={0} aria-label="Ring size chart">
        <table className="size-guide__table">
          <caption className="visually-hidden">Lumen ring sizes with Indian and US equivalents</caption>
          <thead>
            <tr>
              <th scope="col">Lumen size</th>
              <th scope="col">Indian size</th>
              <th scope="col">US size</th>
              <th scope="col">Inner diameter</th>
              <th scope="col">Circumference</th>
            </tr>
          </thead>
          <tbody>
            {RING_SIZES.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.indian}</td>
                <td>{row.us}</td>
                <td>{`${row.diameterMm.toFixed(1)} mm`}</td>
                <td>{`${row.circumferenceMm.toFixed(1)} mm`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <h3 className="size-guide__subtitle">How to measure</h3>
      <ol className="size-guide__steps">
        <li>Wrap a strip of paper around the base of your finger, snug but able to slide over the knuckle.</li>
        <li>Mark where it overlaps, lay it flat and measure the length in millimetres: that is your circumference.</li>
        <li>Pick the size whose circumference is closest; between two sizes, choose the larger one.</li>
      </ol>
      <p className="size-guide__note">Still unsure? Every Lumen ring can be resized free of charge.</p>
    </Dialog>
  );
}
