/**
 * The figures the web bench reads from one Lighthouse run of a route (web.ts): scores, paint timings, blocking time,
 * layout shift, the gzipped JS and CSS the page loaded (and the JS it loaded before it was hydrated), and the host's
 * benchmark index; and the median of several runs.
 */
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The user timing the app marks once a page is hydrated (apps/web/src/app/app-root.tsx). */
const HYDRATED_MARK = 'lj-hydrated';

export type RouteFigures = {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number | undefined>;
  fcpSeconds: number | undefined;
  lcpSeconds: number | undefined;
  tbtMs: number | undefined;
  /** When the page was hydrated (observed, not simulated), in ms from the navigation; undefined if it never was. */
  hydratedMs: number | undefined;
  /** Gzip of the scripts requested before the page was hydrated, in KiB. */
  jsKbGzBeforeInteractive: number;
  /** The bytes of those scripts on the wire as served (brotli, headers included), in KiB. */
  jsKbTransferredBeforeInteractive: number;
  cls: number | undefined;
  /** Gzip (level 6) of every script and stylesheet the page requested, in KiB. */
  jsKbGz: number;
  cssKbGz: number;
  /** Bytes on the wire as served (brotli or gzip, headers included), in KiB. */
  jsKbTransferred: number;
  cssKbTransferred: number;
  /** Per category, the audits that cost points (score below 1 with a weight). */
  lostPoints: Partial<Record<(typeof CATEGORIES)[number], string[]>>;
  warnings: string[];
  /** Lighthouse's measure of the host's CPU: blocking time and the Performance score scale with it. */
  benchmarkIndex: number | undefined;
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number };

const kib = (bytes: number) => bytes / 1024;
const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);

const gzippedSizes = new Map<string, number>();
/** The size of a resource gzipped, whatever encoding the server chose to send. */
async function gzippedSize(url: string): Promise<number> {
  const known = gzippedSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  const size = response.ok ? gzipSync(Buffer.from(await response.arrayBuffer())).length : 0;
  gzippedSizes.set(url, size);
  return size;
}

async function bytesOf(requests: NetworkRequest[], resourceType: string) {
  const own = requests.filter((request) => request.resourceType === resourceType);
  const gz = await Promise.all(own.map((request) => gzippedSize(request.url)));
  return {
    gz: gz.reduce((sum, size) => sum + size, 0),
    transferred: own.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

export async function figuresOf(route: string, lhr: Result): Promise<RouteFigures> {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? undefined : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? (details.items as unknown as NetworkRequest[]) : [];
  const js = await bytesOf(requests, 'Script');
  const timings = lhr.audits['user-timings']?.details;
  const marks = timings?.type === 'table' ? (timings.items as unknown as { name: string; startTime: number }[]) : [];
  const hydratedMs = marks.find((mark) => mark.name === HYDRATED_MARK)?.startTime;
  const beforeInteractive = await bytesOf(
    requests.filter((request) => hydratedMs === undefined || (request.networkRequestTime ?? 0) <= hydratedMs),
    'Script',
  );
  const css = await bytesOf(requests, 'Stylesheet');
  const lostPoints: RouteFigures['lostPoints'] = {};
  for (const category of CATEGORIES) {
    const ids = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (ids.length > 0) lostPoints[category] = ids;
  }
  return {
    route,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpSeconds: seconds(numeric('first-contentful-paint')),
    lcpSeconds: seconds(numeric('largest-contentful-paint')),
    tbtMs: numeric('total-blocking-time'),
    hydratedMs,
    jsKbGzBeforeInteractive: kib(beforeInteractive.gz),
    jsKbTransferredBeforeInteractive: kib(beforeInteractive.transferred),
    cls: numeric('cumulative-layout-shift'),
    jsKbGz: kib(js.gz),
    cssKbGz: kib(css.gz),
    jsKbTransferred: kib(js.transferred),
    cssKbTransferred: kib(css.transferred),
    lostPoints,
    warnings: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: ReadonlyArray<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((x, y) => x - y);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

/** Each figure's median over `runs` of one route (the lost points and warnings of every run). */
export function medianFigures(runs: ReadonlyArray<RouteFigures>): RouteFigures {
  const [first] = runs;
  if (!first) throw new Error('no run to take the median of');
  const of = (pick: (figures: RouteFigures) => number | undefined) => median(runs.map(pick));
  const lostPoints: RouteFigures['lostPoints'] = {};
  for (const category of CATEGORIES) {
    const ids = [...new Set(runs.flatMap((run) => run.lostPoints[category] ?? []))];
    if (ids.length > 0) lostPoints[category] = ids;
  }
  return {
    route: first.route,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((f) => f.scores[c])])) as RouteFigures['scores'],
    fcpSeconds: of((f) => f.fcpSeconds),
    lcpSeconds: of((f) => f.lcpSeconds),
    tbtMs: of((f) => f.tbtMs),
    hydratedMs: of((f) => f.hydratedMs),
    jsKbGzBeforeInteractive: of((f) => f.jsKbGzBeforeInteractive) ?? 0,
    jsKbTransferredBeforeInteractive: of((f) => f.jsKbTransferredBeforeInteractive) ?? 0,
    cls: of((f) => f.cls),
    jsKbGz: of((f) => f.jsKbGz) ?? 0,
    cssKbGz: of((f) => f.cssKbGz) ?? 0,
    jsKbTransferred: of((f) => f.jsKbTransferred) ?? 0,
    cssKbTransferred: of((f) => f.cssKbTransferred) ?? 0,
    lostPoints,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    benchmarkIndex: of((f) => f.benchmarkIndex),
  };
}
