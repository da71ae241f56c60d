/**
 * The dashboard's daily revenue: an inline SVG bar chart, one bar a day (today last), drawn to the tallest day. The
 * chart is an image with a one-line summary for screen readers; the figures themselves are in the table below it.
 */
import { formatCents } from '@lumen/contract/money';

export type SalesDay = { date: string; orders: number; revenue: number };

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A day (YYYY-MM-DD on the shop's clock) as "24 Nov". */
export const shortDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const WIDTH = 600;
const HEIGHT = 180;
const TOP = 2;
const BOTTOM = 1;
const LEFT = 4;

/** The chart's text alternative: the span, the total and the best day. */
export function chartSummary(days: readonly SalesDay[]): string {
  if (days.length === 0) return 'No days to show.';
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const first = days[0] as SalesDay;
  const last = days[days.length - 1] as SalesDay;
  const span = `${shortDay(first.date)} to ${shortDay(last.date)}`;
  if (orders === 0) return `Revenue each day from ${span}: no orders in these days.`;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), first);
  return `Revenue each day from ${span}: ${formatCents(total)} from ${orders} ${orders === 1 ? 'order' : 'orders'}; the best day was ${shortDay(best.date)} with ${formatCents(best.revenue)}.`;
}

export function SalesChart({ days, titleId }: { days: readonly SalesDay[]; titleId: string }) {
  const max = Math.max(0, ...days.map((day) => day.revenue));
  const slot = (WIDTH - LEFT) / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - TOP - BOTTOM;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <div className="lj-dash-chart-wrap">
      <p className="lj-dash-chart__max" aria-hidden="true">
        {max > 0 ? formatCents(max) : ''}
      </p>
      <svg
        className="lj-dash-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title>Bar chart of the revenue each day</title>
        <line className="lj-dash-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {max > 0 ? <line className="lj-dash-chart__grid" x1={0} x2={WIDTH} y1={TOP} y2={TOP} /> : null}
        {days.map((day, index) => {
          const height = max > 0 ? Math.max(day.revenue > 0 ? 2 : 0, (day.revenue / max) * plot) : 0;
          return (
            <rect
              key={day.date}
              className={`lj-dash-chart__bar${index === days.length - 1 ? ' lj-dash-chart__bar--today' : ''}`}
              x={LEFT + index * slot + (slot - barWidth) / 2}
              y={HEIGHT - BOTTOM - height}
              width={barWidth}
              height={height}
            >
              <title>
                {shortDay(day.date)}: {formatCents(day.revenue)}, {day.orders} {day.orders === 1 ? 'order' : 'orders'}
              </title>
            </rect>
          );
        })}
      </svg>
      <p className="lj-dash-chart__scale" aria-hidden="true">
        <span>{first ? shortDay(first.date) : ''}</span>
        <span>{last ? 'Today' : ''}</span>
      </p>
    </div>
  );
}
