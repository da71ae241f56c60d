/**
 * Web bench: Lighthouse 12 (mobile, default simulated throttling) on every public route of the built app, served by
 * the built API server. Prints the four category scores, LCP, TBT, CLS and the gzipped JS and CSS each route loads,
 * beside their budgets; writes a JSON summary and one HTML report per route to bench/results/. Never fails on a figure.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { chromePath, withFreshChrome } from './lib/chrome';
import { type Budget, budgetText, fixed, printTable, withinBudget, writeResults } from './lib/format';
import { BENCH_DIR, scratchDir, startBuiltServer, WEB_DIST_INDEX } from './lib/server';

/**
 * The public routes measured. Add a route here once its screen exists ('/cart'); a route the server answers with
 * 404 is skipped. `BENCH_ROUTES=/a,/b` overrides the list for one run.
 */
const PUBLIC_ROUTES = [
  '/',
  '/sign-up',
  '/home',
  '/product',
  // The seed's first product (Aurora Solitaire Ring); the API serves it by id or slug.
  '/product-details/1',
  // A visitor's cart (empty: Lighthouse starts with no browser storage).
  '/cart',
  '/about',
  '/about-us',
  '/blogs',
  '/faqs',
  '/contact-us',
  '/packages',
  '/privacy-policy',
  '/terms-conditions',
  '/payment-delivery-policy',
  '/return-refund-policy',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const BUDGETS = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  fcpSeconds: { max: 0.9, unit: 's' },
  lcpSeconds: { max: 1.5, unit: 's' },
  tbtMs: { max: 100, unit: 'ms' },
  cls: { max: 0.02 },
  /** The scripts requested before the page was hydrated (the app's `lj-hydrated` mark): what it needs to be interactive. */
  jsKbGzBeforeInteractive: { max: 100, unit: 'KB' },
  cssKbGz: { max: 35, unit: 'KB' },
} satisfies Record<string, Budget>;

/** The user timing the app marks once a page is hydrated (app/router.tsx). */
const HYDRATED_MARK = 'lj-hydrated';

type RouteFigures = {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number | undefined>;
  fcpSeconds: number | undefined;
  lcpSeconds: number | undefined;
  tbtMs: number | undefined;
  /** When the page was hydrated (observed, not simulated), in ms from the navigation; undefined if it never was. */
  hydratedMs: number | undefined;
  /** Gzip of the scripts requested before the page was hydrated, in KiB. */
  jsKbGzBeforeInteractive: number;
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
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number };

const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : PUBLIC_ROUTES;
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

async function figuresOf(route: string, lhr: Result): Promise<RouteFigures> {
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
    cls: numeric('cumulative-layout-shift'),
    jsKbGz: kib(js.gz),
    cssKbGz: kib(css.gz),
    jsKbTransferred: kib(js.transferred),
    cssKbTransferred: kib(css.transferred),
    lostPoints,
    warnings: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
  };
}

/** A figure, with `*` when it is outside its budget. */
function cell(value: number | undefined, digits: number, budget?: Budget): string {
  return `${fixed(value, digits)}${withinBudget(value, budget) === false ? '*' : ' '}`;
}

