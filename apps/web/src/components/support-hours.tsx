/**
 * Support lines with their hours, each named by its channel (the store's, the phone's), from BRAND: the
 * contact page and the home page's get-in-touch block show the same words.
 */
import { BRAND, type SupportLine } from '../lib/brand';

type LineName = keyof typeof BRAND.supportHours;

export function SupportHours({ lines, className }: { lines: ReadonlyArray<LineName>; className?: string }) {
  return (
    <ul className={className ? `support-hours ${className}` : 'support-hours'}>
      {lines.map((name) => {
        const line: SupportLine = BRAND.supportHours[name];
        return (
          <li key={name}>
            <span className="support-hours__label">{line.label}:</span>{' '}
            <span className="support-hours__hours">{line.hours}</span>
          </li>
        );
      })}
    </ul>
  );
}
