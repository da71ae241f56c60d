/**
 * The listing's carat range, beside the diamond groups (issue 28, as Blue Nile filters a diamond): two selects, From
 * and To, over the usual carat stops that span the result's centre stones (the API's `facets.carat`, counted before
 * the carat filter applies). Each end applies at once; "Any" leaves that end open. A value from a shared link that is
 * not a stop is kept as an option, so the select shows what the URL asks for.
 */
import { useId } from 'react';

/** The carat weights a shopper picks between, as jewellers quote them. */
export const CARAT_STOPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5] as const;

export type CaratBounds = { min: number; max: number };

/** "0.75 ct", "1 ct". */
export const caratWords = (carat: number) => `${carat} ct`;

/**
 * The stops offered for a result whose stones weigh from `bounds.min` to `bounds.max`: the last stop at or below the
 * lightest through the first at or above the heaviest, with the URL's own values among them.
 */
export function caratStops(bounds: CaratBounds, chosen: ReadonlyArray<number | undefined> = []): number[] {
  const below = CARAT_STOPS.filter((stop) => stop <= bounds.min).at(-1) ?? bounds.min;
  const above = CARAT_STOPS.find((stop) => stop >= bounds.max) ?? Math.ceil(bounds.max);
  const stops = new Set<number>([below, ...CARAT_STOPS.filter((stop) => stop > below && stop < above), above]);
  for (const value of chosen) if (value !== undefined) stops.add(value);
  return [...stops].sort((a, b) => a - b);
}

type CaratRangeProps = {
  bounds: CaratBounds;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
};

function CaratEnd({
  label,
  value,
  stops,
  onChange,
}: {
  label: string;
  value: number | undefined;
  stops: number[];
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="carat-range__end">
      <label htmlFor={id} className="carat-range__label">
        {label}
      </label>
      <select
        id={id}
        className="lj-select carat-range__select"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">Any</option>
        {stops.map((stop) => (
          <option key={stop} value={String(stop)}>
            {caratWords(stop)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CaratRange({ bounds, min, max, onChange }: CaratRangeProps) {
  const stops = caratStops(bounds, [min, max]);
  return (
    <div className="carat-range">
      <CaratEnd
        label="From"
        value={min}
        stops={stops.filter((stop) => max === undefined || stop <= max)}
        onChange={(next) => onChange(next, max)}
      />
      <CaratEnd
        label="To"
        value={max}
        stops={stops.filter((stop) => min === undefined || stop >= min)}
        onChange={(next) => onChange(min, next)}
      />
    </div>
  );
}