async function main() {
  console.log('Lumen Jewels: web bench (Lighthouse 12, mobile, simulated throttling)');
  if (!existsSync(WEB_DIST_INDEX)) {
    console.log('  apps/web/dist/index.html is missing: build the web app first (`npm run build`). Nothing measured.');
    return;
  }
  if (!existsSync(chromePath)) throw new Error(`No Chrome at ${chromePath}; set CHROME_PATH.`);

  const dataDir = scratchDir('web-data');
  mkdirSync(dataDir, { recursive: true });
  const server = await startBuiltServer({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
  const reportsDir = path.join(BENCH_DIR, 'results', 'lighthouse');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const measured: RouteFigures[] = [];
  const skipped: { route: string; status: number }[] = [];
  try {
    for (const route of routes) {
      const url = `${server.origin}${route}`;
      const answer = await fetch(url, { headers: { accept: 'text/html' } });
      await answer.arrayBuffer();
      if (answer.status !== 200) {
        skipped.push({ route, status: answer.status });
        console.log(`  ${route}: skipped (HTTP ${answer.status})`);
        continue;
      }
      const started = performance.now();
      const result = await withFreshChrome((port) =>
        lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] }),
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
      const slug = route === '/' ? 'root' : route.replace(/^\//, '').replace(/\//g, '_');
      writeFileSync(path.join(reportsDir, `${slug}.html`), String(result.report));
      const figures = await figuresOf(route, result.lhr);
      measured.push(figures);
      console.log(`  ${route}: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      for (const warning of figures.warnings) console.log(`    warning: ${warning}`);
      for (const [category, ids] of Object.entries(figures.lostPoints)) {
        if (category !== 'performance') console.log(`    ${category} lost points on: ${ids.join(', ')}`);
      }
    }
  } finally {
    await server.stop();
  }

  console.log(
    '\nPer route (* = outside its budget; KB = KiB, gzip level 6; "JS to interact": the scripts requested before the ' +
      'page was hydrated, "JS all": every script the page requested)',
  );
  printTable(
    [
      { header: 'route' },
      { header: 'Perf', align: 'right' },
      { header: 'A11y', align: 'right' },
      { header: 'BP', align: 'right' },
      { header: 'SEO', align: 'right' },
      { header: 'FCP s', align: 'right' },
      { header: 'LCP s', align: 'right' },
      { header: 'TBT ms', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'JS to interact', align: 'right' },
      { header: 'JS all', align: 'right' },
      { header: 'CSS KB gz', align: 'right' },
    ],
    [
      [
        'budget',
        `${budgetText(BUDGETS.performance)} `,
        `${budgetText(BUDGETS.accessibility)} `,
        `${budgetText(BUDGETS['best-practices'])} `,
        `${budgetText(BUDGETS.seo)} `,
        `≤ ${BUDGETS.fcpSeconds.max} `,
        `≤ ${BUDGETS.lcpSeconds.max} `,
        `≤ ${BUDGETS.tbtMs.max} `,
        `≤ ${BUDGETS.cls.max} `,
        `≤ ${BUDGETS.jsKbGzBeforeInteractive.max} `,
        '— ',
        `≤ ${BUDGETS.cssKbGz.max} `,
      ],
      ...measured.map((f) => [
        f.route,
        cell(f.scores.performance, 0, BUDGETS.performance),
        cell(f.scores.accessibility, 0, BUDGETS.accessibility),
        cell(f.scores['best-practices'], 0, BUDGETS['best-practices']),
        cell(f.scores.seo, 0, BUDGETS.seo),
        cell(f.fcpSeconds, 2, BUDGETS.fcpSeconds),
        cell(f.lcpSeconds, 2, BUDGETS.lcpSeconds),
        cell(f.tbtMs, 0, BUDGETS.tbtMs),
        cell(f.cls, 3, BUDGETS.cls),
        cell(f.jsKbGzBeforeInteractive, 1, BUDGETS.jsKbGzBeforeInteractive),
        cell(f.jsKbGz, 1),
        cell(f.cssKbGz, 1, BUDGETS.cssKbGz),
      ]),
    ],
  );
  if (skipped.length > 0) console.log(`\n  skipped: ${skipped.map((s) => `${s.route} (${s.status})`).join(', ')}`);

  const summary = {
    at: new Date().toISOString(),
    settings: 'Lighthouse mobile form factor, default simulated throttling',
    chromePath,
    budgets: BUDGETS,
    routes: measured,
    skipped,
  };
  const file = writeResults('web', summary);
  console.log(`\n  summary written to ${file}; HTML reports in ${path.relative(process.cwd(), reportsDir)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`Web bench could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
